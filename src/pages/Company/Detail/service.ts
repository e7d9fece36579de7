import { api, type Body, type Handles, type Query } from '@/services/request';

export { getCompany, queryCompanies, queryDepartments } from '@/services/organisation';

export const createDepartment = (companyId: number, name: string, options?: Handles) =>
  api('POST /api/companies/:id/departments', { params: { id: companyId }, body: { name }, ...options });
export const renameDepartment = (id: number, name: string, options?: Handles) =>
  api('PUT /api/departments/:id', { params: { id }, body: { name }, ...options });
export const deleteDepartment = (id: number) => api('DELETE /api/departments/:id', { params: { id } });

export const queryCompanyAccounts = (query: Query<'GET /api/users'> & { companyId: number }) => api('GET /api/users', { query });
/** Every account of the company, by name (the largest page the API gives), for choosing one. */
export const queryAllCompanyAccounts = async (companyId: number) =>
  (await api('GET /api/users', { query: { companyId, pageSize: 100, sorter: 'name' } })).list;
export const createAccount = (body: Body<'POST /api/users'>, options?: Handles) => api('POST /api/users', { body, ...options });
export const updateAccount = (id: number, body: Body<'PATCH /api/users/:id'>, options?: Handles) =>
  api('PATCH /api/users/:id', { params: { id }, body, ...options });
export const resetPassword = (id: number) => api('POST /api/users/:id/reset-password', { params: { id } });

export const queryAuditEvents = (query: Query<'GET /api/audit-events'>) => api('GET /api/audit-events', { query });

/** The principal templates a seal grant may name: the company's own and the shared ones, by name. */
export const queryGrantableTemplates = async (companyId: number) => {
  const query = { kind: 'principal', pageSize: 100, sorter: 'name' } as const;
  const [own, shared] = await Promise.all([
    api('GET /api/contracts', { query: { ...query, companyId } }),
    api('GET /api/contracts', { query: { ...query, shared: true } }),
  ]);
  return [...own.list, ...shared.list];
};
