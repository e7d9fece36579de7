/**
 * Accounts (common/contract/routes/accounts.ts): GET /api/users (paged; admins all, company users
 * their own company's), POST /api/users, PATCH /api/users/:id, POST /api/users/:id/reset-password.
 * Department users and operators are refused; the rules of who manages whom are in
 * domain/accounts/manage.ts.
 */
import { Hono } from 'hono';
import { accountRoutes as declared } from '../../common/contract/routes/accounts';
import { createAccount, resetAccountPassword, updateAccount } from '../domain/accounts/manage';
import { listAccounts } from '../domain/accounts/list';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function accountRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listAccounts(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: async (c, { body }) => createAccount(c.get('deps'), c.get('user'), body),
    update: async (c, { params, body }) => updateAccount(c.get('deps'), c.get('user'), params.id, body),
    resetPassword: async (c, { params }) => resetAccountPassword(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
