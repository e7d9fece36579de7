/**
 * A change of an endpoint: its URL (checked as at creation), its events, switching it off or on.
 * Switched on again, it starts a new failure streak; switched off by hand, it has no reason. The
 * change and its audit event (the fields given) are written in one transaction.
 */
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { WebhookEndpoint } from '../../../common/api/webhooks';
import type { WebhookUpdateBody } from '../../../common/contract/webhooks';
import type { WebhookEndpointsTable } from '../../db/schema';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { endpointInScope, toWebhookEndpoint } from './endpoint-rows';
import { checkEndpointUrl } from './endpoint-url';

export async function updateEndpoint(
  deps: Pick<Deps, 'db' | 'now' | 'policy'>,
  {
    actor,
    id,
    body,
    client,
  }: { actor: Actor & { name: string }; id: number; body: z.output<typeof WebhookUpdateBody>; client: ClientInfo },
): Promise<WebhookEndpoint> {
  const endpoint = await endpointInScope(deps.db, actor, id);
  const now = deps.now();
  const changes: Updateable<WebhookEndpointsTable> = { updated_at: now.toISOString() };
  const url = body.url === undefined ? undefined : await checkEndpointUrl(deps, body.url);
  if (url !== undefined) changes.url = url;
  if (body.events !== undefined) changes.events = JSON.stringify(body.events);
  if (body.enabled !== undefined) {
    changes.enabled = body.enabled ? 1 : 0;
    changes.disabled_reason = null;
    if (body.enabled) changes.failure_streak = 0;
  }
  await deps.db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('webhook_endpoints').set(changes).where('id', '=', id).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new DomainError('not_found', 'webhook.notFound');
    await appendAuditEvent(
      trx,
      {
        companyId: endpoint.company_id,
        actor,
        action: 'webhooks.update',
        details: { webhookId: id, changes: { url, events: body.events, enabled: body.enabled } },
        client,
      },
      now,
    );
  });
  return toWebhookEndpoint(await endpointInScope(deps.db, actor, id));
}
