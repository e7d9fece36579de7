/** Calls of the employee import from an .xlsx (server/routes/employee-import.ts). */
import { api, apiUpload, apiUrl } from './request';

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
