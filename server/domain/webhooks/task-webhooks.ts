/**
 * The webhooks of a task's events (appendSignEvent calls this for every event, in its
 * transaction): the events a company may subscribe to, each with the task as a company user
 * reads it (ID numbers masked) right after the change; a failed message also names the message.
 */
import type { SignEventAction } from '../../../common/api/signing';
import type { WebhookEventType, WebhookMessageData } from '../../../common/api/webhooks';
import type { Db } from '../../db/open';
import { toTaskMessage } from '../messages/read-messages';
import type { NewSignEvent } from '../signing/sign-events';
import { selectTasks, toSignTasks, type TaskRow } from '../signing/task-rows';
import { queueWebhooks } from './queue-webhooks';

/** `resent` is left out: the task was sent already (`task.sent`), a new link changes nothing of it. */
const TYPE_OF_ACTION: Partial<Record<SignEventAction, WebhookEventType>> = {
  sent: 'task.sent',
  viewed: 'task.viewed',
  employee_signed: 'task.employee_signed',
  rejected: 'task.rejected',
  company_signed: 'task.completed',
  expired: 'task.expired',
  revoked: 'task.revoked',
  message_failed: 'message.failed',
};

async function taskData(trx: Db, taskId: number) {
  const row = (await selectTasks(trx).where('t.id', '=', taskId).executeTakeFirstOrThrow()) as TaskRow;
  const [task] = await toSignTasks(trx, [row]);
  return task;
}

export async function queueTaskWebhooks(trx: Db, event: Pick<NewSignEvent, 'taskId' | 'action' | 'at' | 'detail'>): Promise<void> {
  const type = TYPE_OF_ACTION[event.action];
  if (!type) return;
  const task = await trx.selectFrom('sign_tasks').select('company_id').where('id', '=', event.taskId).executeTakeFirst();
  if (!task) return;
  if (type !== 'message.failed') {
    await queueWebhooks(trx, { companyId: task.company_id, type, subjectId: event.taskId, at: event.at }, () =>
      taskData(trx, event.taskId),
    );
    return;
  }
  const messageId = Number(event.detail?.messageId);
  await queueWebhooks(
    trx,
    { companyId: task.company_id, type, subjectId: messageId, at: event.at },
    async (): Promise<WebhookMessageData> => {
      const message = await trx.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirstOrThrow();
      const { canResend: _resend, ...shown } = toTaskMessage(message);
      return { message: shown, task: await taskData(trx, event.taskId) };
    },
  );
}
