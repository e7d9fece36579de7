/** A company's webhook endpoints (administrators: every company's, or one's), newest first. */
import type { z } from 'zod';
import type { Page } from '../../../common/api/paging';
import type { WebhookEndpoint } from '../../../common/api/webhooks';
import type { WEBHOOK_SORTS, WebhookQuery } from '../../../common/contract/webhooks';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import type { Deps } from '../deps';
import { companyInScope, forbidden, scopeOf, type Actor } from '../scope';
import { selectEndpoints, toWebhookEndpoint } from './endpoint-rows';

const WEBHOOK_SORT_FIELDS = { id: 'w.id' } as const satisfies Record<(typeof WEBHOOK_SORTS)[number], string>;

export async function listEndpoints(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: ListCriteria<z.output<typeof WebhookQuery>, keyof typeof WEBHOOK_SORT_FIELDS>,
): Promise<Page<WebhookEndpoint>> {
  const scope = scopeOf(actor);
  if (query.companyId !== undefined && !companyInScope(scope, query.companyId)) throw forbidden();
  const companyId = scope.kind === 'all' ? query.companyId : scope.companyId;
  const { limit, offset, direction } = pageOrder(query, WEBHOOK_SORT_FIELDS);
  let rows = selectEndpoints(deps.db);
  let counted = deps.db.selectFrom('webhook_endpoints as w');
  if (companyId !== undefined) {
    rows = rows.where('w.company_id', '=', companyId);
    counted = counted.where('w.company_id', '=', companyId);
  }
  const [list, total] = await Promise.all([
    rows.orderBy('w.id', direction).limit(limit).offset(offset).execute(),
    counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(list.map(toWebhookEndpoint), total.n, query);
}
