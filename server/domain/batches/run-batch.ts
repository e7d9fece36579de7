/**
 * The batch job: seals the batch's pending tasks a few at a time on the worker pool. Each task
 * is completed in one transaction with its item and the batch's counters, and only from
 * `pending_company`, so a process killed at any moment leaves every task either completed with
 * its item done, or still waiting with its item pending: the next process to take the job goes
 * on from there and seals nothing twice.
 */
import { translate } from '../../i18n';
import type { JobHandler } from '../../lib/jobs';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { SYSTEM_ACTOR, type EventActor } from '../signing/audit';
import { completeTask, type Sealer } from '../signing/company-sign';
import { selectTasks, type TaskRow } from '../signing/read-tasks';

/** Tasks sealed at once: enough to keep every worker busy, few enough to renew the lease often. */
const IN_FLIGHT = 8;

async function fail(deps: Pick<Deps, 'db' | 'now'>, batchId: number, taskId: number, error: DomainError | Error) {
  const stored = error instanceof DomainError ? { key: error.messageKey, params: error.params } : { key: 'error.internal' };
  await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('batch_items')
      .set({ status: 'failed', error: JSON.stringify(stored), updated_at: deps.now().toISOString() })
      .where('batch_id', '=', batchId)
      .where('task_id', '=', taskId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1)
      await trx
        .updateTable('batches')
        .set((eb) => ({ failed: eb('failed', '+', 1) }))
        .where('id', '=', batchId)
        .execute();
  });
}

async function sealItem(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  batchId: number,
  taskId: number,
  actor: EventActor,
  seal: Sealer | undefined,
) {
  const task = (await selectTasks(deps.db).where('t.id', '=', taskId).executeTakeFirst()) as TaskRow | undefined;
  if (!task) return fail(deps, batchId, taskId, new DomainError('not_found', 'signTask.notFound'));
  try {
    await completeTask(deps, task, actor, null, {
      seal,
      detail: { batchId },
      alsoInTransaction: async (trx) => {
        await trx
          .updateTable('batch_items')
          .set({ status: 'done', updated_at: deps.now().toISOString() })
          .where('batch_id', '=', batchId)
          .where('task_id', '=', taskId)
          .execute();
        await trx
          .updateTable('batches')
          .set((eb) => ({ done: eb('done', '+', 1) }))
          .where('id', '=', batchId)
          .execute();
      },
    });
  } catch (error) {
    // A task revoked or expired meanwhile, a missing seal: recorded on the item, the batch goes on.
    if (error instanceof DomainError) return fail(deps, batchId, taskId, error);
    throw error;
  }
}

export function batchJob(deps: Pick<Deps, 'db' | 'now' | 'signing'>): JobHandler {
  return async (job) => {
    const batchId = Number(job.payload.batchId);
    const batch = await deps.db.selectFrom('batches').select(['initiator_id', 'status']).where('id', '=', batchId).executeTakeFirst();
    if (!batch || batch.status === 'done') return { done: true };
    const initiator = batch.initiator_id
      ? await deps.db.selectFrom('accounts').select(['id', 'name']).where('id', '=', batch.initiator_id).executeTakeFirst()
      : undefined;
    const actor: EventActor = initiator ? { type: 'account', id: initiator.id, name: initiator.name } : SYSTEM_ACTOR;
    const pool = await deps.signing.pool?.();
    const seal: Sealer | undefined = pool
      ? async ({ privateKey: _inThisThread, ...input }) => {
          const pki = await deps.signing.pki();
          return pool.signAsCompany({ ...input, chain: pki.chain });
        }
      : undefined;
    for (;;) {
      const pending = await deps.db
        .selectFrom('batch_items')
        .select('task_id')
        .where('batch_id', '=', batchId)
        .where('status', '=', 'pending')
        .orderBy('task_id')
        .limit(IN_FLIGHT)
        .execute();
      if (pending.length === 0) break;
      await Promise.all(pending.map((item) => sealItem(deps, batchId, item.task_id, actor, seal)));
      await job.renew();
    }
    const at = deps.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable('batches')
        .set({ status: 'done', finished_at: at })
        .where('id', '=', batchId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1 || !batch.initiator_id) return;
      const counts = await trx.selectFrom('batches').select(['done', 'failed']).where('id', '=', batchId).executeTakeFirstOrThrow();
      await trx
        .insertInto('notices')
        .values({
          account_id: batch.initiator_id,
          type: 'event',
          title: translate('zh-CN', 'notice.batch.finished', { id: batchId, done: counts.done, failed: counts.failed }),
          description: '',
          status: counts.failed > 0 ? 'urgent' : 'processing',
          extra: null,
          avatar: null,
          read: 0,
          created_at: at,
        })
        .execute();
    });
    return { done: true };
  };
}
