/**
 * Departments of a company as the API shows them, their list's sort columns, and the rule that a
 * name is used once per company. Everyone in the company (department users and operators too:
 * their employee forms pick a department) may list them; admins and the company's users write.
 */
import type { z } from 'zod';
import type { Department } from '../../../../common/api/organisation';
import type { DEPARTMENT_SORTS, DepartmentQuery } from '../../../../common/contract/organisation';
import type { Db } from '../../../db/open';
import type { ListCriteria } from '../../../lib/paging';
import { DomainError } from '../../errors';

export const DEPARTMENT_SORT_FIELDS = {
  id: 'd.id',
  name: 'd.name',
  createdAt: 'd.created_at',
} as const satisfies Record<(typeof DEPARTMENT_SORTS)[number], string>;

export type DepartmentListCriteria = ListCriteria<z.output<typeof DepartmentQuery>, keyof typeof DEPARTMENT_SORT_FIELDS>;

export function selectDepartments(db: Db) {
  return db.selectFrom('departments as d').select([
    'd.id',
    'd.company_id',
    'd.name',
    (eb) =>
      eb
        .selectFrom('employees')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('employees.company_id', '=', 'd.company_id')
        .whereRef('employees.department_id', '=', 'd.id')
        .as('employee_count'),
  ]);
}

export function toDepartment(row: { id: number; company_id: number; name: string; employee_count: number | null }): Department {
  return { id: row.id, companyId: row.company_id, name: row.name, employeeCount: Number(row.employee_count ?? 0) };
}

/** 404 for an unknown company. */
export async function assertCompanyExists(db: Db, companyId: number) {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'company.notFound');
}

/** One department (404 when missing); scope is the caller's to check. */
export async function loadDepartment(db: Db, id: number): Promise<Department> {
  const row = await selectDepartments(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'department.notFound');
  return toDepartment(row);
}

export const nameTaken = () => new DomainError('conflict', 'department.nameTaken', { field: 'name' });

/** Refuses (409) when a department of the company other than `exceptId` has the name. */
export async function assertNameFree(db: Db, { companyId, name, exceptId }: { companyId: number; name: string; exceptId?: number }) {
  let query = db.selectFrom('departments').select('id').where('company_id', '=', companyId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

/** The department `id` if it belongs to `companyId`; null for an unknown one or another company's. */
export async function departmentOfCompany(db: Db, companyId: number, id: number): Promise<{ id: number; name: string } | null> {
  const row = await db
    .selectFrom('departments')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row ?? null;
}
