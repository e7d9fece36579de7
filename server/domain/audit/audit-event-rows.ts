/** An audit event as the API shows it, and the fields its list sorts by. */
import type { Selectable } from 'kysely';
import type { AuditEvent } from '../../../common/api/audit';
import type { AUDIT_EVENT_SORTS } from '../../../common/contract/audit';
import type { AuditEventsTable } from '../../db/schema';

export const AUDIT_EVENT_SORT_FIELDS = { id: 'id', at: 'at' } as const satisfies Record<(typeof AUDIT_EVENT_SORTS)[number], string>;
export type AuditEventSortField = keyof typeof AUDIT_EVENT_SORT_FIELDS;

export const toAuditEvent = (row: Selectable<AuditEventsTable>): AuditEvent => ({
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
