/** API keys (server/routes/api-keys.ts): listed, created, revoked; signed-in people only, never a key. */
import { ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyQuery } from '../api-keys';
import { page, route } from '../define';
import { idParams } from '../fields';

const manager = { permissions: ['isAdminOrCompany'], keys: false } as const;
const tag = 'API keys';

export const apiKeyRoutes = {
  list: route({
    method: 'GET',
    path: '/api/api-keys',
    tag,
    summary: { zh: '列出 API 密钥', en: 'List API keys' },
    guard: manager,
    query: ApiKeyQuery,
    answers: { 200: page(ApiKey) },
  }),
  create: route({
    method: 'POST',
    path: '/api/api-keys',
    tag,
    summary: { zh: '创建 API 密钥（密钥只返回这一次）', en: 'Create an API key (the secret is answered this once)' },
    guard: manager,
    body: ApiKeyCreateBody,
    answers: { 201: ApiKeyCreated },
  }),
  revoke: route({
    method: 'DELETE',
    path: '/api/api-keys/:id',
    tag,
    summary: { zh: '吊销 API 密钥（仍列出）', en: 'Revoke an API key (it stays listed)' },
    guard: manager,
    params: idParams,
    answers: { 200: ApiKey },
  }),
};
