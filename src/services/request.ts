/**
 * The one request layer (SPEC point 7), built on umi-request: same-origin credentials, JSON
 * bodies, array params repeated per item (umi-request's default), optional timeout, GET cache
 * opt-in (`useCache`, 60000 ms TTL). Every answer is read as the product envelope
 * {status, msg, data}: status 0 resolves to `data`, anything else is handled by
 * requestErrorConfig and rejected. `skipErrorHandler` lets a caller handle failures itself.
 */
import { getLocale } from '@umijs/max';
import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import type { Envelope } from '../../contract';
import {
  BizError,
  errorConfig,
  isEnvelope,
  redirectToLogin,
  showByType,
  showHttpError,
  showNetworkError,
  showUnknownError,
} from '../requestErrorConfig';

export interface RequestOptions extends RequestOptionsInit {
  /** Do not show anything on failure: the caller handles the rejected promise. */
  skipErrorHandler?: boolean;
  /** Resolve with the whole envelope instead of its `data`. */
  rawEnvelope?: boolean;
}

/** Rejection for an ended session ({status: 302}): the user is sent to login. */
export class SessionEndedError extends Error {
  constructor() {
    super('Session ended');
    this.name = 'SessionEndedError';
  }
}

const SESSION_ENDED = 302;

/** Turns an HTTP failure whose body is the envelope into the structured error it describes. */
function normalise(error: ResponseError): Error {
  if (!error.response || !isEnvelope(error.data)) return error;
  if (error.data.status === SESSION_ENDED) return new SessionEndedError();
  return Object.assign(new BizError(errorConfig.adaptor(error.data)), { response: error.response });
}

/** Shows a failure to the user (SPEC point 8). */
function show(error: Error & Partial<ResponseError>, url: string) {
  if (error instanceof SessionEndedError) {
    redirectToLogin();
  } else if (error instanceof BizError && error.response && error.info.showType === undefined) {
    // An HTTP error status with no display preference: the status catalogue.
    showHttpError(error.response.status, url, error.info.errorMessage);
  } else if (error instanceof BizError) {
    showByType(error.info);
  } else if (error.response) {
    showHttpError(error.response.status, url);
  } else if (error.name === 'UnstructuredError') {
    showUnknownError();
  } else {
    showNetworkError(isEnvelope(error.data) ? error.data.msg : undefined);
  }
}

const client = extend({
  credentials: 'same-origin',
  requestType: 'json',
  ttl: 60000,
});

// The server answers its messages in the user's language.
client.interceptors.request.use((url, options) => ({
  url,
  options: { ...options, headers: { 'Accept-Language': getLocale(), ...options.headers } },
}));

// Reads every answer as the envelope, after umi-request has parsed it.
client.use(async (ctx, next) => {
  await next();
  const options = ctx.req.options as RequestOptions;
  if (options.responseType && options.responseType !== 'json') return;
  const body: unknown = ctx.res;
  if (!isEnvelope(body)) {
    throw Object.assign(new Error('Unstructured response'), { name: 'UnstructuredError' });
  }
  if (body.status === SESSION_ENDED) throw new SessionEndedError();
  const info = errorConfig.adaptor(body);
  if (!info.success) throw new BizError(info);
  ctx.res = options.rawEnvelope ? body : body.data;
});

/** Calls the API; resolves with the envelope's `data` (or the envelope, with rawEnvelope). */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await client(url, options)) as T;
  } catch (caught) {
    const error = normalise(caught as ResponseError);
    if (!options.skipErrorHandler) show(error, url);
    throw error;
  }
}

export type { Envelope };
export default request;
