/**
 * Every API endpoint once: `'METHOD /api/path'` (`:name` for path parameters) to what it takes
 * and what it answers, from the routes in `server/routes/` (docs/api.md).
 *
 * - `query`: the query string; `body`: the JSON body; `form`: a multipart/form-data body (the
 *   file and the other fields as strings).
 * - `answer`: the envelope's `data`; `Blob` for a file answer (PDF, PNG, .xlsx), which is not
 *   wrapped in the envelope.
 *
 * Types only: `src/services/request.ts` turns a key and its parts into a call.
 */
import type {
  Account,
  AccountListQuery,
  AccountProfile,
  CaptchaResult,
  DemoAccounts,
  CurrentUser,
  DevOutboxMessage,
  ForgottenPasswordBody,
  ForgottenPasswordResult,
  LoginBody,
  LoginResult,
  Notice,
  NoticeClearResult,
  NoticeType,
  NotificationPreferences,
  Page,
  PasswordChangeBody,
  SecurityOverview,
} from './index';
import type {
  Seal,
  SealApproval,
  SealApprovalQuery,
  SealApprovalRefuseBody,
  SealDrawBody,
  SealGrant,
  SealGrantBody,
  SealUpdateBody,
} from './seals';
import type {
  ContractField,
  ContractFieldInput,
  ContractPreviewBody,
  ContractQuery,
  ContractTemplate,
  ContractTemplateCreateBody,
  ContractTemplateUpdateBody,
  ContractVersionBody,
  ContractVersionResult,
  FieldHelp,
  FieldHelpBody,
  FieldHelpQuery,
} from './contracts';
import type {
  AccountCreateBody,
  AccountUpdateBody,
  Company,
  CompanyBody,
  CompanyQuery,
  CompanySigningReadiness,
  Department,
  DepartmentBody,
  DepartmentQuery,
  Employee,
  EmployeeBody,
  EmployeeExportQuery,
  EmployeeImportQuery,
  EmployeeImportRejectedQuery,
  EmployeeQuery,
  ImportReport,
  PasswordResetResult,
  PreventionBody,
  PreventionCheck,
  PreventionEntry,
  PreventionQuery,
} from './organisation';

import type {
  RecentSignEvent,
  SignAuditResult,
  SignTask,
  CompanySignAwaitingApproval,
  SignTaskCounts,
  SignTaskCreateBody,
  SignTaskCreateResult,
  SignTaskDetail,
  SignTaskDocumentQuery,
  SignTaskEditBody,
  SignTaskQuery,
  SignTaskResubmitBody,
  SignTaskRevokeBody,
  SigningCodeResult,
  SigningIdentityBody,
  SigningIdentityResult,
  SigningRejectBody,
  SigningSignBody,
  SigningView,
  SignValuesSheetQuery,
  SignValuesSheetReport,
  VerifyResult,
} from './signing';
import type { MessagingSettings, OutboxMessage, OutboxQuery, TaskMessage } from './messages';
import type { MyCodeBody, MyCodeResult, MyContract, MyLoginBody, MyWorker } from './my';

import type { Batch, BatchCreateBody, BatchDetail, BatchProgress, BatchQuery } from './batches';
import type { AuditEvent, AuditEventQuery } from './audit';
import type { ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyQuery } from './api-keys';
import type {
  WebhookCreateBody,
  WebhookCreated,
  WebhookDelivery,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookQuery,
  WebhookUpdateBody,
} from './webhooks';
import type { HelpDocument } from './help';
import type { SignStats, StatsQuery } from './stats';

/** A multipart body: `file` and the other fields as strings (string unions kept). */
export type Multipart<Fields = object> = { file: Blob } & {
  [K in keyof Fields]: NonNullable<Fields[K]> extends string ? Fields[K] : string;
};

export interface Endpoints {
  // Login and session (server/routes/login.ts, current-user.ts)
  'POST /api/login/account': { body: LoginBody; answer: LoginResult };
  'GET /api/login/captcha': { query: { mobile: string }; answer: CaptchaResult };
  'GET /api/login/demo': { answer: DemoAccounts };
  'POST /api/login/reset-password': { body: ForgottenPasswordBody; answer: ForgottenPasswordResult };
  'GET /api/logout': { answer: null };
  'POST /api/logout': { answer: null };
  'GET /api/currentUser': { answer: CurrentUser };

