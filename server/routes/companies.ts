/**
 * Client companies and their departments (common/contract/routes/companies.ts): the list, one
 * company, create / edit / delete, its seal image, its signing readiness (whether it can seal:
 * any signed-in account in scope), and its departments. Permissions come from the declarations;
 * scope is decided in domain/organisation/companies/ and departments/.
 */
import { Hono } from 'hono';
import { companyRoutes as declared } from '../../common/contract/routes/companies';
import { LIMITS } from '../../common/validation/limits';
import { createCompany } from '../domain/organisation/companies/create-company';
import { deleteCompany } from '../domain/organisation/companies/delete-company';
import { getCompany } from '../domain/organisation/companies/get-company';
import { getSeal } from '../domain/organisation/companies/get-seal';
import { getSigningReadiness } from '../domain/organisation/companies/get-signing-readiness';
import { listCompanies } from '../domain/organisation/companies/list-companies';
import { saveSeal } from '../domain/organisation/companies/save-seal';
import { updateCompany } from '../domain/organisation/companies/update-company';
import { createDepartment } from '../domain/organisation/departments/create-department';
import { deleteDepartment } from '../domain/organisation/departments/delete-department';
import { listDepartments } from '../domain/organisation/departments/list-departments';
import { updateDepartment } from '../domain/organisation/departments/update-department';
import type { AppEnv } from './support/context';
import { pngResponse } from './support/files';
import { mountAll } from './support/mount';
import { readUploadedFile } from './support/upload';
import type { FieldLabels } from './support/validate';

const companyLabels: FieldLabels = { name: 'field.companyName' };
const departmentLabels: FieldLabels = { name: 'field.departmentName' };

export function companyRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: [
      async (c, { query: { sorter, ...filters } }) => listCompanies(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
      { labels: companyLabels },
    ],
    create: [async (c, { body }) => createCompany(c.get('deps'), c.get('user'), body), { labels: companyLabels }],
    get: async (c, { params }) => getCompany(c.get('deps'), c.get('user'), params.id),
    update: [
      async (c, { params, body }) => updateCompany(c.get('deps'), { actor: c.get('user'), id: params.id, changes: body }),
      { labels: companyLabels },
    ],
    remove: async (c, { params }) => deleteCompany(c.get('deps'), c.get('user'), params.id),
    saveSeal: async (c, { params }) => {
      const file = await readUploadedFile(c, LIMITS.sealMaxBytes);
      return saveSeal(c.get('deps'), { actor: c.get('user'), id: params.id, file: file.bytes });
    },
    seal: async (c, { params }) => pngResponse(c, await getSeal(c.get('deps'), c.get('user'), params.id)),
    // New signing's "no seal yet" warning: initiators who cannot read the company still see this.
    signingReadiness: async (c, { params }) => getSigningReadiness(c.get('deps'), c.get('user'), params.id),
    departments: [
      async (c, { params, query: { sorter, ...filters } }) =>
        listDepartments(c.get('deps'), { actor: c.get('user'), companyId: params.id, query: { ...filters, sort: sorter } }),
      { labels: departmentLabels },
    ],
    createDepartment: [
      async (c, { params, body }) => createDepartment(c.get('deps'), { actor: c.get('user'), companyId: params.id, body }),
      { labels: departmentLabels },
    ],
    updateDepartment: [
      async (c, { params, body }) => updateDepartment(c.get('deps'), { actor: c.get('user'), id: params.id, body }),
      { labels: departmentLabels },
    ],
    removeDepartment: async (c, { params }) => deleteDepartment(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
