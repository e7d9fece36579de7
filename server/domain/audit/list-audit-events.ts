/**
 * A page of a company's audit events. Admins read every company's; a company's admin reads its
 * own; nobody else reads any (the route refuses them).
 */
import type { z } from 'zod';
import type { AuditEventQuery } from '../../../common/contract/audit';
import type { Deps } from '../deps';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { assertCompanyInScope, scopeOf, type Actor } from '../scope';
import { AUDIT_EVENT_SORT_FIELDS, toAuditEvent, type AuditEventSortField } from './audit-event-rows';

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
  return toPage(rows.map(toAuditEvent), total, query);
}
