/** The organisation audit log (docs/api.md, "Audit log"). */
import type { PageQuery } from './index';

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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEvent {
  id: number;
  companyId: number | null;
  actorId: number;
  actorName: string;
  action: AuditAction;
  /** What the action covered: for an export, its filters and row count; for a seal grant, the seal, grant, account and limits. */
  details: Record<string, unknown>;
  ip: string;
  userAgent: string;
  at: string;
}

export interface AuditEventQuery extends PageQuery {
  /** Admins only: one company's events (others always see their own company's). */
  companyId?: number;
  action?: AuditAction;
}
