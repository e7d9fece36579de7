/** The initiator's side ending a task early: revoke, with a reason. */
import type { SignTask } from '../../../common/api/signing';
import type { ClientInfo, Deps } from '../deps';
import type { Actor } from '../scope';
import { appendSignEvent } from './sign-events';
import { accountActor } from './create-tasks';
import { currentVersions } from './document-versions';
import { taskInScope, toSignTasks } from './task-rows';
import { assertTransition, moveTask } from './states';

export async function revokeSignTask(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, reason, client }: { actor: Actor & { name?: string }; id: number; reason: string; client: ClientInfo },
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  assertTransition(task.status, 'revoke');
  const at = deps.now().toISOString();
  const versions = await currentVersions(deps.db, id);
  await deps.db.transaction().execute(async (trx) => {
    // The link dies with the task: the employee's page then says it was revoked.
    await moveTask(trx, { taskId: id, transition: 'revoke', to: 'revoked', changes: { revoke_reason: reason }, at });
    await trx.updateTable('sign_codes').set({ used_at: at }).where('task_id', '=', id).where('used_at', 'is', null).execute();
    await appendSignEvent(trx, {
      taskId: id,
      action: 'revoked',
      actor: accountActor(actor),
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
      detail: { reason },
    });
  });
  const [saved] = await toSignTasks(deps.db, [await taskInScope(deps.db, actor, id)]);
  return saved;
}
