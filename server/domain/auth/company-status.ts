/** A suspended company's users are turned away: at login, and on every call of a live session. */
import type { Db } from '../../db/open';
import { DomainError } from '../errors';

export async function assertCompanyActive(db: Db, companyId: number | null): Promise<void> {
  if (companyId === null) return;
  const company = await db.selectFrom('companies').select('status').where('id', '=', companyId).executeTakeFirst();
  if (company?.status === 'suspended') throw new DomainError('forbidden', 'login.companySuspended');
}
