/**
 * A refused, expired or revoked task sent again in one step: a new task for the same employee
 * with the same templates and the corrected values, texted at once. The old task keeps its
 * record and gains a `resubmitted` event naming the new one, in the new task's transaction, so
 * a task is resubmitted once.
 */
import type { SignTask, SignTaskResubmitBody, SignTaskStatus } from '../../../common/api/signing';
import { translate, type Locale } from '../../i18n';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { appendSignEvent } from './sign-events';
import { accountActor, createSignTasks } from './create-tasks';
import { currentVersions } from './document-versions';
import { accessoryIdsOf, taskInScope } from './task-rows';

const ENDED: readonly SignTaskStatus[] = ['rejected', 'expired', 'revoked'];

export async function resubmitSignTask(
  deps: Pick<Deps, 'db' | 'now' | 'messaging' | 'signing'>,
  {
    actor,
    id,
    body,
    client,
    locale,
  }: { actor: Actor & { name?: string }; id: number; body: SignTaskResubmitBody; client: ClientInfo; locale: Locale },
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  if (!ENDED.includes(task.status as SignTaskStatus)) throw new DomainError('conflict', 'signTask.resubmitState');
  const accessoryIds = (await accessoryIdsOf(deps.db, [id])).get(id) ?? [];
  const oldVersions = await currentVersions(deps.db, id);
  const result = await createSignTasks(deps, {
    actor,
    input: {
      templateId: task.template_id,
      accessoryIds,
      employeeIds: [task.employee_id],
      values: body.values,
      deadline: body.deadline,
      send: true,
    },
    client,
    alsoInTransaction: async (trx, newId, at) => {
      const earlier = await trx
        .selectFrom('sign_events')
        .select('detail')
        .where('task_id', '=', id)
        .where('action', '=', 'resubmitted')
        .executeTakeFirst();
      if (earlier) {
        const { taskId } = JSON.parse(earlier.detail) as { taskId: number };
        throw new DomainError('conflict', 'signTask.alreadyResubmitted', { params: { id: taskId } });
      }
      await appendSignEvent(trx, {
        taskId: id,
        action: 'resubmitted',
        actor: accountActor(actor),
        at,
        client,
        documentSha256: oldVersions.map((v) => v.sha256),
        detail: { taskId: newId },
      });
    },
  });
  const [refusal] = result.refused;
  if (refusal) {
    // A value that does not fit names its field, as on the new-signing form.
    if (refusal.field) throw new DomainError('validation', refusal.messageKey, { params: refusal.params, field: refusal.field });
    throw new DomainError('conflict', 'signTask.resubmitRefused', {
      params: { reason: translate(locale, refusal.messageKey, refusal.params) },
    });
  }
  return result.created[0];
}
