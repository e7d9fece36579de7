import { api, type Body, type Handles } from '@/services/request';

export { getCompany, queryCompanies } from '@/services/organisation';

export const createCompany = (body: Body<'POST /api/companies'>, options?: Handles) => api('POST /api/companies', { body, ...options });
export const updateCompany = (id: number, body: Body<'PUT /api/companies/:id'>, options?: Handles) =>
  api('PUT /api/companies/:id', { params: { id }, body, ...options });
export const deleteCompany = (id: number) => api('DELETE /api/companies/:id', { params: { id } });