  // The caller's own settings (my-account.ts): PUTs change the fields given.
  'GET /api/account/settings': { answer: AccountProfile };
  'PUT /api/account/settings': { body: Partial<AccountProfile>; answer: AccountProfile };
  /** `file`: one PNG of at most 1024 px a side (the SPA sends a 256 px square). */
  'POST /api/account/avatar': { form: Multipart; answer: AccountProfile };
  'DELETE /api/account/avatar': { answer: AccountProfile };
  'GET /api/avatars/:id': { params: { id: number }; answer: Blob };
  'PUT /api/account/password': { body: PasswordChangeBody; answer: SecurityOverview };
  'GET /api/account/notifications': { answer: NotificationPreferences };
  'PUT /api/account/notifications': { body: Partial<NotificationPreferences>; answer: NotificationPreferences };
  'GET /api/account/security': { answer: SecurityOverview };

  // Header notices (notices.ts)
  'GET /api/notices': { answer: Notice[] };
  'PUT /api/notices/:id/read': { answer: Notice };
  'DELETE /api/notices': { query: { type: NoticeType }; answer: NoticeClearResult };

  // Accounts (accounts.ts)
  'GET /api/users': { query: AccountListQuery; answer: Page<Account> };
  'POST /api/users': { body: AccountCreateBody; answer: Account };
  'PATCH /api/users/:id': { body: AccountUpdateBody; answer: Account };
  'POST /api/users/:id/reset-password': { answer: PasswordResetResult };

  // API keys (api-keys.ts): sessions only, never a key; DELETE revokes (the key stays listed).
  'GET /api/api-keys': { query: ApiKeyQuery; answer: Page<ApiKey> };
  'POST /api/api-keys': { body: ApiKeyCreateBody; answer: ApiKeyCreated };
  'DELETE /api/api-keys/:id': { answer: ApiKey };

  // Webhooks (webhooks.ts): sessions only, never a key; the secret is answered at creation only.
  'POST /api/webhooks': { body: WebhookCreateBody; answer: WebhookCreated };
  'GET /api/webhooks': { query: WebhookQuery; answer: Page<WebhookEndpoint> };
  'PATCH /api/webhooks/:id': { body: WebhookUpdateBody; answer: WebhookEndpoint };
  'DELETE /api/webhooks/:id': { answer: WebhookEndpoint };
  'GET /api/webhooks/:id/deliveries': { query: WebhookDeliveryQuery; answer: Page<WebhookDelivery> };
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': { answer: WebhookDelivery };

  // Companies and departments (companies.ts); DELETE answers what was deleted.
  'GET /api/companies': { query: CompanyQuery; answer: Page<Company> };
  'POST /api/companies': { body: CompanyBody; answer: Company };
  'GET /api/companies/:id': { answer: Company };
  'PUT /api/companies/:id': { body: Partial<CompanyBody>; answer: Company };
  'DELETE /api/companies/:id': { answer: Company };
  'GET /api/companies/:id/seal': { answer: Blob };
  'POST /api/companies/:id/seal': { form: Multipart; answer: Company };
  'GET /api/companies/:id/signing-readiness': { answer: CompanySigningReadiness };

  // The seal library and its grants (seals.ts): an uploaded image, or a seal drawn on the server.
  'GET /api/companies/:id/seals': { answer: Seal[] };
  'POST /api/companies/:id/seals': { form: Multipart<SealDrawBody>; answer: Seal };
  'POST /api/companies/:id/seals/drawn': { body: SealDrawBody; answer: Seal };
  'POST /api/companies/:id/seals/preview': { body: SealDrawBody; answer: Blob };
  'PATCH /api/seals/:id': { body: SealUpdateBody; answer: Seal };
  'GET /api/seals/:id/image': { answer: Blob };
  'GET /api/seals/:id/grants': { answer: SealGrant[] };
  'POST /api/seals/:id/grants': { body: SealGrantBody; answer: SealGrant };
  'POST /api/seal-grants/:id/revoke': { answer: SealGrant };
  // Approval before sealing (seal-approvals.ts).
  'GET /api/seal-approvals': { query: SealApprovalQuery; answer: Page<SealApproval> };
  'POST /api/seal-approvals/:id/approve': { answer: SealApproval };
  'POST /api/seal-approvals/:id/refuse': { body: SealApprovalRefuseBody; answer: SealApproval };

