/** The API keys an actor manages: admins every company's (or one's), a company user its own company's. */
import type { Page } from '../../../common/api/paging';
import type { z } from 'zod';
import type { ApiKey } from '../../../common/api/api-keys';
import type { API_KEY_SORTS, ApiKeyQuery } from '../../../common/contract/api-keys';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import type { Deps } from '../deps';
import { assertCompanyInScope, scopeOf, type Actor } from '../scope';
import { flushKeyUses } from './key-uses';
import { selectKeys, toApiKey } from './key-rows';

export const API_KEY_SORT_FIELDS = {
  id: 'k.id',
  name: 'k.name',
  createdAt: 'k.created_at',
  lastUsedAt: 'k.last_used_at',
} as const satisfies Record<(typeof API_KEY_SORTS)[number], string>;
export type ApiKeySortField = keyof typeof API_KEY_SORT_FIELDS;

export async function listApiKeys(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  query: ListCriteria<z.output<typeof ApiKeyQuery>, ApiKeySortField>,
): Promise<Page<ApiKey>> {
  if (query.companyId !== undefined) assertCompanyInScope(actor, query.companyId);
  const scope = scopeOf(actor);
  const companyId = scope.kind === 'all' ? query.companyId : scope.companyId;
  // This process's uses not written yet: the list shows them all.
  await flushKeyUses(deps.db);
  let base = selectKeys(deps.db);
  if (companyId !== undefined) base = base.where('k.company_id', '=', companyId);
  const { column, direction, limit, offset } = pageOrder(query, API_KEY_SORT_FIELDS);
  const [rows, { total }] = await Promise.all([
    base.orderBy(column, direction).orderBy('k.id', direction).limit(limit).offset(offset).execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  const at = deps.now().toISOString();
  return toPage(
    rows.map((row) => toApiKey(row, at)),
    total,
    query,
  );
}
