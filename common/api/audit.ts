/** The organisation audit log (docs/api.md, "Audit log"). */

/** What was done. Each has a text in the SPA's `pages.audit.action.*`. */
export const AUDIT_ACTIONS = [
  'employees.exportUnmasked',
  'seals.grant',
  'seals.revoke',
  'seals.approvers',
  'seals.approve',
  'seals.refuse',
  'apiKeys.create',
  'apiKeys.revoke',
  'webhooks.create',
  'webhooks.update',
  'webhooks.delete',
  'webhooks.redeliver',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type { AuditEvent, AuditEventQuery } from '../contract/audit';
