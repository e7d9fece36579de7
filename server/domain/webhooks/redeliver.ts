/**
 * Sends an event to its endpoint again, by hand: a new attempt now, of the same body under the
 * same `webhook-id` (the receiver's idempotency key), its attempts counted from zero. Not while
 * an attempt is under way, nor to an endpoint switched off. An audit event, in the same transaction.
 */
import type { WebhookDelivery } from '../../../common/api/webhooks';
import { enqueueJob } from '../../lib/jobs';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { endpointInScope } from './endpoint-rows';
import { toWebhookDelivery } from './list-deliveries';
import { WEBHOOK_JOB } from './queue-webhooks';

export async function redeliver(
  deps: Pick<Deps, 'db' | 'now'>,
  {
    actor,
    endpointId,
    deliveryId,
    client,
  }: { actor: Actor & { name: string }; endpointId: number; deliveryId: number; client: ClientInfo },
): Promise<WebhookDelivery> {
  const endpoint = await endpointInScope(deps.db, actor, endpointId);
  const delivery = await deps.db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!delivery) throw new DomainError('not_found', 'webhook.deliveryNotFound');
  if (endpoint.enabled !== 1) throw new DomainError('conflict', 'webhook.endpointDisabled');
  const now = deps.now();
  const at = now.toISOString();
  const queued = await deps.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', attempts: 0, next_attempt_at: at })
      .where('id', '=', deliveryId)
      .where('status', '!=', 'sending')
      .returningAll()
      .executeTakeFirst();
    if (!moved) return null;
    // The job of the earlier attempts is done or waiting: queued anew under the same payload, due now.
    await trx
      .deleteFrom('jobs')
      .where('kind', '=', WEBHOOK_JOB)
      .where('payload', '=', JSON.stringify({ id: deliveryId }))
      .execute();
    await enqueueJob(trx, { kind: WEBHOOK_JOB, payload: { id: deliveryId }, runAt: now, now });
    await appendAuditEvent(
      trx,
      {
        companyId: endpoint.company_id,
        actor,
        action: 'webhooks.redeliver',
        details: { webhookId: endpointId, deliveryId, eventType: moved.event_type, eventId: moved.event_id },
        client,
      },
      now,
    );
    return moved;
  });
  if (!queued) throw new DomainError('conflict', 'webhook.deliverySending');
  return toWebhookDelivery(queued);
}
