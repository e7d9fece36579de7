/**
 * Webhooks (docs/api.md, "Webhooks"): a company's endpoints, their delivery log and redelivery
 * by hand. Administrators (any company; `companyId` names it) and company users (their own),
 * signed in: an API key never manages webhooks (sessionOnly). Scope is decided in domain/webhooks.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../common/api/webhooks';
import { createEndpoint } from '../domain/webhooks/create-endpoint';
import { deleteEndpoint } from '../domain/webhooks/delete-endpoint';
import { listDeliveries } from '../domain/webhooks/list-deliveries';
import { listEndpoints } from '../domain/webhooks/list-endpoints';
import { redeliver } from '../domain/webhooks/redeliver';
import { updateEndpoint } from '../domain/webhooks/update-endpoint';
import { authorize, sessionOnly } from './support/authorize';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idParams, queryId } from './support/fields';
import { listQueryShape } from './support/list-query';
import { parseJsonBody, parseParams, parseQuery } from './support/validate';

const URL_MAX = 2000;

const url = () => z.string().trim().min(1).max(URL_MAX);
/** One or more event types, each once. */
const events = () =>
  z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1)
    .transform((types): WebhookEventType[] => [...new Set(types)]);

const createBody = z.object({ url: url(), events: events(), companyId: z.number().int().min(1).optional() });
const updateBody = z.object({ url: url().optional(), events: events().optional(), enabled: z.boolean().optional() });
const listQuery = z.object({ ...listQueryShape(['id'] as const), companyId: queryId() });
const deliveryQuery = z.object({ ...listQueryShape(['id'] as const), status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional() });
const redeliverParams = z.object({ id: z.coerce.number().int().min(1), deliveryId: z.coerce.number().int().min(1) });

export function webhookRoutes() {
  const routes = new Hono<AppEnv>();
  const manager = [sessionOnly(), authorize('isAdminOrCompany')] as const;

  routes.post('/webhooks', ...manager, async (c) => {
    const body = await parseJsonBody(c, createBody);
    return ok(c, await createEndpoint(c.get('deps'), c.get('user'), body), 201);
  });

  routes.get('/webhooks', ...manager, async (c) => {
    const { sorter, ...query } = parseQuery(c, listQuery);
    return ok(c, await listEndpoints(c.get('deps'), c.get('user'), { ...query, sort: sorter }));
  });

  routes.patch('/webhooks/:id', ...manager, async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, updateBody);
    return ok(c, await updateEndpoint(c.get('deps'), c.get('user'), id, body));
  });

  routes.delete('/webhooks/:id', ...manager, async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deleteEndpoint(c.get('deps'), c.get('user'), id));
  });

  routes.get('/webhooks/:id/deliveries', ...manager, async (c) => {
    const { id } = parseParams(c, idParams);
    const { sorter, ...query } = parseQuery(c, deliveryQuery);
    return ok(c, await listDeliveries(c.get('deps'), c.get('user'), id, { ...query, sort: sorter }));
  });

  routes.post('/webhooks/:id/deliveries/:deliveryId/redeliver', ...manager, async (c) => {
    const { id, deliveryId } = parseParams(c, redeliverParams);
    return ok(c, await redeliver(c.get('deps'), c.get('user'), id, deliveryId), 202);
  });

  return routes;
}
