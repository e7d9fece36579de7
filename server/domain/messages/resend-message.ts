/**
 * Sends a failed message again, at the initiator's asking (the task page offers it): the same
 * message, queued anew with its attempts counted from zero, the link in it derived again. Only kinds still worth sending (a
 * link, a reminder, a completion notice: a code has expired by then), and only in the caller's
 * scope.
 */
import type { TaskMessage } from '../../../common/api/messages';
import { enqueueJob } from '../../lib/jobs';
import { RESENDABLE_KINDS, type MessageParams } from '../../messaging/message-kinds';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { taskInScope } from '../signing/task-rows';
import { currentSigningLink, linkUrl } from '../signing/signing-link';
import { MESSAGE_JOB } from './queue-message';
import { taskMessages } from './read-messages';

export async function resendMessage(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  { actor, taskId, messageId }: { actor: Actor; taskId: number; messageId: number },
): Promise<TaskMessage> {
  const task = await taskInScope(deps.db, actor, taskId);
  const message = await deps.db
    .selectFrom('messages')
    .select(['id', 'kind', 'status', 'params'])
    .where('id', '=', messageId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!message) throw new DomainError('not_found', 'message.notFound');
  if (message.status !== 'failed' || !RESENDABLE_KINDS.has(message.kind)) throw new DomainError('conflict', 'message.notResendable');
  // The link was blanked when the message failed: it is derived again, the one the task has now.
  let link = `${deps.signing.linkBase}/my`;
  if (message.kind !== 'completed') {
    const current = task.status === 'pending_employee' ? await currentSigningLink(deps, taskId) : null;
    if (!current) throw new DomainError('conflict', 'message.taskClosed');
    link = linkUrl(deps, current.token);
  }
  const params = (JSON.parse(message.params) as MessageParams).map(([name, value]): [string, string] => [
    name,
    name === 'link' ? link : value,
  ]);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('messages')
      .set({ status: 'queued', attempts: 0, error: null, params: JSON.stringify(params), updated_at: now.toISOString() })
      .where('id', '=', messageId)
      .where('status', '=', 'failed')
      .execute();
    // The job of the first sending is done: queued again under the same payload.
    await trx
      .deleteFrom('jobs')
      .where('kind', '=', MESSAGE_JOB)
      .where('payload', '=', JSON.stringify({ id: messageId }))
      .execute();
    await enqueueJob(trx, { kind: MESSAGE_JOB, payload: { id: messageId }, runAt: now, now });
  });
  return (await taskMessages(deps.db, taskId)).find((m) => m.id === messageId)!;
}
