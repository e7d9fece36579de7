/**
 * The employee list's filters as a query on `employees as e`, and its count: shared by the list
 * and the export, which see the same rows.
 */
import { sql } from 'kysely';
import { MASK_VISIBLE } from '../../../../common/validation/limits';
import { ignoringIndexes } from '../../../db/dialect';
import type { Db } from '../../../db/open';
import { DomainError } from '../../errors';
import { companyInScope, forbidden, isAdmin, scopeOf, type Actor } from '../../scope';
import { nameContains, nameGramCandidates, type ScopeConditions } from './employee-name-search';
import type { EmployeeFilters } from './employee-rows';

/**
 * The scope and the company and department filters as conditions, after refusing filters outside
 * the scope (another company, or another department for a department user): refused, never
 * narrowed.
 */
export async function scopeConditions(db: Db, actor: Actor, filters: EmployeeFilters): Promise<ScopeConditions> {
  const scope = scopeOf(actor);
  if (filters.companyId !== undefined && !companyInScope(scope, filters.companyId)) throw forbidden();
  // A department belongs to one company: filtering by it also filters by that company, which lets
  // the company-first indexes serve the query.
  let departmentCompany: number | undefined;
  if (filters.departmentId !== undefined) {
    if (scope.kind === 'department' && filters.departmentId !== scope.departmentId) throw forbidden();
    const department = await db.selectFrom('departments').select('company_id').where('id', '=', filters.departmentId).executeTakeFirst();
    if (department && !companyInScope(scope, department.company_id)) throw forbidden();
    departmentCompany = department?.company_id ?? 0; // unknown department: no rows
  }
  const conditions: ScopeConditions = { companyIds: [], departmentIds: [] };
  if (scope.kind !== 'all') conditions.companyIds.push(scope.companyId);
  if (scope.kind === 'department') conditions.departmentIds.push(scope.departmentId);
  if (filters.companyId !== undefined) conditions.companyIds.push(filters.companyId);
  if (filters.departmentId !== undefined) {
    if (scope.kind === 'all' && filters.companyId === undefined) conditions.companyIds.push(departmentCompany ?? 0);
    conditions.departmentIds.push(filters.departmentId);
  }
  return conditions;
}

/** The filtered rows as a query on `employees as e`, within scopeConditions. */
export async function filteredEmployees(
  db: Db,
  { actor, filters, matchesFirst = false }: { actor: Actor; filters: EmployeeFilters; matchesFirst?: boolean },
) {
  const conditions = await scopeConditions(db, actor, filters);
  const { companyIds, departmentIds } = conditions;
  let query = db.selectFrom('employees as e');
  for (const companyId of companyIds) query = query.where('e.company_id', '=', companyId);
  for (const departmentId of departmentIds) query = query.where('e.department_id', '=', departmentId);
  if (filters.status) {
    // When the matches are collected first (listEmployees), status is checked on the rows the
    // selective filter finds: SQLite's planner is kept from the status index (which lacks names
    // and ID numbers, so every row in scope would be read).
    query = query.where(
      matchesFirst ? sql<boolean>`${ignoringIndexes(db, 'e.status')} = ${filters.status}` : sql<boolean>`e.status = ${filters.status}`,
    );
  }
  if (filters.idNumber) query = query.where(idNumberMatches(filters.idNumber, isAdmin(actor)));
  if (filters.mobile) query = query.where('e.mobile', '=', filters.mobile);
  if (filters.name) {
    // The rows holding one gram of the text first (migration 034), then their names checked.
    query = query.where('e.id', 'in', nameGramCandidates(db, conditions, filters.name)).where(nameContains(db, 'e.name', filters.name));
  }
  if (filters.prevented !== undefined) {
    // Driven from the (short) prevention list through the index on employees.id_number.
    const onList = sql<boolean>`e.id_number in (select id_number from prevention_list)`;
    query = query.where(filters.prevented ? onList : sql<boolean>`e.id_number not in (select id_number from prevention_list)`);
  }
  return query;
}

/**
 * The ID number filter: 18 characters match exactly; fewer match as a prefix ("310115", what a
 * masked number shows first); a masked number as shown ("310115********1234") matches its
 * visible start and end. The prefix is a range on the id_number index, never a scan. Those who
 * see numbers masked search by what they see only: a longer prefix would let them find the
 * hidden digits one by one.
 */
function idNumberMatches(value: string, seesFullNumbers: boolean) {
  const masked = value.indexOf('*');
  const prefix = masked < 0 ? value : value.slice(0, masked);
  const suffix = masked < 0 ? '' : value.slice(value.lastIndexOf('*') + 1);
  if (masked < 0 && value.length === 18) return sql<boolean>`e.id_number = ${value}`;
  if (!seesFullNumbers && (prefix.length > MASK_VISIBLE.start || suffix.length > MASK_VISIBLE.end)) {
    throw new DomainError('validation', 'employee.idNumberSearch', {
      field: 'idNumber',
      params: { start: MASK_VISIBLE.start, end: MASK_VISIBLE.end },
    });
  }
  const inRange = sql<boolean>`e.id_number >= ${prefix} and e.id_number < ${`${prefix}\uffff`}`;
  // The last characters, spelled for both databases (PostgreSQL's substr takes no negative start).
  const end = sql<boolean>`substr(e.id_number, length(e.id_number) - ${sql.lit(suffix.length - 1)}) = ${suffix}`;
  return suffix ? sql<boolean>`${inRange} and ${end}` : inRange;
}

/**
 * How many employees match `filters`, which filteredEmployees has checked against the scope
 * already. Scope, company, department and status alone are read from the counters that
 * migration 020's triggers keep (a few rows, however large the company); any other filter
 * counts the matching rows.
 */
export async function countEmployees(db: Db, actor: Actor, filters: EmployeeFilters): Promise<number> {
  if (filters.name || filters.idNumber || filters.mobile || filters.prevented !== undefined) {
    const base = await filteredEmployees(db, { actor, filters });
    return Number((await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
  }
  const scope = scopeOf(actor);
  let counts = db.selectFrom('employee_counts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('employees'), eb.lit(0)).as('total'));
  if (scope.kind !== 'all') counts = counts.where('company_id', '=', scope.companyId);
  if (scope.kind === 'department') counts = counts.where('department_id', '=', scope.departmentId);
  if (filters.companyId !== undefined) counts = counts.where('company_id', '=', filters.companyId);
  if (filters.departmentId !== undefined) counts = counts.where('department_id', '=', filters.departmentId);
  if (filters.status) counts = counts.where('status', '=', filters.status);
  return Number((await counts.executeTakeFirstOrThrow()).total);
}
