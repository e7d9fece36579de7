/**
 * Sign tasks (docs/api.md, "Signing"): the list and counts, new signing for many employees, one
 * task with its documents and timeline, send, resend, revoke, cancel a schedule, company
 * signing, the documents (shown inline, or saved with `?download=1`, which alone is recorded), the
 * evidence report and the .zip archive (both saved), the audit check and the export.
 * Initiators (viewSign) and record readers (viewSignRecord) read; initiators change; company
 * signing needs batchSign. Scope (company, department) is decided in domain/signing.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  SIGN_TASK_STATUSES,
  type SignTask,
  type SignTaskCreateBody,
  type SignTaskEditBody,
  type SignTaskResubmitBody,
} from '../../common/api/signing';
import { isIsoDate, LIMITS } from '../../common/validation/limits';
import { chinaDateTime } from '../../common/china-time';
import { translate, type MessageKey } from '../i18n';
import { auditSignTask } from '../domain/signing/audit-task';
import { companySignTask } from '../domain/signing/company-sign';
import { createSignTasks, MAX_EMPLOYEES_PER_REQUEST } from '../domain/signing/create-tasks';
import { taskArchive } from '../domain/signing/archive';
import { editDraft } from '../domain/signing/edit-draft';
import { evidenceReport } from '../domain/signing/evidence';
import {
  countSignTasks,
  exportSignTasks,
  getSignTask,
  listSignTasks,
  recentSignEvents,
  SIGN_TASK_SORT_FIELDS,
  type SignTaskSortField,
} from '../domain/signing/read-tasks';
import { resubmitSignTask } from '../domain/signing/resubmit-task';
import { revokeSignTask } from '../domain/signing/revoke-task';
import { cancelSchedule, scheduleSignTask } from '../domain/signing/schedule-task';
import { resendSignTask, sendSignTask } from '../domain/signing/send-task';
import { taskDocument } from '../domain/signing/task-documents';
import { checkValuesSheet, valuesSheet } from '../domain/signing/values-sheet';
import { writeSheet } from '../lib/xlsx';
import { authorize } from './support/authorize';
import { idempotent } from './support/idempotency';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idParams, queryBoolean, queryId, queryIds, requiredText, text } from './support/fields';
import { dateStamp, fileResponse, pdfResponse, XLSX_TYPE } from './support/files';
import { listQueryShape } from './support/list-query';
import { readUploadedSheet } from './support/read-sheet';
import { parseJsonBody, parseParams, parseQuery, type FieldLabels } from './support/validate';

const sorts = Object.keys(SIGN_TASK_SORT_FIELDS) as [SignTaskSortField, ...SignTaskSortField[]];
const isoDateQuery = () => z.string().trim().refine(isIsoDate, 'validation.date').optional();
const filters = {
  status: z.enum(SIGN_TASK_STATUSES).optional(),
  companyId: queryId(),
  departmentId: queryId(),
  employeeName: text(50).optional(),
  employeeId: queryId(),
  templateId: queryId(),
  batchId: queryId(),
  createdFrom: isoDateQuery(),
  createdTo: isoDateQuery(),
  sendFrom: z.iso.datetime({ offset: true }).optional(),
  sendBefore: z.iso.datetime({ offset: true }).optional(),
  deadlineBefore: z.iso.datetime({ offset: true }).optional(),
  updatedFrom: z.iso.datetime({ offset: true }).optional(),
};
const listQuery = z.object({ ...listQueryShape(sorts), ...filters });
const exportQuery = z.object({ sorter: listQueryShape(sorts).sorter, ...filters });
const recentQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
const countsQuery = z.object({ ...filters, status: z.undefined().optional() });

const valuesBody = z.record(z.string().max(64), z.union([z.string().max(500), z.number()]));
const createBody = z.object({
  templateId: z.number().int().min(1),
  accessoryIds: z.array(z.number().int().min(1)).max(20).optional(),
  employeeIds: z.array(z.number().int().min(1)).min(1).max(MAX_EMPLOYEES_PER_REQUEST),
  values: valuesBody.optional(),
  deadline: z.iso.datetime({ offset: true }).nullable().optional(),
  sendAt: z.iso.datetime({ offset: true }).nullable().optional(),
  send: z.boolean().optional(),
  employeeValues: z.record(z.string().regex(/^\d{1,12}$/), valuesBody).optional(),
  dryRun: z.boolean().optional(),
}) satisfies z.ZodType<SignTaskCreateBody>;
const editBody = z.object({
  values: valuesBody,
  deadline: z.iso.datetime({ offset: true }).nullable().optional(),
}) satisfies z.ZodType<SignTaskEditBody>;
const resubmitBody = editBody satisfies z.ZodType<SignTaskResubmitBody>;
const valuesSheetQuery = z.object({
  templateId: z.coerce.number().int().min(1),
  accessoryIds: queryIds(20).default([]),
  employeeIds: queryIds(MAX_EMPLOYEES_PER_REQUEST).refine((ids) => ids.length > 0, 'validation.required'),
});
const revokeBody = z.object({ reason: requiredText(200) });
const scheduleBody = z.object({ sendAt: z.iso.datetime({ offset: true }) });
const documentParams = z.object({ id: z.coerce.number().int().min(1), documentId: z.coerce.number().int().min(1) });
/** `SignTaskDocumentQuery`: `download=1` saves the file (and records it); without, it is shown. */
const documentQuery = z.object({ download: queryBoolean() });
const labels: FieldLabels = { name: 'field.templateName' };

