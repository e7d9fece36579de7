/**
 * The organisation audit log (`audit_events`): who did what to a company's seals, keys, webhooks
 * or employees' unmasked data, from where. One event per act, in the act's own transaction.
 */
import type { AuditAction } from '../../../common/api/audit';
import type { Db } from '../../db/open';
import type { ClientInfo } from '../deps';
import type { Actor } from '../scope';

export interface NewAuditEvent {
  companyId: number | null;
  actor: Actor & { name: string };
  action: AuditAction;
  details: Record<string, unknown>;
  client: ClientInfo;
}

/** Appends one event (in the caller's transaction when given one). */
export async function appendAuditEvent(db: Db, event: NewAuditEvent, at: Date): Promise<void> {
  await db
    .insertInto('audit_events')
    .values({
      company_id: event.companyId,
      actor_id: event.actor.id,
      actor_name: event.actor.name,
      action: event.action,
      details: JSON.stringify(event.details),
      ip: event.client.ip,
      user_agent: event.client.userAgent.slice(0, 500),
      at: at.toISOString(),
    })
    .execute();
}
