/**
 * Sign tasks (common/contract/routes/sign-tasks.ts): the list and counts, new signing for many
 * employees, one task with its documents and timeline, send, resend, revoke, cancel a schedule,
 * company signing, the documents (shown inline, or saved with `?download=1`, which alone is
 * recorded), the evidence report and the .zip archive (both saved), the audit check and the export.
 * Initiators (viewSign) and record readers (viewSignRecord) read; initiators change; company
 * signing needs batchSign. Scope (company, department) is decided in domain/signing.
 */
import { Hono } from 'hono';
import { XLSX_MEDIA_TYPE } from '../../common/contract/fields';
import type { SignTask } from '../../common/api/signing';
import { signTaskRoutes as declared } from '../../common/contract/routes/sign-tasks';
import { chinaDateTime } from '../../common/china-time';
import { LIMITS } from '../../common/validation/limits';
import { translate, type MessageKey } from '../i18n';
import { auditSignTask } from '../domain/signing/audit-task';
import { companySignTask } from '../domain/signing/company-sign';
import { createSignTasks } from '../domain/signing/create-tasks';
import { taskArchive } from '../domain/signing/archive';
import { editDraft } from '../domain/signing/edit-draft';
import { evidenceReport } from '../domain/signing/evidence';
import { countSignTasks, exportSignTasks, getSignTask, listSignTasks, recentSignEvents } from '../domain/signing/read-tasks';
import { resubmitSignTask } from '../domain/signing/resubmit-task';
import { revokeSignTask } from '../domain/signing/revoke-task';
import { cancelSchedule, scheduleSignTask } from '../domain/signing/schedule-task';
import { resendSignTask, sendSignTask } from '../domain/signing/send-task';
import { taskDocument } from '../domain/signing/task-documents';
import { checkValuesSheet, valuesSheet } from '../domain/signing/values-sheet';
import { writeSheet } from '../lib/xlsx';
import { clientInfo } from './support/client-info';
import type { AppContext, AppEnv } from './support/context';
import { dateStamp, fileResponse, pdfResponse } from './support/files';
import { mountAll, StatusAnswer } from './support/mount';
import { readUploadedSheet } from './support/read-sheet';

/** The .xlsx of the tasks, in the caller's language; times in China time, the zone named in their column's header. */
async function exportSheet(c: AppContext, tasks: SignTask[]) {
  const locale = c.get('locale');
  const t = (key: MessageKey) => translate(locale, key);
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
  const rows = tasks.map((task) => [
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
  return writeSheet(t('sheet.signTasks'), columns, rows);
}

export function signTaskRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listSignTasks(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    recentEvents: async (c, { query }) => recentSignEvents(c.get('deps'), c.get('user'), query.limit),
    counts: async (c, { query }) => countSignTasks(c.get('deps'), c.get('user'), query),
    export: async (c, { query: { sorter, ...filters } }) => {
      const deps = c.get('deps');
      const tasks = await exportSignTasks(deps, c.get('user'), { ...filters, sort: sorter }, LIMITS.exportMaxRows);
      return fileResponse(c, await exportSheet(c, tasks), XLSX_MEDIA_TYPE, `sign-tasks-${dateStamp(deps.now())}.xlsx`);
    },
    create: async (c, { body }) => {
      const result = await createSignTasks(c.get('deps'), c.get('user'), body, clientInfo(c));
      const locale = c.get('locale');
      const answer = {
        created: result.created,
        refused: result.refused.map((r) => ({
          employeeId: r.employeeId,
          employeeName: r.employeeName,
          reason: translate(locale, r.messageKey, r.params),
        })),
        ...(result.ready ? { ready: result.ready } : {}),
      };
      // A dry run wrote nothing: 200; tasks created: 201.
      return body.dryRun ? answer : new StatusAnswer(201, answer);
    },
    valuesSheet: async (c, { query }) => {
      const locale = c.get('locale');
      const { columns, rows } = await valuesSheet(c.get('deps'), c.get('user'), query, locale);
      const bytes = await writeSheet(translate(locale, 'sheet.signValues'), columns, rows);
      return fileResponse(c, bytes, XLSX_MEDIA_TYPE, `sign-values-${dateStamp(c.get('deps').now())}.xlsx`);
    },
    checkValuesSheet: async (c, { query }) => {
      // One row per employee chosen, and a header: a longer sheet cannot be right.
      const sheet = await readUploadedSheet(c, LIMITS.signEmployees + 10);
      return checkValuesSheet(c.get('deps'), c.get('user'), query, sheet, c.get('locale'));
    },
    detail: async (c, { params }) => getSignTask(c.get('deps'), c.get('user'), params.id),
    edit: async (c, { params, body }) => editDraft(c.get('deps'), c.get('user'), params.id, body, clientInfo(c)),
    resubmit: async (c, { params, body }) =>
      resubmitSignTask(c.get('deps'), c.get('user'), params.id, body, clientInfo(c), c.get('locale')),
    send: async (c, { params }) => sendSignTask(c.get('deps'), c.get('user'), params.id, clientInfo(c)),
    resend: async (c, { params }) => resendSignTask(c.get('deps'), c.get('user'), params.id, clientInfo(c)),
    revoke: async (c, { params, body }) => revokeSignTask(c.get('deps'), c.get('user'), params.id, body.reason, clientInfo(c)),
    schedule: async (c, { params, body }) => scheduleSignTask(c.get('deps'), c.get('user'), params.id, body.sendAt, clientInfo(c)),
    cancelSchedule: async (c, { params }) => cancelSchedule(c.get('deps'), c.get('user'), params.id, clientInfo(c)),
    companySign: async (c, { params }) => {
      const sealed = await companySignTask(c.get('deps'), c.get('user'), params.id, clientInfo(c));
      // A seal that needs approval: nothing sealed yet, a batch of this task waits for it.
      return 'awaitingApproval' in sealed ? new StatusAnswer(202, sealed) : sealed;
    },
    document: async (c, { params, query }) => {
      const use = query.download ? 'download' : 'view';
      const file = await taskDocument(c.get('deps'), c.get('user'), params.id, params.documentId, clientInfo(c), use);
      return pdfResponse(c, file.bytes, file.fileName, query.download ? 'attachment' : 'inline');
    },
    evidence: async (c, { params }) => {
      const report = await evidenceReport(c.get('deps'), c.get('user'), params.id, c.get('locale'));
      // Saved like the other files (nothing shows it in the page).
      return pdfResponse(c, report.bytes, report.fileName, 'attachment');
    },
    archive: async (c, { params }) => {
      const archive = await taskArchive(c.get('deps'), c.get('user'), params.id, c.get('locale'), clientInfo(c));
      return fileResponse(c, archive.bytes, 'application/zip', archive.fileName);
    },
    audit: async (c, { params }) => auditSignTask(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
