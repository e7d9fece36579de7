/** Messages (docs/messages.md): the outbox every text and mail passes through, and their delivery as the providers report it. */
import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES, SMS_PROVIDER_NAMES } from '../api/messages';
import { isoTime } from './define';
import { listQueryShape, wireId } from './fields';

export const TaskMessage = z
  .object({
    id: z.number().int(),
    channel: z.enum(MESSAGE_CHANNELS),
    kind: z.enum(MESSAGE_KINDS),
    recipient: z.string().describe('Masked: 138****5678, a***@example.com.'),
    status: z.enum(MESSAGE_STATUSES),
    attempts: z.number().int(),
    error: z.string().nullable().describe('Why the last attempt or the delivery failed, as the provider said it.'),
    createdAt: isoTime(),
    sentAt: isoTime().nullable(),
    deliveredAt: isoTime().nullable(),
    canResend: z.boolean().describe('A failed message of a kind worth sending again (a link, a reminder, a completion notice).'),
  })
  .meta({ id: 'TaskMessage', description: 'A message as the task’s timeline shows it: no text (it may hold a code or a link).' });

export const OutboxMessage = TaskMessage.omit({ canResend: true })
  .extend({
    recipient: z.string().describe('The whole mobile or address.'),
    taskId: z.number().int().nullable(),
    provider: z.string(),
    providerId: z.string().nullable(),
    text: z.string().describe('The text as sent, in zh-CN: whole while held (development), codes and links blanked once sent.'),
  })
  .meta({ id: 'OutboxMessage', description: 'A message on the administrators’ outbox page.' });

export const OUTBOX_SORTS = ['id'] as const;

export const OutboxQuery = z.object({
  ...listQueryShape(OUTBOX_SORTS),
  status: z.enum(MESSAGE_STATUSES).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  kind: z.enum(MESSAGE_KINDS).optional(),
  recipient: z.string().trim().max(254).optional().describe('The whole mobile or address.'),
});

export const MessagingSettings = z
  .object({
    sms: z.enum(SMS_PROVIDER_NAMES).describe('Who carries the texts; `dev`: nobody, they stay in the outbox.'),
    email: z.boolean().describe('Mail goes out through SMTP (SMTP_URL is set).'),
    identity: z.enum(SMS_PROVIDER_NAMES).describe('Identity verification provider: `dev` checks against the employee record only.'),
  })
  .meta({ id: 'MessagingSettings', description: 'What carries messages in this deployment.' });

/** `POST /api/sign-tasks/:id/messages/:messageId/resend`. */
export const MessageResendParams = z.object({ id: wireId(), messageId: wireId() });

/** `POST /api/messages/receipts/:provider`: the providers that post delivery receipts. */
export const ReceiptParams = z.object({ provider: z.enum(['tencent', 'aliyun']) });

export const ReceiptQuery = z.object({
  token: z.string().optional().describe('SMS_CALLBACK_TOKEN, in the URL registered at the provider: what proves the receipt.'),
});

export type TaskMessage = z.output<typeof TaskMessage>;
export type OutboxMessage = z.output<typeof OutboxMessage>;
export type OutboxQuery = z.input<typeof OutboxQuery>;
export type MessagingSettings = z.output<typeof MessagingSettings>;
