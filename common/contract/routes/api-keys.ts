/** API keys (server/routes/api-keys.ts): listed, created, revoked; signed-in people only, never a key. */
import { ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyQuery } from '../api-keys';
import { page, route, tagged } from '../define';
import { idParams } from '../fields';
import { companyManagersSession } from '../guards';

export const apiKeyRoutes = tagged('API keys', {
  list: route('GET /api/api-keys', companyManagersSession, {
    summary: ['列出 API 密钥', 'List API keys'],
    query: ApiKeyQuery,
    answers: { 200: page(ApiKey) },
  }),
  create: route('POST /api/api-keys', companyManagersSession, {
    summary: ['创建 API 密钥（密钥只返回这一次）', 'Create an API key (the secret is answered this once)'],
    body: ApiKeyCreateBody,
    answers: { 201: ApiKeyCreated },
  }),
  revoke: route('DELETE /api/api-keys/:id', companyManagersSession, {
    summary: ['吊销 API 密钥（仍列出）', 'Revoke an API key (it stays listed)'],
    params: idParams,
    answers: { 200: ApiKey },
  }),
});
