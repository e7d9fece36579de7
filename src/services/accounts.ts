/** Calls of a company's back-office accounts (server/routes/accounts.ts). */
import { api, type Body, type Handles, type Query } from './request';

export const queryCompanyAccounts = (query: Query<'GET /api/users'> & { companyId: number }) => api('GET /api/users', { query });
/** Every account of the company, by name (the largest page the API gives), for choosing one. */
export const queryAllCompanyAccounts = async (companyId: number) =>
  (await api('GET /api/users', { query: { companyId, pageSize: 100, sorter: 'name' } })).list;
export const createAccount = (body: Body<'POST /api/users'>, options?: Handles) => api('POST /api/users', { body, ...options });
export const updateAccount = (id: number, body: Body<'PATCH /api/users/:id'>, options?: Handles) =>
  api('PATCH /api/users/:id', { params: { id }, body, ...options });
export const resetPassword = (id: number) => api('POST /api/users/:id/reset-password', { params: { id } });
