/** The API's own description (server/routes/api-docs.ts): the OpenAPI document and its reference page. */
import { z } from 'zod';
import { fileAnswer, route, tagged } from '../define';

/** Chinese or English; by default the caller's language (Chinese for zh-*, else English). */
export const ApiDocsQuery = z.object({ lang: z.enum(['zh', 'en']).optional().describe('zh or en; by default the Accept-Language') });

export const apiDocsRoutes = tagged('API', {
  document: route('GET /api/openapi.json', 'public', {
    summary: ['OpenAPI 3.1 文档（可生成客户端）', 'The OpenAPI 3.1 document (generate a client from it)'],
    query: ApiDocsQuery,
    answers: { 200: fileAnswer('application/json', 'OpenAPI 3.1') },
  }),
  reference: route('GET /api/docs', 'public', {
    summary: ['API 参考页面', 'The API reference page'],
    query: ApiDocsQuery,
    answers: { 200: fileAnswer('text/html', 'The reference, rendered from the document') },
  }),
});
