/**
 * Calls of sign tasks (server/routes/sign-tasks.ts): the signing screens' lists and counts, a
 * task's state changes and downloads, the values sheet, scheduled sends.
 */
import type { SignTaskStatus } from '@common/api/signing';
import { BizError } from './errorHandling';
import { api, apiUpload, apiUrl, type Body, type Query, type RequestOptions } from './request';

export const querySignTasks = (query: Query<'GET /api/sign-tasks'>) => api('GET /api/sign-tasks', { query });
export const querySignTaskCounts = (query: Query<'GET /api/sign-tasks/counts'>) => api('GET /api/sign-tasks/counts', { query });
export const queryRecentSignEvents = (limit: number) => api('GET /api/sign-events/recent', { query: { limit } });
export const getSignTask = (id: number, options?: Pick<RequestOptions, 'handles'>) =>
  api('GET /api/sign-tasks/:id', { params: { id }, ...options });

/**
 * Creates tasks for many employees. Failures are left to the caller (skipErrorHandler), which
 * shows a 422 under its field (see `fieldError`) and anything else as a message.
 */
export const createSignTasks = (body: Body<'POST /api/sign-tasks'>) => api('POST /api/sign-tasks', { body, skipErrorHandler: true });

/** A draft's values and deadline changed (its documents filled again); a 422 is left to the form. */
export const editDraft = (id: number, body: Body<'PATCH /api/sign-tasks/:id'>) =>
  api('PATCH /api/sign-tasks/:id', { params: { id }, body, skipErrorHandler: true });
/** A refused, expired or revoked task sent again as a new task with these values. */
export const resubmitSignTask = (id: number, body: Body<'POST /api/sign-tasks/:id/resubmit'>) =>
  api('POST /api/sign-tasks/:id/resubmit', { params: { id }, body, skipErrorHandler: true });

/** Which templates and employees a values sheet is for. */
export interface ValuesSheetChoice {
  templateId: number;
  accessoryIds: number[];
  employeeIds: number[];
}
const sheetQuery = (choice: ValuesSheetChoice) => ({
  templateId: choice.templateId,
  accessoryIds: choice.accessoryIds.join(','),
  employeeIds: choice.employeeIds.join(','),
});
/** The .xlsx to fill each person's values in, for a download link. */
export const valuesSheetUrl = (choice: ValuesSheetChoice) => apiUrl('GET /api/sign-tasks/values-sheet', { query: sheetQuery(choice) });
/** A filled values sheet checked row by row (nothing is written). */
export const checkValuesSheet = (choice: ValuesSheetChoice, file: File) =>
  apiUpload('POST /api/sign-tasks/values-sheet', { query: sheetQuery(choice), form: { file } });

export const sendSignTask = (id: number) => api('POST /api/sign-tasks/:id/send', { params: { id } });
export const resendSignTask = (id: number) => api('POST /api/sign-tasks/:id/resend', { params: { id } });
export const revokeSignTask = (id: number, reason: string) => api('POST /api/sign-tasks/:id/revoke', { params: { id }, body: { reason } });
/** Changes a scheduled task's send time (a draft becomes scheduled). */
export const scheduleSignTask = (id: number, sendAt: string) =>
  api('POST /api/sign-tasks/:id/schedule', { params: { id }, body: { sendAt } });
export const cancelSchedule = (id: number) => api('POST /api/sign-tasks/:id/cancel-schedule', { params: { id } });
/** Sealed (200), or (202) waiting for the seal's approvers. */
export const companySign = (id: number) => api('POST /api/sign-tasks/:id/company-sign', { params: { id } });
export const auditSignTask = (id: number) => api('GET /api/sign-tasks/:id/audit', { params: { id } });

/** The current PDF of one of a task's documents, to show it (pdf.js): viewing records nothing. */
export const documentUrl = (id: number, documentId: number) =>
  apiUrl('GET /api/sign-tasks/:id/documents/:documentId', { params: { id, documentId } });
/** The same PDF saved as a file: the one link that leaves a `downloaded` event in the audit trail. */
export const documentDownloadUrl = (id: number, documentId: number) =>
  apiUrl('GET /api/sign-tasks/:id/documents/:documentId', { params: { id, documentId }, query: { download: '1' } });
/** The evidence report (PDF), saved as a file. */
export const evidenceUrl = (id: number) => apiUrl('GET /api/sign-tasks/:id/evidence', { params: { id } });
/** The .zip of the task's PDFs with the evidence report. */
export const archiveUrl = (id: number) => apiUrl('GET /api/sign-tasks/:id/archive', { params: { id } });
/** The .xlsx of every task under the list's filters and sorter; paging is left out. */
export const signTasksExportUrl = ({ current: _current, pageSize: _pageSize, ...filters }: Query<'GET /api/sign-tasks'>) =>
  apiUrl('GET /api/sign-tasks/export', { query: filters });

/** Tag colour of each state (antd preset colours), the same on every signing screen. */
export const SIGN_STATUS_COLOURS: Record<SignTaskStatus, string> = {
  draft: 'default',
  scheduled: 'cyan',
  pending_employee: 'processing',
  pending_company: 'orange',
  completed: 'success',
  rejected: 'error',
  revoked: 'default',
  expired: 'warning',
};

// ---------------------------------------------------------------------------------------------
// Failures a form shows itself

export interface FieldError {
  /** The dotted path of the input at fault (`values.monthly_salary`), when the server named one. */
  field?: string;
  message: string;
  status?: number;
}

/** What a failed call with skipErrorHandler said: its message and, for a validation error, the field. */
export async function fieldError(error: unknown): Promise<FieldError> {
  const status = (error as { response?: Response }).response?.status;
  if (error instanceof BizError) return { field: error.info.field, message: error.info.errorMessage ?? '', status };
  return { message: (error as Error)?.message ?? '', status };
}
