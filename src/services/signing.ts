/**
 * Calls of the employee's signing link (`/signing/:token`, server/routes/signing.ts). No session:
 * the token stands in for it. The public pages (this one, `/my`, `/verify`) show every failure
 * themselves, so each call passes skipErrorHandler (the global notices are the back office's);
 * `failureOf` reads what the server said.
 */
import { BizError } from './errorHandling';
import { api, apiUrl, type Body } from './request';

export const getSigningView = (token: string) => api('GET /api/signing/:token', { params: { token }, skipErrorHandler: true });

/** The current PDF of one of the link's documents: opened, downloaded. */
export const signingDocumentUrl = (token: string, documentId: number) =>
  apiUrl('GET /api/signing/:token/documents/:documentId', { params: { token, documentId } });

/** Page `page` (from 1) of one of the link's documents, drawn as an image by the server. */
export const signingPageImageUrl = (token: string, documentId: number, page: number) =>
  apiUrl('GET /api/signing/:token/documents/:documentId/pages/:page', { params: { token, documentId, page } });

/** The worker's name and ID number, when the company asks for an identity check before the code (`view.identity`). */
export const verifySigningIdentity = (token: string, body: Body<'POST /api/signing/:token/identity'>) =>
  api('POST /api/signing/:token/identity', { params: { token }, body, skipErrorHandler: true });

export const sendSigningCode = (token: string) => api('POST /api/signing/:token/code', { params: { token }, skipErrorHandler: true });

export const signAsEmployee = (token: string, body: Body<'POST /api/signing/:token/sign'>) =>
  api('POST /api/signing/:token/sign', { params: { token }, body, skipErrorHandler: true });

export const rejectAsEmployee = (token: string, body: Body<'POST /api/signing/:token/reject'>) =>
  api('POST /api/signing/:token/reject', { params: { token }, body, skipErrorHandler: true });

/** What a failed call said, for the page to show. */
export interface Failure {
  /** HTTP status; absent when nothing came back (network). */
  status?: number;
  /** The server's sentence in the user's language; empty when it gave none. */
  message: string;
  /** The input at fault on a 422 (`code`, `signature`, `reason`, `name`, `idNumber`, `mobile`). */
  field?: string;
  /** Seconds to wait on a 429 (`Retry-After`). */
  retryAfterSeconds?: number;
}

/**
 * Reads a failure of a call made with skipErrorHandler: the envelope's `msg` and `field` (from
 * the HTTP answer, which the request layer leaves unread on the error) and `Retry-After`.
 */
export async function failureOf(error: unknown): Promise<Failure> {
  const response = (error as { response?: Partial<Response> } | undefined)?.response;
  let envelope: { msg?: string; field?: string } | undefined;
  try {
    const text = typeof response?.clone === 'function' ? await response.clone().text() : undefined;
    envelope = text ? JSON.parse(text) : undefined;
  } catch {
    envelope = undefined;
  }
  const retryAfter = Number(response?.headers?.get?.('Retry-After'));
  const message = envelope?.msg || (error instanceof BizError ? error.info.errorMessage : undefined) || '';
  const status =
    response?.status ?? (error instanceof BizError && typeof error.info.errorCode === 'number' ? error.info.errorCode : undefined);
  return {
    status,
    message,
    field: envelope?.field,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}
