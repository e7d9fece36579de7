/**
 * Departments of a company. Everyone in the company (department users and operators too: their
 * employee forms pick a department) may list them; admins and the company's users write.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../../common/api';
import type { Department } from '../../../common/api/organisation';
import type { DEPARTMENT_SORTS, DepartmentBody, DepartmentQuery } from '../../../common/contract/organisation';
import type { Db } from '../../db/open';
import type { Deps } from '../deps';
import { anyDependents, countDependents, type Dependent } from './dependents';
import { DomainError } from '../errors';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { type Actor, assertCompanyInScope } from '../scope';
import { containsPattern, isUniqueViolation } from '../../lib/sql';

/** What keeps a department from being deleted. */
export const DEPARTMENT_DEPENDENTS: readonly Dependent<'employees' | 'accounts'>[] = [
  { param: 'employees', table: 'employees', column: 'department_id', companyColumn: 'company_id' },
  { param: 'accounts', table: 'accounts', column: 'department_id', companyColumn: 'company_id' },
];

export const DEPARTMENT_SORT_FIELDS = {
  id: 'd.id',
  name: 'd.name',
  createdAt: 'd.created_at',
} as const satisfies Record<(typeof DEPARTMENT_SORTS)[number], string>;
export type DepartmentSortField = keyof typeof DEPARTMENT_SORT_FIELDS;

export type DepartmentListCriteria = ListCriteria<z.output<typeof DepartmentQuery>, DepartmentSortField>;

function selectDepartments(db: Db) {
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

function toDepartment(row: { id: number; company_id: number; name: string; employee_count: number | null }): Department {
  return { id: row.id, companyId: row.company_id, name: row.name, employeeCount: Number(row.employee_count ?? 0) };
}

async function assertCompanyExists(db: Db, companyId: number) {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'company.notFound');
}

async function loadDepartment(db: Db, id: number): Promise<Department> {
  const row = await selectDepartments(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'department.notFound');
  return toDepartment(row);
}

/** The departments of a company in the actor's scope (404 for an unknown company). */
export async function listDepartments(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  companyId: number,
  query: DepartmentListCriteria,
): Promise<Page<Department>> {
  await assertCompanyExists(deps.db, companyId);
  assertCompanyInScope(actor, companyId);
  let base = deps.db.selectFrom('departments as d').where('d.company_id', '=', companyId);
  if (query.name) base = base.where(sql<boolean>`lower(d.name) like ${containsPattern(query.name)} escape '\\'`);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, DEPARTMENT_SORT_FIELDS);
  const ids = base.select('d.id').orderBy(column, direction).orderBy('d.id', direction).limit(limit).offset(offset);
  const rows = await selectDepartments(deps.db).where('d.id', 'in', ids).orderBy(column, direction).orderBy('d.id', direction).execute();
  return toPage(rows.map(toDepartment), total, query);
}

function nameConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError('conflict', 'department.nameTaken', { field: 'name' });
  throw error;
}

async function assertNameFree(db: Db, companyId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('departments').select('id').where('company_id', '=', companyId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw new DomainError('conflict', 'department.nameTaken', { field: 'name' });
}

export async function createDepartment(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  companyId: number,
  body: z.output<typeof DepartmentBody>,
): Promise<Department> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await assertCompanyExists(trx, companyId);
      assertCompanyInScope(actor, companyId);
      await assertNameFree(trx, companyId, body.name);
      const row = await trx
        .insertInto('departments')
        .values({ company_id: companyId, name: body.name, created_at: deps.now().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return loadDepartment(trx, row.id);
    })
    .catch(nameConflict);
}

export async function updateDepartment(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: number,
  body: z.output<typeof DepartmentBody>,
): Promise<Department> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      const department = await loadDepartment(trx, id);
      assertCompanyInScope(actor, department.companyId);
      await assertNameFree(trx, department.companyId, body.name, id);
      await trx.updateTable('departments').set({ name: body.name }).where('id', '=', id).execute();
      return loadDepartment(trx, id);
    })
    .catch(nameConflict);
}

/** Refused (409, naming the counts) while employees or accounts belong to the department. */
export async function deleteDepartment(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Department> {
  return deps.db.transaction().execute(async (trx) => {
    const department = await loadDepartment(trx, id);
    assertCompanyInScope(actor, department.companyId);
    const counts = await countDependents(trx, deps.db, DEPARTMENT_DEPENDENTS, id, department.companyId);
    if (anyDependents(counts)) throw new DomainError('conflict', 'department.inUse', { params: counts });
    await trx.deleteFrom('departments').where('id', '=', id).execute();
    return department;
  });
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
