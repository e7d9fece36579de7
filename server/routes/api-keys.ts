/**
 * API keys (common/contract/api-keys.ts): listed, created, revoked. Administrators (any company;
 * `companyId` names it) and company users (their own company), signed in: a key never manages
 * keys. Scope is decided in domain/api-keys.
 */
import { Hono } from 'hono';
import { apiKeyRoutes as declared } from '../../common/contract/routes/api-keys';
import { createApiKey } from '../domain/api-keys/create-api-key';
import { listApiKeys } from '../domain/api-keys/list-api-keys';
import { revokeApiKey } from '../domain/api-keys/revoke-api-key';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function apiKeyRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listApiKeys(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: [
      async (c, { body }) => createApiKey(c.get('deps'), { actor: c.get('user'), body, client: clientInfo(c) }),
      { labels: { name: 'field.apiKeyName' } },
    ],
    revoke: async (c, { params }) => revokeApiKey(c.get('deps'), { actor: c.get('user'), id: params.id, client: clientInfo(c) }),
  });
  return routes;
}
