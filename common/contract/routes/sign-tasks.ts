/**
 * Sign tasks (server/routes/sign-tasks.ts): the list, its counts and export, new signing for many
 * employees, one task with its documents and timeline, its state changes, company signing, its
 * files and the audit check. Initiators (viewSign) and record readers (viewSignRecord) read;
 * initiators change; company signing needs batchSign. Scope is the caller's company or department.
 */
import { z } from 'zod';
import { fileAnswer, page, route, tagged, type Text } from '../define';
import { idParams, XLSX_MEDIA_TYPE } from '../fields';
import { companySigners, initiators, taskReaders } from '../guards';
import {
  CompanySignAwaitingApproval,
  RecentSignEvent,
  RecentSignEventsQuery,
  SignAuditResult,
  SignTask,
  SignTaskCounts,
  SignTaskCountsQuery,
  SignTaskCreateBody,
  SignTaskCreateResult,
  SignTaskDetail,
  SignTaskDocumentParams,
  SignTaskDocumentQuery,
  SignTaskEditBody,
  SignTaskExportQuery,
  SignTaskQuery,
  SignTaskResubmitBody,
  SignTaskRevokeBody,
  SignTaskScheduleBody,
  SignValuesSheetForm,
  SignValuesSheetQuery,
  SignValuesSheetReport,
} from '../signing';

const scope: Text = [
  '部门用户只见本部门的任务，其他公司账号只见本公司的，管理员可见全部；超出范围的筛选 → 403。',
  'Department users see their department’s tasks, other company accounts their company’s, administrators all; a filter outside that → 403.',
];
const refusedState: Text = [
  '任务当前状态不允许时 → 409，并说明当前状态。',
  'A state that does not allow it → 409 naming the current state.',
];

