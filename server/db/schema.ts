/**
 * Table types for Kysely. Column names are snake_case in the database; the API speaks camelCase
 * (the mapping lives in the domain modules). Times are ISO-8601 UTC strings, which sort as text;
 * booleans are 0/1 integers: both work the same in SQLite and PostgreSQL.
 */
import type { Generated } from 'kysely';
import type { AuditAction } from '../../common/api/audit';
import type { MessageChannel, MessageKind, MessageStatus } from '../../common/api/messages';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../common/api/webhooks';
import type { BatchStatus } from '../../common/api/batches';
import type { SealApprovalStatus } from '../../common/api/seals';
import type { ApiKeyRole } from '../../common/api/api-keys';

export interface MigrationsTable {
  id: number;
  name: string;
  applied_at: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  /** Unified social credit code, 18 chars, GB 32100 check digit. */
  credit_code: string;
  legal_person: string;
  contact_name: string;
  contact_mobile: string;
  address: string;
  /**
   * The seal image before the seal library (migration 028 made it the company's `company` seal);
   * read and written no more, kept as it was at the upgrade.
   */
  seal_png: Buffer | null;
  status: 'active' | 'suspended';
  /** 1: workers pass a carrier three-element check before signing. */
  verify_identity: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface DepartmentsTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  created_at: string;
}

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  /** `scrypt$N$r$p$salt$hash`, never the password. */
  password_hash: string;
  /** 0-4, computed when the password was set (the hash cannot tell it later). */
  password_strength: number;
  password_changed_at: string;
  name: string;
  avatar: string;
  type: number;
  /** Company of types 2-4; null for admins (exposed as relation_id 0). */
  company_id: number | null;
  department_id: number | null;
  /** Security phone, also the phone-login number; unique when set. */
  mobile: string | null;
  email: string;
  status: 'enabled' | 'disabled';
  last_login_at: string | null;
  signature: string;
  country: string;
  province: string;
  city: string;
  address: string;
  /** Contact phone of the profile (may differ from the security mobile). */
  phone: string;
  notify_user_message: number;
  notify_system_message: number;
  notify_todo: number;
  security_question: string | null;
  backup_email: string;
  mfa_enabled: number;
  /** 1 while the password is one an administrator set: the owner must replace it (migration 027). */
  /** Set when an administrator chose the password; 0 by default (migration 027), so older seeds insert without it. */
  must_change_password: Generated<number>;
  /** 1: the account an API key acts through (migration 031): never logs in, in no account list. */
  service_account: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  account_id: number;
  /** SHA-256 of the cookie token: a leaked database does not leak live sessions. */
  token_hash: string;
  /** 1 when the user asked to be remembered (autoLogin). */
  remember: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

/** Fixed-window counters (login failures, captcha sends), shared by every server process. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: string;
}

export interface CaptchasTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

/** The outbox: every text and mail, with its delivery (docs/messages.md). */
export interface MessagesTable {
  id: Generated<number>;
  channel: MessageChannel;
  recipient: string;
  kind: MessageKind;
  /** JSON `[name, value][]` in the kind's order; codes and links are blanked once sent. */
  params: string;
  status: MessageStatus;
  attempts: Generated<number>;
  /** Who carries it: `dev` (held), `tencent`, `aliyun`, `smtp`. */
  provider: string;
  provider_id: string | null;
  error: string | null;
  task_id: number | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  delivered_at: string | null;
}

