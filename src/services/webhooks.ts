/** Calls of a company's webhook endpoints and their delivery log (server/routes/webhooks.ts, docs/api.md "Webhooks"). */
import { api, type Body, type Handles, type Query } from './request';

export const queryWebhooks = (query: Query<'GET /api/webhooks'>) => api('GET /api/webhooks', { query });

/** Answers the signing secret: shown this once, never again. */
export const createWebhook = (body: Body<'POST /api/webhooks'>, options?: Handles) => api('POST /api/webhooks', { body, ...options });

/** The fields given change; switching an endpoint on again starts a new failure streak. */
export const updateWebhook = (id: number, body: Body<'PATCH /api/webhooks/:id'>, options?: Handles) =>
  api('PATCH /api/webhooks/:id', { params: { id }, body, ...options });

export const deleteWebhook = (id: number) => api('DELETE /api/webhooks/:id', { params: { id } });

/** The endpoint's deliveries, newest first. */
export const queryWebhookDeliveries = (id: number, query: Query<'GET /api/webhooks/:id/deliveries'>) =>
  api('GET /api/webhooks/:id/deliveries', { params: { id }, query });

/** A new attempt now, under the same `webhook-id`; 409 while one is under way or the endpoint is off. */
export const redeliverWebhook = (id: number, deliveryId: number) =>
  api('POST /api/webhooks/:id/deliveries/:deliveryId/redeliver', { params: { id, deliveryId } });
