/** Seal approvals as the API shows them, and one approval in the reader's scope. */
import type { SealApproval } from '../../../common/api/seals';
import type { Db } from '../../db/open';
import { DomainError } from '../errors';
import { assertCompanyInScope, type Actor } from '../scope';

export function selectApprovals(db: Db) {
  return db
    .selectFrom('seal_approvals as sa')
    .innerJoin('seals as s', 's.id', 'sa.seal_id')
    .innerJoin('companies as c', 'c.id', 'sa.company_id')
    .innerJoin('batches as b', 'b.id', 'sa.batch_id')
    .leftJoin('accounts as requester', 'requester.id', 'sa.requested_by')
    .leftJoin('accounts as decider', 'decider.id', 'sa.decided_by')
    .select([
      'sa.id',
      'sa.company_id',
      'c.name as company_name',
      'sa.seal_id',
      's.kind as seal_kind',
      's.name as seal_name',
      'sa.batch_id',
      'b.status as batch_status',
      'sa.task_count',
      'sa.requested_by',
      'requester.name as requested_by_name',
      'sa.requested_at',
      'sa.status',
      'sa.decided_by',
      'decider.name as decided_by_name',
      'sa.decided_at',
      'sa.reason',
    ]);
}

type ApprovalRow = Awaited<ReturnType<ReturnType<typeof selectApprovals>['executeTakeFirstOrThrow']>>;

/** The seals `accountId` approves, among `sealIds`. */
async function approvedBy(db: Db, accountId: number, sealIds: readonly number[]): Promise<Set<number>> {
  if (sealIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('seal_approvers')
    .select('seal_id')
    .where('account_id', '=', accountId)
    .where('seal_id', 'in', [...new Set(sealIds)])
    .execute();
  return new Set(rows.map((r) => r.seal_id));
}

/** Whether `reader` may decide the approval now: an approver of its seal, not its requester, pending, batch waiting. */
const decidable = (row: ApprovalRow, reader: Actor, approves: Set<number>) =>
  row.status === 'pending' && row.batch_status === 'awaiting_approval' && row.requested_by !== reader.id && approves.has(row.seal_id);

export async function toApprovals(db: Db, reader: Actor, rows: readonly ApprovalRow[]): Promise<SealApproval[]> {
  const approves = await approvedBy(
    db,
    reader.id,
    rows.map((r) => r.seal_id),
  );
  return rows.map((row) => ({
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    sealId: row.seal_id,
    sealKind: row.seal_kind,
    sealName: row.seal_name,
    batchId: row.batch_id,
    taskCount: row.task_count,
    requestedBy: row.requested_by,
    requestedByName: row.requested_by_name,
    requestedAt: row.requested_at,
    status: row.status,
    decidedBy: row.decided_by,
    decidedByName: row.decided_by_name,
    decidedAt: row.decided_at,
    reason: row.reason,
    canDecide: decidable(row, reader, approves),
  }));
}

/** One approval: 404 when missing, 403 outside the reader's company. */
export async function approvalInScope(db: Db, reader: Actor, id: number): Promise<SealApproval> {
  const row = await selectApprovals(db).where('sa.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'seal.approvalNotFound');
  assertCompanyInScope(reader, row.company_id);
  const [approval] = await toApprovals(db, reader, [row]);
  return approval;
}
