/** Company and department calls shared by the company, employee and account screens. */
import type { Page } from '../../contract';
import type { Company, CompanyQuery, Department } from '../../contract/organisation';
import { request } from './request';

export const queryCompanies = (params: CompanyQuery) => request<Page<Company>>('/api/companies', { params });

export const getCompany = (id: number) => request<Company>(`/api/companies/${id}`);

export const queryDepartments = (companyId: number) => request<Department[]>(`/api/companies/${companyId}/departments`);
