/**
 * API types of signing: sign tasks and their documents and events, the employee's public
 * signing page, verification and the platform PKI (docs/api.md, "Signing"; states in
 * docs/product.md, "Sign task states"). Field names are the API's; keep them.
 */

export const SIGN_TASK_STATUSES = [
  'draft',
  'scheduled',
  'pending_employee',
  'pending_company',
  'completed',
  'rejected',
  'revoked',
  'expired',
] as const;
export type SignTaskStatus = (typeof SIGN_TASK_STATUSES)[number];

/** The states in which a task still waits for someone (revocable, and expiring at the deadline). */
export const OPEN_SIGN_TASK_STATUSES: readonly SignTaskStatus[] = ['draft', 'scheduled', 'pending_employee', 'pending_company'];

export const SIGN_EVENT_ACTIONS = [
  'created',
  'sent',
  'scheduled',
  'viewed',
  'code_sent',
  'employee_signed',
  'rejected',
  'company_signed',
  'revoked',
  'expired',
  'resent',
  'downloaded',
  'schedule_cancelled',
  'reminded',
  'link_renewed',
  'identity_verified',
  'identity_failed',
  'message_failed',
  'edited',
  'resubmitted',
  'seal_approved',
  'seal_refused',
] as const;
export type SignEventAction = (typeof SIGN_EVENT_ACTIONS)[number];

/**
 * The stages a document's PDF goes through; each is kept as its own version. `renewed`: a
 * completed document whose long-term data (DSS, document timestamp) was renewed.
 */
export const SIGN_DOCUMENT_STAGES = ['filled', 'employee_signed', 'completed', 'renewed'] as const;
export type SignDocumentStage = (typeof SIGN_DOCUMENT_STAGES)[number];

export type {
  CompanySignAwaitingApproval,
  RecentSignEvent,
  SignAuditResult,
  SignDocument,
  SignDocumentVersion,
  SignEvent,
  SignEventActor,
  SignRefusal,
  SignTask,
  SignTaskCounts,
  SignTaskCreateBody,
  SignTaskCreateResult,
  SignTaskDetail,
  SignTaskDocumentQuery,
  SignTaskEditBody,
  SignTaskQuery,
  SignTaskResubmitBody,
  SignTaskRevokeBody,
  SignValuesSheetQuery,
  SignValuesSheetReport,
  SignValuesSheetRow,
} from '../contract/signing';

// ---------------------------------------------------------------------------------------------
// The employee's public signing page (no session: the link and a texted code)

/**
 * The least a drawn signature must span, as a share of the pad's width (its longer side on every
 * screen the page allows): the ink's bounding box, and on the page the strokes' length too. A tap
 * is a dot of about 4 CSS px, 1-2 % of a phone's 350 px pad; a name written small in the box still
 * spans 80 px or more (over 20 %). 15 % (about 55 px on a phone, 110 px on the widest pad) refuses
 * the first and keeps the second. A share, not pixels: the pad's PNG is drawn at the screen's
 * devicePixelRatio, and the share is the same at 1x and at 3x.
 */
export const SIGNATURE_MIN_EXTENT = 0.15;

// The signing page and verification (their types: common/contract/signing-page.ts).
export type {
  RevisionChange,
  SignatureParty,
  SigningCodeResult,
  SigningIdentityBody,
  SigningIdentityResult,
  SigningLinkState,
  SigningRejectBody,
  SigningSignBody,
  SigningView,
  VerifiedSignature,
  VerifyRecords,
  VerifyResult,
} from '../contract/signing-page';
