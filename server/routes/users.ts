/**
 * GET /api/users: accounts, paged. Admins see all, company users their own company's;
 * department users and operators are refused.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_SORT_FIELDS, listAccounts, type AccountSortField } from '../domain/accounts';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { listQueryShape } from './support/list-query';
import { requireAccess, requireSession } from './support/require-session';
import { parseQuery } from './support/validate';

const sortFields = Object.keys(ACCOUNT_SORT_FIELDS) as [AccountSortField, ...AccountSortField[]];

/** The query of contract `AccountListQuery`, as strings. */
const usersQuery = z.object({
  ...listQueryShape(sortFields),
  username: z.string().trim().max(64).optional(),
  name: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(64).optional(),
  type: z.coerce.number().int().min(1).max(4).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});

export function userRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/users', requireSession, requireAccess('isAdminOrCompany'), async (c) => {
    const { sorter, ...filters } = parseQuery(c, usersQuery);
    return ok(c, await listAccounts(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });
  return routes;
}
