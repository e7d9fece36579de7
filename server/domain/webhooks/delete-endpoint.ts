/**
 * Deletes an endpoint and its delivery log (the foreign key cascades), in one transaction with
 * its audit event; jobs left find nothing to send.
 */
import type { WebhookEndpoint } from '../../../common/api/webhooks';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { endpointInScope, toWebhookEndpoint } from './endpoint-rows';

export async function deleteEndpoint(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, client }: { actor: Actor & { name: string }; id: number; client: ClientInfo },
): Promise<WebhookEndpoint> {
  const endpoint = toWebhookEndpoint(await endpointInScope(deps.db, actor, id));
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) throw new DomainError('not_found', 'webhook.notFound');
    await appendAuditEvent(
      trx,
      {
        companyId: endpoint.companyId,
        actor,
        action: 'webhooks.delete',
        details: { webhookId: id, url: endpoint.url, events: endpoint.events },
        client,
      },
      now,
    );
  });
  return endpoint;
}
