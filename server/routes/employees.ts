/**
 * Employees, signing users (common/contract/routes/employees.ts): the list, one employee, create
 * (with `Idempotency-Key`) / edit / delete, and the .xlsx export of the list's filters; the
 * template and the import are employee-import.ts. Every signed-in role may use them, each in its
 * scope (domain/organisation/employees/).
 */
import { Hono } from 'hono';
import { XLSX_MEDIA_TYPE } from '../../common/contract/fields';
import { employeeRoutes as declared } from '../../common/contract/routes/employees';
import { createEmployee } from '../domain/organisation/employees/create-employee';
import { deleteEmployee } from '../domain/organisation/employees/delete-employee';
import { writeEmployeesSheet } from '../domain/organisation/employees/employees-sheet';
import { exportEmployees } from '../domain/organisation/employees/export-employees';
import { getEmployee } from '../domain/organisation/employees/get-employee';
import { listEmployees } from '../domain/organisation/employees/list-employees';
import { updateEmployee } from '../domain/organisation/employees/update-employee';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { dateStamp, fileResponse } from './support/files';
import { mountAll } from './support/mount';
import { employeeImportRoutes } from './employee-import';

export function employeeRoutes() {
  const routes = new Hono<AppEnv>();
  // Fixed paths (the template, the import) before /employees/:id; the export is declared before it too.
  routes.route('/', employeeImportRoutes());
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listEmployees(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: async (c, { body }) => createEmployee(c.get('deps'), c.get('user'), body),
    export: async (c, { query: { sorter, unmaskedIds, ...filters } }) => {
      const deps = c.get('deps');
      const employees = await exportEmployees(deps, {
        actor: c.get('user'),
        filters: { ...filters, sort: sorter },
        unmaskedIds,
        client: clientInfo(c),
      });
      return fileResponse(c, {
        bytes: await writeEmployeesSheet(employees, c.get('locale')),
        type: XLSX_MEDIA_TYPE,
        fileName: `employees-${dateStamp(deps.now())}.xlsx`,
      });
    },
    get: async (c, { params }) => getEmployee(c.get('deps'), c.get('user'), params.id),
    update: async (c, { params, body }) => updateEmployee(c.get('deps'), { actor: c.get('user'), id: params.id, changes: body }),
    remove: async (c, { params }) => deleteEmployee(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
