/**
 * Employee import: GET /api/employees/template (.xlsx); POST /api/employees/import?dryRun=1
 * (multipart .xlsx); POST /api/employees/import/rejected (the same multipart .xlsx: answers an
 * .xlsx of the rows the check refuses, with their reasons). Every logged-in role, each in its
 * scope (domain/organisation/employee-import.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { LIMITS } from '../../common/validation/limits';
import { IMPORT_COLUMNS, type ImportColumn } from '../domain/organisation/employee-import-headers';
import { importEmployees, importTemplateExample, rejectedEmployeeRows } from '../domain/organisation/employee-import';
import { writeSheet, type SheetColumn } from '../lib/xlsx';
import { translate, type Locale } from '../i18n';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { queryBoolean, queryId } from './support/fields';
import { authorize } from './support/authorize';
import { readUploadedSheet } from './support/read-sheet';
import { parseQuery } from './support/validate';
import { dateStamp, fileResponse, XLSX_TYPE } from './support/files';

const importQuery = z.object({
  dryRun: queryBoolean(),
  companyId: queryId(),
});
const rejectedQuery = z.object({ companyId: queryId() });

const WIDTHS: Record<ImportColumn, number> = { name: 14, idNumber: 22, mobile: 15, department: 16, position: 16, entryDate: 13 };

/** Header labels of the import columns in the user's language, as text cells. */
function templateColumns(locale: Locale): SheetColumn[] {
  return IMPORT_COLUMNS.map((key) => ({ header: translate(locale, `field.${key}`), width: WIDTHS[key], text: true }));
}

export function employeeImportRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/employees/template', authorize('viewEmployee'), async (c) => {
    const locale = c.get('locale');
    const example = await importTemplateExample(c.get('deps'), c.get('user'));
    const bytes = await writeSheet(translate(locale, 'sheet.employees'), templateColumns(locale), [example]);
    return fileResponse(c, bytes, XLSX_TYPE, 'employees-template.xlsx');
  });

  routes.post('/employees/import', authorize('viewEmployee'), async (c) => {
    const query = parseQuery(c, importQuery);
    const sheet = await readUploadedSheet(c, LIMITS.importMaxRows);
    return ok(
      c,
      await importEmployees(c.get('deps'), c.get('user'), {
        companyId: query.companyId,
        dryRun: query.dryRun ?? false,
        sheet,
        locale: c.get('locale'),
      }),
    );
  });

  /*
   * The rows a check refuses, as an .xlsx. The client sends the file again and the server checks
   * it again: nothing of an upload is kept between requests (no store to bound or clean up), and
   * the reasons are the server's own, never the client's word. The cost is a second upload and
   * read of at most 5 MB, on the user's request only.
   */
  routes.post('/employees/import/rejected', authorize('viewEmployee'), async (c) => {
    const { companyId } = parseQuery(c, rejectedQuery);
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
    return fileResponse(c, bytes, XLSX_TYPE, `employees-rejected-${dateStamp(deps.now())}.xlsx`);
  });

  return routes;
}
