/** An endpoint's delivery log, newest first: each event with its attempts and last answer. */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../../common/api/paging';
import type { WebhookDelivery } from '../../../common/api/webhooks';
import type { WEBHOOK_DELIVERY_SORTS, WebhookDeliveryQuery } from '../../../common/contract/webhooks';
import type { WebhookDeliveriesTable } from '../../db/schema';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { endpointInScope } from './endpoint-rows';

export function toWebhookDelivery(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    eventType: row.event_type,
    eventId: row.event_id,
    subjectId: row.subject_id,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

const DELIVERY_SORT_FIELDS = { id: 'id' } as const satisfies Record<(typeof WEBHOOK_DELIVERY_SORTS)[number], string>;

export async function listDeliveries(
  deps: Pick<Deps, 'db'>,
  {
    actor,
    endpointId,
    query,
  }: { actor: Actor; endpointId: number; query: ListCriteria<z.output<typeof WebhookDeliveryQuery>, keyof typeof DELIVERY_SORT_FIELDS> },
): Promise<Page<WebhookDelivery>> {
  await endpointInScope(deps.db, actor, endpointId);
  let rows = deps.db.selectFrom('webhook_deliveries').where('endpoint_id', '=', endpointId);
  if (query.status) rows = rows.where('status', '=', query.status);
  const { limit, offset, direction } = pageOrder(query, DELIVERY_SORT_FIELDS);
  const [list, total] = await Promise.all([
    rows.selectAll().orderBy('id', direction).limit(limit).offset(offset).execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(list.map(toWebhookDelivery), total.n, query);
}
