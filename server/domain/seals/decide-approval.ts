/**
 * An approver approves or refuses the use of a seal by a waiting batch (用印审批). Only one of
 * the seal's approvers may decide, never the one who asked; a decision is taken once (the row
 * moves from `pending` only). Approval and refusal go into the audit chain of each task of the
 * batch that the seal stamps (who and when; the reason of a refusal) and the company's audit log;
 * the requester is told. The last approval of a batch starts it; a refusal ends it, its tasks
 * still waiting for the company, each item failed with the reason.
 */
import type { SealApproval } from '../../../common/api/seals';
import type { Db } from '../../db/open';
import { appendAuditEvent } from '../audit/append-audit-event';
import { queueBatchParts } from '../batches/create-batch';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { addNotice } from '../notices/add-notice';
import type { Actor } from '../scope';
import { appendSignEvent } from '../signing/sign-events';
import { accountActor } from '../signing/create-tasks';
import { currentVersions } from '../signing/document-versions';
import { approvalInScope } from './approval-rows';
import { batchById } from '../batches/read-batches';
import { queueWebhooks } from '../webhooks/queue-webhooks';

type Decision = { approve: true } | { approve: false; reason: string };

/** The batch's tasks the approval's seal stamps: those whose template asks for the seal's kind. */
async function tasksSealedWith(trx: Db, batchId: number, sealKind: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('batch_items as i')
    .innerJoin('sign_tasks as t', 't.id', 'i.task_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .select('i.task_id')
    .where('i.batch_id', '=', batchId)
    .where('ct.seal_kind', '=', sealKind)
    .orderBy('i.task_id')
    .execute();
  return rows.map((r) => r.task_id);
}

export async function decideApproval(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, decision, client }: { actor: Actor & { name: string }; id: number; decision: Decision; client: ClientInfo },
): Promise<SealApproval> {
  const approval = await approvalInScope(deps.db, actor, id);
  if (approval.requestedBy === actor.id) throw new DomainError('forbidden', 'seal.approvalOwnRequest');
  const approver = await deps.db
    .selectFrom('seal_approvers')
    .select('account_id')
    .where('seal_id', '=', approval.sealId)
    .where('account_id', '=', actor.id)
    .executeTakeFirst();
  if (!approver) throw new DomainError('forbidden', 'seal.approvalNotApprover', { params: { seal: approval.sealName } });
  const now = deps.now();
  const at = now.toISOString();
  const reason = decision.approve ? null : decision.reason;
  await deps.db.transaction().execute(async (trx) => {
    // The batch must still wait: a refusal of another of its seals ended it.
    const batch = await trx.selectFrom('batches').select(['status']).where('id', '=', approval.batchId).executeTakeFirstOrThrow();
    const decided = await trx
      .updateTable('seal_approvals')
      .set({ status: decision.approve ? 'approved' : 'refused', decided_by: actor.id, decided_at: at, reason })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(decided.numUpdatedRows) !== 1 || batch.status !== 'awaiting_approval')
      throw new DomainError('conflict', 'seal.approvalDecided');

    const taskIds = await tasksSealedWith(trx, approval.batchId, approval.sealKind);
    for (const taskId of taskIds) {
      await appendSignEvent(trx, {
        taskId,
        action: decision.approve ? 'seal_approved' : 'seal_refused',
        actor: accountActor(actor),
        at,
        client,
        documentSha256: (await currentVersions(trx, taskId)).map((v) => v.sha256),
        detail: { approvalId: id, sealId: approval.sealId, batchId: approval.batchId, ...(reason ? { reason } : {}) },
      });
    }
    await appendAuditEvent(
      trx,
      {
        companyId: approval.companyId,
        actor,
        action: decision.approve ? 'seals.approve' : 'seals.refuse',
        details: { approvalId: id, sealId: approval.sealId, sealName: approval.sealName, batchId: approval.batchId, reason },
        client,
      },
      now,
    );
    if (decision.approve) await startIfApproved(trx, approval.batchId, now);
    else await refuseBatch(trx, { companyId: approval.companyId, batchId: approval.batchId, reason: reason!, at });
    if (approval.requestedBy)
      await addNotice(trx, {
        accountId: approval.requestedBy,
        title: {
          key: decision.approve ? 'notice.sealApproval.approved' : 'notice.sealApproval.refused',
          params: { seal: approval.sealName, batch: approval.batchId },
        },
        description: { key: 'notice.sealApproval.decided.detail', params: { approver: actor.name, reason: reason ?? '' } },
        status: decision.approve ? 'processing' : 'urgent',
        link: `/batchSign?batch=${approval.batchId}`,
        at,
      });
  });
  return approvalInScope(deps.db, actor, id);
}

/** The batch starts once none of its approvals waits. */
async function startIfApproved(trx: Db, batchId: number, now: Date): Promise<void> {
  const waiting = await trx
    .selectFrom('seal_approvals')
    .select('id')
    .where('batch_id', '=', batchId)
    .where('status', '!=', 'approved')
    .limit(1)
    .executeTakeFirst();
  if (waiting) return;
  await trx.updateTable('batches').set({ status: 'running' }).where('id', '=', batchId).where('status', '=', 'awaiting_approval').execute();
  const items = await trx.selectFrom('batch_items').select('task_id').where('batch_id', '=', batchId).execute();
  await queueBatchParts(trx, { batchId, taskIds: items.map((i) => i.task_id), now });
}

/** Ends the batch: nothing sealed, each item failed with the refusal (a new batch may ask again). */
async function refuseBatch(
  trx: Db,
  { companyId, batchId, reason, at }: { companyId: number; batchId: number; reason: string; at: string },
): Promise<void> {
  const error = JSON.stringify({ key: 'seal.approvalRefusedReason', params: { reason } });
  const failed = await trx
    .updateTable('batch_items')
    .set({ status: 'failed', error, updated_at: at })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  await trx
    .updateTable('batches')
    .set((eb) => ({ status: 'refused', finished_at: at, failed: eb('failed', '+', Number(failed.numUpdatedRows)) }))
    .where('id', '=', batchId)
    .execute();
  // It is over as surely as a batch that ran: the company's systems hear it the same way.
  await queueWebhooks(trx, { companyId, type: 'batch.finished', subjectId: batchId, at }, () => batchById(trx, batchId));
}
