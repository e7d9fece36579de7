/** Whether an account approves the use of an active seal: the SPA shows it the approvals page. */
import type { Db } from '../../db/open';

export async function isSealApprover(db: Db, accountId: number): Promise<boolean> {
  const row = await db
    .selectFrom('seal_approvers as ap')
    .innerJoin('seals as s', 's.id', 'ap.seal_id')
    .select('ap.seal_id')
    .where('ap.account_id', '=', accountId)
    .where('s.status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
