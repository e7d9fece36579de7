/**
 * The organisation audit log (common/contract/routes/audit-events.ts). Admins (any company, or
 * one with `companyId`) and company admins (their own company) read it; scope is decided in
 * domain/audit/list-audit-events.ts.
 */
import { Hono } from 'hono';
import { auditEventRoutes as declared } from '../../common/contract/routes/audit-events';
import { listAuditEvents } from '../domain/audit/list-audit-events';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function auditEventRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listAuditEvents(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
  });
  return routes;
}
