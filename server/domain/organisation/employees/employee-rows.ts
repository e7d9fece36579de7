/**
 * Employees (signing users) as the API shows them, their list's sort columns and criteria, and
 * one employee in the caller's scope. Scope: admins all; company users and operators their
 * company; department users their department, for reads and writes alike. ID numbers are masked
 * for everyone but admins.
 */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { UserType } from '../../../../common/api/accounts';
import type { Employee } from '../../../../common/api/organisation';
import type { EMPLOYEE_SORTS, EmployeeQuery } from '../../../../common/contract/organisation';
import { maskIdNumber } from '../../../../common/validation/limits';
import type { Db } from '../../../db/open';
import type { EmployeesTable } from '../../../db/schema';
import type { ListCriteria } from '../../../lib/paging';
import { DomainError } from '../../errors';
import { assertRecordInScope, type Actor } from '../../scope';

/**
 * The API names the list may be sorted by, and their columns. `createdAt` sorts by id: rows are
 * numbered in the order they are created, and the id is in every index (no extra index needed).
 */
export const EMPLOYEE_SORT_FIELDS = {
  id: 'e.id',
  name: 'e.name',
  entryDate: 'e.entry_date',
  status: 'e.status',
  createdAt: 'e.id',
} as const satisfies Record<(typeof EMPLOYEE_SORTS)[number], string>;
export type EmployeeSortField = keyof typeof EMPLOYEE_SORT_FIELDS;

export type EmployeeListCriteria = ListCriteria<z.output<typeof EmployeeQuery>, EmployeeSortField>;
/** The list's filters and order, without paging (the export, and counts). */
export type EmployeeFilters = Omit<EmployeeListCriteria, 'current' | 'pageSize'>;

/** An employee with its company and department names and its prevention entry (joins, one query). */
export function selectEmployees(db: Db) {
  return db
    .selectFrom('employees as e')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('prevention_list as p', 'p.id_number', 'e.id_number')
    .selectAll('e')
    .select(['c.name as company_name', 'd.name as department_name', 'p.id as prevention_id', 'p.reason as prevented_reason']);
}

export type EmployeeRow = Selectable<EmployeesTable> & {
  company_name: string;
  department_name: string | null;
  prevention_id: number | null;
  prevented_reason: string | null;
};

export function toEmployee(row: EmployeeRow, actor: Actor): Employee {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    departmentId: row.department_id,
    departmentName: row.department_name,
    name: row.name,
    idNumber: actor.type === UserType.ADMIN ? row.id_number : maskIdNumber(row.id_number),
    mobile: row.mobile,
    email: row.email,
    position: row.position,
    entryDate: row.entry_date,
    status: row.status,
    leaveDate: row.leave_date,
    prevented: row.prevention_id !== null,
    preventedReason: row.prevented_reason,
    createdAt: row.created_at,
  };
}

/** One employee (404 when missing); scope is the caller's to check (assertEmployeeInScope). */
export async function loadEmployeeRow(db: Db, id: number): Promise<EmployeeRow> {
  const row = await selectEmployees(db).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'employee.notFound');
  return row;
}

export function assertEmployeeInScope(actor: Actor, row: EmployeeRow) {
  assertRecordInScope(actor, { companyId: row.company_id, departmentId: row.department_id });
}
