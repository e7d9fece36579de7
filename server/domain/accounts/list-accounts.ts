/**
 * The scoped account list of `GET /api/users`: admins see all accounts, company users those of
 * their own company; never the accounts API keys act through (listed with their keys). Department
 * users and operators have no access to accounts.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Account } from '../../../common/api/accounts';
import type { Page } from '../../../common/api/paging';
import type { AccountListQuery } from '../../../common/contract/accounts';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { containsPattern } from '../../lib/sql';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { cachedList } from '../list-cache';
import { type Actor, scopeOf } from '../scope';
import { ACCOUNT_COLUMNS, ACCOUNT_SORT_FIELDS, toAccount, type AccountSortField } from './account-rows';

/** What to list: the page, the order, and the filters (all optional). */
export type AccountListCriteria = ListCriteria<z.output<typeof AccountListQuery>, AccountSortField>;

function contains(column: 'username' | 'name', text: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

export function listAccounts(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: AccountListCriteria): Promise<Page<Account>> {
  return cachedList(deps, { list: 'accounts', actor, query, read: () => readAccountPage(deps, actor, query) });
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
