/**
 * Asking for approval before sealing (用印审批): a batch stamping seals that need approval gets one
 * pending approval per such seal, and each seal's approvers a notice, in the batch's transaction.
 * The batch waits (`awaiting_approval`) until every one is approved (decide-approval.ts).
 */
import type { Db } from '../../db/open';
import { addNotice } from '../notices/add-notice';
import type { SealUse } from './seal-for-signing';

export async function requestApprovals(
  trx: Db,
  {
    batch,
    uses,
    at,
  }: { batch: { id: number; companyId: number; requestedBy: { id: number; name: string } }; uses: readonly SealUse[]; at: string },
): Promise<void> {
  for (const { seal, taskCount } of uses) {
    if (!seal.approvalRequired) continue;
    await trx
      .insertInto('seal_approvals')
      .values({
        company_id: batch.companyId,
        seal_id: seal.sealId,
        batch_id: batch.id,
        task_count: taskCount,
        requested_by: batch.requestedBy.id,
        requested_at: at,
        status: 'pending',
      })
      .execute();
    const approvers = await trx.selectFrom('seal_approvers').select('account_id').where('seal_id', '=', seal.sealId).execute();
    for (const approver of approvers) {
      // Nobody is asked to approve their own request (decide-approval.ts refuses it).
      if (approver.account_id === batch.requestedBy.id) continue;
      await addNotice(trx, {
        accountId: approver.account_id,
        title: {
          key: 'notice.sealApproval.requested',
          params: { requester: batch.requestedBy.name, seal: seal.sealName, count: taskCount },
        },
        description: { key: 'notice.sealApproval.requested.detail' },
        status: 'urgent',
        link: '/sealApproval',
        at,
      });
    }
  }
}
