/** The organisation audit log (docs/api.md, "Audit log"): what someone must be able to account for later. */
import { z } from 'zod';
import { AUDIT_ACTIONS } from '../api/audit';
import { isoTime } from './define';
import { listQueryShape, queryId } from './fields';

export const AuditEvent = z
  .object({
    id: z.number().int(),
    companyId: z.number().int().nullable(),
    actorId: z.number().int(),
    actorName: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    details: z
      .record(z.string(), z.unknown())
      .describe(
        'What the action covered: for an export, its filters and row count; for a seal grant, the seal, grant, account and limits.',
      ),
    ip: z.string(),
    userAgent: z.string(),
    at: isoTime(),
  })
  .meta({ id: 'AuditEvent', description: 'One recorded action, append-only.' });

export const AUDIT_EVENT_SORTS = ['id', 'at'] as const;

export const AuditEventQuery = z.object({
  ...listQueryShape(AUDIT_EVENT_SORTS),
  companyId: queryId().describe('Administrators: one company’s events. A company user reads its own company’s (another company: 403).'),
  action: z.enum(AUDIT_ACTIONS).optional(),
});

export type AuditEvent = z.output<typeof AuditEvent>;
export type AuditEventQuery = z.input<typeof AuditEventQuery>;
