/**
 * Employee import (common/contract/routes/employee-import.ts): the template (.xlsx), the check
 * (`dryRun`) or import of an uploaded .xlsx, and the rows the check refuses as an .xlsx with
 * their reasons. Every signed-in role, each in its scope (domain/organisation/employee-import.ts).
 */
import { Hono } from 'hono';
import { XLSX_MEDIA_TYPE } from '../../common/contract/fields';
import { employeeImportRoutes as declared } from '../../common/contract/routes/employee-import';
import { LIMITS } from '../../common/validation/limits';
import { IMPORT_COLUMNS, type ImportColumn } from '../domain/organisation/employee-import-headers';
import { importEmployees, importTemplateExample, rejectedEmployeeRows } from '../domain/organisation/employee-import';
import { writeSheet, type SheetColumn } from '../lib/xlsx';
import { translate, type Locale } from '../i18n';
import type { AppEnv } from './support/context';
import { dateStamp, fileResponse } from './support/files';
import { mountAll } from './support/mount';
import { readUploadedSheet } from './support/read-sheet';

const WIDTHS: Record<ImportColumn, number> = { name: 14, idNumber: 22, mobile: 15, department: 16, position: 16, entryDate: 13 };

/** Header labels of the import columns in the user's language, as text cells. */
function templateColumns(locale: Locale): SheetColumn[] {
  return IMPORT_COLUMNS.map((key) => ({ header: translate(locale, `field.${key}`), width: WIDTHS[key], text: true }));
}

export function employeeImportRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    template: async (c) => {
      const locale = c.get('locale');
      const example = await importTemplateExample(c.get('deps'), c.get('user'));
      const bytes = await writeSheet(translate(locale, 'sheet.employees'), templateColumns(locale), [example]);
      return fileResponse(c, bytes, XLSX_MEDIA_TYPE, 'employees-template.xlsx');
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
      const [header, ...rows] = await rejectedEmployeeRows(deps, c.get('user'), { companyId, sheet, locale });
      // Text cells, so that ID numbers and mobiles stay as typed; wide enough for what they hold.
      const columns = header.map((text, index) => {
        const longest = Math.max(text.length, ...rows.map((row) => row[index].length));
        return { header: text, width: Math.min(60, Math.max(10, longest * 2)), text: true };
      });
      const bytes = await writeSheet(translate(locale, 'sheet.employees'), columns, rows);
      return fileResponse(c, bytes, XLSX_MEDIA_TYPE, `employees-rejected-${dateStamp(deps.now())}.xlsx`);
    },
  });
  return routes;
}
