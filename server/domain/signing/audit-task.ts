/**
 * `GET /api/sign-tasks/:id/audit`: the task's event chain recomputed against its stored head and
 * the head timestamped at completion.
 */
import type { Db } from '../../db/open';
import type { SignAuditResult } from '../../../common/api/signing';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { checkChain, eventsOf } from './audit';
import { taskInScope } from './read-tasks';

export async function auditSignTask(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<SignAuditResult> {
  const task = await taskInScope(deps.db, actor, id);
  const anchor = await timestampedHead(deps.db, id);
  return checkChain(await eventsOf(deps.db, id), task.last_event_hash, anchor);
}

/** The audit chain's head at completion, which its TSA dated (evidence-job.ts), if made yet. */
export async function timestampedHead(db: Db, taskId: number): Promise<{ sequence: number; hash: string } | undefined> {
  const row = await db.selectFrom('sign_evidence').select(['head_sequence', 'head_hash']).where('task_id', '=', taskId).executeTakeFirst();
  return row ? { sequence: row.head_sequence, hash: row.head_hash } : undefined;
}
