/**
 * The prevention list (people, by resident ID number, who must not be sent a contract) as the API
 * shows it, its sort columns, and the rule that an ID number is listed once. Managed by
 * administrators only (the routes' permission).
 */
import type { z } from 'zod';
import type { PreventionEntry } from '../../../../common/api/organisation';
import type { PREVENTION_SORTS, PreventionQuery } from '../../../../common/contract/organisation';
import type { Db } from '../../../db/open';
import type { ListCriteria } from '../../../lib/paging';
import { DomainError } from '../../errors';

export const PREVENTION_SORT_FIELDS = {
  id: 'p.id',
  name: 'p.name',
  createdAt: 'p.created_at',
} as const satisfies Record<(typeof PREVENTION_SORTS)[number], string>;

export type PreventionListCriteria = ListCriteria<z.output<typeof PreventionQuery>, keyof typeof PREVENTION_SORT_FIELDS>;

/** Entries with the name of who added them. */
export function selectEntries(db: Db) {
  return db
    .selectFrom('prevention_list as p')
    .leftJoin('accounts as a', 'a.id', 'p.created_by')
    .select(['p.id', 'p.name', 'p.id_number', 'p.mobile', 'p.reason', 'p.created_at', 'a.name as created_by_name']);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['executeTakeFirstOrThrow']>>;

export function toEntry(row: EntryRow): PreventionEntry {
  return {
    id: row.id,
    name: row.name,
    idNumber: row.id_number,
    mobile: row.mobile,
    reason: row.reason,
    createdBy: row.created_by_name ?? '',
    createdAt: row.created_at,
  };
}

export async function loadEntry(db: Db, id: number): Promise<PreventionEntry> {
  const row = await selectEntries(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'prevention.notFound');
  return toEntry(row);
}

export const idNumberListed = () => new DomainError('conflict', 'prevention.idNumberTaken', { field: 'idNumber' });

/** Refuses (409) when an entry other than `exceptId` has the ID number. */
export async function assertIdNumberUnlisted(db: Db, idNumber: string, exceptId?: number) {
  let query = db.selectFrom('prevention_list').select('id').where('id_number', '=', idNumber);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw idNumberListed();
}