  'GET /api/companies/:id/departments': { query: DepartmentQuery; answer: Page<Department> };
  'POST /api/companies/:id/departments': { body: DepartmentBody; answer: Department };
  'PUT /api/departments/:id': { body: DepartmentBody; answer: Department };
  'DELETE /api/departments/:id': { answer: Department };

  // Employees (employees.ts); the company of an employee never changes.
  'GET /api/employees': { query: EmployeeQuery; answer: Page<Employee> };
  'POST /api/employees': { body: EmployeeBody; answer: Employee };
  'GET /api/employees/template': { answer: Blob };
  'POST /api/employees/import': { query: EmployeeImportQuery; form: Multipart; answer: ImportReport };
  'POST /api/employees/import/rejected': { query: EmployeeImportRejectedQuery; form: Multipart; answer: Blob };
  'GET /api/employees/export': { query: EmployeeExportQuery; answer: Blob };
  'GET /api/audit-events': { query: AuditEventQuery; answer: Page<AuditEvent> };
  'GET /api/employees/:id': { answer: Employee };
  'PUT /api/employees/:id': { body: Partial<Omit<EmployeeBody, 'companyId'>>; answer: Employee };
  'DELETE /api/employees/:id': { answer: Employee };

  // Prevention list (prevention-list.ts)
  'GET /api/prevention-list': { query: PreventionQuery; answer: Page<PreventionEntry> };
  'POST /api/prevention-list': { body: PreventionBody; answer: PreventionEntry };
  'GET /api/prevention-list/check': { query: { idNumber: string }; answer: PreventionCheck };
  'PUT /api/prevention-list/:id': { body: Partial<PreventionBody>; answer: PreventionEntry };
  'DELETE /api/prevention-list/:id': { answer: PreventionEntry };

  // Contract templates and their fields (contracts.ts)
  'GET /api/contracts': { query: ContractQuery; answer: Page<ContractTemplate> };
  'POST /api/contracts': { form: Multipart<ContractTemplateCreateBody>; answer: ContractTemplate };
  'GET /api/contracts/:id': { answer: ContractTemplate };
  'PUT /api/contracts/:id': { body: ContractTemplateUpdateBody; answer: ContractTemplate };
  'DELETE /api/contracts/:id': { answer: ContractTemplate };
  'POST /api/contracts/:id/versions': { form: Multipart<ContractVersionBody>; answer: ContractVersionResult };
  'GET /api/contracts/:id/file': { answer: Blob };
  'GET /api/contracts/:id/fields': { answer: ContractField[] };
  'PUT /api/contracts/:id/fields': { body: ContractFieldInput[]; answer: ContractField[] };
  'POST /api/contracts/:id/preview': { body: ContractPreviewBody; answer: Blob };

  // Field help (field-helps.ts): PUT takes the whole entry, its owner stays.
  'GET /api/field-helps': { query: FieldHelpQuery; answer: Page<FieldHelp> };
  'POST /api/field-helps': { body: FieldHelpBody; answer: FieldHelp };
  'PUT /api/field-helps/:id': { body: Omit<FieldHelpBody, 'companyId'>; answer: FieldHelp };
  'DELETE /api/field-helps/:id': { answer: FieldHelp };

