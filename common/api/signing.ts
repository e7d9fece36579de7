/**
 * API types of signing: sign tasks and their documents and events, the employee's public
 * signing page, verification and the platform PKI (docs/api.md, "Signing"; states in
 * docs/product.md, "Sign task states"). Field names are the API's; keep them.
 */
import type { PageSize } from './contracts';
import type { PageQuery } from './index';
import type { TaskMessage } from './messages';
import type { TaskSeal } from './seals';

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

/** The stages a document's PDF goes through; each is kept as its own version. */
/** `renewed`: a completed document whose long-term data (DSS, document timestamp) was renewed. */
export type SignDocumentStage = 'filled' | 'employee_signed' | 'completed' | 'renewed';

export interface SignTask {
  id: number;
  companyId: number;
  companyName: string;
  departmentId: number | null;
  departmentName: string | null;
  employeeId: number;
  employeeName: string;
  /** The principal template. */
  templateId: number;
  templateName: string;
  accessoryIds: number[];
  status: SignTaskStatus;
  /** The values filled in, by field key (defaults already applied). */
  values: Record<string, string>;
  initiatorId: number;
  initiatorName: string;
  /** Scheduled send time (advance send), ISO UTC. */
  sendAt: string | null;
  sentAt: string | null;
  /** After this time an unsigned task expires. */
  deadline: string | null;
  /** When the employee signed. */
  signedAt: string | null;
  completedAt: string | null;
  batchId: number | null;
  rejectReason: string | null;
  revokeReason: string | null;
  createdAt: string;
}

export interface SignDocumentVersion {
  stage: SignDocumentStage;
  sha256: string;
  size: number;
  createdAt: string;
}

/** One PDF of a task: the principal contract first, then each accessory. */
export interface SignDocument {
  id: number;
  templateId: number;
  name: string;
  kind: 'principal' | 'accessory';
  pageCount: number;
  /** The newest version (what `GET .../documents/:documentId` answers). */
  current: SignDocumentVersion;
  versions: SignDocumentVersion[];
}

export type SignEventActor = 'account' | 'employee' | 'system';

export interface SignEvent {
  sequence: number;
  action: SignEventAction;
  actorType: SignEventActor;
  actorName: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 of the task's documents after the action (one per document, in order). */
  documentSha256: string[];
  /** A reason, a batch id…: what the action needs to be understood. */
  detail: Record<string, string | number | null>;
}

/** `GET /api/sign-events/recent`: what happened lately to the tasks of the caller's scope. */
export interface RecentSignEvent {
  taskId: number;
  employeeName: string;
  templateName: string;
  action: SignEventAction;
  actorType: SignEventActor;
  actorName: string;
  at: string;
}

export interface SignTaskDetail extends SignTask {
  documents: SignDocument[];
  events: SignEvent[];
  /** The texts and mails sent about the task, oldest first, with their delivery. */
  messages: TaskMessage[];
  /** The seal the company stamps (or stamped) on it. */
  seal: TaskSeal;
}

/**
 * `POST /api/sign-tasks/:id/company-sign` when the seal needs approval (HTTP 202): nothing is
 * sealed yet; a batch of this one task waits for the seal's approvers.
 */
export interface CompanySignAwaitingApproval {
  awaitingApproval: true;
  batchId: number;
}

export interface SignTaskQuery extends PageQuery {
  status?: SignTaskStatus;
  companyId?: number;
  departmentId?: number;
  /** Contained in the employee's name. */
  employeeName?: string;
  employeeId?: number;
  templateId?: number;
  batchId?: number;
  /** ISO date (YYYY-MM-DD), inclusive. */
  createdFrom?: string;
  createdTo?: string;
  /** ISO date-times: scheduled to be sent at or after `sendFrom`, before `sendBefore`. */
  sendFrom?: string;
  sendBefore?: string;
  /** ISO date-time: due before it (a deadline set and earlier). */
  deadlineBefore?: string;
  /** ISO date-time: last changed at or after it (for a refused task: when it was refused). */
  updatedFrom?: string;
}

/** `GET /api/sign-tasks/counts`: tasks per status under the list's other filters (the tabs). */
export type SignTaskCounts = Record<SignTaskStatus, number>;

