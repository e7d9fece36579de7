/**
 * The organisation audit log: GET /api/audit-events. Admins (any company, or one with
 * `companyId`) and company admins (their own company) read it; scope is decided in
 * domain/audit/audit-events.ts.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../../common/api/audit';
import { AUDIT_EVENT_SORT_FIELDS, listAuditEvents, type AuditEventSortField } from '../domain/audit/audit-events';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { queryId } from './support/fields';
import { listQueryShape } from './support/list-query';
import { authorize } from './support/authorize';
import { parseQuery } from './support/validate';

const sorts = Object.keys(AUDIT_EVENT_SORT_FIELDS) as [AuditEventSortField, ...AuditEventSortField[]];
const listQuery = z.object({ ...listQueryShape(sorts), companyId: queryId(), action: z.enum(AUDIT_ACTIONS).optional() });

export function auditEventRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/audit-events', authorize('isAdminOrCompany'), async (c) => {
    const { sorter, ...filters } = parseQuery(c, listQuery);
    return ok(c, await listAuditEvents(c.get('deps'), c.get('user'), { ...filters, sort: sorter }));
  });
  return routes;
}
