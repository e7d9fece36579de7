/**
 * Sign tasks (docs/api.md, "Signing"; states in docs/product.md, "Sign task states"): the tasks,
 * their documents and events, the list's filters, and what creating, editing, resubmitting and
 * revoking them take. The employee's page and verification are in signing-page.ts.
 */
import { z } from 'zod';
import { SIGN_DOCUMENT_STAGES, SIGN_EVENT_ACTIONS, SIGN_TASK_STATUSES } from '../api/signing';
import { isIsoDate, LIMITS } from '../validation/limits';
import { isoTime } from './define';
import { listQueryShape, queryBoolean, queryId, queryIds, requiredText, text, wireId } from './fields';
import { TaskMessage } from './messages';
import { TaskSeal } from './seals';

export const SignTaskStatus = z.enum(SIGN_TASK_STATUSES);
export const SignEventAction = z.enum(SIGN_EVENT_ACTIONS);
export const SignDocumentStage = z
  .enum(SIGN_DOCUMENT_STAGES)
  .describe('The stage of a PDF; `renewed`: a completed document whose long-term data (DSS, document timestamp) was renewed.');

export const SignTask = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    departmentId: z.number().int().nullable(),
    departmentName: z.string().nullable(),
    employeeId: z.number().int(),
    employeeName: z.string(),
    templateId: z.number().int().describe('The principal template.'),
    templateName: z.string(),
    accessoryIds: z.array(z.number().int()),
    status: SignTaskStatus,
    values: z.record(z.string(), z.string()).describe('The values filled in, by field key (defaults already applied).'),
    initiatorId: z.number().int(),
    initiatorName: z.string(),
    sendAt: isoTime().nullable().describe('Scheduled send time (advance send).'),
    sentAt: isoTime().nullable(),
    deadline: isoTime().nullable().describe('After this time an unsigned task expires.'),
    signedAt: isoTime().nullable().describe('When the employee signed.'),
    completedAt: isoTime().nullable(),
    batchId: z.number().int().nullable(),
    rejectReason: z.string().nullable(),
    revokeReason: z.string().nullable(),
    createdAt: isoTime(),
  })
  .meta({ id: 'SignTask' });

/** `GET /api/sign-tasks/counts`: tasks per status under the list's other filters (the tabs). */
export const SignTaskCounts = z
  .record(SignTaskStatus, z.number().int())
  .meta({ id: 'SignTaskCounts', description: 'Tasks per status under the list’s other filters (the tabs).' });

export const SignDocumentVersion = z
  .object({
    stage: SignDocumentStage,
    sha256: z.string(),
    size: z.number().int(),
    createdAt: isoTime(),
  })
  .meta({ id: 'SignDocumentVersion', description: 'Each stage of a document’s PDF is kept as its own version.' });

export const SignDocument = z
  .object({
    id: z.number().int(),
    templateId: z.number().int(),
    name: z.string(),
    kind: z.enum(['principal', 'accessory']),
    pageCount: z.number().int(),
    current: SignDocumentVersion.describe('The newest version (what `GET .../documents/:documentId` answers).'),
    versions: z.array(SignDocumentVersion),
  })
  .meta({ id: 'SignDocument', description: 'One PDF of a task: the principal contract first, then each accessory.' });

export const SignEventActor = z.enum(['account', 'employee', 'system']);