/** `POST /api/sign-tasks` (JSON). */
export interface SignTaskCreateBody {
  templateId: number;
  accessoryIds?: number[];
  employeeIds: number[];
  /** Values by field key; blank ones take their defaults (employee, company, today, constant). */
  values?: Record<string, string | number>;
  /** ISO date-time; must be in the future. */
  deadline?: string | null;
  /** Advance send: ISO date-time in the future. */
  sendAt?: string | null;
  /** Send at once (otherwise drafts, or scheduled when `sendAt` is given). */
  send?: boolean;
  /**
   * Each person's own values, by employee id then field key (a salary per person). A blank one
   * takes the shared value in `values`, then the field's default.
   */
  employeeValues?: Record<string, Record<string, string | number>>;
  /** Check everything and write nothing: `ready` names who would get a task. */
  dryRun?: boolean;
}

/** `PATCH /api/sign-tasks/:id` (a draft): its values and deadline, filled again. */
export interface SignTaskEditBody {
  /** Every value of the task by key; blank ones take their defaults. */
  values: Record<string, string | number>;
  deadline?: string | null;
}

/**
 * `POST /api/sign-tasks/:id/resubmit`: a refused, expired or revoked task sent again, as a new
 * task for the same employee and templates with these values (the old one keeps its record).
 */
export interface SignTaskResubmitBody {
  values: Record<string, string | number>;
  deadline?: string | null;
}

/**
 * `POST /api/sign-tasks/values-sheet` (multipart .xlsx, with `templateId`, `accessoryIds` and
 * `employeeIds` in the query): each row of a filled values sheet, checked. The sheet itself is
 * `GET /api/sign-tasks/values-sheet` with the same query.
 */
/** The choice a values sheet is for; ids as `1,2,3`. */
export interface SignValuesSheetQuery {
  templateId: number;
  accessoryIds?: string;
  employeeIds: string;
}

export interface SignValuesSheetReport {
  rows: SignValuesSheetRow[];
  /** Headers that name no field of the templates (their columns are not read). */
  unknownColumns: string[];
  /** Field keys the sheet has a column for. */
  columns: string[];
}

export interface SignValuesSheetRow {
  /** The row number in the sheet. */
  row: number;
  employeeId: number | null;
  employeeName: string;
  /** The row's non-blank values by field key, as they will be filled. */
  values: Record<string, string>;
  /** Why the row cannot be used as it is; empty when it can. */
  problems: { column: string; reason: string }[];
}

/** Why an employee got no task, or was not sent one. */
export interface SignRefusal {
  employeeId: number;
  employeeName: string;
  reason: string;
}

export interface SignTaskCreateResult {
  created: SignTask[];
  refused: SignRefusal[];
  /** On a dry run only: who would get a task. */
  ready?: { employeeId: number; employeeName: string }[];
}

/**
 * `GET /api/sign-tasks/:id/documents/:documentId`: without `download` the PDF is shown
 * (`inline`, nothing recorded); `download=1` saves it (`attachment`) and, once signed, records
 * a `downloaded` event.
 */
export interface SignTaskDocumentQuery {
  download?: '1' | '0';
}

export interface SignTaskRevokeBody {
  reason: string;
}

/** `GET /api/sign-tasks/:id/audit`: the hash chain of the task's events, recomputed. */
export interface SignAuditResult {
  intact: boolean;
  events: number;
  /** The first sequence where the chain breaks (an edited, inserted or deleted row). */
  brokenAt: number | null;
  problem: 'edited' | 'inserted' | 'deleted' | null;
}

// ---------------------------------------------------------------------------------------------
// The employee's public signing page (no session: the link and a texted code)

export type SigningLinkState = 'open' | 'signed' | 'completed' | 'rejected' | 'revoked' | 'expired';

export interface SigningView {
  state: SigningLinkState;
  companyName: string;
  /** The employee's name with all but the first character masked. */
  employeeName: string;
  /** The mobile the code goes to, masked (138****5678). */
  mobile: string;
  deadline: string | null;
  /** `pages`: each page's size, so the page keeps their room while they load (nothing moves under a finger). */
  documents: { id: number; name: string; kind: 'principal' | 'accessory'; pageCount: number; pages: PageSize[] }[];
  /** Help for the fields of the documents (title, content, example), by field key. */
  fieldHelps: { key: string; title: string; content: string; example: string }[];
  /**
   * The identity check before the code (the company's setting): `none` (not asked), `required`
   * (not done yet: `POST /api/signing/:token/identity` first) or `verified`.
   */
  identity: 'none' | 'required' | 'verified';
  /** The initiator's reason when the state is `revoked`; null otherwise. */
  revokeReason: string | null;
}

