import type { Account, Page, PageQuery } from '../../../../contract';
import type { AccountCreateBody, AccountUpdateBody, Company, Department, PasswordResetResult } from '../../../../contract/organisation';
import { request } from '../../../services/request';

export { getCompany, queryDepartments } from '../../../services/organisation';

export const uploadSeal = (companyId: number, file: File) => {
  const data = new FormData();
  data.append('file', file);
  return request<Company>(`/api/companies/${companyId}/seal`, { method: 'POST', data, requestType: 'form' });
};

export const createDepartment = (companyId: number, name: string) =>
  request<Department>(`/api/companies/${companyId}/departments`, { method: 'POST', data: { name } });
export const renameDepartment = (id: number, name: string) =>
  request<Department>(`/api/departments/${id}`, { method: 'PUT', data: { name } });
export const deleteDepartment = (id: number) => request<void>(`/api/departments/${id}`, { method: 'DELETE' });

export const queryCompanyAccounts = (params: PageQuery & { companyId: number }) => request<Page<Account>>('/api/users', { params });
export const createAccount = (data: AccountCreateBody) => request<Account>('/api/users', { method: 'POST', data });
export const updateAccount = (id: number, data: AccountUpdateBody) => request<Account>(`/api/users/${id}`, { method: 'PUT', data });
export const resetPassword = (id: number) => request<PasswordResetResult>(`/api/users/${id}/reset-password`, { method: 'POST' });
