/** An endpoint's delivery log, newest first: each event with its attempts and last answer. */
import type { Selectable } from 'kysely';
import type { Page } from '../../../common/api';
import type { WebhookDelivery, WebhookDeliveryQuery } from '../../../common/api/webhooks';
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

export async function listDeliveries(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  endpointId: number,
  query: ListCriteria<WebhookDeliveryQuery, 'id'>,
): Promise<Page<WebhookDelivery>> {
  await endpointInScope(deps.db, actor, endpointId);
  let rows = deps.db.selectFrom('webhook_deliveries').where('endpoint_id', '=', endpointId);
  if (query.status) rows = rows.where('status', '=', query.status);
  const { limit, offset, direction } = pageOrder(query, { id: 'id' });
  const [list, total] = await Promise.all([
    rows.selectAll().orderBy('id', direction).limit(limit).offset(offset).execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(list.map(toWebhookDelivery), total.n, query);
}