/** The worker's name and ID number, checked against the record and the carrier's. */
export interface SigningIdentityBody {
  name: string;
  idNumber: string;
}

export interface SigningIdentityResult {
  identity: 'verified';
}

export interface SigningCodeResult {
  sent: true;
  retryAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * The least a drawn signature must span, as a share of the pad's width (its longer side on every
 * screen the page allows): the ink's bounding box, and on the page the strokes' length too. A tap
 * is a dot of about 4 CSS px, 1-2 % of a phone's 350 px pad; a name written small in the box still
 * spans 80 px or more (over 20 %). 15 % (about 55 px on a phone, 110 px on the widest pad) refuses
 * the first and keeps the second. A share, not pixels: the pad's PNG is drawn at the screen's
 * devicePixelRatio, and the share is the same at 1x and at 3x.
 */
export const SIGNATURE_MIN_EXTENT = 0.15;

export interface SigningSignBody {
  code: string;
  /** The drawn signature: a PNG (or JPEG) data URL. */
  signature: string;
}

export interface SigningRejectBody {
  code: string;
  reason: string;
}

// ---------------------------------------------------------------------------------------------
// Verification

export type SignatureParty = 'employee' | 'company' | 'unknown';

/** A change made to the file after a signature, as the revision analysis names it. */
export interface RevisionChange {
  object: string;
  kind: 'added' | 'changed';
  what: string;
  page?: number;
}

/**
 * One signature's findings. The fields marked optional were added with strict (ETSI) verification:
 * servers before it, and the fixtures written for them, answer without them.
 */
export interface VerifiedSignature {
  /** A signature, or a document timestamp (PAdES B-LTA) sealing the file at a trusted time. */
  kind?: 'signature' | 'documentTimestamp';
  /** valid: every check holds; invalid: the bytes, the signature or the certificate's status say no; indeterminate: not provable (no trusted path at the proven time). */
  verdict?: 'valid' | 'invalid' | 'indeterminate';
  /** Stable codes: fatal ones (digest_mismatch, signature_invalid, untrusted_chain, revoked, ...) and notes (signing_time_present, revocation_unchecked, ...). */
  problems?: string[];
  signer: string;
  party: SignatureParty;
  issuer: string;
  /** The signed bytes are unchanged and the signature is mathematically valid. */
  integrity: boolean;
  /** The certificate chains to a platform root at validatedAt. */
  chainTrusted: boolean;
  /** The signature covers the whole file (only the last one can). */
  coversDocument: boolean;
  /** The time the signer claims (never relied on). */
  signedAt: string | null;
  /** The time a trusted timestamp proves (null when there is none, or it is not trusted). */
  timestampedAt: string | null;
  timestampTrusted?: boolean;
  /** The time the certificates were checked at: a trusted timestamp's, or now. */
  validatedAt?: string;
  revocation?: 'good' | 'revoked' | 'unknown';
  /** What changed after this signature, when the revisions were analysed (null: not analysed). */
  modifications?: { verdict: 'untouched' | 'allowed' | 'disallowed'; changes: RevisionChange[] } | null;
}

/** What our records know of the file: the whole file as stored, or only the revision a signature covers. */
export type VerifyRecords =
  | { match: 'exact'; taskId: number; status: SignTaskStatus }
  | {
      match: 'revision';
      taskId: number;
      status: SignTaskStatus;
      stage: SignDocumentStage;
      /** Index in `signatures` of the last signature whose revision we stored. */
      signatureIndex: number;
      /** What follows that revision was not made by us. */
      laterChangesOurs: false;
    };

export interface VerifyResult {
  signatures: VerifiedSignature[];
  /** The task whose records hold this exact file (byte for byte), if any. */
  task: { id: number; status: SignTaskStatus } | null;
  records?: VerifyRecords | null;
  /** The file's Document Security Store, counted; null when it has none. */
  dss?: { certificates: number; ocsps: number; crls: number } | null;
}
