/**
 * The prevention list: people, by resident ID number, who must not be sent a contract. Managed
 * by administrators only. `assertNotPrevented` is the check the signing flow calls before
 * sending; employee create and import use the same table.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../../common/api';
import type { PreventionCheck, PreventionEntry } from '../../../common/api/organisation';
import type { PREVENTION_SORTS, PreventionBody, PreventionChanges, PreventionQuery } from '../../../common/contract/organisation';
import type { Db } from '../../db/open';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { type Actor } from '../scope';
import { chunks, containsPattern, isUniqueViolation } from '../../lib/sql';

export const PREVENTION_SORT_FIELDS = {
  id: 'p.id',
  name: 'p.name',
  createdAt: 'p.created_at',
} as const satisfies Record<(typeof PREVENTION_SORTS)[number], string>;
export type PreventionSortField = keyof typeof PREVENTION_SORT_FIELDS;

export type PreventionListCriteria = ListCriteria<z.output<typeof PreventionQuery>, PreventionSortField>;

function selectEntries(db: Db) {
  return db
    .selectFrom('prevention_list as p')
    .leftJoin('accounts as a', 'a.id', 'p.created_by')
    .select(['p.id', 'p.name', 'p.id_number', 'p.mobile', 'p.reason', 'p.created_at', 'a.name as created_by_name']);
}

type EntryRow = {
  id: number;
  name: string;
  id_number: string;
  mobile: string;
  reason: string;
  created_at: string;
  created_by_name: string | null;
};

function toEntry(row: EntryRow): PreventionEntry {
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

async function loadEntry(db: Db, id: number): Promise<PreventionEntry> {
  const row = await selectEntries(db).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'prevention.notFound');
  return toEntry(row);
}

export async function listPrevention(deps: Pick<Deps, 'db'>, actor: Actor, query: PreventionListCriteria): Promise<Page<PreventionEntry>> {
  let base = deps.db.selectFrom('prevention_list as p');
  if (query.name) base = base.where(sql<boolean>`lower(p.name) like ${containsPattern(query.name)} escape '\\'`);
  if (query.idNumber) base = base.where('p.id_number', '=', query.idNumber);
  if (query.mobile) base = base.where('p.mobile', '=', query.mobile);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, PREVENTION_SORT_FIELDS);
  const ids = base.select('p.id').orderBy(column, direction).orderBy('p.id', direction).limit(limit).offset(offset);
  const rows = await selectEntries(deps.db).where('p.id', 'in', ids).orderBy(column, direction).orderBy('p.id', direction).execute();
  return toPage(rows.map(toEntry), total, query);
}

async function assertIdNumberFree(db: Db, idNumber: string, exceptId?: number) {
  let query = db.selectFrom('prevention_list').select('id').where('id_number', '=', idNumber);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new DomainError('conflict', 'prevention.idNumberTaken', { field: 'idNumber' });
}

function idNumberConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError('conflict', 'prevention.idNumberTaken', { field: 'idNumber' });
  throw error;
}

export async function createPrevention(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  body: z.output<typeof PreventionBody>,
): Promise<PreventionEntry> {
  const at = deps.now().toISOString();
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await assertIdNumberFree(trx, body.idNumber);
      const row = await trx
        .insertInto('prevention_list')
        .values({
          name: body.name,
          id_number: body.idNumber,
          mobile: body.mobile,
          reason: body.reason,
          created_by: actor.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return loadEntry(trx, row.id);
    })
    .catch(idNumberConflict);
}

export async function updatePrevention(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  changes: z.output<typeof PreventionChanges>,
): Promise<PreventionEntry> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await loadEntry(trx, id);
      if (changes.idNumber !== undefined) await assertIdNumberFree(trx, changes.idNumber, id);
      await trx
        .updateTable('prevention_list')
        .set({
          name: changes.name,
          id_number: changes.idNumber,
          mobile: changes.mobile,
          reason: changes.reason,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return loadEntry(trx, id);
    })
    .catch(idNumberConflict);
}

export async function deletePrevention(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<PreventionEntry> {
  return deps.db.transaction().execute(async (trx) => {
    const entry = await loadEntry(trx, id);
    await trx.deleteFrom('prevention_list').where('id', '=', id).execute();
    return entry;
  });
}

/** The entry of `idNumber`, or null. */
export async function findPrevention(db: Db, idNumber: string): Promise<PreventionEntry | null> {
  const row = await selectEntries(db).where('p.id_number', '=', idNumber).executeTakeFirst();
  return row ? toEntry(row) : null;
}

export async function checkPrevention(deps: Pick<Deps, 'db'>, actor: Actor, idNumber: string): Promise<PreventionCheck> {
  const entry = await findPrevention(deps.db, idNumber);
  return { prevented: entry !== null, entry };
}

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
