import { api, apiUpload, apiUrl, type Body, type Handles, type Query } from '@/services/request';

export { queryCompanies, queryDepartments, queryEmployees } from '@/services/organisation';

export const createEmployee = (body: Body<'POST /api/employees'>, options?: Handles) => api('POST /api/employees', { body, ...options });
export const updateEmployee = (id: number, body: Body<'PUT /api/employees/:id'>, options?: Handles) =>
  api('PUT /api/employees/:id', { params: { id }, body, ...options });
export const deleteEmployee = (id: number) => api('DELETE /api/employees/:id', { params: { id } });

/** Checks (dryRun) or imports an .xlsx of employees, reporting upload progress. */
export function importEmployees(file: File, opts: { dryRun: boolean; companyId?: number }, onProgress?: (p: number) => void) {
  return apiUpload('POST /api/employees/import', {
    query: { dryRun: opts.dryRun ? '1' : undefined, companyId: opts.companyId || undefined },
    form: { file },
    onProgress,
  });
}

/**
 * The rows the check of `file` refuses, as an .xlsx with their reasons: the server checks the same
 * file again (it keeps no upload), so take it before importing, while the good rows are not yet in.
 */
export const rejectedRows = (file: File, companyId?: number) =>
  api('POST /api/employees/import/rejected', { query: { companyId: companyId || undefined }, form: { file }, responseType: 'blob' });

/** The import template (.xlsx), for a download link. */
export const importTemplateUrl = apiUrl('GET /api/employees/template');

/** The export (.xlsx) of the list's current filters and sorter; paging is left out. */
export const exportUrl = ({ current: _current, pageSize: _pageSize, ...filters }: Query<'GET /api/employees'>, unmaskedIds?: boolean) =>
  apiUrl('GET /api/employees/export', { query: unmaskedIds ? { ...filters, unmaskedIds } : filters });
