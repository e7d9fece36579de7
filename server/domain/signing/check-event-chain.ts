/**
 * `GET /api/sign-tasks/:id/audit`: the task's event chain recomputed against its stored head and
 * the head timestamped at completion.
 */
import { tokenProvesDigest } from '../../signatures/verify-token';
import type { SignAuditResult } from '../../../common/api/signing';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { checkSignEventChain, signEventsOf } from './sign-events';
import { taskInScope } from './task-rows';

export async function checkTaskEventChain(deps: Pick<Deps, 'db' | 'signing'>, actor: Actor, id: number): Promise<SignAuditResult> {
  const task = await taskInScope(deps.db, actor, id);
  const anchor = await timestampedHead(deps, id);
  return checkSignEventChain(await signEventsOf(deps.db, id), task.last_event_hash, anchor);
}

/**
 * The audit chain's head at completion (evidence-job.ts), if made yet, believed only as far as its
 * token proves it: a head rewritten in the database with the chain has no TSA's token over it.
 */
async function timestampedHead(
  deps: Pick<Deps, 'db' | 'signing'>,
  taskId: number,
): Promise<{ sequence: number; hash: string } | undefined> {
  const row = await deps.db
    .selectFrom('sign_evidence')
    .select(['head_sequence', 'head_hash', 'head_token'])
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!row) return undefined;
  const pki = await deps.signing.pki();
  const proven = tokenProvesDigest(new Uint8Array(row.head_token), new Uint8Array(Buffer.from(row.head_hash, 'hex')), pki.trustedRootsDer);
  // No proof: the head no event can match, so the chain breaks where the head was.
  return { sequence: row.head_sequence, hash: proven ? row.head_hash : 'unproven' };
}
