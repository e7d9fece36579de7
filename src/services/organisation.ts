/** Company, department and employee calls shared by the organisation, signing and contract screens. */
import { api, type Handles, type Query, type Quiet } from './request';

export const queryCompanies = (query: Query<'GET /api/companies'>, options?: Quiet) => api('GET /api/companies', { query, ...options });

export const getCompany = (id: number, options?: Handles) => api('GET /api/companies/:id', { params: { id }, ...options });

/** A company's departments, by name (the largest page the API gives: companies have far fewer). */
export const queryDepartments = async (companyId: number, options?: Handles) =>
  (await api('GET /api/companies/:id/departments', { params: { id: companyId }, query: { pageSize: 100, sorter: 'name' }, ...options }))
    .list;

export const queryEmployees = (query: Query<'GET /api/employees'>, options?: Quiet) => api('GET /api/employees', { query, ...options });
