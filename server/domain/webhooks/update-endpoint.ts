/**
 * A change of an endpoint: its URL (checked as at creation), its events, switching it off or on.
 * Switched on again, it starts a new failure streak; switched off by hand, it has no reason.
 */
import type { Updateable } from 'kysely';
import type { WebhookEndpoint, WebhookUpdateBody } from '../../../common/api/webhooks';
import type { WebhookEndpointsTable } from '../../db/schema';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { endpointInScope, toWebhookEndpoint } from './endpoint-rows';
import { checkEndpointUrl } from './endpoint-url';

export async function updateEndpoint(
  deps: Pick<Deps, 'db' | 'now' | 'policy'>,
  actor: Actor,
  id: number,
  body: WebhookUpdateBody,
): Promise<WebhookEndpoint> {
  await endpointInScope(deps.db, actor, id);
  const changes: Updateable<WebhookEndpointsTable> = { updated_at: deps.now().toISOString() };
  if (body.url !== undefined) changes.url = await checkEndpointUrl(deps, body.url);
  if (body.events !== undefined) changes.events = JSON.stringify(body.events);
  if (body.enabled !== undefined) {
    changes.enabled = body.enabled ? 1 : 0;
    changes.disabled_reason = null;
    if (body.enabled) changes.failure_streak = 0;
  }
  await deps.db.updateTable('webhook_endpoints').set(changes).where('id', '=', id).execute();
  return toWebhookEndpoint(await endpointInScope(deps.db, actor, id));
}
