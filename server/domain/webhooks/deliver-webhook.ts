/**
 * The delivery job of one webhook event. The attempt is counted (status `sending`) and committed
 * before the request leaves, so a process killed mid-request leaves a delivery the next process
 * takes up as a new attempt under the same `webhook-id`: never lost; sent twice at worst, which
 * receivers dedupe by that id. A 2xx answer delivers it; anything else (another status, no
 * answer within 10 s, a redirect, a host that now resolves inward) is tried again on the Standard
 * Webhooks schedule, about a day in all, then the delivery fails (delivery-failed.ts).
 */
import type { JobHandler } from '../../lib/jobs';
import { HOUR, MINUTE, SECOND } from '../../lib/clock';
import { postOutbound } from '../../lib/outbound-post';
import type { Deps } from '../deps';
import { deliveryFailed } from './delivery-failed';
import { openSecret } from './endpoint-secret';
import { webhookHeaders } from './sign-webhook';

/** The wait after each failed attempt: eight attempts over some 27 hours. */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];
const TIMEOUT_MS = 10 * SECOND;

type DeliveryDeps = Pick<Deps, 'db' | 'now' | 'policy' | 'signing'>;

export function deliverWebhookJob(deps: DeliveryDeps): JobHandler {
  return async (job) => {
    const id = Number(job.payload.id);
    const started = deps.now();
    // The attempt, counted before anything leaves.
    const delivery = await deps.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), last_attempt_at: started.toISOString(), next_attempt_at: null }))
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'sending'])
      .returningAll()
      .executeTakeFirst();
    if (!delivery) return { done: true };
    const endpoint = await deps.db
      .selectFrom('webhook_endpoints')
      .select(['url', 'secret_sealed', 'enabled'])
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirst();
    if (!endpoint || endpoint.enabled !== 1) {
      // Switched off meanwhile: nothing leaves, and it does not count against the endpoint.
      await deps.db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', last_error: 'the endpoint is switched off' })
        .where('id', '=', id)
        .execute();
      return { done: true };
    }
    const secret = await openSecret(deps, endpoint.secret_sealed);
    const answer = await postOutbound({
      url: endpoint.url,
      headers: webhookHeaders({ secret, eventId: delivery.event_id, at: started, body: delivery.payload }),
      body: delivery.payload,
      timeoutMs: TIMEOUT_MS,
      allowPrivate: deps.policy.webhooksToPrivateAddresses,
    });
    const at = deps.now().toISOString();
    if (answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300) {
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('webhook_deliveries')
          .set({ status: 'delivered', last_status_code: answer.statusCode, last_error: null, delivered_at: at })
          .where('id', '=', id)
          .execute();
        await trx.updateTable('webhook_endpoints').set({ failure_streak: 0 }).where('id', '=', delivery.endpoint_id).execute();
      });
      return { done: true };
    }
    const failure = { statusCode: answer.statusCode, error: answer.statusCode === null ? answer.error : `HTTP ${answer.statusCode}` };
    const wait = RETRY_DELAYS_MS[delivery.attempts - 1];
    if (wait === undefined) {
      await deliveryFailed(deps, { delivery: { id, endpointId: delivery.endpoint_id }, answer: failure, at });
      return { done: true };
    }
    const next = new Date(deps.now().getTime() + wait);
    await deps.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', last_status_code: failure.statusCode, last_error: failure.error, next_attempt_at: next.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
    return { runAt: next };
  };
}
