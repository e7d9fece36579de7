/**
 * An event for a company's webhooks, in the transaction of the change it reports: one delivery
 * per endpoint that is on and subscribes to the event's type, its body frozen now (the data as
 * the change left it, so every attempt sends the same bytes), and a job per delivery. A process
 * killed at any moment leaves the change with its deliveries committed, or neither.
 */
import { randomBytes } from 'node:crypto';
import type { WebhookEventType, WebhookPayload } from '../../../common/api/webhooks';
import type { Db } from '../../db/open';
import { enqueueJob } from '../../lib/jobs';

export const WEBHOOK_JOB = 'webhook';

/** A `webhook-id`: the receiver's idempotency key, kept across attempts. */
function newEventId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}

export async function queueWebhooks(
  trx: Db,
  event: { companyId: number; type: WebhookEventType; subjectId: number | null; at: string },
  data: () => Promise<unknown>,
): Promise<void> {
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('company_id', '=', event.companyId)
    .where('enabled', '=', 1)
    .execute();
  const subscribed = endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(event.type));
  if (subscribed.length === 0) return;
  const payload: WebhookPayload = { type: event.type, timestamp: event.at, data: await data() };
  const body = JSON.stringify(payload);
  const now = new Date(event.at);
  for (const endpoint of subscribed) {
    const delivery = await trx
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpoint.id,
        event_type: event.type,
        event_id: newEventId(),
        subject_id: event.subjectId,
        payload: body,
        status: 'pending',
        next_attempt_at: event.at,
        created_at: event.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueJob(trx, { kind: WEBHOOK_JOB, payload: { id: delivery.id }, runAt: now, now });
  }
}
