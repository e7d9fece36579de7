import { api, apiUrl, type Body, type Handles, type Query } from '@/services/request';

export { getCompany, queryCompanies, queryDepartments } from '@/services/organisation';

/** The seal image, for an <img>. */
export const sealUrl = (companyId: number) => apiUrl('GET /api/companies/:id/seal', { params: { id: companyId } });
export const uploadSeal = (companyId: number, file: File) =>
  api('POST /api/companies/:id/seal', { params: { id: companyId }, form: { file } });

export const createDepartment = (companyId: number, name: string, options?: Handles) =>
  api('POST /api/companies/:id/departments', { params: { id: companyId }, body: { name }, ...options });
export const renameDepartment = (id: number, name: string, options?: Handles) =>
  api('PUT /api/departments/:id', { params: { id }, body: { name }, ...options });
export const deleteDepartment = (id: number) => api('DELETE /api/departments/:id', { params: { id } });

export const queryCompanyAccounts = (query: Query<'GET /api/users'> & { companyId: number }) => api('GET /api/users', { query });
export const createAccount = (body: Body<'POST /api/users'>, options?: Handles) => api('POST /api/users', { body, ...options });
export const updateAccount = (id: number, body: Body<'PATCH /api/users/:id'>, options?: Handles) =>
  api('PATCH /api/users/:id', { params: { id }, body, ...options });
export const resetPassword = (id: number) => api('POST /api/users/:id/reset-password', { params: { id } });

export const queryAuditEvents = (query: Query<'GET /api/audit-events'>) => api('GET /api/audit-events', { query });
