/**
 * What the seal operations share: a seal as the API shows it, the seal in the caller's scope,
 * and whether a company has a seal it can stamp its company seal with. Who manages seals
 * (administrators, the company's company users) is decided by the routes; which company, here.
 */
import { sql, type Selectable } from 'kysely';
import { sealKindName, type Seal, type SealApprover } from '../../../common/api/seals';
import type { Db } from '../../db/open';
import type { SealsTable } from '../../db/schema';
import { DomainError } from '../errors';
import { assertCompanyInScope, type Actor } from '../scope';

type SealRow = Omit<Selectable<SealsTable>, 'png'> & { created_by_name: string | null };

export function selectSeals(db: Db) {
  return db
    .selectFrom('seals as s')
    .leftJoin('accounts as a', 'a.id', 's.created_by')
    .select([
      's.id',
      's.company_id',
      's.kind',
      's.name',
      's.status',
      's.created_by',
      's.created_at',
      's.updated_at',
      's.approval_required',
      'a.name as created_by_name',
    ]);
}

/** Each seal's approvers, by seal id. */
async function approversOf(db: Db, sealIds: readonly number[]): Promise<Map<number, SealApprover[]>> {
  const found = new Map<number, SealApprover[]>(sealIds.map((id) => [id, []]));
  if (sealIds.length === 0) return found;
  const rows = await db
    .selectFrom('seal_approvers as sa')
    .innerJoin('accounts as a', 'a.id', 'sa.account_id')
    .select(['sa.seal_id', 'sa.account_id', 'a.name'])
    .where('sa.seal_id', 'in', sealIds)
    .orderBy('sa.account_id')
    .execute();
  for (const row of rows) found.get(row.seal_id)!.push({ accountId: row.account_id, accountName: row.name });
  return found;
}

/** Seals as the API shows them, with their approvers. */
export async function toSeals(db: Db, rows: readonly SealRow[]): Promise<Seal[]> {
  const approvers = await approversOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSeal(row, approvers.get(row.id)!));
}

function toSeal(row: SealRow, approvers: SealApprover[]): Seal {
  return {
    id: row.id,
    companyId: row.company_id,
    kind: row.kind,
    name: row.name,
    status: row.status,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    approvalRequired: Number(row.approval_required) === 1,
    approvers,
  };
}

/** One seal: 404 when missing, 403 outside the actor's company. */
export async function sealInScope(db: Db, actor: Actor, id: number): Promise<Seal> {
  const row = await selectSeals(db).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'seal.notFound');
  assertCompanyInScope(actor, row.company_id);
  const [seal] = await toSeals(db, [row]);
  return seal;
}

/** The company exists (404) and is in the actor's scope (403). */
export async function assertCompanyManaged(db: Db, actor: Actor, companyId: number): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new DomainError('not_found', 'company.notFound');
  assertCompanyInScope(actor, companyId);
}

/** Refuses a second active seal of a kind: sealing takes the company's one active seal of it. */
export async function assertKindFree(
  db: Db,
  { companyId, kind, exceptId }: { companyId: number; kind: string; exceptId?: number },
): Promise<void> {
  let query = db
    .selectFrom('seals')
    .select('id')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('status', '=', 'active');
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw kindTaken(kind);
}

/**
 * The refusal of a second active seal of `kind`: from the check above, or, for two requests
 * making the same kind active at once, from the unique index (`.catch(whenTaken(() => kindTaken(kind)))`).
 */
export function kindTaken(kind: string): DomainError {
  return new DomainError('conflict', 'seal.kindTaken', { field: 'kind', params: { kind: sealKindName(kind) } });
}

/** 1 when the company (aliased `c`) has an active company seal (公章), else 0: "has a seal". */
export const HAS_COMPANY_SEAL = sql<number>`case when exists (select 1 from seals s where s.company_id = c.id and s.kind = 'company' and s.status = 'active') then 1 else 0 end`;
