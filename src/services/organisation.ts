/** Company and department calls shared by the company, employee and account screens. */
import type { Page } from '../../contract';
import type { Company, CompanyQuery, Department } from '../../contract/organisation';
import { request } from './request';

export const queryCompanies = (params: CompanyQuery) => request<Page<Company>>('/api/companies', { params });

export const getCompany = (id: number) => request<Company>(`/api/companies/${id}`);

/** A company's departments, by name (the largest page the API gives: companies have far fewer). */
export const queryDepartments = async (companyId: number) =>
  (await request<Page<Department>>(`/api/companies/${companyId}/departments`, { params: { pageSize: 100, sorter: 'name' } })).list;
