import type { Page } from '../../../contract';
import type { Employee, EmployeeBody, EmployeeQuery, ImportReport } from '../../../contract/organisation';
import { request, upload } from '../../services/request';

export { queryCompanies, queryDepartments } from '../../services/organisation';

export const queryEmployees = (params: EmployeeQuery) => request<Page<Employee>>('/api/employees', { params });
export const createEmployee = (data: EmployeeBody) => request<Employee>('/api/employees', { method: 'POST', data });
export const updateEmployee = (id: number, data: Partial<EmployeeBody>) =>
  request<Employee>(`/api/employees/${id}`, { method: 'PUT', data });
export const deleteEmployee = (id: number) => request<void>(`/api/employees/${id}`, { method: 'DELETE' });

/** Checks (dryRun) or imports an .xlsx of employees, reporting upload progress. */
export function importEmployees(file: File, opts: { dryRun: boolean; companyId?: number }, onProgress?: (p: number) => void) {
  const data = new FormData();
  data.append('file', file);
  const query = new URLSearchParams({
    ...(opts.dryRun ? { dryRun: '1' } : {}),
    ...(opts.companyId ? { companyId: String(opts.companyId) } : {}),
  });
  return upload<ImportReport>(`/api/employees/import?${query}`, data, onProgress);
}

/** Query string of the export: the list's current filters. */
export const exportUrl = (filters: EmployeeQuery) => {
  const query = new URLSearchParams();
  Object.entries(filters).forEach(
    ([k, v]) => v !== undefined && v !== '' && k !== 'current' && k !== 'pageSize' && query.set(k, String(v)),
  );
  return `/api/employees/export?${query}`;
};
