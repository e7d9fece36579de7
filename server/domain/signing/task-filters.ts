/**
 * The sign tasks a list, its counts, its export and the home page's activity read: the caller's
 * scope and the filters asked. Department users see their department's tasks, other company
 * accounts their company's, admins all; a filter outside the scope is refused, not narrowed.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import { chinaDayStart } from '../../../common/china-time';
import type { SignTaskQuery } from '../../../common/contract/signing';
import type { Db } from '../../db/open';
import type { ListCriteria } from '../../lib/paging';
import { containsPattern } from '../../lib/sql';
import { companyInScope, forbidden, scopeOf, type Actor } from '../scope';
import type { SignTaskSortField } from './task-rows';

export type SignTaskListCriteria = ListCriteria<z.output<typeof SignTaskQuery>, SignTaskSortField>;
export type SignTaskFilters = Omit<SignTaskListCriteria, 'current' | 'pageSize'>;

/** The filtered rows as a query, the scope applied and out-of-scope filters refused. */
export function filteredTasks(db: Db, actor: Actor, filters: Omit<SignTaskFilters, 'sort'>) {
  const scope = scopeOf(actor);
  if (filters.companyId !== undefined && !companyInScope(scope, filters.companyId)) throw forbidden();
  if (scope.kind === 'department' && filters.departmentId !== undefined && filters.departmentId !== scope.departmentId) throw forbidden();
  let query = db.selectFrom('sign_tasks as t');
  if (scope.kind === 'department') query = query.where('t.department_id', '=', scope.departmentId);
  if (scope.kind !== 'all') query = query.where('t.company_id', '=', scope.companyId);
  if (filters.companyId !== undefined) query = query.where('t.company_id', '=', filters.companyId);
  if (filters.departmentId !== undefined) query = query.where('t.department_id', '=', filters.departmentId);
  if (filters.status) query = query.where('t.status', '=', filters.status);
  if (filters.employeeId !== undefined) query = query.where('t.employee_id', '=', filters.employeeId);
  if (filters.templateId !== undefined) query = query.where('t.template_id', '=', filters.templateId);
  if (filters.batchId !== undefined) query = query.where('t.batch_id', '=', filters.batchId);
  // Days are China days (common/china-time.ts); inclusive: the whole day of `createdTo`.
  if (filters.createdFrom) query = query.where('t.created_at', '>=', chinaDayStart(filters.createdFrom));
  if (filters.createdTo) query = query.where('t.created_at', '<', nextDay(filters.createdTo));
  // Send times are stored as UTC ISO strings, which sort as the instants they name.
  if (filters.sendFrom) query = query.where('t.send_at', '>=', new Date(filters.sendFrom).toISOString());
  if (filters.sendBefore) query = query.where('t.send_at', '<', new Date(filters.sendBefore).toISOString());
  if (filters.deadlineBefore) query = query.where('t.deadline', '<', new Date(filters.deadlineBefore).toISOString());
  if (filters.updatedFrom) query = query.where('t.updated_at', '>=', new Date(filters.updatedFrom).toISOString());
  if (filters.employeeName) {
    const pattern = containsPattern(filters.employeeName);
    query = query.where(
      't.employee_id',
      'in',
      db
        .selectFrom('employees')
        .select('id')
        .where(sql<boolean>`lower(name) like ${pattern} escape '\\'`),
    );
  }
  return query;
}

/** The instant the China day after `isoDate` starts (China keeps no daylight saving: 24 h later). */
function nextDay(isoDate: string): string {
  return new Date(Date.parse(chinaDayStart(isoDate)) + 86_400_000).toISOString();
}