export const SignEvent = z
  .object({
    sequence: z.number().int(),
    action: SignEventAction,
    actorType: SignEventActor,
    actorName: z.string(),
    at: isoTime(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    documentSha256: z.array(z.string()).describe('SHA-256 of the task’s documents after the action (one per document, in order).'),
    detail: z
      .record(z.string(), z.union([z.string(), z.number(), z.null()]))
      .describe('A reason, a batch id…: what the action needs to be understood.'),
  })
  .meta({ id: 'SignEvent' });

export const RecentSignEvent = z
  .object({
    taskId: z.number().int(),
    employeeName: z.string(),
    templateName: z.string(),
    action: SignEventAction,
    actorType: SignEventActor,
    actorName: z.string(),
    at: isoTime(),
  })
  .meta({ id: 'RecentSignEvent', description: 'What happened lately to a task of the caller’s scope.' });

export const SignTaskDetail = SignTask.extend({
  documents: z.array(SignDocument),
  events: z.array(SignEvent),
  messages: z.array(TaskMessage).describe('The texts and mails sent about the task, oldest first, with their delivery.'),
  seal: TaskSeal.describe('The seal the company stamps (or stamped) on it.'),
}).meta({ id: 'SignTaskDetail' });

export const CompanySignAwaitingApproval = z
  .object({
    awaitingApproval: z.literal(true),
    batchId: z.number().int(),
  })
  .meta({
    id: 'CompanySignAwaitingApproval',
    description: 'The seal needs approval: nothing is sealed yet; a batch of this one task waits for the seal’s approvers.',
  });

// ---------------------------------------------------------------------------------------------
// The list, its counts and its export

export const SIGN_TASK_SORTS = ['id', 'createdAt', 'status', 'sentAt', 'sendAt', 'deadline', 'signedAt', 'completedAt'] as const;

const queryDate = () => z.string().trim().refine(isIsoDate, 'validation.date').optional();
const queryTime = () => z.iso.datetime({ offset: true }).optional();

/** The list's filters, shared by the list, its counts and its export. */
const signTaskFilters = {
  status: SignTaskStatus.optional(),
  companyId: queryId(),
  departmentId: queryId(),
  employeeName: text(50).optional().describe('Contained in the employee’s name.'),
  employeeId: queryId(),
  templateId: queryId(),
  batchId: queryId(),
  createdFrom: queryDate().describe('A date (YYYY-MM-DD), inclusive.'),
  createdTo: queryDate().describe('A date (YYYY-MM-DD), inclusive.'),
  sendFrom: queryTime().describe('Scheduled to be sent at or after it.'),
  sendBefore: queryTime().describe('Scheduled to be sent before it.'),
  deadlineBefore: queryTime().describe('Due before it (a deadline set and earlier).'),
  updatedFrom: queryTime().describe('Last changed at or after it (for a refused task: when it was refused).'),
};

export const SignTaskQuery = z.object({ ...listQueryShape(SIGN_TASK_SORTS), ...signTaskFilters });

/** The counts' query: the list's filters but `status` (each status is counted). */
export const SignTaskCountsQuery = z.object({ ...signTaskFilters, status: z.undefined().optional() });

/** The export's query: the list's filters and order, every row. */
export const SignTaskExportQuery = z.object({ sorter: listQueryShape(SIGN_TASK_SORTS).sorter, ...signTaskFilters });

export const RecentSignEventsQuery = z.object({
  limit: z.coerce.number<number | string>().int().min(1).max(50).default(10).describe('How many events, newest first (1-50).'),
});

// ---------------------------------------------------------------------------------------------
// Creating and changing tasks

/** Values by field key. */
const fieldValues = z.record(z.string().max(64), z.union([z.string().max(500), z.number()]));
const futureTime = () => z.iso.datetime({ offset: true });

export const SignTaskCreateBody = z
  .object({
    templateId: z.number().int().min(1),
    accessoryIds: z.array(z.number().int().min(1)).max(20).optional(),
    employeeIds: z.array(z.number().int().min(1)).min(1).max(LIMITS.signEmployees),
    values: fieldValues.optional().describe('Values by field key; blank ones take their defaults (employee, company, today, constant).'),
    deadline: futureTime().nullable().optional().describe('Must be in the future.'),
    sendAt: futureTime().nullable().optional().describe('Advance send: a time in the future.'),
    send: z.boolean().optional().describe('Send at once (otherwise drafts, or scheduled when `sendAt` is given).'),
    employeeValues: z
      .record(z.string().regex(/^\d{1,12}$/), fieldValues)
      .optional()
      .describe('Each person’s own values, by employee id then field key; a blank one takes the shared value, then the default.'),
    dryRun: z.boolean().optional().describe('Check everything and write nothing: `ready` names who would get a task.'),
  })
  .meta({ id: 'SignTaskCreateBody' });

export const SignTaskEditBody = z
  .object({
    values: fieldValues.describe('Every value of the task by key; blank ones take their defaults.'),
    deadline: futureTime().nullable().optional(),
  })
  .meta({ id: 'SignTaskEditBody', description: 'A draft’s values and deadline, filled again.' });

export const SignTaskResubmitBody = SignTaskEditBody.meta({
  id: 'SignTaskResubmitBody',
  description: 'A refused, expired or revoked task sent again, as a new task for the same employee and templates with these values.',
});

export const SignTaskRevokeBody = z.object({ reason: requiredText(LIMITS.reason) }).meta({ id: 'SignTaskRevokeBody' });

export const SignTaskScheduleBody = z
  .object({ sendAt: futureTime().describe('When to send it: a time in the future.') })
  .meta({ id: 'SignTaskScheduleBody' });

export const SignRefusal = z
  .object({
    employeeId: z.number().int(),
    employeeName: z.string(),
    reason: z.string(),
  })
  .meta({ id: 'SignRefusal', description: 'Why an employee got no task, or was not sent one.' });

export const SignTaskCreateResult = z
  .object({
    created: z.array(SignTask),
    refused: z.array(SignRefusal),
    ready: z
      .array(z.object({ employeeId: z.number().int(), employeeName: z.string() }))
      .optional()
      .describe('On a dry run only: who would get a task.'),
  })
  .meta({ id: 'SignTaskCreateResult' });

// ---------------------------------------------------------------------------------------------
// Values sheets: each person's values by spreadsheet

export const SignValuesSheetQuery = z
  .object({
    templateId: wireId(),
    accessoryIds: queryIds(20).default([]).describe('Ids as `1,2,3`.'),
    employeeIds: queryIds(LIMITS.signEmployees)
      .refine((ids) => ids.length > 0, 'validation.required')
      .describe('Ids as `1,2,3`.'),
  })
  .describe('The choice a values sheet is for.');

export const SignValuesSheetForm = z.object({ file: z.any().describe('The filled values sheet (.xlsx).') });

export const SignValuesSheetRow = z
  .object({
    row: z.number().int().describe('The row number in the sheet.'),
    employeeId: z.number().int().nullable(),
    employeeName: z.string(),
    values: z.record(z.string(), z.string()).describe('The row’s non-blank values by field key, as they will be filled.'),
    problems: z
      .array(z.object({ column: z.string(), reason: z.string() }))
      .describe('Why the row cannot be used as it is; empty when it can.'),
  })
  .meta({ id: 'SignValuesSheetRow' });

export const SignValuesSheetReport = z
  .object({
    rows: z.array(SignValuesSheetRow),
    unknownColumns: z.array(z.string()).describe('Headers that name no field of the templates (their columns are not read).'),
    columns: z.array(z.string()).describe('Field keys the sheet has a column for.'),
  })
  .meta({ id: 'SignValuesSheetReport', description: 'Each row of a filled values sheet, checked; nothing is written.' });

// ---------------------------------------------------------------------------------------------
// Documents and the audit check

export const SignTaskDocumentParams = z.object({ id: wireId(), documentId: wireId() });

export const SignTaskDocumentQuery = z.object({
  // optional() outside too: queryBoolean()'s type does not say its key may be left out.
  download: queryBoolean()
    .optional()
    .describe('`1` saves the file (`attachment`) and, once signed, records a `downloaded` event; without, it is shown.'),
});

export const SignAuditResult = z
  .object({
    intact: z.boolean(),
    events: z.number().int(),
    brokenAt: z.number().int().nullable().describe('The first sequence where the chain breaks (an edited, inserted or deleted row).'),
    problem: z.enum(['edited', 'inserted', 'deleted']).nullable(),
  })
  .meta({ id: 'SignAuditResult', description: 'The hash chain of the task’s events, recomputed.' });

export type SignTask = z.output<typeof SignTask>;
export type SignTaskCounts = z.output<typeof SignTaskCounts>;
export type SignDocumentVersion = z.output<typeof SignDocumentVersion>;
export type SignDocument = z.output<typeof SignDocument>;
export type SignEventActor = z.output<typeof SignEventActor>;
export type SignEvent = z.output<typeof SignEvent>;
export type RecentSignEvent = z.output<typeof RecentSignEvent>;
export type SignTaskDetail = z.output<typeof SignTaskDetail>;
export type CompanySignAwaitingApproval = z.output<typeof CompanySignAwaitingApproval>;
export type SignTaskQuery = z.input<typeof SignTaskQuery>;
export type SignTaskCreateBody = z.input<typeof SignTaskCreateBody>;
export type SignTaskEditBody = z.input<typeof SignTaskEditBody>;
export type SignTaskResubmitBody = z.input<typeof SignTaskResubmitBody>;
export type SignTaskRevokeBody = z.input<typeof SignTaskRevokeBody>;
export type SignRefusal = z.output<typeof SignRefusal>;
export type SignTaskCreateResult = z.output<typeof SignTaskCreateResult>;
export type SignValuesSheetQuery = z.input<typeof SignValuesSheetQuery>;
export type SignValuesSheetRow = z.output<typeof SignValuesSheetRow>;
export type SignValuesSheetReport = z.output<typeof SignValuesSheetReport>;
export type SignTaskDocumentQuery = z.input<typeof SignTaskDocumentQuery>;
export type SignAuditResult = z.output<typeof SignAuditResult>;
