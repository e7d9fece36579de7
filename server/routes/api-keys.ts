/**
 * API keys: GET, POST /api/api-keys, DELETE /api/api-keys/:id (revokes). Administrators (any
 * company; `companyId` names it) and company users (their own company) manage them, signed in:
 * a key never manages keys (app.ts, SESSION_ONLY_AREAS). Scope is decided in domain/api-keys.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { API_KEY_NAME_MAX, API_KEY_ROLES, type ApiKeyCreateBody } from '../../common/api/api-keys';
import { createApiKey } from '../domain/api-keys/create-api-key';
import { API_KEY_SORT_FIELDS, listApiKeys, type ApiKeySortField } from '../domain/api-keys/list-api-keys';
import { revokeApiKey } from '../domain/api-keys/revoke-api-key';
import { authorize } from './support/authorize';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idParams, queryId, requiredText } from './support/fields';
import { listQueryShape } from './support/list-query';
import { parseJsonBody, parseParams, parseQuery, type FieldLabels } from './support/validate';

const sorts = Object.keys(API_KEY_SORT_FIELDS) as [ApiKeySortField, ...ApiKeySortField[]];
const listQuery = z.object({ ...listQueryShape(sorts), companyId: queryId() });
const createBody = z.object({
  name: requiredText(API_KEY_NAME_MAX),
  role: z.enum(API_KEY_ROLES),
  companyId: z.number().int().min(1).optional(),
  departmentId: z.number().int().min(1).optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
}) satisfies z.ZodType<ApiKeyCreateBody>;
const labels: FieldLabels = { name: 'field.apiKeyName' };

export function apiKeyRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/api-keys', authorize('isAdminOrCompany'), async (c) => {
    const { sorter, ...filters } = parseQuery(c, listQuery);
    return ok(c, await listApiKeys(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });

  routes.post('/api-keys', authorize('isAdminOrCompany'), async (c) => {
    const body = await parseJsonBody(c, createBody, labels);
    return ok(c, await createApiKey(c.get('deps'), c.get('user'), body, clientInfo(c)), 201);
  });

  routes.delete('/api-keys/:id', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await revokeApiKey(c.get('deps'), c.get('user'), id, clientInfo(c)));
  });

  return routes;
}
