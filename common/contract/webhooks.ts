/**
 * Webhooks (docs/api.md, "Webhooks"): a company's endpoints, the events they subscribe to, what
 * each delivery carries and the delivery log. Deliveries are signed by the Standard Webhooks
 * convention (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */
import { z } from 'zod';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, WEBHOOK_FAILURE_STREAK_LIMIT, WEBHOOK_URL_MAX } from '../api/webhooks';
import { isoTime } from './define';
import { listQueryShape, queryId, wireId } from './fields';
import { TaskMessage } from './messages';
import { SignTask } from './signing';

export const WebhookEndpoint = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    secretHint: z.string().describe('The secret’s start (`whsec_AbCd…`), to tell secrets apart; the whole one is shown once, at creation.'),
    failureStreak: z
      .number()
      .int()
      .describe(`Deliveries failed for good in a row; the endpoint is switched off at ${WEBHOOK_FAILURE_STREAK_LIMIT}.`),
    disabledReason: z
      .enum(['failing'])
      .nullable()
      .describe('`failing`: switched off by the platform after that many failures (null when on, or switched off by hand).'),
    createdBy: z.string(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  })
  .meta({ id: 'WebhookEndpoint' });

const url = () => z.string().trim().min(1).max(WEBHOOK_URL_MAX);
/** One or more event types, each once. */
const events = () =>
  z
    .array(z.enum(WEBHOOK_EVENT_TYPES))
    .min(1)
    .transform((types) => [...new Set(types)]);

export const WebhookCreateBody = z
  .object({
    url: url().describe('http(s); not to loopback, link-local or private addresses (unless the server allows them).'),
    events: events(),
    companyId: z.number().int().min(1).optional().describe('Administrators name the company; company users may leave it out (their own).'),
  })
  .meta({ id: 'WebhookCreateBody' });

export const WebhookCreated = z
  .object({
    id: z.number().int(),
    secret: z.string().describe('The signing secret (`whsec_` and base64), shown this once.'),
  })
  .meta({ id: 'WebhookCreated' });

export const WebhookUpdateBody = z
  .object({ url: url().optional(), events: events().optional(), enabled: z.boolean().optional() })
  .meta({ id: 'WebhookUpdateBody', description: 'The fields given change; switching an endpoint on again clears its failure streak.' });

export const WEBHOOK_SORTS = ['id'] as const;

export const WebhookQuery = z.object({
  ...listQueryShape(WEBHOOK_SORTS),
  companyId: queryId().describe('Administrators: one company’s endpoints.'),
});

export const WebhookDelivery = z
  .object({
    id: z.number().int(),
    endpointId: z.number().int(),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    eventId: z.string().describe('The `webhook-id` header: the same on every attempt and on redelivery (receivers dedupe by it).'),
    subjectId: z.number().int().nullable().describe('The task, batch or message the event is about (null for an import).'),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    lastStatusCode: z
      .number()
      .int()
      .nullable()
      .describe('The HTTP status of the last answer (null: no answer, e.g. a timeout or a refused address).'),
    lastError: z.string().nullable(),
    lastAttemptAt: isoTime().nullable(),
    nextAttemptAt: isoTime().nullable(),
    createdAt: isoTime(),
    deliveredAt: isoTime().nullable(),
  })
  .meta({ id: 'WebhookDelivery', description: 'One event sent (or to be sent) to one endpoint.' });

export const WEBHOOK_DELIVERY_SORTS = ['id'] as const;

export const WebhookDeliveryQuery = z.object({
  ...listQueryShape(WEBHOOK_DELIVERY_SORTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});

/** `POST /api/webhooks/:id/deliveries/:deliveryId/redeliver`. */
export const RedeliverParams = z.object({ id: wireId(), deliveryId: wireId() });

export const WebhookPayload = z
  .object({
    type: z.enum(WEBHOOK_EVENT_TYPES),
    timestamp: isoTime().describe('When the event happened.'),
    data: z
      .unknown()
      .describe(
        'For `task.*` the task as `GET /api/sign-tasks/:id` answers it to a company user (`SignTask`, ID numbers masked), as the event left it; `batch.finished` the `Batch`; `message.failed` `WebhookMessageData`; `employees.imported` `WebhookImportData`.',
      ),
  })
  .meta({ id: 'WebhookPayload', description: 'The body of every delivery.' });

export const WebhookMessageData = z
  .object({
    message: TaskMessage.omit({ canResend: true }),
    task: SignTask.describe('The task it was about, as for `task.*`.'),
  })
  .meta({ id: 'WebhookMessageData', description: 'The `data` of `message.failed`.' });

export const WebhookImportData = z
  .object({
    companyId: z.number().int(),
    total: z.number().int().describe('Rows in the file.'),
    imported: z.number().int(),
    refused: z.number().int().describe('Rows left out for a problem.'),
  })
  .meta({ id: 'WebhookImportData', description: 'The `data` of `employees.imported`.' });

export type WebhookEndpoint = z.output<typeof WebhookEndpoint>;
export type WebhookCreateBody = z.input<typeof WebhookCreateBody>;
export type WebhookCreated = z.output<typeof WebhookCreated>;
export type WebhookUpdateBody = z.input<typeof WebhookUpdateBody>;
export type WebhookQuery = z.input<typeof WebhookQuery>;
export type WebhookDelivery = z.output<typeof WebhookDelivery>;
export type WebhookDeliveryQuery = z.input<typeof WebhookDeliveryQuery>;
/** A delivery's body, its `data` of type `T`. */
export type WebhookPayload<T = unknown> = Omit<z.output<typeof WebhookPayload>, 'data'> & { data: T };
export type WebhookMessageData = z.output<typeof WebhookMessageData>;
export type WebhookImportData = z.output<typeof WebhookImportData>;
