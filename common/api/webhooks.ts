/**
 * API types of webhooks (docs/api.md, "Webhooks"): a company's endpoints, the events they
 * subscribe to, what each delivery carries and the delivery log. Deliveries are signed by the
 * Standard Webhooks convention (`webhook-id`, `webhook-timestamp`, `webhook-signature`).
 */
import type { PageQuery } from './index';
import type { TaskMessage } from './messages';
import type { SignTask } from './signing';

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

export interface WebhookEndpoint {
  id: number;
  companyId: number;
  companyName: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** The secret's start (`whsec_AbCd…`), to tell secrets apart; the whole one is shown once, at creation. */
  secretHint: string;
  /** Deliveries failed for good in a row; the endpoint is switched off at WEBHOOK_FAILURE_STREAK_LIMIT. */
  failureStreak: number;
  /** `failing`: switched off by the platform after that many failures (null when on, or switched off by hand). */
  disabledReason: 'failing' | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** Deliveries failed for good in a row that switch an endpoint off (its company's users are told). */
export const WEBHOOK_FAILURE_STREAK_LIMIT = 5;

export interface WebhookCreateBody {
  /** http(s); not to loopback, link-local or private addresses (unless the server allows them). */
  url: string;
  events: WebhookEventType[];
  /** Administrators name the company; company users may leave it out (their own). */
  companyId?: number;
}

/** The new endpoint's id and its signing secret (`whsec_` and base64), shown this once. */
export interface WebhookCreated {
  id: number;
  secret: string;
}

/** The fields given change; switching an endpoint on again clears its failure streak. */
export interface WebhookUpdateBody {
  url?: string;
  events?: WebhookEventType[];
  enabled?: boolean;
}

export interface WebhookQuery extends PageQuery {
  /** Administrators: one company's endpoints. */
  companyId?: number;
}

/** One event sent (or to be sent) to one endpoint: the delivery log, newest first. */
export interface WebhookDelivery {
  id: number;
  endpointId: number;
  eventType: WebhookEventType;
  /** The `webhook-id` header: the same on every attempt and on redelivery (receivers dedupe by it). */
  eventId: string;
  /** The task, batch or message the event is about (null for an import). */
  subjectId: number | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The HTTP status of the last answer (null: no answer, e.g. a timeout or a refused address). */
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface WebhookDeliveryQuery extends PageQuery {
  status?: WebhookDeliveryStatus;
}

/**
 * The body of every delivery. `data`: for `task.*` the task as `GET /api/sign-tasks/:id` answers
 * it to a company user (`SignTask`, ID numbers masked), as the event left it; `batch.finished`
 * the `Batch`; `message.failed` `WebhookMessageData`; `employees.imported` `WebhookImportData`.
 */
export interface WebhookPayload<T = unknown> {
  type: WebhookEventType;
  /** When the event happened (ISO 8601). */
  timestamp: string;
  data: T;
}

export interface WebhookMessageData {
  message: Omit<TaskMessage, 'canResend'>;
  /** The task it was about, as for `task.*`. */
  task: SignTask;
}

export interface WebhookImportData {
  companyId: number;
  /** Rows in the file, imported, and left out for a problem. */
  total: number;
  imported: number;
  refused: number;
}
