/** Accounts as the API shows them, and the scoped account list of `GET /api/users`. */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Account, CurrentUser, Page, UserType } from '../../../common/api';
import type { ACCOUNT_SORTS, AccountListQuery } from '../../../common/contract/accounts';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import type { AccountRow } from '../auth/sessions';
import { type Actor, scopeOf } from '../scope';
import { containsPattern } from '../../lib/sql';
import { cachedList } from '../list-cache';

/** The columns an account in the list is made of (fewer columns: rows read several times faster). */
export const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'name',
  'avatar',
  'type',
  'company_id',
  'department_id',
  'email',
  'mobile',
  'status',
  'last_login_at',
  'must_change_password',
] as const satisfies readonly (keyof AccountRow)[];

export function toCurrentUser(row: Pick<AccountRow, (typeof ACCOUNT_COLUMNS)[number]>): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    type: row.type as UserType,
    relation_id: row.company_id ?? 0,
    department: row.department_id,
    email: row.email,
    mobile: row.mobile ?? '',
    mustChangePassword: row.must_change_password === 1,
  };
}

/** An account in the admin list: the current-user fields plus status, last login and whether its password must change. */
export function toAccount(row: Pick<AccountRow, (typeof ACCOUNT_COLUMNS)[number]>): Account {
  return {
    ...toCurrentUser(row),
    email: row.email,
    mobile: row.mobile ?? '',
    status: row.status,
    lastLoginAt: row.last_login_at,
    mustChangePassword: row.must_change_password === 1,
  };
}

/** The API names the list may be sorted by, and their columns. */
export const ACCOUNT_SORT_FIELDS = {
  id: 'id',
  username: 'username',
  name: 'name',
  type: 'type',
  status: 'status',
  lastLoginAt: 'last_login_at',
  createdAt: 'created_at',
} as const satisfies Record<(typeof ACCOUNT_SORTS)[number], string>;
export type AccountSortField = keyof typeof ACCOUNT_SORT_FIELDS;

/** What to list: the page, the order, and the filters (all optional). */
export type AccountListCriteria = ListCriteria<z.output<typeof AccountListQuery>, AccountSortField>;

function contains(column: 'username' | 'name', text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

/**
 * Accounts the actor may see: admins all, company users those of their own company; never the
 * accounts API keys act through (listed with their keys). Department users and operators have no
 * access to accounts.
 */
export function listAccounts(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: AccountListCriteria): Promise<Page<Account>> {
  return cachedList(deps, 'accounts', actor, query, () => readAccountPage(deps, actor, query));
}

async function readAccountPage(deps: Pick<Deps, 'db'>, actor: Actor, query: AccountListCriteria): Promise<Page<Account>> {
  const scope = scopeOf(actor);

  let base = deps.db.selectFrom('accounts').where('service_account', '=', 0);
  if (scope.kind !== 'all') base = base.where('company_id', '=', scope.companyId);
  if (query.companyId !== undefined) {
    if (scope.kind !== 'all' && query.companyId !== scope.companyId) throw new DomainError('forbidden', 'error.forbidden');
    base = base.where('company_id', '=', query.companyId);
  }
  if (query.username) base = base.where(contains('username', query.username));
  if (query.name) base = base.where(contains('name', query.name));
  if (query.keyword) {
    const keyword = query.keyword;
    base = base.where((eb) => eb.or([contains('username', keyword), contains('name', keyword)]));
  }
  if (query.type !== undefined) base = base.where('type', '=', query.type);
  if (query.status) base = base.where('status', '=', query.status);

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, ACCOUNT_SORT_FIELDS);
  const rows = await base
    .select(ACCOUNT_COLUMNS)
    .orderBy(column, direction)
    .orderBy('id', direction) // stable pages when the sort column has ties
    .limit(limit)
    .offset(offset)
    .execute();
  return toPage(rows.map(toAccount), total, query);
}
