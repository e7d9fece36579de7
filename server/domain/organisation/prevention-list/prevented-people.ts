/**
 * Whether people may be sent a contract, for the other modules: the signing flow checks before
 * sending, employee writes and the import check the people they add.
 */
import type { Db } from '../../../db/open';
import { chunks } from '../../../lib/sql';
import { DomainError } from '../../errors';

/**
 * Refuses (409, field idNumber, the entry's reason in the message) when the person is on the
 * prevention list. For the signing flow (before a contract is sent) and employee writes.
 */
export async function assertNotPrevented(db: Db, idNumber: string): Promise<void> {
  const row = await db.selectFrom('prevention_list').select('reason').where('id_number', '=', idNumber).executeTakeFirst();
  if (row) throw new DomainError('conflict', 'prevention.prevented', { field: 'idNumber', params: { reason: row.reason } });
}

/** Reasons by ID number for those of `idNumbers` on the list (bulk: imports). */
export async function preventionReasons(db: Db, idNumbers: readonly string[]): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  for (const chunk of chunks([...new Set(idNumbers)])) {
    const rows = await db.selectFrom('prevention_list').select(['id_number', 'reason']).where('id_number', 'in', chunk).execute();
    for (const row of rows) reasons.set(row.id_number, row.reason);
  }
  return reasons;
}
