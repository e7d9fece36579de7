/**
 * Field help (/contract/helper) as the API shows it, its list's sort columns, and one entry the
 * actor may change. Scoped like contract templates: admins see and change all entries; company
 * users see their company's and the shared ones (company null) and change only their own.
 */
import { sql, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { FieldHelp } from '../../../../common/api/contracts';
import type { FIELD_HELP_SORTS, FieldHelpQuery } from '../../../../common/contract/contracts';
import type { Db } from '../../../db/open';
import type { FieldHelpsTable } from '../../../db/schema';
import type { ListCriteria } from '../../../lib/paging';
import { DomainError } from '../../errors';
import { canWriteOwned, forbidden, type Actor } from '../../scope';

type HelpRow = Selectable<FieldHelpsTable> & { company_name: string | null };

export const FIELD_HELP_SORT_FIELDS = {
  id: 'field_helps.id',
  key: 'field_helps.key',
  title: 'field_helps.title',
  createdAt: 'field_helps.created_at',
  updatedAt: 'field_helps.updated_at',
} as const satisfies Record<(typeof FIELD_HELP_SORTS)[number], string>;

export type FieldHelpListCriteria = ListCriteria<z.output<typeof FieldHelpQuery>, keyof typeof FIELD_HELP_SORT_FIELDS>;

export function toFieldHelp(row: HelpRow): FieldHelp {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    content: row.content,
    example: row.example,
    companyId: row.company_id,
    companyName: row.company_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Entries with their company (for its name). */
export function helpsWithCompany(db: Db) {
  return db.selectFrom('field_helps').leftJoin('companies', 'companies.id', 'field_helps.company_id');
}

export async function findFieldHelp(db: Db, id: number): Promise<HelpRow | undefined> {
  return helpsWithCompany(db)
    .selectAll('field_helps')
    .select('companies.name as company_name')
    .where('field_helps.id', '=', id)
    .executeTakeFirst();
}

export async function writableFieldHelp(db: Db, actor: Actor, id: number): Promise<HelpRow> {
  const row = await findFieldHelp(db, id);
  if (!row) throw new DomainError('not_found', 'fieldHelp.notFound');
  if (!canWriteOwned(actor, row.company_id)) throw forbidden();
  return row;
}

export function keyTaken(key: string) {
  return new DomainError('conflict', 'fieldHelp.keyTaken', { field: 'key', params: { key } });
}

/** Refuses (409) when another entry than `exceptId` of the owner (null: shared) has the key. */
export async function assertKeyFree(db: Db, { owner, key, exceptId }: { owner: number | null; key: string; exceptId?: number }) {
  let query = db
    .selectFrom('field_helps')
    .select('id')
    .where(sql<boolean>`coalesce(company_id, 0) = ${owner ?? 0}`)
    .where('key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw keyTaken(key);
}
