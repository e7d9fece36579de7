/**
 * A new webhook endpoint of a company: company users make them for their own company,
 * administrators for the company they name. Its secret is answered this once and kept sealed;
 * the endpoint and its audit event are written in one transaction.
 */
import type { z } from 'zod';
import type { WebhookCreated } from '../../../common/api/webhooks';
import type { WebhookCreateBody } from '../../../common/contract/webhooks';
import type { Db } from '../../db/open';
import { appendAuditEvent } from '../audit/append-audit-event';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { forbidden, isAdmin, type Actor } from '../scope';
import { newWebhookSecret, sealSecret, secretHint } from './endpoint-secret';
import { checkEndpointUrl } from './endpoint-url';

async function endpointCompany(db: Db, actor: Actor, companyId: number | undefined): Promise<number> {
  if (!isAdmin(actor)) {
    if (companyId !== undefined && companyId !== actor.relation_id) throw forbidden();
    return actor.relation_id;
  }
  if (companyId === undefined) throw new DomainError('validation', 'validation.required', { field: 'companyId' });
  const company = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!company) throw new DomainError('validation', 'contract.companyUnknown', { field: 'companyId' });
  return companyId;
}

export async function createEndpoint(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'signing'>,
  { actor, body, client }: { actor: Actor & { name: string }; body: z.output<typeof WebhookCreateBody>; client: ClientInfo },
): Promise<WebhookCreated> {
  const companyId = await endpointCompany(deps.db, actor, body.companyId);
  const url = await checkEndpointUrl(deps, body.url);
  const secret = newWebhookSecret();
  const sealed = await sealSecret(deps, secret);
  const now = deps.now();
  const at = now.toISOString();
  const id = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('webhook_endpoints')
      .values({
        company_id: companyId,
        url,
        events: JSON.stringify(body.events),
        secret_sealed: sealed,
        secret_hint: secretHint(secret),
        enabled: 1,
        created_by: actor.id,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAuditEvent(
      trx,
      { companyId, actor, action: 'webhooks.create', details: { webhookId: row.id, url, events: body.events }, client },
      now,
    );
    return row.id;
  });
  return { id, secret };
}
