/** The organisation audit log (server/routes/audit-events.ts). */
import { AuditEvent, AuditEventQuery } from '../audit';
import { page, route } from '../define';

export const auditEventRoutes = {
  list: route({
    method: 'GET',
    path: '/api/audit-events',
    tag: 'Audit log',
    summary: { zh: '列出审计日志', en: 'List the audit log' },
    description: {
      zh: '管理员：所有公司（或用 `companyId` 指定一家）；公司用户：本公司（指定其他公司：403）。',
      en: 'Administrators: every company’s (or one’s, with `companyId`); company users: their own company’s (another `companyId`: 403).',
    },
    guard: { permissions: ['isAdminOrCompany'] },
    query: AuditEventQuery,
    answers: { 200: page(AuditEvent) },
  }),
};
