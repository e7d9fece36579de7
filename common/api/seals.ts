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

/**
 * Approval before sealing (用印审批): a batch (a single sealing is a batch of one) whose seal needs
 * approval waits as `awaiting_approval`, one approval per seal it stamps; when every one is
 * approved the batch starts; one refusal refuses the batch (its tasks still wait for the company).
 */
export const SEAL_APPROVAL_STATUSES = ['pending', 'approved', 'refused'] as const;
export type SealApprovalStatus = (typeof SEAL_APPROVAL_STATUSES)[number];
/** The longest refusal reason. */
export const SEAL_REFUSAL_MAX = 200;

export type {
  Seal,
  SealApproval,
  SealApprovalQuery,
  SealApprovalRefuseBody,
  SealApprover,
  SealDrawBody,
  SealGrant,
  SealGrantBody,
  SealReadiness,
  SealUpdateBody,
  TaskSeal,
} from '../contract/seals';
