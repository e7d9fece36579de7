/**
 * Employees (signing users): GET, POST /api/employees; GET, PUT, DELETE /api/employees/:id;
 * the template and import (employee-import.ts); GET /api/employees/export (.xlsx of the list's
 * filters). Every logged-in role may use them, each in its scope (domain/organisation/employees.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { Employee, EmployeeBody } from '../../common/api/organisation';
import { LIMITS } from '../../common/validation/limits';
import {
  EMPLOYEE_SORT_FIELDS,
  createEmployee,
  deleteEmployee,
  exportEmployees,
  getEmployee,
  listEmployees,
  updateEmployee,
  type EmployeeSortField,
} from '../domain/organisation/employees';
import { writeSheet, type SheetColumn } from '../lib/xlsx';
import { translate, type MessageKey } from '../i18n';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idNumber, idParams, isoDate, mobile, queryBoolean, queryId, requiredText, text } from './support/fields';
import { listQueryShape } from './support/list-query';
import { authorize } from './support/authorize';
import { idempotent } from './support/idempotency';
import { clientInfo } from './support/client-info';
import { parseJsonBody, parseParams, parseQuery } from './support/validate';
import { dateStamp, fileResponse, XLSX_TYPE } from './support/files';
import { employeeImportRoutes } from './employee-import';

const employeeFields = {
  companyId: z.number().int().min(1).optional(),
  departmentId: z.number().int().min(1).nullable().optional(),
  name: requiredText(LIMITS.personName),
  idNumber: idNumber(),
  mobile: mobile(),
  email: z.union([z.literal(''), z.string().trim().max(254).email('validation.email')]).optional(),
  position: text(LIMITS.position).optional(),
  entryDate: isoDate(),
  status: z.enum(['active', 'left']).optional(),
  leaveDate: isoDate().nullable().optional(),
};
const employeeBody = z.object(employeeFields) satisfies z.ZodType<EmployeeBody>;
/** PUT: fields left out keep their value; the company of an employee does not change. */
const { companyId: _fixed, ...changeFields } = employeeFields;
const employeeChanges = z.object(changeFields).partial();

const sortFields = Object.keys(EMPLOYEE_SORT_FIELDS) as [EmployeeSortField, ...EmployeeSortField[]];
const filterShape = {
  companyId: queryId(),
  departmentId: queryId(),
  name: text(LIMITS.personName).optional(),
  idNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9X*]{1,18}$/, 'validation.invalid')
    .optional(),
  mobile: z.string().trim().max(11).optional(),
  status: z.enum(['active', 'left']).optional(),
  prevented: queryBoolean(),
};
/** The query of contract `EmployeeQuery`, as strings. */
const employeesQuery = z.object({ ...listQueryShape(sortFields), ...filterShape });
/** The export takes the list's filters and sorter; paging is ignored. */
const { current: _c, pageSize: _p, sorter } = listQueryShape(sortFields);
const exportQuery = z.object({ sorter, ...filterShape, unmaskedIds: queryBoolean() });

export function employeeRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/employees', authorize('viewEmployee'), async (c) => {
    const { sorter: sort, ...filters } = parseQuery(c, employeesQuery);
    return ok(c, await listEmployees(c.get('deps'), c.get('user'), { ...filters, sort }));
  });

  routes.post('/employees', authorize('viewEmployee'), idempotent(), async (c) => {
    const body = await parseJsonBody(c, employeeBody);
    return ok(c, await createEmployee(c.get('deps'), c.get('user'), body));
  });

  // Fixed paths before /employees/:id.
  routes.route('/', employeeImportRoutes());

  routes.get('/employees/export', authorize('viewEmployee'), async (c) => {
    const { sorter: sort, unmaskedIds, ...filters } = parseQuery(c, exportQuery);
    const deps = c.get('deps');
    const employees = await exportEmployees(deps, c.get('user'), { ...filters, sort }, { unmaskedIds, client: clientInfo(c) });
    const locale = c.get('locale');
    const t = (key: MessageKey) => translate(locale, key);
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
    const rows = employees.map((e: Employee) => [
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
    const bytes = await writeSheet(t('sheet.employees'), columns, rows);
    return fileResponse(c, bytes, XLSX_TYPE, `employees-${dateStamp(deps.now())}.xlsx`);
  });

  routes.get('/employees/:id', authorize('viewEmployee'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await getEmployee(c.get('deps'), c.get('user'), id));
  });

  routes.put('/employees/:id', authorize('viewEmployee'), async (c) => {
    const { id } = parseParams(c, idParams);
    const changes = await parseJsonBody(c, employeeChanges);
    return ok(c, await updateEmployee(c.get('deps'), c.get('user'), id, changes));
  });

  routes.delete('/employees/:id', authorize('viewEmployee'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deleteEmployee(c.get('deps'), c.get('user'), id));
  });

  return routes;
}
