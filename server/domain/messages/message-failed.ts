/**
 * A message that will not reach its worker: marked failed (once), and when it was about a task,
 * recorded in the task's audit chain and told to the initiator, whose task page offers a resend.
 */
import type { MessagesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import type { Deps } from '../deps';
import { appendSignEvent, SYSTEM_ACTOR } from '../signing/sign-events';
import { currentVersions } from '../signing/document-versions';
import { notifyInitiator } from '../signing/notify-initiator';

export async function messageFailed(
  deps: Pick<Deps, 'db'>,
  {
    message,
    error,
    at,
  }: { message: Pick<Selectable<MessagesTable>, 'id' | 'task_id' | 'kind' | 'channel' | 'params'>; error: string; at: string },
): Promise<void> {
  const versions = message.task_id === null ? [] : await currentVersions(deps.db, message.task_id);
  await deps.db.transaction().execute(async (trx) => {
    const marked = await trx
      .updateTable('messages')
      .set({ status: 'failed', error: error.slice(0, 500), params: message.params, updated_at: at })
      .where('id', '=', message.id)
      .where('status', 'not in', ['failed', 'delivered', 'held'])
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1 || message.task_id === null) return;
    const task = await trx
      .selectFrom('sign_tasks as t')
      .innerJoin('employees as e', 'e.id', 't.employee_id')
      .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
      .select(['t.id', 't.initiator_id', 'e.name as employee', 'ct.name as template'])
      .where('t.id', '=', message.task_id)
      .executeTakeFirst();
    if (!task) return;
    await appendSignEvent(trx, {
      taskId: task.id,
      action: 'message_failed',
      actor: SYSTEM_ACTOR,
      at,
      client: null,
      documentSha256: versions.map((v) => v.sha256),
      detail: { messageId: message.id, kind: message.kind, channel: message.channel, error: error.slice(0, 200) },
    });
    await notifyInitiator(trx, {
      task: { id: task.id, initiatorId: task.initiator_id, employeeName: task.employee, templateName: task.template },
      messageKey: 'notice.signing.messageFailed',
      at,
    });
  });
}
