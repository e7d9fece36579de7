/**
 * Employees (signing users): the scoped, filtered, sorted, paged list (also the query module of
 * `npm run bench:employees`), one employee, create / edit / mark as left / delete, and the rows of
 * the export. Scope: admins all; company users and operators their company; department users
 * their department, for reads and writes alike. ID numbers are masked for everyone but admins.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import { UserType, type Page } from '../../../common/api';
import { accessOf } from '../../../common/access';
import type { Employee, EmployeeStatus } from '../../../common/api/organisation';
import type { EMPLOYEE_SORTS, EmployeeBody, EmployeeChanges, EmployeeQuery } from '../../../common/contract/organisation';
import { LIMITS, MASK_VISIBLE, maskIdNumber } from '../../../common/validation/limits';
import type { Db } from '../../db/open';
import { containsText, hasCharacters, ignoringIndexes } from '../../db/dialect';
import type { ClientInfo, Deps } from '../deps';
import { appendAuditEvent } from '../audit/audit-events';
import { departmentOfCompany } from './departments';
import { anyDependents, countDependents, type Dependent } from './dependents';
import { DomainError } from '../errors';
import { assertNotPrevented } from './prevention-list';
import { type Actor, assertRecordInScope, companyInScope, forbidden, isAdmin, scopeOf } from '../scope';
import { containsPattern, isUniqueViolation } from '../../lib/sql';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { cachedList } from '../list-cache';

/** What keeps an employee from being deleted (sign tasks come with the signing issue). */
export const EMPLOYEE_DEPENDENTS: readonly Dependent<'signTasks'>[] = [{ param: 'signTasks', table: 'sign_tasks', column: 'employee_id' }];

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

/** The columns the collected matches carry for sorting (the other sorts are by id). */
const NAME_SCAN_SORTS: Partial<Record<EmployeeSortField, 'name' | 'status' | 'entry_date'>> = {
  name: 'name',
  status: 'status',
  entryDate: 'entry_date',
};

export type EmployeeListCriteria = ListCriteria<z.output<typeof EmployeeQuery>, EmployeeSortField>;
/** The list's filters and order, without paging (the export, and counts). */
export type EmployeeFilters = Omit<EmployeeListCriteria, 'current' | 'pageSize'>;

/**
 * "Name contains": no b-tree index can find a substring, so on SQLite the list scans the names
 * of the caller's scope (one company, or one department), from an index that holds them with
 * status and entry date: no table rows are read (an admin without a company filter scans the
 * narrow index on name). PostgreSQL first reads the rows whose names hold the text's characters
 * from an index of them (migration 021). Text without Latin letters (Chinese names) is matched
 * as it is; Latin text with lower() + LIKE, ignoring case. See listEmployees and migration 007.
 */
function nameContains(db: Db, text: string) {
  const contains = /[A-Za-z]/.test(text)
    ? sql<boolean>`lower(e.name) like ${containsPattern(text)} escape '\\'`
    : containsText(db, sql.ref('e.name'), text);
  // PostgreSQL first finds the rows holding the text's characters in migration 021's index.
  const characters = hasCharacters(db, 'e.name', text);
  return characters ? sql<boolean>`(${characters} and ${contains})` : contains;
}

/**
 * The filtered rows as a query on `employees as e`, after refusing filters outside the scope
 * (another company, or another department for a department user): refused, never narrowed.
 */
async function filteredEmployees(db: Db, actor: Actor, filters: EmployeeFilters, options: { matchesFirst?: boolean } = {}) {
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

  let query = db.selectFrom('employees as e');
  if (scope.kind !== 'all') query = query.where('e.company_id', '=', scope.companyId);
  if (scope.kind === 'department') query = query.where('e.department_id', '=', scope.departmentId);
  if (filters.companyId !== undefined) query = query.where('e.company_id', '=', filters.companyId);
  if (filters.departmentId !== undefined) {
    if (scope.kind === 'all' && filters.companyId === undefined) query = query.where('e.company_id', '=', departmentCompany ?? 0);
    query = query.where('e.department_id', '=', filters.departmentId);
  }
  if (filters.status) {
    // When the matches are collected first (listEmployees), status is checked on the rows the
    // selective filter finds: SQLite's planner is kept from the status index (which lacks names
    // and ID numbers, so every row in scope would be read).
    query = query.where(
      options.matchesFirst
        ? sql<boolean>`${ignoringIndexes(db, 'e.status')} = ${filters.status}`
        : sql<boolean>`e.status = ${filters.status}`,
    );
  }
  if (filters.idNumber) query = query.where(idNumberMatches(filters.idNumber, actor.type === UserType.ADMIN));
  if (filters.mobile) query = query.where('e.mobile', '=', filters.mobile);
  if (filters.name) query = query.where(nameContains(db, filters.name));
  if (filters.prevented !== undefined) {
    // Driven from the (short) prevention list through the index on employees.id_number.
    const onList = sql<boolean>`e.id_number in (select id_number from prevention_list)`;
    query = query.where(filters.prevented ? onList : sql<boolean>`e.id_number not in (select id_number from prevention_list)`);
  }
  return query;
}

