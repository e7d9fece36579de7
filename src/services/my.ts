/**
 * Calls of `/my`, the workers' own page (docs/my.md): a worker session of its own, opened with
 * the mobile and a texted code, never a back-office one. Like the signing link's page, it shows
 * every failure itself, so each call passes skipErrorHandler: an ended worker session must bring
 * back the page's sign-in form, never the back office's login page. `failureOf`
 * (services/signing.ts) reads what the server said.
 */
import { api, apiUrl, SessionEndedError, statusOf, type Body } from './request';

export const sendMyCode = (mobile: string) => api('POST /api/my/code', { body: { mobile }, skipErrorHandler: true });

export const myLogin = (body: Body<'POST /api/my/login'>) => api('POST /api/my/login', { body, skipErrorHandler: true });

export const myLogout = () => api('POST /api/my/logout', { skipErrorHandler: true });

/** The signed-in worker; fails as signed out (see isSignedOut) without a worker session. */
export const getMyWorker = () => api('GET /api/my/worker', { skipErrorHandler: true });

/** Every contract of the worker's mobile, across companies. */
export const queryMyContracts = () => api('GET /api/my/contracts', { skipErrorHandler: true });

/** A sealed document's PDF: a plain link, the worker session being a cookie. */
export const myDocumentUrl = (taskId: number, documentId: number) =>
  apiUrl('GET /api/my/contracts/:taskId/documents/:documentId', { params: { taskId, documentId } });

/** The evidence report (PDF) of a completed contract. */
export const myEvidenceUrl = (taskId: number) => apiUrl('GET /api/my/contracts/:taskId/evidence', { params: { taskId } });

/** The .zip of a completed contract: its signed PDFs and the evidence report. */
export const myArchiveUrl = (taskId: number) => apiUrl('GET /api/my/contracts/:taskId/archive', { params: { taskId } });

/** The address of `/my` in full, for the sentence that tells a worker where their contracts are kept. */
export const myPageUrl = () => `${window.location.origin}${(window.routerBase || '/').replace(/\/$/, '')}/my`;

/** Whether a call failed for want of a worker session: HTTP 401, or the envelope's {status: 302}. */
export const isSignedOut = (error: unknown) => error instanceof SessionEndedError || statusOf(error) === 401;
