/**
 * The delivery job of one message. An attempt is counted (status `sending`) and committed before
 * the provider is called, so a process killed mid-call leaves a message that the next process
 * takes up as a new attempt: never lost, and never sent twice by one attempt. A refusal worth
 * retrying comes back later, backing off; the last one, or a final refusal, fails the message
 * and tells the task's initiator.
 */
import { sql } from 'kysely';
import type { MessageKind, MessageStatus } from '../../../common/api/messages';
import type { JobHandler } from '../../lib/jobs';
import { blankSecrets, mailSubject, messageText, type MessageParams } from '../../messaging/message-kinds';
import type { Deps } from '../deps';
import { messageFailed } from './message-failed';

export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 30 * 60_000;

/** 30 s, 1 min, 2 min… at most 30 min between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

type DeliveryDeps = Pick<Deps, 'db' | 'now' | 'messaging'>;

export function deliverMessageJob(deps: DeliveryDeps): JobHandler {
  return async (job) => {
    const id = Number(job.payload.id);
    const at = deps.now().toISOString();
    // The attempt, counted before anything leaves.
    const message = await deps.db
      .updateTable('messages')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), updated_at: at }))
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'sending'])
      .returningAll()
      .executeTakeFirst();
    if (!message) return { done: true };
    const params = JSON.parse(message.params) as MessageParams;
    const result = await send(deps, {
      channel: message.channel,
      provider: message.provider,
      kind: message.kind,
      recipient: message.recipient,
      params,
      messageId: id,
    });
    const doneAt = deps.now().toISOString();
    if (result.ok) {
      // A receipt may have come first (delivered): the status moves on only from `sending`.
      await deps.db
        .updateTable('messages')
        .set({
          status: sql<MessageStatus>`case when status = 'sending' then 'sent' else status end`,
          provider_id: result.providerId,
          params: JSON.stringify(blankSecrets(params)),
          error: null,
          sent_at: doneAt,
          updated_at: doneAt,
        })
        .where('id', '=', id)
        .execute();
      return { done: true };
    }
    if (result.retry && message.attempts < MAX_ATTEMPTS) {
      await deps.db
        .updateTable('messages')
        .set({ status: 'queued', error: result.error.slice(0, 500), updated_at: doneAt })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
      return { runAt: new Date(deps.now().getTime() + retryDelayMs(message.attempts)) };
    }
    await messageFailed(deps, { message: { ...message, params: JSON.stringify(blankSecrets(params)) }, error: result.error, at: doneAt });
    return { done: true };
  };
}

async function send(
  deps: DeliveryDeps,
  {
    channel,
    provider,
    kind,
    recipient,
    params,
    messageId,
  }: { channel: string; provider: string; kind: MessageKind; recipient: string; params: MessageParams; messageId: number },
): Promise<{ ok: true; providerId: string } | { ok: false; retry: boolean; error: string }> {
  const { messaging } = deps;
  if (channel === 'email') {
    if (!messaging.mailer) return { ok: false, retry: true, error: 'mail is not set up in this process (SMTP_URL)' };
    return messaging.mailer.send({ to: recipient, subject: mailSubject(kind, params), text: messageText(kind, params), messageId });
  }
  // Queued for a provider this process does not have (settings changed): wait for one that does.
  if (!messaging.sms || messaging.sms.name !== provider) {
    return { ok: false, retry: true, error: `${provider} is not set up in this process (SMS_PROVIDER)` };
  }
  const templateId = messaging.templates[kind];
  if (!templateId) return { ok: false, retry: false, error: `no template for ${kind} (SMS_TEMPLATES)` };
  try {
    return await messaging.sms.send({ mobile: recipient, kind, templateId, params, messageId });
  } catch (error) {
    // An adapter's own failure (it answers refusals as results): worth another attempt.
    return { ok: false, retry: true, error: error instanceof Error ? error.message : String(error) };
  }
}
