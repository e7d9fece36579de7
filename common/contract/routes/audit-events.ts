/** The organisation audit log (server/routes/audit-events.ts). */
import { AuditEvent, AuditEventQuery } from '../audit';
import { page, route, tagged } from '../define';
import { companyManagers } from '../guards';

export const auditEventRoutes = tagged('Audit log', {
  list: route('GET /api/audit-events', companyManagers, {
    summary: ['列出审计日志', 'List the audit log'],
    description: [
      '管理员：所有公司（或用 `companyId` 指定一家）；公司用户：本公司（指定其他公司：403）。',
      'Administrators: every company’s (or one’s, with `companyId`); company users: their own company’s (another `companyId`: 403).',
    ],
    query: AuditEventQuery,
    answers: { 200: page(AuditEvent) },
  }),
});
