/**
 * Field help (/contract/helper): what a contract field means and how to fill it, keyed by the
 * field key. Scoped like contract templates: admins see and change all entries; company users
 * see their company's and the shared ones (company null) and change only their own.
 */
import { sql, type Selectable } from 'kysely';
import { UserType, type Page } from '../../../common/api';
import type { FieldHelp } from '../../../common/api/contracts';
import type { Db } from '../../db/open';
import type { FieldHelpsTable } from '../../db/schema';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { canReadOwned, canWriteOwned, forbidden, resolveOwner, type Actor } from '../scope';
import type { z } from 'zod';
import type { FIELD_HELP_SORTS, FieldHelpQuery } from '../../../common/contract/contracts';
import { containsPattern, isUniqueViolation } from '../../lib/sql';

type HelpRow = Selectable<FieldHelpsTable> & { company_name: string | null };

export const FIELD_HELP_SORT_FIELDS = {
  id: 'field_helps.id',
  key: 'field_helps.key',
  title: 'field_helps.title',
  createdAt: 'field_helps.created_at',
  updatedAt: 'field_helps.updated_at',
} as const satisfies Record<(typeof FIELD_HELP_SORTS)[number], string>;
export type FieldHelpSortField = keyof typeof FIELD_HELP_SORT_FIELDS;

export type FieldHelpListCriteria = ListCriteria<z.output<typeof FieldHelpQuery>, FieldHelpSortField>;

export interface FieldHelpInput {
  key: string;
  title: string;
  content: string;
  example: string;
  companyId?: number | null;
}

function toHelp(row: HelpRow): FieldHelp {
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

function baseQuery(db: Db) {
  return db.selectFrom('field_helps').leftJoin('companies', 'companies.id', 'field_helps.company_id');
}

const COLUMNS = [
  'field_helps.id',
  'field_helps.company_id',
  'field_helps.key',
  'field_helps.title',
  'field_helps.content',
  'field_helps.example',
  'field_helps.created_by',
  'field_helps.created_at',
  'field_helps.updated_at',
  'companies.name as company_name',
] as const;

async function findRow(db: Db, id: number): Promise<HelpRow | undefined> {
  return baseQuery(db).select(COLUMNS).where('field_helps.id', '=', id).executeTakeFirst();
}

async function writableRow(db: Db, actor: Actor, id: number): Promise<HelpRow> {
  const row = await findRow(db, id);
  if (!row) throw new DomainError('not_found', 'fieldHelp.notFound');
  if (!canWriteOwned(actor, row.company_id)) throw forbidden();
  return row;
}

export async function listFieldHelps(deps: Pick<Deps, 'db'>, actor: Actor, query: FieldHelpListCriteria): Promise<Page<FieldHelp>> {
  if (query.companyId !== undefined && !canReadOwned(actor, query.companyId)) throw forbidden();
  let base = baseQuery(deps.db);
  if (actor.type !== UserType.ADMIN) {
    base = base.where((eb) => eb.or([eb('field_helps.company_id', 'is', null), eb('field_helps.company_id', '=', actor.relation_id)]));
  }
  if (query.companyId !== undefined) base = base.where('field_helps.company_id', '=', query.companyId);
  if (query.shared !== undefined) base = base.where('field_helps.company_id', query.shared ? 'is' : 'is not', null);
  if (query.key) base = base.where('field_helps.key', '=', query.key);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    base = base.where(
      sql<boolean>`(lower(field_helps.key) like ${pattern} escape '\\' or lower(field_helps.title) like ${pattern} escape '\\' or lower(field_helps.content) like ${pattern} escape '\\')`,
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, FIELD_HELP_SORT_FIELDS);
  const rows = await base
    .select(COLUMNS)
    .orderBy(column, direction)
    .orderBy('field_helps.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return toPage(rows.map(toHelp), total, query);
}

function keyTaken(key: string) {
  return new DomainError('conflict', 'fieldHelp.keyTaken', { field: 'key', params: { key } });
}

async function assertKeyFree(db: Db, owner: number | null, key: string, exceptId?: number) {
  let query = db
    .selectFrom('field_helps')
    .select('id')
    .where(sql<boolean>`coalesce(company_id, 0) = ${owner ?? 0}`)
    .where('key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw keyTaken(key);
}

export async function createFieldHelp(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, input: FieldHelpInput): Promise<FieldHelp> {
  const { db } = deps;
  const at = deps.now().toISOString();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const owner = await resolveOwner(trx, actor, input.companyId);
      await assertKeyFree(trx, owner, input.key);
      const row = await trx
        .insertInto('field_helps')
        .values({
          company_id: owner,
          key: input.key,
          title: input.title,
          content: input.content,
          example: input.example,
          created_by: actor.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return toHelp((await findRow(db, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken(input.key);
    throw error;
  }
}

/** Changes key, title, content and example (the owner stays). */
export async function updateFieldHelp(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  input: Omit<FieldHelpInput, 'companyId'>,
): Promise<FieldHelp> {
  const { db } = deps;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await writableRow(trx, actor, id);
      await assertKeyFree(trx, row.company_id, input.key, id);
      await trx
        .updateTable('field_helps')
        .set({ key: input.key, title: input.title, content: input.content, example: input.example, updated_at: deps.now().toISOString() })
        .where('id', '=', id)
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken(input.key);
    throw error;
  }
  return toHelp((await findRow(db, id))!);
}

export async function deleteFieldHelp(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<FieldHelp> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await writableRow(trx, actor, id);
    await trx.deleteFrom('field_helps').where('id', '=', id).execute();
    return toHelp(row);
  });
}