/** Who may read tasks: initiators (their scope) and record readers (theirs). */
const READERS = ['viewSign', 'viewSignRecord'] as const;

export function signTaskRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/sign-tasks', authorize(...READERS), async (c) => {
    const { sorter, ...rest } = parseQuery(c, listQuery);
    return ok(c, await listSignTasks(c.get('deps'), c.get('user'), { ...rest, sort: sorter }));
  });

  routes.get('/sign-events/recent', authorize(...READERS), async (c) => {
    const { limit } = parseQuery(c, recentQuery);
    return ok(c, await recentSignEvents(c.get('deps'), c.get('user'), limit));
  });

  routes.get('/sign-tasks/counts', authorize(...READERS), async (c) => {
    const query = parseQuery(c, countsQuery);
    return ok(c, await countSignTasks(c.get('deps'), c.get('user'), query));
  });

  routes.get('/sign-tasks/export', authorize(...READERS), async (c) => {
    const { sorter, ...rest } = parseQuery(c, exportQuery);
    const deps = c.get('deps');
    const tasks = await exportSignTasks(deps, c.get('user'), { ...rest, sort: sorter }, LIMITS.exportMaxRows);
    const locale = c.get('locale');
    const t = (key: MessageKey) => translate(locale, key);
    // Times in China time, the zone named in their column's header.
    const time = (iso: string | null) => (iso ? chinaDateTime(iso) : '');
    const timeHeader = (key: MessageKey) => translate(locale, 'time.zoned', { time: t(key) });
    const columns = [
      { header: t('column.taskId'), width: 10 },
      { header: t('column.company'), width: 28 },
      { header: t('column.department'), width: 16 },
      { header: t('column.employee'), width: 14 },
      { header: t('column.template'), width: 28 },
      { header: t('column.status'), width: 14 },
      { header: t('column.initiator'), width: 14 },
      { header: timeHeader('column.createdAt'), width: 24, text: true },
      { header: timeHeader('column.sentAt'), width: 24, text: true },
      { header: timeHeader('column.deadline'), width: 24, text: true },
      { header: timeHeader('column.signedAt'), width: 24, text: true },
      { header: timeHeader('column.completedAt'), width: 24, text: true },
      { header: t('column.reason'), width: 30 },
    ];
    const rows = tasks.map((task: SignTask) => [
      String(task.id),
      task.companyName,
      task.departmentName ?? '',
      task.employeeName,
      task.templateName,
      t(`status.${task.status}`),
      task.initiatorName,
      time(task.createdAt),
      time(task.sentAt),
      time(task.deadline),
      time(task.signedAt),
      time(task.completedAt),
      task.rejectReason ?? task.revokeReason ?? '',
    ]);
    const bytes = await writeSheet(t('sheet.signTasks'), columns, rows);
    return fileResponse(c, bytes, XLSX_TYPE, `sign-tasks-${dateStamp(deps.now())}.xlsx`);
  });

  routes.post('/sign-tasks', authorize('viewSign'), idempotent(), async (c) => {
    const body = await parseJsonBody(c, createBody, labels);
    const result = await createSignTasks(c.get('deps'), c.get('user'), body, clientInfo(c));
    const locale = c.get('locale');
    return ok(
      c,
      {
        created: result.created,
        refused: result.refused.map((r) => ({
          employeeId: r.employeeId,
          employeeName: r.employeeName,
          reason: translate(locale, r.messageKey, r.params),
        })),
        ...(result.ready ? { ready: result.ready } : {}),
      },
      body.dryRun ? 200 : 201,
    );
  });

  // Fixed paths before /sign-tasks/:id.
  routes.get('/sign-tasks/values-sheet', authorize('viewSign'), async (c) => {
    const locale = c.get('locale');
    const { columns, rows } = await valuesSheet(c.get('deps'), c.get('user'), parseQuery(c, valuesSheetQuery), locale);
    const bytes = await writeSheet(translate(locale, 'sheet.signValues'), columns, rows);
    return fileResponse(c, bytes, XLSX_TYPE, `sign-values-${dateStamp(c.get('deps').now())}.xlsx`);
  });

  routes.post('/sign-tasks/values-sheet', authorize('viewSign'), async (c) => {
    const choice = parseQuery(c, valuesSheetQuery);
    // One row per employee chosen, and a header: a longer sheet cannot be right.
    const sheet = await readUploadedSheet(c, MAX_EMPLOYEES_PER_REQUEST + 10);
    return ok(c, await checkValuesSheet(c.get('deps'), c.get('user'), choice, sheet, c.get('locale')));
  });

  routes.get('/sign-tasks/:id', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await getSignTask(c.get('deps'), c.get('user'), id));
  });

  routes.patch('/sign-tasks/:id', authorize('viewSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, editBody);
    return ok(c, await editDraft(c.get('deps'), c.get('user'), id, body, clientInfo(c)));
  });

  routes.post('/sign-tasks/:id/resubmit', authorize('viewSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    const body = await parseJsonBody(c, resubmitBody);
    return ok(c, await resubmitSignTask(c.get('deps'), c.get('user'), id, body, clientInfo(c), c.get('locale')), 201);
  });

  routes.post('/sign-tasks/:id/send', authorize('viewSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await sendSignTask(c.get('deps'), c.get('user'), id, clientInfo(c)));
  });

  routes.post('/sign-tasks/:id/resend', authorize('viewSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await resendSignTask(c.get('deps'), c.get('user'), id, clientInfo(c)));
  });

  routes.post('/sign-tasks/:id/revoke', authorize('viewSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    const { reason } = await parseJsonBody(c, revokeBody);
    return ok(c, await revokeSignTask(c.get('deps'), c.get('user'), id, reason, clientInfo(c)));
  });

  routes.post('/sign-tasks/:id/schedule', authorize('viewSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    const { sendAt } = await parseJsonBody(c, scheduleBody);
    return ok(c, await scheduleSignTask(c.get('deps'), c.get('user'), id, sendAt, clientInfo(c)));
  });

  routes.post('/sign-tasks/:id/cancel-schedule', authorize('viewSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await cancelSchedule(c.get('deps'), c.get('user'), id, clientInfo(c)));
  });

  routes.post('/sign-tasks/:id/company-sign', authorize('batchSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    const sealed = await companySignTask(c.get('deps'), c.get('user'), id, clientInfo(c));
    // A seal that needs approval: nothing sealed yet, a batch of this task waits for it.
    return ok(c, sealed, 'awaitingApproval' in sealed ? 202 : 200);
  });

  routes.get('/sign-tasks/:id/documents/:documentId', authorize(...READERS), async (c) => {
    const { id, documentId } = parseParams(c, documentParams);
    const { download } = parseQuery(c, documentQuery);
    const use = download ? 'download' : 'view';
    const file = await taskDocument(c.get('deps'), c.get('user'), id, documentId, clientInfo(c), use);
    return pdfResponse(c, file.bytes, file.fileName, download ? 'attachment' : 'inline');
  });

  routes.get('/sign-tasks/:id/evidence', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    const report = await evidenceReport(c.get('deps'), c.get('user'), id, c.get('locale'));
    // Saved like the other files (nothing shows it in the page).
    return pdfResponse(c, report.bytes, report.fileName, 'attachment');
  });

  routes.get('/sign-tasks/:id/archive', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    const archive = await taskArchive(c.get('deps'), c.get('user'), id, c.get('locale'), clientInfo(c));
    return fileResponse(c, archive.bytes, 'application/zip', archive.fileName);
  });

  routes.get('/sign-tasks/:id/audit', authorize(...READERS), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await auditSignTask(c.get('deps'), c.get('user'), id));
  });

  return routes;
}
