/**
 * API types of webhooks (docs/api.md, "Webhooks"): a company's endpoints, the events they
 * subscribe to, what each delivery carries and the delivery log. Deliveries are signed by the
 * Standard Webhooks convention (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */

export const WEBHOOK_EVENT_TYPES = [
  'task.sent',
  'task.viewed',
  'task.employee_signed',
  'task.rejected',
  'task.completed',
  'task.expired',
  'task.revoked',
  'batch.finished',
  'message.failed',
  'employees.imported',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * `pending`: waiting for its (next) attempt; `sending`: an attempt is under way; `delivered`: the
 * endpoint answered 2xx; `failed`: given up after about a day of attempts, or the endpoint was
 * switched off before it went.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Deliveries failed for good in a row that switch an endpoint off (its company's users are told). */
export const WEBHOOK_FAILURE_STREAK_LIMIT = 5;

/** Longest endpoint URL taken. */
export const WEBHOOK_URL_MAX = 2000;

export type {
  WebhookCreateBody,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookImportData,
  WebhookMessageData,
  WebhookPayload,
  WebhookQuery,
  WebhookUpdateBody,
} from '../contract/webhooks';
