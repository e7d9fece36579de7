/**
 * Client companies: the scoped list, one company, create / edit / suspend (status) / delete, and
 * the seal image. Admins see and manage every company; a company user sees and edits its own
 * (not its status) and cannot create or delete; departments and operators are refused.
 */
import type { RevocationReason } from '../../signatures';
import { revokeCompanyCertificate } from '../pki/certificates';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../../common/api';
import type { Company } from '../../../common/api/organisation';
import type { COMPANY_SORTS, CompanyBody, CompanyChanges, CompanyQuery } from '../../../common/contract/organisation';
import type { Db } from '../../db/open';
import type { CompaniesTable } from '../../db/schema';
import type { Deps } from '../deps';
import { anyDependents, countDependents, type Dependent } from './dependents';
import { DomainError } from '../errors';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { type Actor, assertCompanyInScope, forbidden, isAdmin, scopeOf } from '../scope';
import { containsPattern, isForeignKeyViolation, isUniqueViolation } from '../../lib/sql';
import { normaliseUpload, SEAL_IMAGE } from '../uploaded-images';
import { cachedList } from '../list-cache';
import { BUILT_IN_SEAL_NAMES } from '../../../common/api/seals';
import { HAS_COMPANY_SEAL, kindTakenOnConflict } from '../seals/seal-rows';

/**
 * What keeps a company from being deleted. Departments and seals (with their grants) go with the
 * company (cascade). Sign tasks arrive with the signing issue: counted as soon as the table exists.
 */
export const COMPANY_DEPENDENTS: readonly Dependent<'employees' | 'accounts' | 'signTasks'>[] = [
  { param: 'employees', table: 'employees', column: 'company_id' },
  { param: 'accounts', table: 'accounts', column: 'company_id' },
  { param: 'signTasks', table: 'sign_tasks', column: 'company_id' },
];

/** The API names the list may be sorted by, and their columns. */
export const COMPANY_SORT_FIELDS = {
  id: 'c.id',
  name: 'c.name',
  creditCode: 'c.credit_code',
  status: 'c.status',
  createdAt: 'c.created_at',
  employeeCount: sql<number>`(select count(*) from employees e where e.company_id = c.id)`,
} as const satisfies Record<(typeof COMPANY_SORTS)[number], string | RawBuilder<number>>;
export type CompanySortField = keyof typeof COMPANY_SORT_FIELDS;

export type CompanyListCriteria = ListCriteria<z.output<typeof CompanyQuery>, CompanySortField>;

type CompanyRow = Omit<Selectable<CompaniesTable>, 'seal_png'> & { has_seal: number; employee_count: number };

/** Every column but the seal bytes, plus whether there is a seal and how many employees. */
function selectCompanies(db: Db) {
  return db
    .selectFrom('companies as c')
    .select([
      'c.id',
      'c.name',
      'c.credit_code',
      'c.legal_person',
      'c.contact_name',
      'c.contact_mobile',
      'c.address',
      'c.status',
      'c.verify_identity',
      'c.created_at',
      'c.updated_at',
      HAS_COMPANY_SEAL.as('has_seal'),
      COMPANY_SORT_FIELDS.employeeCount.as('employee_count'),
    ]);
}

function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    creditCode: row.credit_code,
    legalPerson: row.legal_person,
    contactName: row.contact_name,
    contactMobile: row.contact_mobile,
    address: row.address,
    status: row.status,
    hasSeal: Number(row.has_seal) === 1,
    verifyIdentity: Number(row.verify_identity) === 1,
    employeeCount: Number(row.employee_count ?? 0),
    createdAt: row.created_at,
  };
}

async function loadCompany(db: Db, id: number): Promise<Company> {
  const row = await selectCompanies(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'company.notFound');
  return toCompany(row as CompanyRow);
}

/** Admins: every company. Company users: their own only. Others: refused. */
export function listCompanies(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: CompanyListCriteria): Promise<Page<Company>> {
  return cachedList(deps, 'companies', actor, query, () => readCompanyPage(deps, actor, query));
}

async function readCompanyPage(deps: Pick<Deps, 'db'>, actor: Actor, query: CompanyListCriteria): Promise<Page<Company>> {
  const scope = scopeOf(actor);
  let base = deps.db.selectFrom('companies as c');
  if (scope.kind !== 'all') base = base.where('c.id', '=', scope.companyId);
  if (query.name) base = base.where(sql<boolean>`lower(c.name) like ${containsPattern(query.name)} escape '\\'`);
  if (query.creditCode) base = base.where('c.credit_code', '=', query.creditCode);
  if (query.status) base = base.where('c.status', '=', query.status);
  if (query.hasSeal !== undefined) base = base.where(HAS_COMPANY_SEAL, '=', query.hasSeal ? 1 : 0);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, COMPANY_SORT_FIELDS);
  const page = base.select('c.id').orderBy(column, direction).orderBy('c.id', direction).limit(limit).offset(offset);
  const rows = await selectCompanies(deps.db).where('c.id', 'in', page).orderBy(column, direction).orderBy('c.id', direction).execute();
  return toPage((rows as CompanyRow[]).map(toCompany), total, query);
}

