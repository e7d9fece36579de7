/**
 * Turns a failure into the error envelope with a real HTTP status. An ended or missing session
 * answers HTTP 401 with envelope status 302: the SPA's cue to go to the login page (with the
 * `reason` the login page explains, when there is one).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError, type ErrorKind } from '../../domain/errors';
import { isMessageKey, translate, type Locale } from '../../i18n';
import type { AppContext } from './context';
import { fail } from './envelope';
import { prepareHeader } from './security';
import { clearSessionCookie } from './session-cookie';

const HTTP_STATUS: Record<ErrorKind, ContentfulStatusCode> = {
  bad_input: 400,
  unauthenticated: 401,
  session_ended: 401,
  forbidden: 403,
  not_found: 404,
  too_large: 413,
  unsupported_type: 415,
  conflict: 409,
  validation: 422,
  rate_limited: 429,
  unavailable: 503,
};

export const SESSION_ENDED_STATUS = 302;

/** The user-facing name of a field path, e.g. `username` → 用户名 (last segment; else the path). */
function fieldLabel(locale: Locale, path: string): string {
  const key = `field.${path.split('.').pop()}`;
  return isMessageKey(key) ? translate(locale, key) : path;
}

export function domainErrorResponse(c: AppContext, error: DomainError) {
  const httpStatus = HTTP_STATUS[error.kind];
  const locale = c.get('locale');
  const label = error.label ? translate(locale, error.label) : error.field ? fieldLabel(locale, error.field) : undefined;
  const params = label !== undefined ? { field: label, ...error.params } : error.params;
  const msg = translate(locale, error.messageKey, params);
  if (error.retryAfterSeconds !== undefined) prepareHeader(c, { name: 'Retry-After', value: String(error.retryAfterSeconds) });
  if (error.kind === 'session_ended') {
    clearSessionCookie(c);
    return fail(c, httpStatus, { status: SESSION_ENDED_STATUS, msg, ...(error.reason ? { reason: error.reason } : {}) });
  }
  return fail(c, httpStatus, { status: httpStatus, msg, ...(error.field ? { field: error.field } : {}) });
}

/** Last resort: log the cause, tell the user something went wrong, reveal nothing. */
export function unexpectedErrorResponse(c: AppContext, error: unknown, log: (line: string) => void) {
  log(`[error] ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return fail(c, 500, { status: 500, msg: translate(c.get('locale') ?? 'zh-CN', 'error.internal') });
}

export function toErrorResponse(c: AppContext, error: unknown, log: (line: string) => void) {
  return error instanceof DomainError ? domainErrorResponse(c, error) : unexpectedErrorResponse(c, error, log);
}
