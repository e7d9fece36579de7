/** Calls of a company's API keys (server/routes/api-keys.ts, docs/api.md "API keys"). */
import { api, type Body, type Handles, type Query } from './request';

export const queryApiKeys = (query: Query<'GET /api/api-keys'>) => api('GET /api/api-keys', { query });

/** Answers the key itself (`secret`): shown this once, never again. */
export const createApiKey = (body: Body<'POST /api/api-keys'>, options?: Handles) => api('POST /api/api-keys', { body, ...options });

/** Revokes the key: it answers 401 from then on and stays listed. */
export const revokeApiKey = (id: number) => api('DELETE /api/api-keys/:id', { params: { id } });
