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

/** The envelope's data, or the error its status describes. */
function readEnvelope(body: unknown, raw?: boolean): unknown {
  if (!isEnvelope(body)) throw Object.assign(new Error('Unstructured response'), { name: 'UnstructuredError' });
  if (body.status === SESSION_ENDED) throw new SessionEndedError();
  const info = errorConfig.adaptor(body);
  if (!info.success) throw new BizError(info);
  return raw ? body : body.data;
}

// Reads every answer as the envelope, after umi-request has parsed it.
client.use(async (ctx, next) => {
  await next();
  const options = ctx.req.options as RequestOptions;
  if (options.responseType && options.responseType !== 'json') return;
  ctx.res = readEnvelope(ctx.res, options.rawEnvelope);
});

/** Calls the API; resolves with the envelope's `data` (or the envelope, with rawEnvelope). */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await client(url, options)) as T;
  } catch (caught) {
    throw settle(caught as ResponseError, url, options);
  }
}

function settle(caught: ResponseError, url: string, options: RequestOptions): Error {
  const error = normalise(caught);
  if (!options.skipErrorHandler) show(error, url);
  return error;
}

/**
 * POSTs a multipart body with upload progress (0-100), which fetch cannot report; the answer is
 * read and its failures shown exactly as request() does.
 */
export function upload<T = unknown>(
  url: string,
  data: FormData,
  onProgress?: (percent: number) => void,
  options: RequestOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept-Language', getLocale());
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      try {
        if (xhr.status < 200 || xhr.status >= 300) {
          const response = { status: xhr.status, url } as Response;
          throw Object.assign(new Error(xhr.statusText), { name: 'ResponseError', response, data: body });
        }
        resolve(readEnvelope(body) as T);
      } catch (error) {
        reject(settle(error as ResponseError, url, options));
      }
    };
    xhr.onerror = () => reject(settle(Object.assign(new TypeError('Network error')) as ResponseError, url, options));
    xhr.send(data);
  });
}

export type { Envelope };
export default request;
