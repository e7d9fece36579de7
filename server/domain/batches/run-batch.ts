/**
 * The batch job: one part of a batch (a range of its task ids), sealed a few tasks at a time on
 * the worker pool; a batch is several parts so that several server processes share it. Each task
 * is completed in one transaction with its item and the batch's counters, and only from
 * `pending_company`, so a process killed at any moment leaves every task either completed with
 * its item done, or still waiting with its item pending: the next process to take the job goes
 * on from there and seals nothing twice. A task that fails, whatever the reason, fails alone with
 * its reason on its item (a retry of the batch takes it up again) and the part goes on, so a
 * batch always ends. The part that leaves no item pending closes the batch.
 */
import { groupCommit, type Commit } from '../../lib/group-commit';
import type { JobHandler } from '../../lib/jobs';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { addNotice } from '../notices/add-notice';
import { SYSTEM_ACTOR, type EventActor } from '../signing/sign-events';
import { companySigner, completeTask, employeeCertificatesOf, type CompanySigner, type GroupReads } from '../signing/company-sign';
import { loadTemplateFields } from '../signing/templates-for-signing';
import { selectTasks, type TaskRow } from '../signing/task-rows';
import { crlsOfPart } from '../pki/crl';
import { queueWebhooks } from '../webhooks/queue-webhooks';
import { batchById } from './read-batches';

/** Tasks sealed at once: enough to keep every worker busy. */
const IN_FLIGHT = 8;
/** Pending items read at a time; the lease is renewed after each read's worth. */
const READ_AHEAD = 50;

/** Runs `each` over `items`, `limit` at a time, starting the next as soon as one ends. */
async function eachAtMost<T>(items: T[], limit: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await each(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function fail(deps: Pick<Deps, 'db' | 'now'>, { batchId, taskId, error }: { batchId: number; taskId: number; error: unknown }) {
  // What the user reads; an unexpected error's own message is kept beside it for whoever looks into it.
  const stored =
    error instanceof DomainError
      ? { key: error.messageKey, params: error.params }
      : { key: 'batch.taskFailed', detail: String(error instanceof Error ? error.message : error).slice(0, 500) };
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
  deps: Pick<Deps, 'db' | 'now' | 'signing' | 'messaging'>,
  {
    batchId,
    taskId,
    task,
    actor,
    signerOf,
    commit,
    reads,
  }: {
    batchId: number;
    taskId: number;
    task: TaskRow | undefined;
    actor: EventActor;
    signerOf: (companyId: number) => Promise<CompanySigner>;
    commit: Commit;
    reads: GroupReads;
  },
) {
  if (!task) return fail(deps, { batchId, taskId, error: new DomainError('not_found', 'signTask.notFound') });
  try {
    await completeTask(deps, {
      task,
      actor,
      client: null,
      signer: await signerOf(task.company_id),
      commit,
      batchId,
      reads,
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
    // A task revoked or expired meanwhile, a missing or unreadable seal, a grant revoked or
    // expired since the batch started, a document the engine refuses: recorded on the item, the
    // batch goes on. Thrown on, it would fail the whole job again at each attempt and leave the
    // batch `running` for good.
    return fail(deps, { batchId, taskId, error });
  }
}

export function batchJob(deps: Pick<Deps, 'db' | 'now' | 'signing' | 'messaging'>): JobHandler {
  return async (job) => {
    const batchId = Number(job.payload.batchId);
    const batch = await deps.db
      .selectFrom('batches')
      .select(['company_id', 'initiator_id', 'status'])
      .where('id', '=', batchId)
      .executeTakeFirst();
    // Queued only once a batch runs (approved, when a seal needed it); done or refused: nothing left.
    if (!batch || batch.status !== 'running') return { done: true };
    const initiator = batch.initiator_id
      ? await deps.db.selectFrom('accounts').select(['id', 'name']).where('id', '=', batch.initiator_id).executeTakeFirst()
      : undefined;
    const actor: EventActor = initiator ? { type: 'account', id: initiator.id, name: initiator.name } : SYSTEM_ACTOR;
    // Tasks sealed at about the same time commit together: one fsync for several.
    const commit = groupCommit(deps.db);
    // The certificate and key are looked up once for the whole part; the seal and grant per task.
    const signers = new Map<number, Promise<CompanySigner>>();
    const signerOf = (companyId: number) => {
      if (!signers.has(companyId)) signers.set(companyId, companySigner(deps, companyId));
      return signers.get(companyId)!;
    };
    const crls = crlsOfPart(deps);
    // A job without a range (queued before batches had parts) takes the whole batch.
    const first = Number(job.payload.firstTaskId ?? 0);
    const last = Number(job.payload.lastTaskId ?? Number.MAX_SAFE_INTEGER);
    let after = first - 1;
    for (;;) {
      const pending = await deps.db
        .selectFrom('batch_items')
        .select('task_id')
        .where('batch_id', '=', batchId)
        .where('task_id', '>', after)
        .where('task_id', '<=', last)
        .where('status', '=', 'pending')
        .orderBy('task_id')
        .limit(READ_AHEAD)
        .execute();
      if (pending.length === 0) break;
      after = pending[pending.length - 1].task_id;
      // The group's rows in two queries rather than two a task. A task's state is checked again
      // where it is completed (moveTask), so one revoked meanwhile still fails, as it did.
      const taskIds = pending.map((item) => item.task_id);
      const tasks = new Map(
        ((await selectTasks(deps.db).where('t.id', 'in', taskIds).execute()) as TaskRow[]).map((task) => [task.id, task]),
      );
      const templates = new Map<number, ReturnType<GroupReads['templateFields']>>();
      const reads: GroupReads = {
        employeeCertificates: await employeeCertificatesOf(deps.db, taskIds),
        templateFields: (id) => {
          if (!templates.has(id)) templates.set(id, loadTemplateFields(deps.db, id));
          return templates.get(id)!;
        },
        crls,
      };
      await eachAtMost(pending, IN_FLIGHT, (item) =>
        sealItem(deps, { batchId, taskId: item.task_id, task: tasks.get(item.task_id), actor, signerOf, commit, reads }),
      );
      await job.renew();
    }
    const at = deps.now().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      const left = await trx
        .selectFrom('batch_items')
        .select('task_id')
        .where('batch_id', '=', batchId)
        .where('status', '=', 'pending')
        .limit(1)
        .executeTakeFirst();
      if (left) return;
      const done = await trx
        .updateTable('batches')
        .set({ status: 'done', finished_at: at })
        .where('id', '=', batchId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return;
      await queueWebhooks(trx, { companyId: batch.company_id, type: 'batch.finished', subjectId: batchId, at }, () =>
        batchById(trx, batchId),
      );
      if (!batch.initiator_id) return;
      const counts = await trx.selectFrom('batches').select(['done', 'failed']).where('id', '=', batchId).executeTakeFirstOrThrow();
      await addNotice(trx, {
        accountId: batch.initiator_id,
        title: { key: 'notice.batch.finished', params: { id: batchId, done: counts.done, failed: counts.failed } },
        description: { key: 'notice.batch.task', params: { id: batchId } },
        status: counts.failed > 0 ? 'urgent' : 'processing',
        link: `/batchSign?batch=${batchId}`,
        at,
      });
    });
    return { done: true };
  };
}