// Fixed paths (counts, export, values-sheet) are mounted before /api/sign-tasks/:id.
export const signTaskRoutes = tagged('Sign tasks', {
  list: route('GET /api/sign-tasks', taskReaders, {
    summary: ['列出签署任务', 'List sign tasks'],
    description: scope,
    query: SignTaskQuery,
    answers: { 200: page(SignTask) },
  }),
  recentEvents: route('GET /api/sign-events/recent', taskReaders, {
    summary: ['列出范围内任务的最近事件', 'List the latest events of the tasks in scope'],
    query: RecentSignEventsQuery,
    answers: { 200: z.array(RecentSignEvent) },
  }),
  counts: route('GET /api/sign-tasks/counts', taskReaders, {
    summary: ['按状态统计签署任务数', 'Count sign tasks per status'],
    description: ['与列表相同的筛选条件（`status` 除外），用于状态标签页。', 'Under the list’s filters but `status` (the status tabs).'],
    query: SignTaskCountsQuery,
    answers: { 200: SignTaskCounts },
  }),
  export: route('GET /api/sign-tasks/export', taskReaders, {
    summary: ['导出签署任务（.xlsx）', 'Export sign tasks (.xlsx)'],
    description: [
      '列表的筛选条件和排序，不分页；超过 100,000 行 → 422。',
      'The list’s filters and order, every row; more than 100,000 rows → 422.',
    ],
    query: SignTaskExportQuery,
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The tasks, times in China time.') },
  }),
  create: route('POST /api/sign-tasks', initiators, {
    summary: ['为多名员工发起签署', 'Start signing for many employees'],
    description: [
      '每名员工一个任务；无法发起的员工逐个说明原因（已离职、在防范名单中、模板停用、取值不合适）；超出范围的员工 → 整个请求 403。`dryRun` 只检查不写入，答 200 并列出 `ready`。',
      'One task per employee; those who cannot get one are refused one by one with the reason (left, on the prevention list, a disabled template, values that do not fit); an employee outside the caller’s scope → 403 for the whole request. `dryRun` checks and writes nothing, answering 200 with `ready`.',
    ],
    idempotent: true,
    body: SignTaskCreateBody,
    answers: { 201: SignTaskCreateResult, 200: SignTaskCreateResult },
  }),
  valuesSheet: route('GET /api/sign-tasks/values-sheet', initiators, {
    summary: ['下载填写每人取值的表格（.xlsx）', 'Download the sheet to fill each person’s values in (.xlsx)'],
    description: [
      '员工编号、姓名，然后每个待填字段一列，每名所选员工一行；模板和员工须在调用者范围内。',
      'Employee no. and name, then a column per field to fill, a row per chosen employee; the templates and employees must be in the caller’s scope.',
    ],
    query: SignValuesSheetQuery,
    answers: { 200: fileAnswer(XLSX_MEDIA_TYPE, 'The values sheet.') },
  }),
  checkValuesSheet: route('POST /api/sign-tasks/values-sheet', initiators, {
    summary: ['逐行检查填好的取值表格（不写入）', 'Check a filled values sheet row by row (nothing written)'],
    description: [
      '没有员工列或任何字段列的表格 → 422（`file`）。',
      'A sheet without the employee column or any field column → 422 on `file`.',
    ],
    query: SignValuesSheetQuery,
    form: SignValuesSheetForm,
    answers: { 200: SignValuesSheetReport },
  }),
  detail: route('GET /api/sign-tasks/:id', taskReaders, {
    summary: ['查看签署任务（文档、事件、消息、印章）', 'Show a sign task (documents, events, messages, seal)'],
    description: scope,
    params: idParams,
    answers: { 200: SignTaskDetail },
  }),
  edit: route('PATCH /api/sign-tasks/:id', initiators, {
    summary: ['修改草稿的取值和截止时间', 'Change a draft’s values and deadline'],
    description: [
      '文档按新取值重新填写；取值不合适 → 422（`values.<key>`）；非草稿 → 409。',
      'Its documents are filled again; a value that does not fit → 422 on `values.<key>`; not a draft → 409.',
    ],
    params: idParams,
    body: SignTaskEditBody,
    answers: { 200: SignTask },
  }),
  resubmit: route('POST /api/sign-tasks/:id/resubmit', initiators, {
    summary: ['重新发起被拒、过期或已撤回的任务', 'Send a refused, expired or revoked task again'],
    description: [
      '以这些取值为同一员工和模板新建任务并立即发送；每个任务只能重新发起一次（再次 → 409）。',
      'A new task for the same employee and templates with these values, sent at once; a task is resubmitted once (again → 409).',
    ],
    params: idParams,
    body: SignTaskResubmitBody,
    answers: { 201: SignTask },
  }),
  send: route('POST /api/sign-tasks/:id/send', initiators, {
    summary: ['发送草稿或定时任务', 'Send a draft or scheduled task'],
    description: refusedState,
    params: idParams,
    answers: { 200: SignTask },
  }),
  resend: route('POST /api/sign-tasks/:id/resend', initiators, {
    summary: ['重新发送签署链接（旧链接失效）', 'Send a new signing link (the old one stops working)'],
    description: refusedState,
    params: idParams,
    answers: { 200: SignTask },
  }),
  revoke: route('POST /api/sign-tasks/:id/revoke', initiators, {
    summary: ['撤回未完成的任务', 'Revoke an open task'],
    description: refusedState,
    params: idParams,
    body: SignTaskRevokeBody,
    answers: { 200: SignTask },
  }),
  schedule: route('POST /api/sign-tasks/:id/schedule', initiators, {
    summary: ['定时发送草稿', 'Schedule a draft to be sent'],
    description: refusedState,
    params: idParams,
    body: SignTaskScheduleBody,
    answers: { 200: SignTask },
  }),
  cancelSchedule: route('POST /api/sign-tasks/:id/cancel-schedule', initiators, {
    summary: ['取消定时发送（回到草稿）', 'Cancel a scheduled send (back to draft)'],
    description: refusedState,
    params: idParams,
    answers: { 200: SignTask },
  }),
  companySign: route('POST /api/sign-tasks/:id/company-sign', companySigners, {
    summary: ['公司签署（盖章）', 'Sign as the company (seal it)'],
    description: [
      '调用者须持有模板所需印章的有效授权（否则 403）；公司没有印章 → 409。印章需审批时不盖章，答 202：一个只含此任务的批次等待审批。',
      'The caller must hold a live grant of the seal the template names (else 403); a company without a seal → 409. A seal needing approval seals nothing and answers 202: a batch of this one task waits for its approvers.',
    ],
    params: idParams,
    answers: { 200: SignTask, 202: CompanySignAwaitingApproval },
  }),
  document: route('GET /api/sign-tasks/:id/documents/:documentId', taskReaders, {
    summary: ['查看或下载任务文档的当前 PDF', 'Show or download a task document’s current PDF'],
    description: [
      '默认内嵌显示，不记录；`download=1` 作为附件保存，已签署的文档记录一条 `downloaded` 事件。',
      'Shown inline by default, nothing recorded; `download=1` saves it as an attachment, and a signed one records a `downloaded` event.',
    ],
    params: SignTaskDocumentParams,
    query: SignTaskDocumentQuery,
    answers: { 200: fileAnswer('application/pdf', 'The document’s current version.') },
  }),
  evidence: route('GET /api/sign-tasks/:id/evidence', taskReaders, {
    summary: ['下载证据报告（PDF）', 'Download the evidence report (PDF)'],
    params: idParams,
    answers: { 200: fileAnswer('application/pdf', 'The evidence report, in the caller’s language.') },
  }),
  archive: route('GET /api/sign-tasks/:id/archive', taskReaders, {
    summary: ['下载任务归档（.zip）', 'Download the task’s archive (.zip)'],
    description: [
      '当前的各份 PDF 和证据报告；记录一条 `downloaded` 事件。',
      'The current PDFs and the evidence report; records a `downloaded` event.',
    ],
    params: idParams,
    answers: { 200: fileAnswer('application/zip', 'The documents and the evidence report.') },
  }),
  audit: route('GET /api/sign-tasks/:id/audit', taskReaders, {
    summary: ['校验任务事件的哈希链', 'Check the hash chain of the task’s events'],
    params: idParams,
    answers: { 200: SignAuditResult },
  }),
});
