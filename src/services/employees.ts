/** Calls of the employee roster (server/routes/employees.ts). */
import { api, apiUrl, type Body, type Handles, type Query, type Quiet } from './request';

export const queryEmployees = (query: Query<'GET /api/employees'>, options?: Quiet) => api('GET /api/employees', { query, ...options });
export const createEmployee = (body: Body<'POST /api/employees'>, options?: Handles) => api('POST /api/employees', { body, ...options });
export const updateEmployee = (id: number, body: Body<'PUT /api/employees/:id'>, options?: Handles) =>
  api('PUT /api/employees/:id', { params: { id }, body, ...options });
export const deleteEmployee = (id: number) => api('DELETE /api/employees/:id', { params: { id } });

/** Every active employee of a department, page by page (the API gives at most 100 a page). */
export async function departmentEmployees(departmentId: number, limit: number) {
  const all = [];
  for (let current = 1; ; current += 1) {
    const page = await queryEmployees({ departmentId, status: 'active', current, pageSize: 100, sorter: 'name' });
    all.push(...page.list);
    if (all.length >= Math.min(page.total, limit) || !page.list.length) return all.slice(0, limit);
  }
}

/** The export (.xlsx) of the list's current filters and sorter; paging is left out. */
export const employeesExportUrl = (
  { current: _current, pageSize: _pageSize, ...filters }: Query<'GET /api/employees'>,
  unmaskedIds?: boolean,
) => apiUrl('GET /api/employees/export', { query: unmaskedIds ? { ...filters, unmaskedIds } : filters });
