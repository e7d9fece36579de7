import type { Company, CompanyBody } from '../../../contract/organisation';
import { request } from '../../services/request';

export { getCompany, queryCompanies } from '../../services/organisation';

export const createCompany = (data: CompanyBody) => request<Company>('/api/companies', { method: 'POST', data });
export const updateCompany = (id: number, data: Partial<CompanyBody>) => request<Company>(`/api/companies/${id}`, { method: 'PUT', data });
export const deleteCompany = (id: number) => request<void>(`/api/companies/${id}`, { method: 'DELETE' });
