/**
 * Client companies and their departments:
 * GET, POST /api/companies; GET, PUT, DELETE /api/companies/:id; GET, POST /api/companies/:id/seal;
 * GET /api/companies/:id/signing-readiness (whether it can seal: any signed-in account in scope);
 * GET, POST /api/companies/:id/departments; PUT, DELETE /api/departments/:id.
 * Permissions are checked here (authorize); scope in domain/organisation/companies.ts and departments.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CompanyBody, DepartmentBody } from '../../common/api/organisation';
import { LIMITS } from '../../common/validation/limits';
import {
  COMPANY_SORT_FIELDS,
  createCompany,
  deleteCompany,
  getCompany,
  getSeal,
  listCompanies,
  saveSeal,
  updateCompany,
  type CompanySortField,
} from '../domain/organisation/companies';
import {
  DEPARTMENT_SORT_FIELDS,
  createDepartment,
  deleteDepartment,
  listDepartments,
  updateDepartment,
  type DepartmentSortField,
} from '../domain/organisation/departments';
import { getSigningReadiness } from '../domain/organisation/signing-readiness';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { creditCode, idParams, mobile, queryBoolean, requiredText, text } from './support/fields';
import { listQueryShape } from './support/list-query';
import { authorize } from './support/authorize';
import { readUploadedFile } from './support/upload';
import { pngResponse } from './support/files';
import { parseJsonBody, parseParams, parseQuery, type FieldLabels } from './support/validate';

const companyFields = {
  name: requiredText(LIMITS.companyName),
  creditCode: creditCode(),
  legalPerson: requiredText(LIMITS.legalPerson),
  contactName: requiredText(LIMITS.contactName),
  contactMobile: mobile(),
  address: text(LIMITS.address),
  status: z.enum(['active', 'suspended']).optional(),
  verifyIdentity: z.boolean().optional(),
};

const companyBody = z.object({ ...companyFields, address: companyFields.address.default('') }) satisfies z.ZodType<CompanyBody>;
/** PUT: fields left out keep their value. */
const companyChanges = z.object(companyFields).partial() satisfies z.ZodType<Partial<CompanyBody>>;
const companyLabels: FieldLabels = { name: 'field.companyName' };

const companySorts = Object.keys(COMPANY_SORT_FIELDS) as [CompanySortField, ...CompanySortField[]];
const companiesQuery = z.object({
  ...listQueryShape(companySorts),
  name: text(LIMITS.companyName).optional(),
  creditCode: z.string().trim().toUpperCase().max(18).optional(),
  status: z.enum(['active', 'suspended']).optional(),
  hasSeal: queryBoolean(),
});

const departmentBody = z.object({ name: requiredText(LIMITS.departmentName) }) satisfies z.ZodType<DepartmentBody>;
const departmentLabels: FieldLabels = { name: 'field.departmentName' };
const departmentSorts = Object.keys(DEPARTMENT_SORT_FIELDS) as [DepartmentSortField, ...DepartmentSortField[]];
const departmentsQuery = z.object({
  ...listQueryShape(departmentSorts),
  name: text(LIMITS.departmentName).optional(),
});

export function companyRoutes() {
  const routes = new Hono<AppEnv>();
  // '/x/*' matches '/x' too (Hono): one session check per request.
  routes.get('/companies', authorize('isAdminOrCompany'), async (c) => {
    const { sorter, ...filters } = parseQuery(c, companiesQuery, companyLabels);
    return ok(c, await listCompanies(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });

  routes.post('/companies', authorize('isAdmin'), async (c) => {
    const body = await parseJsonBody(c, companyBody, companyLabels);
    return ok(c, await createCompany(c.get('deps'), c.get('user'), body));
  });

  routes.get('/companies/:id', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await getCompany(c.get('deps'), c.get('user'), id));
  });

  routes.put('/companies/:id', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const changes = await parseJsonBody(c, companyChanges, companyLabels);
    return ok(c, await updateCompany(c.get('deps'), c.get('user'), id, changes));
  });

  routes.delete('/companies/:id', authorize('isAdmin'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deleteCompany(c.get('deps'), c.get('user'), id));
  });

  routes.post('/companies/:id/seal', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const file = await readUploadedFile(c, LIMITS.sealMaxBytes);
    return ok(c, await saveSeal(c.get('deps'), c.get('user'), id, file.bytes));
  });

  routes.get('/companies/:id/seal', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const png = await getSeal(c.get('deps'), c.get('user'), id);
    return pngResponse(c, png);
  });

  // New signing's "no seal yet" warning: initiators who cannot read the company still see this.
  routes.get('/companies/:id/signing-readiness', authorize(), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await getSigningReadiness(c.get('deps'), c.get('user'), id));
  });

  routes.get('/companies/:id/departments', authorize(), async (c) => {
    const { id } = parseParams(c, idParams);
    const { sorter, ...filters } = parseQuery(c, departmentsQuery, departmentLabels);
    return ok(c, await listDepartments(c.get('deps'), c.get('user'), id, { ...filters, sort: sorter }));
  });

  routes.post('/companies/:id/departments', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, departmentBody, departmentLabels);
    return ok(c, await createDepartment(c.get('deps'), c.get('user'), id, body));
  });

  routes.put('/departments/:id', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, departmentBody, departmentLabels);
    return ok(c, await updateDepartment(c.get('deps'), c.get('user'), id, body));
  });

  routes.delete('/departments/:id', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await deleteDepartment(c.get('deps'), c.get('user'), id));
  });

  return routes;
}
