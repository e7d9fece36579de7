/**
 * API types of the messages the platform sends (texts, mail): the outbox every message passes
 * through, their delivery as the providers report it, and the administrators' outbox page
 * (docs/messages.md).
 */

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
export const SMS_PROVIDER_NAMES = ['dev', 'tencent', 'aliyun'] as const;
export type SmsProviderName = (typeof SMS_PROVIDER_NAMES)[number];

export type { MessagingSettings, OutboxMessage, OutboxQuery, TaskMessage } from '../contract/messages';
