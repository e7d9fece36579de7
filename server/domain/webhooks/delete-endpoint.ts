/** Deletes an endpoint and its delivery log (the foreign key cascades); jobs left find nothing to send. */
import type { WebhookEndpoint } from '../../../common/api/webhooks';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { endpointInScope, toWebhookEndpoint } from './endpoint-rows';

export async function deleteEndpoint(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<WebhookEndpoint> {
  const endpoint = toWebhookEndpoint(await endpointInScope(deps.db, actor, id));
  await deps.db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
  return endpoint;
}
