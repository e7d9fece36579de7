/** The audit log's calls (server/routes/audit-events.ts). */
import { api, type Query } from './request';

export const queryAuditEvents = (query: Query<'GET /api/audit-events'>) => api('GET /api/audit-events', { query });
