/**
 * How the one request layer (services/request.ts) turns failures into what the user sees
 * (docs/product.md, "Request layer and errors"). Kept apart from the client so each branch is
 * easy to read and test.
 */
import { history } from '@umijs/max';
import { message, notification } from 'antd';
import { translate } from '@/utils/translate';
import { SESSION_END_REASONS, ShowType, type Envelope, type SessionEndReason } from '@common/api/envelope';

/** The structured error the SPA works with, read from the error envelope (docs/api.md, "The envelope"). */
export interface ErrorInfo {
  success: boolean;
  data?: unknown;
  errorCode?: number | string;
  errorMessage?: string;
  showType?: ShowType;
  /** On a validation error: the input at fault, as a dotted path (`values.monthly_salary`). */
  field?: string;
}

/** Thrown when the API answered with a structured failure (envelope status other than 0). */
export class BizError extends Error {
  readonly info: ErrorInfo;
  /** Set when the API also answered an HTTP error status. */
  response?: Response;
  constructor(info: ErrorInfo) {
    super(info.errorMessage || 'BizError');
    this.name = 'BizError';
    this.info = info;
  }
}

/** Statuses of the HTTP status catalogue (docs/product.md, "Request layer and errors"), with those the API also uses (409, 413, 429). */
export const CATALOGUED_STATUSES = [200, 201, 202, 204, 400, 401, 403, 404, 405, 406, 409, 410, 413, 422, 429, 500, 502, 503, 504] as const;

export const errorConfig = {
  /** Where showType 9 (REDIRECT) goes; configurable. */
  errorPage: '/exception',
  loginPath: '/user/login',
  /** The product envelope {status, msg, data} as the structured error (docs/api.md, "The envelope"). */
  adaptor(body: Envelope): ErrorInfo {
    return {
      success: body.status === 0,
      data: body.data,
      errorCode: body.status,
      errorMessage: body.msg,
      showType: body.showType,
      field: body.field,
    };
  },
};

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).status === 'number';
}

message.config({ duration: 3 });
notification.config({ placement: 'topRight', top: 65, duration: 4.5 });

/**
 * Why the server ended the session, as the first call to learn it heard (`{status: 302, reason}`):
 * the calls a page load makes at once race, and those after it find no session and no reason.
 */
let sessionEndReason: SessionEndReason | undefined;

export function noteSessionEnd(reason: SessionEndReason | undefined) {
  if (!reason || !SESSION_END_REASONS.includes(reason)) return;
  const { pathname, search } = history.location;
  if (pathname !== errorConfig.loginPath) {
    sessionEndReason = reason;
    return;
  }
  // A call that learnt no reason has already sent the user to the login page: tell it now.
  const query = new URLSearchParams(search);
  query.set('reason', reason);
  history.replace(`${pathname}?${query}`);
}

/**
 * Sends the user to the login page, remembering where they were and, when the server said, why
 * the session ended (a code the login page turns into its own words, never text). The reason is
 * told once.
 */
export function redirectToLogin() {
  const reason = sessionEndReason;
  sessionEndReason = undefined;
  const { pathname, search } = history.location;
  if (pathname === errorConfig.loginPath) return;
  const query = new URLSearchParams({ redirect: pathname + search });
  if (reason) query.set('reason', reason);
  history.push(`${errorConfig.loginPath}?${query}`);
}

/**
 * Structured error, whatever its HTTP status: the server's message by its showType, an error
 * message when it has none (docs/product.md, "Request layer and errors").
 */
export function showByType(info: ErrorInfo) {
  const text = info.errorMessage || translate('request.error.retry');
  switch (info.showType) {
    case ShowType.SILENT:
      return;
    case ShowType.WARN_MESSAGE:
      message.warning(text);
      return;
    case ShowType.NOTIFICATION:
      notification.open({ message: String(info.errorCode ?? ''), description: text });
      return;
    case ShowType.REDIRECT: {
      const query = new URLSearchParams({ errorCode: String(info.errorCode ?? ''), errorMessage: text });
      history.push(`${errorConfig.errorPage}?${query}`);
      return;
    }
    case ShowType.ERROR_MESSAGE:
    default:
      message.error(text);
  }
}

/**
 * An HTTP status outside 2xx whose body is not the envelope (a proxy's or gateway's page, nothing
 * the API wrote): notification titled with status and URL, as SPEC point 8 has it. A failure that
 * carries the envelope is shown by showByType with the server's message, never its URL
 * (docs/product.md, "Request layer and errors").
 */
export function showHttpError(status: number, url: string) {
  const known = (CATALOGUED_STATUSES as readonly number[]).includes(status);
  notification.error({
    message: translate('request.error.http', { status, url }),
    description: known ? translate(`request.status.${status}`) : translate('request.status.other'),
  });
}

/** No response at all: the network is abnormal (docs/product.md, "Request layer and errors"). */
export function showNetworkError(detail?: string) {
  notification.error({
    message: translate('request.error.network.title'),
    description: detail || translate('request.error.network'),
  });
}

/** Nothing structured to show. */
export function showUnknownError() {
  message.error(translate('request.error.retry'));
}
