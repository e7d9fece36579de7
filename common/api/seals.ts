/** The seal library and its grants (docs/api.md, "Seals"). */

/** The longest seal kind or name. */
export const SEAL_TEXT_MAX = 20;

/** The kinds every company has a name for; a company may name others (财务专用章). */
export const BUILT_IN_SEAL_KINDS = ['company', 'contract', 'hr'] as const;
/** 'company' (公章), 'contract' (合同专用章), 'hr' (人事专用章), or a kind the company names. */
export type SealKind = string;
/** The usual name of a seal of each built-in kind: what a new seal is called unless named. */
export const BUILT_IN_SEAL_NAMES: Record<(typeof BUILT_IN_SEAL_KINDS)[number], string> = {
  company: '公章',
  contract: '合同专用章',
  hr: '人事专用章',
};
/** What a kind is called: the usual name of a built-in kind, else the kind as the company named it. */
export const sealKindName = (kind: SealKind): string => BUILT_IN_SEAL_NAMES[kind as keyof typeof BUILT_IN_SEAL_NAMES] ?? kind;

/** The kind a template is sealed with unless it names another. */
export const DEFAULT_SEAL_KIND: SealKind = 'company';

export const SEAL_STATUSES = ['active', 'disabled'] as const;
export type SealStatus = (typeof SEAL_STATUSES)[number];

export interface Seal {
  id: number;
  companyId: number;
  kind: SealKind;
  name: string;
  /** Only active seals stamp; a company has at most one active seal of each kind. */
  status: SealStatus;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  updatedAt: string;
  /** Sealing with it waits for one of `approvers` to approve (用印审批). */
  approvalRequired: boolean;
  approvers: SealApprover[];
}

/** An account of the company who approves the seal's use. */
export interface SealApprover {
  accountId: number;
  accountName: string;
}

/**
 * A new seal's kind and name. `POST /api/companies/:id/seals/drawn` has it drawn on the server
 * (the company's name along the arc, `name` below the star but on the company seal);
 * `.../seals/preview` draws the same without saving; `POST /api/companies/:id/seals` takes them
 * as form fields beside the uploaded image (`file`).
 */
export interface SealDrawBody {
  kind: SealKind;
  name: string;
}

export interface SealUpdateBody {
  name?: string;
  status?: SealStatus;
  /** Turning approval on needs at least one approver (given here or already set). */
  approvalRequired?: boolean;
  /** The company's accounts who approve (replaces the list; at most 20). */
  approverIds?: number[];
}

export interface SealGrant {
  id: number;
  sealId: number;
  accountId: number;
  accountName: string;
  /** The templates the grant covers; null: every template. */
  templateIds: number[] | null;
  /** The departments whose tasks it covers; null: every department. */
  departmentIds: number[] | null;
  /** Null: until revoked. */
  expiresAt: string | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  revokedAt: string | null;
  revokedBy: number | null;
  /** Neither revoked nor expired now. */
  live: boolean;
}

export interface SealGrantBody {
  accountId: number;
  templateIds?: number[] | null;
  departmentIds?: number[] | null;
  expiresAt?: string | null;
}

/**
 * Approval before sealing (用印审批): a batch (a single sealing is a batch of one) whose seal needs
 * approval waits as `awaiting_approval`, one approval per seal it stamps; when every one is
 * approved the batch starts; one refusal refuses the batch (its tasks still wait for the company).
 */
export const SEAL_APPROVAL_STATUSES = ['pending', 'approved', 'refused'] as const;
export type SealApprovalStatus = (typeof SEAL_APPROVAL_STATUSES)[number];
/** The longest refusal reason. */
export const SEAL_REFUSAL_MAX = 200;

export interface SealApproval {
  id: number;
  companyId: number;
  companyName: string;
  sealId: number;
  sealKind: SealKind;
  sealName: string;
  batchId: number;
  /** Tasks of the batch sealed with this seal. */
  taskCount: number;
  requestedBy: number | null;
  requestedByName: string | null;
  requestedAt: string;
  status: SealApprovalStatus;
  decidedBy: number | null;
  decidedByName: string | null;
  decidedAt: string | null;
  /** Why it was refused. */
  reason: string | null;
  /** The reader is one of the seal's approvers, did not request it, and it is pending. */
  canDecide: boolean;
}

/**
 * `GET /api/seal-approvals`: approvers see those of their seals, company users their company's,
 * administrators all, anyone the ones they requested. Newest first.
 */
export interface SealApprovalQuery {
  current?: number;
  pageSize?: number;
  status?: SealApprovalStatus;
  /** Only those the reader may decide now. */
  mine?: boolean;
}

export interface SealApprovalRefuseBody {
  reason: string;
}

/** Which seal a task is (or will be) stamped with: the task page and the batch page. */
export interface TaskSeal {
  /** The kind the template asks for. */
  kind: SealKind;
  /** The company's active seal of that kind (after sealing: the seal stamped); null: none. */
  sealId: number | null;
  sealName: string | null;
  approvalRequired: boolean;
  /** Before sealing: whether the reader holds a live grant covering this task. */
  readerMayStamp: boolean;
  /** After sealing: who stamped and who approved, from the task's audit chain. */
  stampedByName: string | null;
  stampedAt: string | null;
  approvedByName: string | null;
  approvedAt: string | null;
}

/** One active seal as the reader may use it (signing readiness). */
export interface SealReadiness {
  sealId: number;
  kind: SealKind;
  name: string;
  approvalRequired: boolean;
  /** The reader holds a live grant of it (limits to templates or departments aside). */
  granted: boolean;
}
