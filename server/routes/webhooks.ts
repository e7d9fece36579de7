/**
 * Webhooks (common/contract/routes/webhooks.ts, docs/api.md "Webhooks"): a company's endpoints,
 * their delivery log and redelivery by hand. Administrators (any company; `companyId` names it)
 * and company users (their own), signed in: an API key never manages webhooks. Creating,
 * changing, deleting and redelivering are audit events. Scope is decided in domain/webhooks.
 */
import { Hono } from 'hono';
import { webhookRoutes as declared } from '../../common/contract/routes/webhooks';
import { createEndpoint } from '../domain/webhooks/create-endpoint';
import { deleteEndpoint } from '../domain/webhooks/delete-endpoint';
import { listDeliveries } from '../domain/webhooks/list-deliveries';
import { listEndpoints } from '../domain/webhooks/list-endpoints';
import { redeliver } from '../domain/webhooks/redeliver';
import { updateEndpoint } from '../domain/webhooks/update-endpoint';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function webhookRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    create: async (c, { body }) => createEndpoint(c.get('deps'), { actor: c.get('user'), body, client: clientInfo(c) }),
    list: async (c, { query: { sorter, ...query } }) => listEndpoints(c.get('deps'), c.get('user'), { ...query, sort: sorter }),
    update: async (c, { params, body }) =>
      updateEndpoint(c.get('deps'), { actor: c.get('user'), id: params.id, body, client: clientInfo(c) }),
    delete: async (c, { params }) => deleteEndpoint(c.get('deps'), { actor: c.get('user'), id: params.id, client: clientInfo(c) }),
    deliveries: async (c, { params, query: { sorter, ...query } }) =>
      listDeliveries(c.get('deps'), { actor: c.get('user'), endpointId: params.id, query: { ...query, sort: sorter } }),
    redeliver: async (c, { params }) =>
      redeliver(c.get('deps'), { actor: c.get('user'), endpointId: params.id, deliveryId: params.deliveryId, client: clientInfo(c) }),
  });
  return routes;
}
