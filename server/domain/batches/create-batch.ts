/**
 * Starting a batch: the chosen tasks (or every task of the filter) of the caller's company that
 * wait for the company, one item each, and the job that seals them. Scope is the company; a
 * task of another company, not waiting for the company, or whose seal the caller holds no live
 * grant of, refuses the whole request. A batch stamping a seal that needs approval waits for it
 * (`awaiting_approval`, domain/seals/request-approvals.ts) and its job is queued on approval.
 */
import type { z } from 'zod';
import type { Batch } from '../../../common/api/batches';
import type { BatchCreateBody, BatchFilter } from '../../../common/contract/batches';
import { LIMITS } from '../../../common/validation/limits';
import type { Db } from '../../db/open';
import { enqueueJob } from '../../lib/jobs';
import { chunks } from '../../lib/sql';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { forbidden, scopeOf, type Actor } from '../scope';
import { listSignTasks } from '../signing/list-sign-tasks';
import { getBatch } from './read-batches';
import { assertMaySeal, type SealRequest } from '../seals/seal-for-signing';
import { requestApprovals } from '../seals/request-approvals';

export const BATCH_JOB = 'batch_sign';
/** Tasks per job: a batch is shared out in parts, so several server processes seal it at once. */
const TASKS_PER_PART = 50;

async function matchingTaskIds(deps: Pick<Deps, 'db'>, actor: Actor, filter: z.output<typeof BatchFilter>): Promise<number[]> {
  const ids: number[] = [];
  for (let current = 1; ; current++) {
    const page = await listSignTasks(deps, actor, {
      ...filter,
      status: 'pending_company',
      current,
      pageSize: 100,
      sort: { field: 'id', descending: false },
    });
    ids.push(...page.list.map((t) => t.id));
    if (ids.length > LIMITS.batchMaxTasks)
      throw new DomainError('validation', 'batch.tooMany', { field: 'filter', params: { max: LIMITS.batchMaxTasks } });
    if (page.list.length < 100) return ids;
  }
}

/**
 * Refuses unless every task is the company's and waits for the company; answers what each task
 * is sealed for (its template and department), for the grant check.
 */
async function assertSealable(db: Db, companyId: number, ids: readonly number[]): Promise<SealRequest[]> {
  const requests: SealRequest[] = [];
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('sign_tasks')
      .select(['id', 'company_id', 'status', 'template_id', 'department_id'])
      .where('id', 'in', chunk)
      .execute();
    if (rows.length !== chunk.length) throw new DomainError('validation', 'batch.taskUnknown', { field: 'taskIds' });
    if (rows.some((r) => r.company_id !== companyId)) throw forbidden();
    const waiting = rows.find((r) => r.status !== 'pending_company');
    if (waiting) throw new DomainError('conflict', 'batch.taskNotWaiting', { field: 'taskIds', params: { id: waiting.id } });
    requests.push(...rows.map((r) => ({ companyId, templateId: r.template_id, departmentId: r.department_id })));
  }
  return requests;
}

/** The jobs that seal a batch's tasks, a part of them each. */
export async function queueBatchParts(
  trx: Db,
  { batchId, taskIds, now }: { batchId: number; taskIds: readonly number[]; now: Date },
): Promise<void> {
  const sorted = [...taskIds].sort((a, b) => a - b);
  for (const part of chunks(sorted, TASKS_PER_PART)) {
    await enqueueJob(trx, {
      kind: BATCH_JOB,
      payload: { batchId, firstTaskId: part[0], lastTaskId: part[part.length - 1] },
      runAt: now,
      now,
    });
  }
}

export async function createBatch(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor & { name?: string },
  body: z.output<typeof BatchCreateBody>,
): Promise<Batch> {
  const scope = scopeOf(actor);
  // Company signing is a company's act: admins (no company) never start one.
  if (scope.kind === 'all') throw forbidden();
  const ids = [...new Set('taskIds' in body ? body.taskIds : await matchingTaskIds(deps, actor, body.filter))];
  if (ids.length === 0) throw new DomainError('validation', 'batch.empty', { field: 'taskIds' in body ? 'taskIds' : 'filter' });
  if (ids.length > LIMITS.batchMaxTasks)
    throw new DomainError('validation', 'batch.tooMany', { field: 'taskIds', params: { max: LIMITS.batchMaxTasks } });
  const requests = await assertSealable(deps.db, scope.companyId, ids);
  const now = deps.now();
  // The whole batch is refused, with the reason, when the caller may not stamp every task's seal
  // (each task is checked again as it is sealed: a grant may be revoked meanwhile).
  const uses = await assertMaySeal(deps.db, { requests, accountId: actor.id, at: now.toISOString() });
  const awaitsApproval = uses.some((use) => use.seal.approvalRequired);
  const at = now.toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto('batches')
      .values({
        company_id: scope.companyId,
        initiator_id: actor.id,
        status: awaitsApproval ? 'awaiting_approval' : 'running',
        total: ids.length,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const chunk of chunks(ids, 200)) {
      await trx
        .insertInto('batch_items')
        .values(chunk.map((taskId) => ({ batch_id: batch.id, task_id: taskId, status: 'pending' as const, updated_at: at })))
        .execute();
      await trx.updateTable('sign_tasks').set({ batch_id: batch.id }).where('id', 'in', chunk).execute();
    }
    if (awaitsApproval) {
      const requestedBy = { id: actor.id, name: actor.name ?? '' };
      await requestApprovals(trx, { batch: { id: batch.id, companyId: scope.companyId, requestedBy }, uses, at });
    } else {
      await queueBatchParts(trx, { batchId: batch.id, taskIds: ids, now });
    }
    return batch.id;
  });
  const { items: _items, ...batch } = await getBatch(deps, { actor, id, locale: 'zh-CN' });
  return batch;
}

/** A new batch of the failed tasks of `id` that still wait for the company. */
export async function retryBatch(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, id: number): Promise<Batch> {
  const batch = await getBatch(deps, { actor, id, locale: 'zh-CN' });
  const failed = await deps.db
    .selectFrom('batch_items as i')
    .innerJoin('sign_tasks as t', 't.id', 'i.task_id')
    .select('i.task_id')
    .where('i.batch_id', '=', batch.id)
    .where('i.status', '=', 'failed')
    .where('t.status', '=', 'pending_company')
    .execute();
  return createBatch(deps, actor, { taskIds: failed.map((r) => r.task_id) });
}
