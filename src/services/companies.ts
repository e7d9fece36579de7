/** Calls of client companies and their departments (server/routes/companies.ts). */
import { api, type Body, type Handles, type Query, type Quiet } from './request';

export const queryCompanies = (query: Query<'GET /api/companies'>, options?: Quiet) => api('GET /api/companies', { query, ...options });
export const getCompany = (id: number, options?: Handles) => api('GET /api/companies/:id', { params: { id }, ...options });
export const createCompany = (body: Body<'POST /api/companies'>, options?: Handles) => api('POST /api/companies', { body, ...options });
export const updateCompany = (id: number, body: Body<'PUT /api/companies/:id'>, options?: Handles) =>
  api('PUT /api/companies/:id', { params: { id }, body, ...options });
export const deleteCompany = (id: number) => api('DELETE /api/companies/:id', { params: { id } });

/** Whether the company can seal (has a seal): new signing warns before sending; a failure only leaves the warning out. */
export const getSigningReadiness = (companyId: number) =>
  api('GET /api/companies/:id/signing-readiness', { params: { id: companyId }, skipErrorHandler: true });

/** A company's departments, by name (the largest page the API gives: companies have far fewer). */
export const queryDepartments = async (companyId: number, options?: Handles) =>
  (await api('GET /api/companies/:id/departments', { params: { id: companyId }, query: { pageSize: 100, sorter: 'name' }, ...options }))
    .list;
export const createDepartment = (companyId: number, name: string, options?: Handles) =>
  api('POST /api/companies/:id/departments', { params: { id: companyId }, body: { name }, ...options });
export const renameDepartment = (id: number, name: string, options?: Handles) =>
  api('PUT /api/departments/:id', { params: { id }, body: { name }, ...options });
export const deleteDepartment = (id: number) => api('DELETE /api/departments/:id', { params: { id } });
