/**
 * Seal approvals, newest first. Administrators see every company's, company users their
 * company's; department users and operators those of the seals they approve and those they
 * asked for. `mine`: only those the reader may decide now.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import { UserType } from '../../../common/api/accounts';
import type { Page } from '../../../common/api/paging';
import type { SealApproval } from '../../../common/api/seals';
import type { SealApprovalQuery } from '../../../common/contract/seals';
import type { Deps } from '../deps';
import { scopeOf, type Actor } from '../scope';
import { selectApprovals, toApprovals } from './approval-rows';

export async function listApprovals(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: z.output<typeof SealApprovalQuery>,
): Promise<Page<SealApproval>> {
  const scope = scopeOf(actor);
  let base = selectApprovals(deps.db);
  if (scope.kind !== 'all') base = base.where('sa.company_id', '=', scope.companyId);
  // The reader approves the approval's seal.
  const approves = sql<boolean>`exists (select 1 from seal_approvers ap where ap.seal_id = sa.seal_id and ap.account_id = ${actor.id})`;
  if (query.mine) {
    base = base
      .where('sa.status', '=', 'pending')
      .where('b.status', '=', 'awaiting_approval')
      .where((eb) => eb.or([eb('sa.requested_by', 'is', null), eb('sa.requested_by', '!=', actor.id)]))
      .where(approves);
  } else if (actor.type !== UserType.ADMIN && actor.type !== UserType.COMPANY) {
    base = base.where((eb) => eb.or([approves, eb('sa.requested_by', '=', actor.id)]));
  }
  if (query.status) base = base.where('sa.status', '=', query.status);
  const [rows, counted] = await Promise.all([
    base
      .orderBy('sa.id', 'desc')
      .limit(query.pageSize)
      .offset((query.current - 1) * query.pageSize)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { list: await toApprovals(deps.db, actor, rows), total: Number(counted.total), current: query.current, pageSize: query.pageSize };
}
