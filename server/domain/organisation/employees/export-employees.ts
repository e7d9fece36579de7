import type { Employee } from '../../../../common/api/organisation';
import { accessOf } from '../../../../common/access';
import { LIMITS } from '../../../../common/validation/limits';
import { pageOrder } from '../../../lib/paging';
import { appendAuditEvent } from '../../audit/append-audit-event';
import type { ClientInfo, Deps } from '../../deps';
import { DomainError } from '../../errors';
import { forbidden, isAdmin, type Actor } from '../../scope';
import { countEmployees, filteredEmployees } from './employee-filters';
import { EMPLOYEE_SORT_FIELDS, selectEmployees, toEmployee, type EmployeeFilters } from './employee-rows';

/**
 * Every row of the filters (same scope and masking as the list), refused beyond the export cap.
 * `unmaskedIds`: full ID numbers for the payroll file and re-import, for admins and a company's
 * admin only, and recorded in the audit log (who, from where, which filters, how many rows)
 * before the rows are handed out.
 */
export async function exportEmployees(
  deps: Pick<Deps, 'db' | 'now'>,
  {
    actor,
    filters,
    unmaskedIds = false,
    client = { ip: 'unknown', userAgent: '' },
    maxRows = LIMITS.exportMaxRows,
  }: { actor: Actor & { name: string }; filters: EmployeeFilters; unmaskedIds?: boolean; client?: ClientInfo; maxRows?: number },
): Promise<Employee[]> {
  if (unmaskedIds && !accessOf(actor).isAdminOrCompany) throw forbidden();
  const base = await filteredEmployees(deps.db, { actor, filters });
  const total = await countEmployees(deps.db, actor, filters);
  if (total > maxRows) throw new DomainError('validation', 'export.tooMany', { params: { total, max: maxRows } });
  const { column, direction } = pageOrder({ ...filters, current: 1, pageSize: maxRows }, EMPLOYEE_SORT_FIELDS);
  const rows = await selectEmployees(deps.db)
    .where('e.id', 'in', base.select('e.id'))
    .orderBy(column, direction)
    .orderBy('e.id', direction)
    .execute();
  if (!unmaskedIds) return rows.map((row) => toEmployee(row, actor));
  const { sort: _sort, ...criteria } = filters;
  await appendAuditEvent(
    deps.db,
    {
      companyId: isAdmin(actor) ? (filters.companyId ?? null) : actor.relation_id,
      actor,
      action: 'employees.exportUnmasked',
      details: { filters: criteria, rows: rows.length },
      client,
    },
    deps.now(),
  );
  return rows.map((row) => ({ ...toEmployee(row, actor), idNumber: row.id_number }));
}
