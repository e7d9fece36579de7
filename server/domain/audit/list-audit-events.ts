/**
 * The organisation audit log: append an event, and read a company's events. Admins read every
 * company's; a company's admin reads its own; nobody else reads any (the route refuses them).
 */
import type { z } from 'zod';
import type { AuditAction, AuditEvent } from '../../../common/api/audit';
import type { AUDIT_EVENT_SORTS, AuditEventQuery } from '../../../common/contract/audit';
import type { AuditEventsTable } from '../../db/schema';
import type { Db } from '../../db/open';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import type { Selectable } from 'kysely';
import type { ClientInfo, Deps } from '../deps';
import { assertCompanyInScope, scopeOf, type Actor } from '../scope';

export const AUDIT_EVENT_SORT_FIELDS = { id: 'id', at: 'at' } as const satisfies Record<(typeof AUDIT_EVENT_SORTS)[number], string>;
export type AuditEventSortField = keyof typeof AUDIT_EVENT_SORT_FIELDS;

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

const toEvent = (row: Selectable<AuditEventsTable>): AuditEvent => ({
  id: row.id,
  companyId: row.company_id,
  actorId: row.actor_id,
  actorName: row.actor_name,
  action: row.action,
  details: JSON.parse(row.details) as Record<string, unknown>,
  ip: row.ip,
  userAgent: row.user_agent,
  at: row.at,
});

export async function listAuditEvents(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: ListCriteria<z.output<typeof AuditEventQuery>, AuditEventSortField>,
) {
  if (query.companyId !== undefined) assertCompanyInScope(actor, query.companyId);
  const scope = scopeOf(actor);
  const companyId = scope.kind === 'all' ? query.companyId : scope.companyId;
  let base = deps.db.selectFrom('audit_events');
  if (companyId !== undefined) base = base.where('company_id', '=', companyId);
  if (query.action) base = base.where('action', '=', query.action);
  const { column, direction, limit, offset } = pageOrder(query, AUDIT_EVENT_SORT_FIELDS);
  const [rows, { total }] = await Promise.all([
    base.selectAll().orderBy(column, direction).orderBy('id', direction).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(toEvent), total, query);
}
