/** The API's own description (server/routes/api-docs.ts): the OpenAPI document and its reference page. */
import { z } from 'zod';
import { fileAnswer, route } from '../define';

/** Chinese or English; by default the caller's language (Chinese for zh-*, else English). */
export const ApiDocsQuery = z.object({ lang: z.enum(['zh', 'en']).optional().describe('zh or en; by default the Accept-Language') });

const tag = 'API';

export const apiDocsRoutes = {
  document: route({
    method: 'GET',
    path: '/api/openapi.json',
    tag,
    summary: { zh: 'OpenAPI 3.1 文档（可生成客户端）', en: 'The OpenAPI 3.1 document (generate a client from it)' },
    guard: 'public',
    query: ApiDocsQuery,
    answers: { 200: fileAnswer('application/json', 'OpenAPI 3.1') },
  }),
  reference: route({
    method: 'GET',
    path: '/api/docs',
    tag,
    summary: { zh: 'API 参考页面', en: 'The API reference page' },
    guard: 'public',
    query: ApiDocsQuery,
    answers: { 200: fileAnswer('text/html', 'The reference, rendered from the document') },
  }),
};
