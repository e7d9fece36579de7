/**
 * Advance send: a draft gets a send time (or a scheduled task a new one), and a schedule can be
 * cancelled, back to draft. The sweep (sweep.ts) sends scheduled tasks when their time comes.
 */
import type { SignTask } from '../../../common/api/signing';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { appendSignEvent } from './sign-events';
import { accountActor } from './create-tasks';
import { currentVersions } from './document-versions';
import { taskInScope, toSignTasks } from './task-rows';
import { assertTransition, moveTask } from './states';

export async function scheduleSignTask(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, sendAt, client }: { actor: Actor & { name?: string }; id: number; sendAt: string; client: ClientInfo },
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  assertTransition(task.status, 'schedule');
  const when = new Date(sendAt);
  if (Number.isNaN(when.getTime())) throw new DomainError('validation', 'validation.date', { field: 'sendAt' });
  if (when <= deps.now()) throw new DomainError('validation', 'signTask.notInFuture', { field: 'sendAt' });
  if (task.deadline && task.deadline <= when.toISOString())
    throw new DomainError('validation', 'signTask.deadlineBeforeSend', { field: 'sendAt' });
  const at = deps.now().toISOString();
  const versions = await currentVersions(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await moveTask(trx, {
      taskId: id,
      transition: 'schedule',
      to: 'scheduled',
      changes: { send_at: when.toISOString(), send_error: null },
      at,
    });
    await appendSignEvent(trx, {
      taskId: id,
      action: 'scheduled',
      actor: accountActor(actor),
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
      detail: { sendAt: when.toISOString() },
    });
  });
  const [saved] = await toSignTasks(deps.db, [await taskInScope(deps.db, actor, id)]);
  return saved;
}

export async function cancelSchedule(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, client }: { actor: Actor & { name?: string }; id: number; client: ClientInfo },
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  assertTransition(task.status, 'cancelSchedule');
  const at = deps.now().toISOString();
  const versions = await currentVersions(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    await moveTask(trx, { taskId: id, transition: 'cancelSchedule', to: 'draft', changes: { send_at: null }, at });
    await appendSignEvent(trx, {
      taskId: id,
      action: 'schedule_cancelled',
      actor: accountActor(actor),
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
    });
  });
  const [saved] = await toSignTasks(deps.db, [await taskInScope(deps.db, actor, id)]);
  return saved;
}
