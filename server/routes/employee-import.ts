/**
 * Employee import (common/contract/routes/employee-import.ts): the template (.xlsx), the check
 * (`dryRun`) or import of an uploaded .xlsx, and the rows the check refuses as an .xlsx with
 * their reasons. Every signed-in role, each in its scope (domain/organisation/employee-import/).
 */
import { Hono } from 'hono';
import { XLSX_MEDIA_TYPE } from '../../common/contract/fields';
import { employeeImportRoutes as declared } from '../../common/contract/routes/employee-import';
import { LIMITS } from '../../common/validation/limits';
import { importEmployees } from '../domain/organisation/employee-import/import-employees';
import { importTemplateExample } from '../domain/organisation/employee-import/import-template-example';
import { writeImportTemplateSheet } from '../domain/organisation/employee-import/import-template-sheet';
import { rejectedEmployeeRows } from '../domain/organisation/employee-import/rejected-employee-rows';
import { writeRejectedRowsSheet } from '../domain/organisation/employee-import/rejected-rows-sheet';
import type { AppEnv } from './support/context';
import { dateStamp, fileResponse } from './support/files';
import { mountAll } from './support/mount';
import { readUploadedSheet } from './support/read-sheet';

export function employeeImportRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    template: async (c) => {
      const example = await importTemplateExample(c.get('deps'), c.get('user'));
      const bytes = await writeImportTemplateSheet(example, c.get('locale'));
      return fileResponse(c, { bytes, type: XLSX_MEDIA_TYPE, fileName: 'employees-template.xlsx' });
    },
    importSheet: async (c, { query }) => {
      const sheet = await readUploadedSheet(c, LIMITS.importMaxRows);
      return importEmployees(c.get('deps'), c.get('user'), {
        companyId: query.companyId,
        dryRun: query.dryRun ?? false,
        sheet,
        locale: c.get('locale'),
      });
    },
    /*
     * The client sends the file again and the server checks it again: nothing of an upload is
     * kept between requests (no store to bound or clean up), and the reasons are the server's
     * own, never the client's word. The cost is a second upload and read of at most 5 MB, on the
     * user's request only.
     */
    rejected: async (c, { query: { companyId } }) => {
      const sheet = await readUploadedSheet(c, LIMITS.importMaxRows);
      const deps = c.get('deps');
      const locale = c.get('locale');
      const rows = await rejectedEmployeeRows(deps, c.get('user'), { companyId, sheet, locale });
      const bytes = await writeRejectedRowsSheet(rows, locale);
      return fileResponse(c, { bytes, type: XLSX_MEDIA_TYPE, fileName: `employees-rejected-${dateStamp(deps.now())}.xlsx` });
    },
  });
  return routes;
}
