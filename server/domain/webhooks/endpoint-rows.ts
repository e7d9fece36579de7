/** Webhook endpoints as the API answers them, and the one an actor may manage. */
import type { WebhookEndpoint, WebhookEventType } from '../../../common/api/webhooks';
import type { Db } from '../../db/open';
import { DomainError } from '../errors';
import { assertCompanyInScope, type Actor } from '../scope';

export function selectEndpoints(db: Db) {
  return db
    .selectFrom('webhook_endpoints as w')
    .innerJoin('companies as c', 'c.id', 'w.company_id')
    .leftJoin('accounts as a', 'a.id', 'w.created_by')
    .selectAll('w')
    .select(['c.name as company_name', 'a.name as created_by_name']);
}

export type EndpointRow = Awaited<ReturnType<ReturnType<typeof selectEndpoints>['executeTakeFirstOrThrow']>>;

export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    enabled: row.enabled === 1,
    secretHint: row.secret_hint,
    failureStreak: row.failure_streak,
    disabledReason: row.disabled_reason,
    createdBy: row.created_by_name ?? '',
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The endpoint if the actor's scope covers its company (404 when missing, 403 outside). */
export async function endpointInScope(db: Db, actor: Actor, id: number): Promise<EndpointRow> {
  const row = await selectEndpoints(db).where('w.id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'webhook.notFound');
  assertCompanyInScope(actor, row.company_id);
  return row;
}
