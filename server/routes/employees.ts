/**
 * Employees, signing users (common/contract/routes/employees.ts): the list, one employee, create
 * (with `Idempotency-Key`) / edit / delete, and the .xlsx export of the list's filters; the
 * template and the import are employee-import.ts. Every signed-in role may use them, each in its
 * scope (domain/organisation/employees.ts).
 */
import { Hono } from 'hono';
import { XLSX_MEDIA_TYPE } from '../../common/contract/fields';
import { employeeRoutes as declared } from '../../common/contract/routes/employees';
import type { Employee } from '../../common/api/organisation';
import {
  createEmployee,
  deleteEmployee,
  exportEmployees,
  getEmployee,
  listEmployees,
  updateEmployee,
} from '../domain/organisation/employees';
import { writeSheet, type SheetColumn } from '../lib/xlsx';
import { translate, type MessageKey } from '../i18n';
import { clientInfo } from './support/client-info';
import type { AppContext, AppEnv } from './support/context';
import { dateStamp, fileResponse } from './support/files';
import { mountAll } from './support/mount';
import { employeeImportRoutes } from './employee-import';

/** The export's sheet: the list's columns in the caller's language. */
async function employeeSheet(c: AppContext, employees: Employee[]): Promise<Uint8Array> {
  const t = (key: MessageKey) => translate(c.get('locale'), key);
  const columns: SheetColumn[] = [
    { header: t('field.companyName'), width: 28 },
    { header: t('field.department'), width: 16 },
    { header: t('field.name'), width: 14 },
    { header: t('field.idNumber'), width: 22, text: true },
    { header: t('field.mobile'), width: 15, text: true },
    { header: t('field.position'), width: 16 },
    { header: t('field.entryDate'), width: 13, text: true },
    { header: t('field.status'), width: 10 },
    { header: t('field.prevented'), width: 12 },
  ];
  const status = { active: t('employee.status.active'), left: t('employee.status.left') };
  const rows = employees.map((e) => [
    e.companyName,
    e.departmentName ?? '',
    e.name,
    e.idNumber,
    e.mobile,
    e.position,
    e.entryDate,
    status[e.status],
    e.prevented ? t('common.yes') : t('common.no'),
  ]);
  return writeSheet(t('sheet.employees'), columns, rows);
}

export function employeeRoutes() {
  const routes = new Hono<AppEnv>();
  // Fixed paths (the template, the import) before /employees/:id; the export is declared before it too.
  routes.route('/', employeeImportRoutes());
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listEmployees(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: async (c, { body }) => createEmployee(c.get('deps'), c.get('user'), body),
    export: async (c, { query: { sorter, unmaskedIds, ...filters } }) => {
      const deps = c.get('deps');
      const employees = await exportEmployees(deps, c.get('user'), { ...filters, sort: sorter }, { unmaskedIds, client: clientInfo(c) });
      return fileResponse(c, await employeeSheet(c, employees), XLSX_MEDIA_TYPE, `employees-${dateStamp(deps.now())}.xlsx`);
    },
    get: async (c, { params }) => getEmployee(c.get('deps'), c.get('user'), params.id),
    update: async (c, { params, body }) => updateEmployee(c.get('deps'), c.get('user'), params.id, body),
    remove: async (c, { params }) => deleteEmployee(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
