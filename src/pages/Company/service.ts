import { api, type Body } from '@/services/request';

export { getCompany, queryCompanies } from '@/services/organisation';

export const createCompany = (body: Body<'POST /api/companies'>) => api('POST /api/companies', { body });
export const updateCompany = (id: number, body: Body<'PUT /api/companies/:id'>) => api('PUT /api/companies/:id', { params: { id }, body });
export const deleteCompany = (id: number) => api('DELETE /api/companies/:id', { params: { id } });
