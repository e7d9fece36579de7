/**
 * Puts a message in the outbox, in the caller's transaction: it is sent after the commit (by
 * the delivery job queued with it), or never if the transaction rolls back. Without a provider
 * (development) a text is `held`: kept for the outbox page, sent to nobody.
 */
import type { MessageChannel, MessageKind } from '../../../common/api/messages';
import type { Db } from '../../db/open';
import { enqueueJob } from '../../lib/jobs';
import { MAILED_KINDS, paramsOf } from '../../messaging/message-kinds';
import type { Messaging } from '../../messaging';

export const MESSAGE_JOB = 'message';

export interface NewMessage {
  kind: MessageKind;
  recipient: string;
  params: Record<string, string | number>;
  taskId?: number | null;
}

export async function queueMessage(
  trx: Db,
  { messaging, channel, message, now }: { messaging: Messaging; channel: MessageChannel; message: NewMessage; now: Date },
): Promise<number> {
  const at = now.toISOString();
  const provider = channel === 'email' ? 'smtp' : (messaging.sms?.name ?? 'dev');
  const held = provider === 'dev';
  const row = await trx
    .insertInto('messages')
    .values({
      channel,
      recipient: message.recipient,
      kind: message.kind,
      params: JSON.stringify(paramsOf(message.kind, message.params)),
      status: held ? 'held' : 'queued',
      provider,
      task_id: message.taskId ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!held) await enqueueJob(trx, { kind: MESSAGE_JOB, payload: { id: row.id }, runAt: now, now });
  return row.id;
}

/** A text to the worker's mobile, and the same by mail when they have an address and mail is set up. */
export async function queueToWorker(
  trx: Db,
  {
    messaging,
    worker,
    message,
    now,
  }: { messaging: Messaging; worker: { mobile: string; email?: string | null }; message: Omit<NewMessage, 'recipient'>; now: Date },
): Promise<void> {
  await queueMessage(trx, { messaging, channel: 'sms', message: { ...message, recipient: worker.mobile }, now });
  if (worker.email && messaging.mailer && MAILED_KINDS.has(message.kind)) {
    await queueMessage(trx, { messaging, channel: 'email', message: { ...message, recipient: worker.email }, now });
  }
}