/** Codes texted to a worker's mobile to sign in on `/my`. */
export interface WorkerCodesTable {
  id: Generated<number>;
  mobile: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

/** A worker's session on `/my`: by mobile, never a back-office account. */
export interface WorkerSessionsTable {
  id: Generated<number>;
  mobile: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
}

export interface NoticesTable {
  id: Generated<number>;
  account_id: number;
  type: 'notification' | 'message' | 'event';
  title: string;
  description: string;
  status: string | null;
  extra: string | null;
  avatar: string | null;
  read: number;
  created_at: string;
  /** JSON `NoticeMessage`s `{title, description?}`, rendered in the reader's language; null for seed rows. */
  message: string | null;
  /** Where the notice leads in the app (`/sign/12`). */
  link: string | null;
}

/** Kept by triggers (migration 020): employees per company, department (0: none) and status. */
export interface EmployeeCountsTable {
  company_id: number;
  department_id: number;
  status: string;
  employees: number;
}

/**
 * Kept by triggers (migration 034): each distinct character and pair of adjacent characters
 * (`gram`) of each employee's lower-cased name, with the columns the name search filters and
 * sorts by.
 */
export interface EmployeeNameGramsTable {
  company_id: number;
  gram: string;
  status: string;
  entry_date: string;
  employee_id: number;
  department_id: number | null;
  name: string;
}

/** SQLite only: 1, 2, 3, … for migration 034's triggers (dialect's createPositions). */
export interface NamePositionsTable {
  position: number;
}

/** Kept by triggers (migration 015): tasks per day of creation and current status. */
export interface SignTaskDaysTable {
  company_id: number;
  department_id: number;
  day: string;
  status: string;
  tasks: number;
}

/** Kept by triggers (migrations 015, 026): time from sending to signing, counted in buckets. */
export interface SignTaskDurationsTable {
  company_id: number;
  day: string;
  kind: 'employee_signed' | 'completed';
  /** Whole minutes from sending: the bucket's first (migration 026). */
  minutes: number;
  tasks: number;
}

/** Kept by triggers (migration 035): sign_task_days without the department. */
export interface SignTaskCompanyDaysTable {
  day: string;
  company_id: number;
  status: string;
  tasks: number;
}

/** Kept by triggers (migration 035): sign_task_days by month (YYYY-MM). */
export interface SignTaskMonthsTable {
  month: string;
  company_id: number;
  department_id: number;
  status: string;
  tasks: number;
}

/** Kept by triggers (migration 035): sign_task_durations by month (YYYY-MM). */
export interface SignTaskDurationMonthsTable {
  month: string;
  company_id: number;
  kind: 'employee_signed' | 'completed';
  minutes: number;
  tasks: number;
}

/** Kept by triggers (migration 035): tasks per month of creation, refused (1, by reason) or not (0). */
export interface SignTaskRefusalMonthsTable {
  month: string;
  company_id: number;
  refused: number;
  reason: string;
  tasks: number;
}

export interface EmployeesTable {
  id: Generated<number>;
  company_id: number;
  department_id: number | null;
  name: string;
  /** Resident ID number, 18 chars, GB 11643 check digit; unique within a company. */
  id_number: string;
  mobile: string;
  position: string;
  entry_date: string;
  status: 'active' | 'left';
  /** YYYY-MM-DD, set while the status is 'left' (migration 016). */
  leave_date: string | null;
  /** Where the worker's mail goes beside the texts; '' when none (migration 025). */
  email: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** People who must not be sent a contract, by resident ID number (unique). */
export interface PreventionListTable {
  id: Generated<number>;
  name: string;
  id_number: string;
  mobile: string;
  reason: string;
  /** The account that added the entry (null once that account is gone). */
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** A contract template: the PDF itself is stored in the row. */
export interface ContractTemplatesTable {
  id: Generated<number>;
  kind: 'principal' | 'accessory';
  /** Null: shared (made by an administrator, seen by every company). */
  company_id: number | null;
  name: string;
  code: string;
  version: number;
  status: 'draft' | 'enabled' | 'disabled';
  page_count: number;
  /** JSON array of {width, height} in points. */
  page_sizes: string;
  pdf: Buffer;
  file_size: number;
  file_sha256: string;
  /** The kind of the company's seal stamped at the company signature place (`seals.kind`). */
  seal_kind: Generated<string>;
  /** 1: the company's seal is also split across the right edge of every page (migration 030). */
  cross_page_seal: Generated<number>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** The accessory templates a principal template lists, in order. */
export interface ContractTemplateAccessoriesTable {
  principal_id: number;
  accessory_id: number;
  position: number;
}

export interface ContractFieldsTable {
  id: Generated<number>;
  template_id: number;
  /** Order in the template's list. */
  position: number;
  key: string;
  label: string;
  type: string;
  required: number;
  source: string | null;
  constant_value: string | null;
  party: string | null;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  font_size: number;
  /** JSON array of strings. */
  options: string;
}

export interface FieldHelpsTable {
  id: Generated<number>;
  company_id: number | null;
  key: string;
  title: string;
  content: string;
  example: string;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface SignTasksTable {
  id: Generated<number>;
  company_id: number;
  department_id: number | null;
  employee_id: number;
  template_id: number;
  status: string;
  /** JSON object: field key → value. */
  field_values: string;
  initiator_id: number | null;
  send_at: string | null;
  sent_at: string | null;
  deadline: string | null;
  signed_at: string | null;
  completed_at: string | null;
  batch_id: number | null;
  reject_reason: string | null;
  revoke_reason: string | null;
  link_hash: string | null;
  link_created_at: string | null;
  reminded_at: string | null;
  /** When the worker passed the identity check (companies that ask for one). */
  identity_verified_at: string | null;
  /** With the id, what the signing link is derived from; null for links made before derivation. */
  link_nonce: string | null;
  last_event_hash: string | null;
  /** Why the scheduled send was refused (a message key and parameters, JSON). */
  send_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface SignTaskTemplatesTable {
  id: Generated<number>;
  task_id: number;
  template_id: number;
  position: number;
}

export interface SignDocumentVersionsTable {
  id: Generated<number>;
  document_id: number;
  stage: string;
  sha256: string;
  size: number;
  created_at: string;
  /** When its long-term data must be renewed (the newest completed version only). */
  renew_by: string | null;
}

export interface SignEventsTable {
  id: Generated<number>;
  task_id: number;
  sequence: number;
  action: string;
  actor_type: string;
  actor_id: number | null;
  actor_name: string;
  at: string;
  ip: string | null;
  user_agent: string | null;
  /** JSON array of SHA-256, one per document. */
  document_sha256: string;
  /** JSON object. */
  detail: string;
  prev_hash: string;
  hash: string;
}

export interface SignCodesTable {
  id: Generated<number>;
  task_id: number;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

export interface CompanyCertificatesTable {
  company_id: number;
  certificate: Buffer;
  encrypted_key: Buffer;
  not_after: string;
  created_at: string;
}

export interface PkiCertificatesTable {
  serial: string;
  issuer_sha256: string;
  kind: 'company' | 'employee' | 'evidence';
  company_id: number | null;
  task_id: number | null;
  certificate: Buffer;
  not_after: string;
  revoked_at: string | null;
  revocation_reason: string | null;
  created_at: string;
}

export interface SignEvidenceTable {
  task_id: number;
  sha256: string;
  size: number;
  head_sequence: number;
  head_hash: string;
  head_token: Buffer;
  created_at: string;
}

export interface PkiCrlsTable {
  issuer_sha256: string;
  number: number;
  crl: Buffer;
  this_update: string;
  next_update: string;
  revoked_count: number;
}

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  run_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface BatchesTable {
  id: Generated<number>;
  company_id: number;
  initiator_id: number | null;
  status: BatchStatus;
  total: number;
  done: Generated<number>;
  failed: Generated<number>;
  created_at: string;
  finished_at: string | null;
}

export interface BatchItemsTable {
  batch_id: number;
  task_id: number;
  status: 'pending' | 'done' | 'failed';
  error: string | null;
  updated_at: string;
}

export interface AuditEventsTable {
  id: Generated<number>;
  company_id: number | null;
  actor_id: number;
  actor_name: string;
  action: AuditAction;
  details: string;
  ip: string;
  user_agent: string;
  at: string;
}

/** A company's seal (migration 028): at most one active seal of each kind per company. */
export interface SealsTable {
  id: Generated<number>;
  company_id: number;
  /** 'company' (公章), 'contract' (合同专用章), 'hr' (人事专用章), or a kind the company names. */
  kind: string;
  name: string;
  /** The normalised PNG the signing engine embeds (domain/uploaded-images.ts). */
  png: Buffer;
  status: 'active' | 'disabled';
  created_by: number | null;
  created_at: string;
  updated_at: string;
  /** 1: each use waits for one of its approvers (migration 029). */
  approval_required: Generated<number>;
}

/** Who approves a seal's use. */
export interface SealApproversTable {
  seal_id: number;
  account_id: number;
}

/** One seal's approval for one batch (migration 029). */
export interface SealApprovalsTable {
  id: Generated<number>;
  company_id: number;
  seal_id: number;
  batch_id: number;
  task_count: number;
  requested_by: number | null;
  requested_at: string;
  status: SealApprovalStatus;
  decided_by: number | null;
  decided_at: string | null;
  reason: string | null;
}

/** Who may stamp a seal, within which limits, until when. */
export interface SealGrantsTable {
  id: Generated<number>;
  seal_id: number;
  account_id: number;
  /** JSON array of template ids; null: every template. */
  template_ids: string | null;
  /** JSON array of department ids; null: every department. */
  department_ids: string | null;
  expires_at: string | null;
  created_by: number | null;
  created_at: string;
  revoked_at: string | null;
  revoked_by: number | null;
}

/** A company's API key (migration 031): it acts through its own account (`account_id`). */
export interface ApiKeysTable {
  id: Generated<number>;
  account_id: number;
  company_id: number;
  department_id: number | null;
  role: ApiKeyRole;
  name: string;
  /** `esk_` and 8 characters: the start of the key, shown to tell keys apart. */
  prefix: string;
  /** SHA-256 of the whole key, never the key. */
  secret_hash: string;
  expires_at: string | null;
  created_by: number | null;
  created_at: string;
  revoked_at: string | null;
  revoked_by: number | null;
  last_used_at: string | null;
  use_count: Generated<number>;
}

/** The first answer to a caller's `Idempotency-Key` (migration 032); no status while it runs. */
export interface IdempotencyKeysTable {
  id: Generated<number>;
  account_id: number;
  key: string;
  request: string;
  body_hash: string;
  status: number | null;
  answer: string | null;
  created_at: string;
}

export interface AccountAvatarsTable {
  account_id: number;
  png: Buffer;
  updated_at: string;
}

/** Signed documents by their SHA-256, on PostgreSQL (storage/database-document-store.ts). */
export interface DocumentsTable {
  sha256: string;
  bytes: Buffer;
  size: number;
  created_at: string;
}

/** The platform PKI's files, on PostgreSQL (signatures/pki-files.ts). */
export interface PkiFilesTable {
  name: string;
  bytes: Buffer;
  created_at: string;
}

/** A company's webhook endpoint (migration 033). */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  company_id: number;
  url: string;
  /** JSON array of `WebhookEventType`. */
  events: string;
  /** base64 of the secret sealed by the key vault (domain/webhooks/endpoint-secret.ts). */
  secret_sealed: string;
  secret_hint: string;
  enabled: number;
  failure_streak: Generated<number>;
  disabled_reason: 'failing' | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One event for one endpoint, and its attempts (migration 033). */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpoint_id: number;
  event_type: WebhookEventType;
  /** The `webhook-id` header, kept across attempts and redeliveries. */
  event_id: string;
  subject_id: number | null;
  /** The exact JSON body sent. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** A contract page drawn for phones (migration 036): its JPEG is in the document store. */
export interface DocumentPageImagesTable {
  document_sha256: string;
  page: number;
  width: number;
  height: number;
  image_sha256: string;
  created_at: string;
}

export interface Database {
  migrations: MigrationsTable;
  companies: CompaniesTable;
  departments: DepartmentsTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  captchas: CaptchasTable;
  messages: MessagesTable;
  worker_codes: WorkerCodesTable;
  worker_sessions: WorkerSessionsTable;
  notices: NoticesTable;
  employees: EmployeesTable;
  employee_counts: EmployeeCountsTable;
  employee_name_grams: EmployeeNameGramsTable;
  name_positions: NamePositionsTable;
  prevention_list: PreventionListTable;
  contract_templates: ContractTemplatesTable;
  contract_template_accessories: ContractTemplateAccessoriesTable;
  contract_fields: ContractFieldsTable;
  field_helps: FieldHelpsTable;
  sign_tasks: SignTasksTable;
  sign_task_templates: SignTaskTemplatesTable;
  sign_document_versions: SignDocumentVersionsTable;
  sign_events: SignEventsTable;
  sign_codes: SignCodesTable;
  company_certificates: CompanyCertificatesTable;
  pki_certificates: PkiCertificatesTable;
  pki_crls: PkiCrlsTable;
  sign_evidence: SignEvidenceTable;
  jobs: JobsTable;
  batches: BatchesTable;
  sign_task_days: SignTaskDaysTable;
  sign_task_durations: SignTaskDurationsTable;
  sign_task_company_days: SignTaskCompanyDaysTable;
  sign_task_months: SignTaskMonthsTable;
  sign_task_duration_months: SignTaskDurationMonthsTable;
  sign_task_refusal_months: SignTaskRefusalMonthsTable;
  batch_items: BatchItemsTable;
  audit_events: AuditEventsTable;
  account_avatars: AccountAvatarsTable;
  seals: SealsTable;
  seal_grants: SealGrantsTable;
  seal_approvers: SealApproversTable;
  seal_approvals: SealApprovalsTable;
  api_keys: ApiKeysTable;
  idempotency_keys: IdempotencyKeysTable;
  documents: DocumentsTable;
  document_page_images: DocumentPageImagesTable;
  pki_files: PkiFilesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}
