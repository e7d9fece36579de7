/**
 * Accounts (common/contract/routes/accounts.ts): GET /api/users (paged; admins all, company users
 * their own company's), POST /api/users, PATCH /api/users/:id, POST /api/users/:id/reset-password.
 * Department users and operators are refused; the rules of who manages whom are in
 * domain/accounts/account-checks.ts.
 */
import { Hono } from 'hono';
import { accountRoutes as declared } from '../../common/contract/routes/accounts';
import { createAccount } from '../domain/accounts/create-account';
import { listAccounts } from '../domain/accounts/list-accounts';
import { resetAccountPassword } from '../domain/accounts/reset-account-password';
import { updateAccount } from '../domain/accounts/update-account';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function accountRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listAccounts(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    create: async (c, { body }) => createAccount(c.get('deps'), c.get('user'), body),
    update: async (c, { params, body }) => updateAccount(c.get('deps'), { actor: c.get('user'), id: params.id, changes: body }),
    resetPassword: async (c, { params }) => resetAccountPassword(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
