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
import { signTaskRoutes as declared } from '../../common/contract/routes/sign-tasks';
import { LIMITS } from '../../common/validation/limits';
import { translate } from '../i18n';
import { checkTaskEventChain } from '../domain/signing/check-event-chain';
import { companySignTask } from '../domain/signing/company-sign';
import { createSignTasks } from '../domain/signing/create-tasks';
import { taskArchive } from '../domain/signing/archive';
import { editDraft } from '../domain/signing/edit-draft';
import { evidenceReport } from '../domain/signing/evidence';
import { countSignTasks } from '../domain/signing/count-sign-tasks';
import { exportSignTasks } from '../domain/signing/export-sign-tasks';
import { writeSignTasksSheet } from '../domain/signing/sign-tasks-sheet';
import { getSignTask } from '../domain/signing/get-sign-task';
import { listSignTasks } from '../domain/signing/list-sign-tasks';
import { recentSignEvents } from '../domain/signing/recent-sign-events';
import { resubmitSignTask } from '../domain/signing/resubmit-task';
import { revokeSignTask } from '../domain/signing/revoke-task';
import { cancelSchedule, scheduleSignTask } from '../domain/signing/schedule-task';
import { resendSignTask, sendSignTask } from '../domain/signing/send-task';
import { readTaskDocument } from '../domain/signing/read-task-document';
import { checkValuesSheet, writeValuesSheet } from '../domain/signing/values-sheet';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { dateStamp, fileResponse, pdfResponse } from './support/files';
import { mountAll, StatusAnswer } from './support/mount';
import { readUploadedSheet } from './support/read-sheet';

export function signTaskRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c, { query: { sorter, ...filters } }) => listSignTasks(c.get('deps'), c.get('user'), { ...filters, sort: sorter }),
    recentEvents: async (c, { query }) => recentSignEvents(c.get('deps'), c.get('user'), query.limit),
    counts: async (c, { query }) => countSignTasks(c.get('deps'), c.get('user'), query),
    export: async (c, { query: { sorter, ...filters } }) => {
      const deps = c.get('deps');
      const tasks = await exportSignTasks(deps, {
        actor: c.get('user'),
        filters: { ...filters, sort: sorter },
        maxRows: LIMITS.exportMaxRows,
      });
      return fileResponse(c, {
        bytes: await writeSignTasksSheet(tasks, c.get('locale')),
        type: XLSX_MEDIA_TYPE,
        fileName: `sign-tasks-${dateStamp(deps.now())}.xlsx`,
      });
    },
    create: async (c, { body }) => {
      const result = await createSignTasks(c.get('deps'), { actor: c.get('user'), input: body, client: clientInfo(c) });
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
      const bytes = await writeValuesSheet(c.get('deps'), { actor: c.get('user'), choice: query, locale: c.get('locale') });
      return fileResponse(c, { bytes, type: XLSX_MEDIA_TYPE, fileName: `sign-values-${dateStamp(c.get('deps').now())}.xlsx` });
    },
    checkValuesSheet: async (c, { query }) => {
      // One row per employee chosen, and a header: a longer sheet cannot be right.
      const sheet = await readUploadedSheet(c, LIMITS.signEmployees + 10);
      return checkValuesSheet(c.get('deps'), { actor: c.get('user'), choice: query, sheet, locale: c.get('locale') });
    },
    detail: async (c, { params }) => getSignTask(c.get('deps'), c.get('user'), params.id),
    edit: async (c, { params, body }) => editDraft(c.get('deps'), { actor: c.get('user'), id: params.id, body, client: clientInfo(c) }),
    resubmit: async (c, { params, body }) =>
      resubmitSignTask(c.get('deps'), { actor: c.get('user'), id: params.id, body, client: clientInfo(c), locale: c.get('locale') }),
    send: async (c, { params }) => sendSignTask(c.get('deps'), { actor: c.get('user'), id: params.id, client: clientInfo(c) }),
    resend: async (c, { params }) => resendSignTask(c.get('deps'), { actor: c.get('user'), id: params.id, client: clientInfo(c) }),
    revoke: async (c, { params, body }) =>
      revokeSignTask(c.get('deps'), { actor: c.get('user'), id: params.id, reason: body.reason, client: clientInfo(c) }),
    schedule: async (c, { params, body }) =>
      scheduleSignTask(c.get('deps'), { actor: c.get('user'), id: params.id, sendAt: body.sendAt, client: clientInfo(c) }),
    cancelSchedule: async (c, { params }) => cancelSchedule(c.get('deps'), { actor: c.get('user'), id: params.id, client: clientInfo(c) }),
    companySign: async (c, { params }) => {
      const sealed = await companySignTask(c.get('deps'), { actor: c.get('user'), id: params.id, client: clientInfo(c) });
      // A seal that needs approval: nothing sealed yet, a batch of this task waits for it.
      return 'awaitingApproval' in sealed ? new StatusAnswer(202, sealed) : sealed;
    },
    document: async (c, { params, query }) => {
      const use = query.download ? 'download' : 'view';
      const file = await readTaskDocument(c.get('deps'), {
        actor: c.get('user'),
        taskId: params.id,
        documentId: params.documentId,
        client: clientInfo(c),
        use,
      });
      return pdfResponse(c, { bytes: file.bytes, fileName: file.fileName, disposition: query.download ? 'attachment' : 'inline' });
    },
    evidence: async (c, { params }) => {
      const report = await evidenceReport(c.get('deps'), { actor: c.get('user'), id: params.id, locale: c.get('locale') });
      // Saved like the other files (nothing shows it in the page).
      return pdfResponse(c, { bytes: report.bytes, fileName: report.fileName, disposition: 'attachment' });
    },
    archive: async (c, { params }) => {
      const archive = await taskArchive(c.get('deps'), {
        actor: c.get('user'),
        id: params.id,
        locale: c.get('locale'),
        client: clientInfo(c),
      });
      return fileResponse(c, { bytes: archive.bytes, type: 'application/zip', fileName: archive.fileName });
    },
    audit: async (c, { params }) => checkTaskEventChain(c.get('deps'), c.get('user'), params.id),
  });
  return routes;
}