  // Sign tasks (sign-tasks.ts): the list's filters apply to counts and export too.
  'GET /api/sign-tasks': { query: SignTaskQuery; answer: Page<SignTask> };
  'GET /api/help/faq': { answer: HelpDocument };
  'GET /api/help/manual/:role': { answer: HelpDocument };
  'GET /api/help/screenshots/:name': { answer: Blob };
  'GET /api/stats': { query: StatsQuery; answer: SignStats };
  'GET /api/stats/export': { query: StatsQuery; answer: Blob };
  'GET /api/sign-events/recent': { query: { limit?: number }; answer: RecentSignEvent[] };
  'GET /api/sign-tasks/counts': { query: Omit<SignTaskQuery, 'status' | 'current' | 'pageSize' | 'sorter'>; answer: SignTaskCounts };
  'GET /api/sign-tasks/export': { query: Omit<SignTaskQuery, 'current' | 'pageSize'>; answer: Blob };
  'POST /api/sign-tasks': { body: SignTaskCreateBody; answer: SignTaskCreateResult };
  'GET /api/sign-tasks/values-sheet': { query: SignValuesSheetQuery; answer: Blob };
  'POST /api/sign-tasks/values-sheet': { query: SignValuesSheetQuery; form: Multipart; answer: SignValuesSheetReport };
  'GET /api/sign-tasks/:id': { answer: SignTaskDetail };
  'PATCH /api/sign-tasks/:id': { body: SignTaskEditBody; answer: SignTask };
  'POST /api/sign-tasks/:id/resubmit': { body: SignTaskResubmitBody; answer: SignTask };
  'POST /api/sign-tasks/:id/send': { answer: SignTask };
  'POST /api/sign-tasks/:id/resend': { answer: SignTask };
  'POST /api/sign-tasks/:id/revoke': { body: SignTaskRevokeBody; answer: SignTask };
  'POST /api/sign-tasks/:id/cancel-schedule': { answer: SignTask };
  'POST /api/sign-tasks/:id/schedule': { body: { sendAt: string }; answer: SignTask };
  'POST /api/sign-tasks/:id/company-sign': { answer: SignTask | CompanySignAwaitingApproval };
  'GET /api/sign-tasks/:id/documents/:documentId': { query: SignTaskDocumentQuery; answer: Blob };
  'GET /api/sign-tasks/:id/evidence': { answer: Blob };
  'GET /api/sign-tasks/:id/archive': { answer: Blob };
  'GET /api/sign-tasks/:id/audit': { answer: SignAuditResult };

  // Batches (batches.ts): company signing of many tasks by a background job.
  'POST /api/batches': { body: BatchCreateBody; answer: Batch };
  'GET /api/batches': { query: BatchQuery; answer: Page<Batch> };
  'GET /api/batches/:id': { answer: BatchDetail };
  'POST /api/batches/:id/retry': { answer: Batch };
  /** Server-sent events (`event: progress`, data `BatchProgress`), read with EventSource. */
  'GET /api/batches/:id/events': { answer: BatchProgress };

  // The employee's signing page, public (signing.ts): the token stands in for a session.
  'GET /api/signing/:token': { answer: SigningView };
  'GET /api/signing/:token/documents/:documentId': { answer: Blob };
  'POST /api/signing/:token/identity': { body: SigningIdentityBody; answer: SigningIdentityResult };
  'POST /api/signing/:token/code': { answer: SigningCodeResult };
  'POST /api/signing/:token/sign': { body: SigningSignBody; answer: { state: 'signed' } };
  'POST /api/signing/:token/reject': { body: SigningRejectBody; answer: { state: 'rejected' } };

  // Verification, public (verify.ts)
  'POST /api/verify': { form: Multipart; answer: VerifyResult };
  // The platform PKI, public (pki.ts)
  'GET /api/pki/root.pem': { answer: Blob };
  'GET /api/pki/roots.pem': { answer: Blob };
  'GET /api/pki/ca.cer': { answer: Blob };
  'GET /api/pki/crl': { answer: Blob };
  'GET /api/pki/root.crl': { answer: Blob };
  'POST /api/pki/ocsp': { answer: Blob };

  // The workers' own page, public (my.ts): a worker session of its own, by mobile and texted code.
  'POST /api/my/code': { body: MyCodeBody; answer: MyCodeResult };
  'POST /api/my/login': { body: MyLoginBody; answer: MyWorker };
  'POST /api/my/logout': { answer: null };
  'GET /api/my/worker': { answer: MyWorker };
  'GET /api/my/contracts': { answer: MyContract[] };
  'GET /api/my/contracts/:taskId/documents/:documentId': { answer: Blob };
  'GET /api/my/contracts/:taskId/evidence': { answer: Blob };
  'GET /api/my/contracts/:taskId/archive': { answer: Blob };

  // Messages (messages.ts): the outbox, for administrators; delivery receipts from the providers.
  'GET /api/messages': { query: OutboxQuery; answer: Page<OutboxMessage> };
  'GET /api/messages/settings': { answer: MessagingSettings };
  'POST /api/sign-tasks/:id/messages/:messageId/resend': { answer: TaskMessage };

  // Development and e2e only (dev-outbox.ts)
  'GET /api/dev/outbox': { query: { mobile?: string }; answer: DevOutboxMessage[] };
}

export type Endpoint = keyof Endpoints;