/** One company: admins any, a company user its own (403 otherwise), 404 when missing. */
export async function getCompany(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Company> {
  const company = await loadCompany(deps.db, id);
  assertCompanyInScope(actor, id);
  return company;
}

async function assertCreditCodeFree(db: Db, creditCode: string, exceptId?: number) {
  let query = db.selectFrom('companies').select('id').where('credit_code', '=', creditCode);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new DomainError('conflict', 'company.creditCodeTaken', { field: 'creditCode' });
}

function creditCodeConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError('conflict', 'company.creditCodeTaken', { field: 'creditCode' });
  throw error;
}

/** Admins only. */
export async function createCompany(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, body: z.output<typeof CompanyBody>): Promise<Company> {
  const at = deps.now().toISOString();
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await assertCreditCodeFree(trx, body.creditCode);
      const row = await trx
        .insertInto('companies')
        .values({
          name: body.name,
          credit_code: body.creditCode,
          legal_person: body.legalPerson,
          contact_name: body.contactName,
          contact_mobile: body.contactMobile,
          address: body.address,
          seal_png: null,
          status: body.status ?? 'active',
          verify_identity: body.verifyIdentity ? 1 : 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return loadCompany(trx, row.id);
    })
    .catch(creditCodeConflict);
}

/**
 * Saves the fields given. Admins: any company, any field (suspend = status 'suspended').
 * A company user: its own company, not the status.
 */
export async function updateCompany(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  changes: z.output<typeof CompanyChanges>,
): Promise<Company> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await loadCompany(trx, id);
      assertCompanyInScope(actor, id);
      if (changes.status !== undefined && changes.status !== current.status && !isAdmin(actor)) {
        throw forbidden('company.statusForbidden');
      }
      if (changes.creditCode !== undefined && changes.creditCode !== current.creditCode) {
        await assertCreditCodeFree(trx, changes.creditCode, id);
      }
      await trx
        .updateTable('companies')
        .set({
          name: changes.name,
          credit_code: changes.creditCode,
          legal_person: changes.legalPerson,
          contact_name: changes.contactName,
          contact_mobile: changes.contactMobile,
          address: changes.address,
          status: changes.status,
          verify_identity: changes.verifyIdentity === undefined ? undefined : changes.verifyIdentity ? 1 : 0,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      const reason = certificateRevocationReason(current, changes);
      if (reason) await revokeCompanyCertificate(trx, id, reason, deps.now().toISOString());
      return loadCompany(trx, id);
    })
    .catch(creditCodeConflict);
}

/**
 * Why the company's certificate no longer holds after `changes`, if it does not: its subject
 * names the company and its credit code, and a suspended company signs nothing.
 */
function certificateRevocationReason(current: Company, changes: z.output<typeof CompanyChanges>): RevocationReason | null {
  if (changes.status === 'suspended' && current.status !== 'suspended') return 'cessationOfOperation';
  const renamed = changes.name !== undefined && changes.name !== current.name;
  const recoded = changes.creditCode !== undefined && changes.creditCode !== current.creditCode;
  return renamed || recoded ? 'affiliationChanged' : null;
}

/** Admins only; refused (409, naming the counts) while anything still belongs to the company. */
export async function deleteCompany(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Company> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const company = await loadCompany(trx, id);
      const counts = await countDependents(trx, deps.db, COMPANY_DEPENDENTS, id);
      if (anyDependents(counts)) throw new DomainError('conflict', 'company.inUse', { params: counts });
      await trx.deleteFrom('companies').where('id', '=', id).execute();
      return company;
    })
    .catch((error) => {
      // A table added later that references companies and is not in COMPANY_DEPENDENTS yet.
      if (isForeignKeyViolation(error)) throw new DomainError('conflict', 'company.inUseOther');
      throw error;
    });
}

/**
 * Stores the image of the company seal (公章) of a company in the actor's scope: a PNG or JPEG of
 * sane dimensions, kept as the PNG the PDF engine always embeds (uploaded-images.ts); one that
 * cannot be read is refused here, never when the company signs. It replaces the image of the
 * company's active company seal in the seal library (its grants stay), or makes that seal.
 */
export async function saveSeal(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, id: number, file: Buffer): Promise<Company> {
  await getCompany(deps, actor, id);
  const seal = Buffer.from((await normaliseUpload(file, 'file', SEAL_IMAGE)).png);
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await loadCompany(trx, id);
      const at = deps.now().toISOString();
      const replaced = await trx
        .updateTable('seals')
        .set({ png: seal, updated_at: at })
        .where('company_id', '=', id)
        .where('kind', '=', 'company')
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (Number(replaced.numUpdatedRows) === 0) {
        await trx
          .insertInto('seals')
          .values({
            company_id: id,
            kind: 'company',
            name: BUILT_IN_SEAL_NAMES.company,
            png: seal,
            status: 'active',
            created_by: actor.id,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      await trx.updateTable('companies').set({ updated_at: at }).where('id', '=', id).execute();
      // A new seal is a new identity on paper: the certificate that signed beside the old one goes.
      await revokeCompanyCertificate(trx, id, 'superseded', at);
      return loadCompany(trx, id);
    })
    .catch(kindTakenOnConflict('company'));
}

/** The company seal's PNG bytes, or 404 when the company has none. */
export async function getSeal(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Buffer> {
  await loadCompany(deps.db, id);
  assertCompanyInScope(actor, id);
  const row = await deps.db
    .selectFrom('seals')
    .select('png')
    .where('company_id', '=', id)
    .where('kind', '=', 'company')
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'seal.notFound');
  return Buffer.from(row.png);
}
