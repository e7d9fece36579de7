/**
 * API types of the messages the platform sends (texts, mail): the outbox every message passes
 * through, their delivery as the providers report it, and the administrators' outbox page
 * (docs/messages.md).
 */
import type { PageQuery } from './index';

/** What a message is for; each maps to one template approved at the SMS provider. */
export const MESSAGE_KINDS = ['signing_link', 'signing_code', 'reminder', 'completed', 'my_code', 'login_code'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * `held`: kept in the outbox, never sent (no provider configured: development);
 * `queued`: waiting for its (next) attempt; `sending`: an attempt is under way;
 * `sent`: the provider took it; `delivered`: the provider reported it reached the phone or inbox;
 * `failed`: given up after its attempts, or the provider reported it undeliverable.
 */
export const MESSAGE_STATUSES = ['held', 'queued', 'sending', 'sent', 'delivered', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Who carries the texts: a provider, or nobody (`dev`: they stay in the outbox). */
export type SmsProviderName = 'dev' | 'tencent' | 'aliyun';

/** A message as the task's timeline shows it: no text (it may hold a code or a link). */
export interface TaskMessage {
  id: number;
  channel: MessageChannel;
  kind: MessageKind;
  /** Masked: 138****5678, a***@example.com. */
  recipient: string;
  status: MessageStatus;
  attempts: number;
  /** Why the last attempt or the delivery failed, as the provider said it. */
  error: string | null;
  createdAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  /** A failed message of a kind worth sending again (a link, a reminder, a completion notice). */
  canResend: boolean;
}

/** A message on the administrators' outbox page. */
export interface OutboxMessage extends Omit<TaskMessage, 'canResend'> {
  taskId: number | null;
  provider: string;
  providerId: string | null;
  /**
   * The text as sent, in zh-CN. Held messages (development) show it whole, codes and links
   * included, so developers can follow them; once sent, codes and links are blanked.
   */
  text: string;
}

export interface OutboxQuery extends PageQuery {
  status?: MessageStatus;
  channel?: MessageChannel;
  kind?: MessageKind;
  /** The whole mobile or address. */
  recipient?: string;
}

/** `GET /api/messages/settings`: what carries messages in this deployment. */
export interface MessagingSettings {
  sms: SmsProviderName;
  /** Mail goes out through SMTP (SMTP_URL is set). */
  email: boolean;
  /** Identity verification provider: `dev` checks against the employee record only. */
  identity: SmsProviderName;
}
