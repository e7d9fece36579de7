/**
 * Client companies as the API shows them, their list's sort columns, and the rule that a credit
 * code names one company. Admins see and manage every company; a company user sees and edits its
 * own (not its status) and cannot create or delete; departments and operators are refused.
 */
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { Company } from '../../../../common/api/organisation';
import type { COMPANY_SORTS, CompanyQuery } from '../../../../common/contract/organisation';
import type { Db } from '../../../db/open';
import type { CompaniesTable } from '../../../db/schema';
import type { ListCriteria } from '../../../lib/paging';
import { DomainError } from '../../errors';
import { HAS_COMPANY_SEAL } from '../../seals/seal-rows';

/** The API names the list may be sorted by, and their columns. */
export const COMPANY_SORT_FIELDS = {
  id: 'c.id',
  name: 'c.name',
  creditCode: 'c.credit_code',
  status: 'c.status',
  createdAt: 'c.created_at',
  employeeCount: sql<number>`(select count(*) from employees e where e.company_id = c.id)`,
} as const satisfies Record<(typeof COMPANY_SORTS)[number], string | RawBuilder<number>>;

export type CompanyListCriteria = ListCriteria<z.output<typeof CompanyQuery>, keyof typeof COMPANY_SORT_FIELDS>;

type CompanyRow = Omit<Selectable<CompaniesTable>, 'seal_png'> & { has_seal: number; employee_count: number };

/** Every column but the seal bytes, plus whether there is a seal and how many employees. */
export function selectCompanies(db: Db) {
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

export function toCompany(row: CompanyRow): Company {
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

/** One company (404 when missing); scope is the caller's to check. */
export async function loadCompany(db: Db, id: number): Promise<Company> {
  const row = await selectCompanies(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'company.notFound');
  return toCompany(row as CompanyRow);
}

export const creditCodeTaken = () => new DomainError('conflict', 'company.creditCodeTaken', { field: 'creditCode' });

/** Refuses (409) when a company other than `exceptId` has the credit code. */
export async function assertCreditCodeFree(db: Db, creditCode: string, exceptId?: number) {
  let query = db.selectFrom('companies').select('id').where('credit_code', '=', creditCode);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw creditCodeTaken();
}