/** An employee with its company and department names and its prevention entry (joins, one query). */
function selectEmployees(db: Db) {
  return db
    .selectFrom('employees as e')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .leftJoin('departments as d', 'd.id', 'e.department_id')
    .leftJoin('prevention_list as p', 'p.id_number', 'e.id_number')
    .select([
      'e.id',
      'e.company_id',
      'c.name as company_name',
      'e.department_id',
      'd.name as department_name',
      'e.name',
      'e.id_number',
      'e.mobile',
      'e.email',
      'e.position',
      'e.entry_date',
      'e.status',
      'e.leave_date',
      'e.created_at',
      'p.id as prevention_id',
      'p.reason as prevented_reason',
    ]);
}

type EmployeeRow = {
  id: number;
  company_id: number;
  company_name: string;
  department_id: number | null;
  department_name: string | null;
  name: string;
  id_number: string;
  mobile: string;
  email: string;
  position: string;
  entry_date: string;
  status: EmployeeStatus;
  leave_date: string | null;
  created_at: string;
  prevention_id: number | null;
  prevented_reason: string | null;
};

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

/**
 * How many employees match `filters`, which filteredEmployees has checked against the scope
 * already. Scope, company, department and status alone are read from the counters that
 * migration 020's triggers keep (a few rows, however large the company); any other filter
 * counts the matching rows.
 */
