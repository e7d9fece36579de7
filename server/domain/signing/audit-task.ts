/** `GET /api/sign-tasks/:id/audit`: the task's event chain recomputed against its stored head. */
import type { SignAuditResult } from '../../../common/api/signing';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { checkChain, eventsOf } from './audit';
import { taskInScope } from './read-tasks';

export async function auditSignTask(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<SignAuditResult> {
  const task = await taskInScope(deps.db, actor, id);
  return checkChain(await eventsOf(deps.db, id), task.last_event_hash);
}
