/**
 * Accounts: GET /api/users (paged; admins all, company users their own company's), POST /api/users,
 * PATCH /api/users/:id, POST /api/users/:id/reset-password. Department users and operators are
 * refused; the rules of who manages whom are in domain/accounts/manage.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AccountCreateBody, AccountUpdateBody } from '../../common/api/organisation';
import { LIMITS, USERNAME_PATTERN } from '../../common/validation/limits';
import { createAccount, resetAccountPassword, updateAccount } from '../domain/accounts/manage';
import { ACCOUNT_SORT_FIELDS, listAccounts, type AccountSortField } from '../domain/accounts/list';
import { meetsPasswordPolicy } from '../domain/auth/password';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { listQueryShape } from './support/list-query';
import { authorize } from './support/authorize';
import { idParams, optionalEmail, optionalMobile, queryId, requiredText } from './support/fields';
import { parseJsonBody, parseParams, parseQuery } from './support/validate';

const sortFields = Object.keys(ACCOUNT_SORT_FIELDS) as [AccountSortField, ...AccountSortField[]];

/** The query of contract `AccountListQuery`, as strings. */
const usersQuery = z.object({
  ...listQueryShape(sortFields),
  username: z.string().trim().max(64).optional(),
  name: z.string().trim().max(64).optional(),
  keyword: z.string().trim().max(64).optional(),
  type: z.coerce.number().int().min(1).max(4).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
  companyId: queryId(),
});

const accountType = z.number().int().min(1).max(4);
/** Company of types 2-4; 0 for admins. */
const relationId = z.number().int().min(0);

const accountCreateBody = z.object({
  username: z.string().trim().min(LIMITS.username.min).max(LIMITS.username.max).regex(USERNAME_PATTERN, 'validation.invalid'),
  name: requiredText(LIMITS.accountName),
  password: z.string().min(1).refine(meetsPasswordPolicy, 'validation.password'),
  type: accountType,
  /** Left out for admins. */
  relation_id: relationId.default(0),
  department: z.number().int().min(1).nullable().optional(),
  mobile: optionalMobile().optional(),
  email: optionalEmail(LIMITS.email).optional(),
}) satisfies z.ZodType<AccountCreateBody>;

const accountUpdateBody = z.object({
  name: requiredText(LIMITS.accountName).optional(),
  type: accountType.optional(),
  relation_id: relationId.optional(),
  department: z.number().int().min(1).nullable().optional(),
  mobile: optionalMobile().optional(),
  email: optionalEmail(LIMITS.email).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
}) satisfies z.ZodType<AccountUpdateBody>;

export function accountRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/users', authorize('isAdminOrCompany'), async (c) => {
    const { sorter, ...filters } = parseQuery(c, usersQuery);
    return ok(c, await listAccounts(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });

  routes.post('/users', authorize('isAdminOrCompany'), async (c) => {
    const body = await parseJsonBody(c, accountCreateBody);
    return ok(c, await createAccount(c.get('deps'), c.get('user'), body));
  });

  routes.patch('/users/:id', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    const changes = await parseJsonBody(c, accountUpdateBody);
    return ok(c, await updateAccount(c.get('deps'), c.get('user'), id, changes));
  });

  routes.post('/users/:id/reset-password', authorize('isAdminOrCompany'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await resetAccountPassword(c.get('deps'), c.get('user'), id));
  });
  return routes;
}