async function countEmployees(db: Db, actor: Actor, filters: EmployeeFilters): Promise<number> {
  if (filters.name || filters.idNumber || filters.mobile || filters.prevented !== undefined) {
    const base = await filteredEmployees(db, actor, filters);
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

/**
 * One page of the list. The page's ids come from the indexes alone (filter, sort, offset, limit
 * on `employees`), then only those rows are joined to their names: deep pages skip index entries,
 * not joined rows; the total comes from countEmployees. Two filters go another way, measured
 * with `npm run bench:employees`:
 * - "name contains" reads every name in scope once (on SQLite; PostgreSQL, the rows holding its
 *   characters), and "prevented" is best found from the prevention list: the matches are
 *   collected first, and the page and the total (a window count) come from them, in one query;
 * - "not prevented" counts all rows minus the prevented ones (both from indexes; the prevention
 *   list is short), instead of checking every row's ID number.
 */
export function listEmployees(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: EmployeeListCriteria): Promise<Page<Employee>> {
  return cachedList(deps, 'employees', actor, query, () => readEmployeePage(deps, actor, query));
}

async function readEmployeePage(deps: Pick<Deps, 'db'>, actor: Actor, query: EmployeeListCriteria): Promise<Page<Employee>> {
  const { column, direction, limit, offset } = pageOrder(query, EMPLOYEE_SORT_FIELDS);
  const count = (filters: EmployeeFilters) => countEmployees(deps.db, actor, filters);

  let ids: number[];
  let total: number;
  if (query.name || query.prevented === true) {
    // The matches first (materialised), then their page and their count (a window count over the
    // matches). Name: one pass over the names in scope, read with the sort column from an index
    // that holds them, not from the table. Prevented: the few people of the prevention list,
    // looked up by ID number, instead of walking the scope in sort order.
    const sortField = query.sort?.field ?? 'id';
    const sortColumn = NAME_SCAN_SORTS[sortField];
    const scan = await filteredEmployees(deps.db, actor, query, { matchesFirst: true });
    const matches = sortColumn ? scan.select(['e.id', `e.${sortColumn}`]) : scan.select('e.id');
    const rows = await deps.db
      .with(
        (cte) => cte('m').materialized(),
        () => matches,
      )
      .selectFrom('m')
      .select(['m.id', sql<number>`count(*) over ()`.as('total')])
      .orderBy(sql.ref(`m.${sortColumn ?? 'id'}`), direction)
      .orderBy('m.id', direction)
      .limit(limit)
      .offset(offset)
      .execute();
    ids = rows.map((row) => row.id);
    // No row on a later page says nothing about the total; on the first page it is 0.
    total = rows.length ? Number(rows[0].total) : query.current === 1 ? 0 : await count(query);
  } else {
    const base = await filteredEmployees(deps.db, actor, query);
    const rows = await base.select('e.id').orderBy(column, direction).orderBy('e.id', direction).limit(limit).offset(offset).execute();
    ids = rows.map((row) => row.id);
    total =
      query.prevented === false
        ? (await count({ ...query, prevented: undefined })) - (await count({ ...query, prevented: true }))
        : await count(query);
  }
  const rows = ids.length
    ? await selectEmployees(deps.db).where('e.id', 'in', ids).orderBy(column, direction).orderBy('e.id', direction).execute()
    : [];
  return toPage(
    (rows as EmployeeRow[]).map((row) => toEmployee(row, actor)),
    total,
    query,
  );
}

/**
 * Every row of the filters (same scope and masking as the list), refused beyond the export cap.
 * `unmaskedIds`: full ID numbers for the payroll file and re-import, for admins and a company's
 * admin only, and recorded in the audit log (who, from where, which filters, how many rows)
 * before the rows are handed out.
 */
export async function exportEmployees(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor & { name: string },
  filters: EmployeeFilters,
  options: { unmaskedIds?: boolean; client?: ClientInfo } = {},
  maxRows: number = LIMITS.exportMaxRows,
): Promise<Employee[]> {
  if (options.unmaskedIds && !accessOf(actor).isAdminOrCompany) throw forbidden();
  const base = await filteredEmployees(deps.db, actor, filters);
  const total = await countEmployees(deps.db, actor, filters);
  if (total > maxRows) throw new DomainError('validation', 'export.tooMany', { params: { total, max: maxRows } });
  const { column, direction } = pageOrder({ ...filters, current: 1, pageSize: maxRows }, EMPLOYEE_SORT_FIELDS);
  const rows = (await selectEmployees(deps.db)
    .where('e.id', 'in', base.select('e.id'))
    .orderBy(column, direction)
    .orderBy('e.id', direction)
    .execute()) as EmployeeRow[];
  if (!options.unmaskedIds) return rows.map((row) => toEmployee(row, actor));
  const { sort: _sort, ...criteria } = filters;
  await appendAuditEvent(
    deps.db,
    {
      companyId: isAdmin(actor) ? (filters.companyId ?? null) : actor.relation_id,
      actor,
      action: 'employees.exportUnmasked',
      details: { filters: criteria, rows: rows.length },
      client: options.client ?? { ip: 'unknown', userAgent: '' },
    },
    deps.now(),
  );
  return rows.map((row) => ({ ...toEmployee(row, actor), idNumber: row.id_number }));
}

async function loadRow(db: Db, id: number): Promise<EmployeeRow> {
  const row = await selectEmployees(db).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'employee.notFound');
  return row as EmployeeRow;
}

function inScope(actor: Actor, row: EmployeeRow) {
  assertRecordInScope(actor, { companyId: row.company_id, departmentId: row.department_id });
}

export async function getEmployee(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Employee> {
  const row = await loadRow(deps.db, id);
  inScope(actor, row);
  return toEmployee(row, actor);
}

/**
 * The company of a new employee: admins name it (it must exist); everyone else gets their own
 * (naming another is refused).
 */
async function companyForWrite(db: Db, actor: Actor, companyId: number | undefined): Promise<number> {
  if (isAdmin(actor)) {
    if (companyId === undefined) throw new DomainError('validation', 'validation.required', { field: 'companyId' });
    const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
    if (!company) throw new DomainError('validation', 'company.notFound', { field: 'companyId' });
    return companyId;
  }
  const scope = scopeOf(actor);
  if (scope.kind === 'all') throw forbidden();
  if (companyId !== undefined && companyId !== scope.companyId) throw forbidden();
  return scope.companyId;
}

/**
 * The department of a written employee: a department user's own (forced when not given,
 * another refused); for others it must belong to the company, or be null.
 */
async function departmentForWrite(
  db: Db,
  actor: Actor,
  companyId: number,
  departmentId: number | null | undefined,
): Promise<number | null | undefined> {
  const scope = scopeOf(actor);
  if (scope.kind === 'department') {
    if (departmentId === undefined) return scope.departmentId;
    if (departmentId !== scope.departmentId) throw forbidden();
    return departmentId;
  }
  if (departmentId === undefined || departmentId === null) return departmentId;
  if (!(await departmentOfCompany(db, companyId, departmentId))) {
    throw new DomainError('validation', 'department.notInCompany', { field: 'departmentId' });
  }
  return departmentId;
}

async function assertIdNumberFree(db: Db, companyId: number, idNumber: string, exceptId?: number) {
  let query = db.selectFrom('employees').select('id').where('company_id', '=', companyId).where('id_number', '=', idNumber);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new DomainError('conflict', 'employee.idNumberTaken', { field: 'idNumber' });
}

function idNumberConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError('conflict', 'employee.idNumberTaken', { field: 'idNumber' });
  throw error;
}

/** Adds an employee (refused for a person on the prevention list, naming the entry's reason). */
export async function createEmployee(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, body: z.output<typeof EmployeeBody>): Promise<Employee> {
  const at = deps.now().toISOString();
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const companyId = await companyForWrite(trx, actor, body.companyId);
      const departmentId = await departmentForWrite(trx, actor, companyId, body.departmentId);
      await assertNotPrevented(trx, body.idNumber);
      await assertIdNumberFree(trx, companyId, body.idNumber);
      const row = await trx
        .insertInto('employees')
        .values({
          company_id: companyId,
          department_id: departmentId ?? null,
          name: body.name,
          id_number: body.idNumber,
          mobile: body.mobile,
          email: body.email ?? '',
          position: body.position ?? '',
          entry_date: body.entryDate,
          status: body.status ?? 'active',
          leave_date: leaveDateOf(body.status ?? 'active', body.entryDate, body.leaveDate),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toEmployee(await loadRow(trx, row.id), actor);
    })
    .catch(idNumberConflict);
}

/**
 * The leave date a status takes: required with 'left' (given now or kept from before), never
 * before the entry date; none while 'active' (returning clears it).
 */
function leaveDateOf(status: EmployeeStatus, entryDate: string, leaveDate: string | null | undefined): string | null {
  if (status === 'active') return null;
  if (!leaveDate) throw new DomainError('validation', 'employee.leaveDateRequired', { field: 'leaveDate' });
  if (leaveDate < entryDate)
    throw new DomainError('validation', 'employee.leaveBeforeEntry', { field: 'leaveDate', params: { entryDate } });
  return leaveDate;
}

/** Saves the fields given (mark as left = status 'left' with its leave date). The company of an employee is fixed. */
export async function updateEmployee(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  changes: z.output<typeof EmployeeChanges>,
): Promise<Employee> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const current = await loadRow(trx, id);
      inScope(actor, current);
      const departmentId =
        changes.departmentId === undefined ? undefined : await departmentForWrite(trx, actor, current.company_id, changes.departmentId);
      if (changes.idNumber !== undefined && changes.idNumber !== current.id_number) {
        await assertNotPrevented(trx, changes.idNumber);
        await assertIdNumberFree(trx, current.company_id, changes.idNumber, id);
      }
      await trx
        .updateTable('employees')
        .set({
          department_id: departmentId,
          name: changes.name,
          id_number: changes.idNumber,
          mobile: changes.mobile,
          email: changes.email,
          position: changes.position,
          entry_date: changes.entryDate,
          status: changes.status,
          leave_date: leaveDateOf(
            changes.status ?? current.status,
            changes.entryDate ?? current.entry_date,
            changes.leaveDate === undefined ? current.leave_date : changes.leaveDate,
          ),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return toEmployee(await loadRow(trx, id), actor);
    })
    .catch(idNumberConflict);
}

/** Deletes an employee in scope; answers the employee as it was. */
export async function deleteEmployee(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Employee> {
  return deps.db.transaction().execute(async (trx) => {
    const current = await loadRow(trx, id);
    inScope(actor, current);
    const counts = await countDependents(trx, deps.db, EMPLOYEE_DEPENDENTS, id);
    if (anyDependents(counts)) throw new DomainError('conflict', 'employee.inUse', { params: counts });
    await trx.deleteFrom('employees').where('id', '=', id).execute();
    return toEmployee(current, actor);
  });
}
