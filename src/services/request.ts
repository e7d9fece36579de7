/**
 * The one request layer (docs/product.md, "Request layer and errors"), built on umi-request:
 * same-origin credentials, JSON bodies, array params repeated per item (umi-request's default),
 * optional timeout, GET cache opt-in (`useCache`, 60000 ms TTL). Every answer is read as the
 * product envelope {status, msg, data}: status 0 resolves to `data`, anything else is handled by
 * errorHandling.ts and rejected; a failure that carries the envelope shows the server's `msg`,
 * never the API path. `skipErrorHandler` lets a caller handle failures itself;
 * `handles` names the HTTP statuses it handles (a form its 409 and 422, shown on the field; a
 * detail page its 403 and 404, shown as that page), the rest being shown as usual.
 *
 * Services call `api('METHOD /api/path', …)` (or `apiUpload`, `apiUrl`): the route's declaration
 * in common/contract gives the types of its path parameters, query, body and answer.
 */
import { getLocale } from '@umijs/max';
import { extend, type RequestOptionsInit, type ResponseError } from 'umi-request';
import type { SessionEndReason } from '@common/api/envelope';
import type { Endpoint, Endpoints } from '@common/contract';
import { fillPath } from '@common/contract/fill-path';
import {
  BizError,
  errorConfig,
  isEnvelope,
  noteSessionEnd,
  redirectToLogin,
  showByType,
  showHttpError,
  showNetworkError,
  showUnknownError,
} from './errorHandling';

export interface RequestOptions extends RequestOptionsInit {
  /** Do not show anything on failure: the caller handles the rejected promise. */
  skipErrorHandler?: boolean;
  /** HTTP statuses the caller shows itself; other failures are shown as usual. */
  handles?: readonly number[];
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

/** An ended session's rejection; the login page will say why, when the server said (`reason`). */
function sessionEnded(reason: SessionEndReason | undefined): SessionEndedError {
  noteSessionEnd(reason);
  return new SessionEndedError();
}

const SESSION_ENDED = 302;

/** Turns an HTTP failure whose body is the envelope into the structured error it describes. */
function normalise(error: ResponseError): Error {
  if (!error.response || !isEnvelope(error.data)) return error;
  if (error.data.status === SESSION_ENDED) return sessionEnded(error.data.reason);
  return Object.assign(new BizError(errorConfig.adaptor(error.data)), { response: error.response });
}

/** Shows a failure to the user (docs/product.md, "Request layer and errors"). */
function show(error: Error & Partial<ResponseError>, url: string) {
  if (error instanceof SessionEndedError) {
    redirectToLogin();
  } else if (error instanceof BizError) {
    // The server's own words (in the user's language), whatever the HTTP status: never its URL.
    showByType(error.info);
  } else if (error.response) {
    // An HTTP error with no envelope (a proxy's page): the status catalogue of SPEC point 8.
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
  if (body.status === SESSION_ENDED) throw sessionEnded(body.reason);
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

/**
 * A file download's failure came as a Blob or ArrayBuffer (umi-request reads the body as the call
 * asked): its envelope is read out of it, so the server's words are shown as for any other call.
 */
async function withEnvelopeRead(error: ResponseError): Promise<ResponseError> {
  const data: unknown = error.data;
  if (!(data instanceof Blob) && !(data instanceof ArrayBuffer)) return error;
  try {
    const text = data instanceof Blob ? await data.text() : new TextDecoder().decode(data);
    return Object.assign(error, { data: JSON.parse(text) as unknown });
  } catch {
    return error; // no envelope: a proxy's page, shown by its HTTP status
  }
}

/** Calls the API; resolves with the envelope's `data` (or the envelope, with rawEnvelope). */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<T> {
  try {
    return (await client(url, options)) as T;
  } catch (caught) {
    throw settle(await withEnvelopeRead(caught as ResponseError), url, options);
  }
}

function settle(caught: ResponseError, url: string, options: RequestOptions): Error {
  const error = normalise(caught);
  const status = (error as Partial<ResponseError>).response?.status;
  const handled = error instanceof BizError && status !== undefined && options.handles?.includes(status);
  if (!options.skipErrorHandler && !handled) show(error, url);
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

/** `:name` segments of an endpoint's path. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type Part<K extends Endpoint, P extends string> = Endpoints[K] extends Record<P, infer T> ? T : never;

/** The query string an endpoint takes. */
export type Query<K extends Endpoint> = Part<K, 'query'>;
/** The JSON body an endpoint takes. */
export type Body<K extends Endpoint> = Part<K, 'body'>;
/** The multipart body an endpoint takes: the file and the other fields as strings. */
export type Form<K extends Endpoint> = Part<K, 'form'>;
/** What an endpoint answers (the envelope's `data`, or the file). */
export type Answer<K extends Endpoint> = Endpoints[K]['answer'];

/** A part the endpoint declares is required (a query only when some key of it is); others are absent. */
type Given<Key extends string, T, Optional = false> = [T] extends [never]
  ? { [P in Key]?: never }
  : Optional extends true
    ? { [P in Key]?: T }
    : { [P in Key]: T };

/** The parts of one call: path parameters, query, JSON or multipart body, as the endpoint declares them. */
export type ApiParts<K extends Endpoint> = Given<
  'params',
  [PathParams<K>] extends [never] ? never : Record<PathParams<K>, string | number>
> &
  Given<'query', Query<K>, object extends Query<K> ? true : false> &
  Given<'body', Body<K>> &
  Given<'form', Form<K>>;

/** A file answer is read as what it is, not as the envelope. */
type ResponseTypeOf<K extends Endpoint> =
  Answer<K> extends Blob
    ? { responseType: 'blob' }
    : Answer<K> extends ArrayBuffer
      ? { responseType: 'arrayBuffer' }
      : { responseType?: never };

/** The request options a typed call may add (the parts above replace method, params and data). */
type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'data' | 'body' | 'responseType' | 'rawEnvelope'>;

export type ApiCall<K extends Endpoint> = ApiParts<K> & ResponseTypeOf<K> & CallOptions;

/** Arguments of a call: the options may be left out when nothing in them is required. */
type CallArgs<Call> = object extends Call ? [call?: Call] : [call: Call];

function split(endpoint: Endpoint): [method: string, path: string] {
  const space = endpoint.indexOf(' ');
  return [endpoint.slice(0, space), endpoint.slice(space + 1)];
}

/** A query string for URLs built outside umi-request: empty values are left out, arrays repeated. */
function queryString(query: object = {}): string {
  const search = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    (Array.isArray(value) ? value : [value]).forEach((v) => v !== undefined && v !== '' && search.append(key, String(v)));
  });
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toFormData(form: object): FormData {
  const data = new FormData();
  Object.entries(form).forEach(([key, value]) => value !== undefined && value !== '' && data.append(key, value as string | Blob));
  return data;
}

/** A call as the implementation reads it, whatever the endpoint (the signatures check the types). */
interface LooseCall extends RequestOptions {
  params?: Record<string, string | number>;
  query?: object;
  form?: object;
  onProgress?: (percent: number) => void;
}

/** Calls an endpoint declared in common/contract; resolves with its answer. */
export function api<K extends Endpoint>(endpoint: K, ...[call]: CallArgs<ApiCall<K>>): Promise<Answer<K>> {
  const { params, query, body, form, ...options } = (call ?? {}) as LooseCall;
  const [method, path] = split(endpoint);
  return request<Answer<K>>(fillPath(path, params), {
    ...options,
    method,
    ...(query !== undefined && { params: query }),
    ...(body !== undefined && { data: body }),
    ...(form !== undefined && { data: toFormData(form) }),
  });
}

/** The endpoints whose body is multipart/form-data. */
type MultipartEndpoint = { [K in Endpoint]: Endpoints[K] extends { form: object } ? K : never }[Endpoint];

/** Sends a multipart endpoint's body with upload progress (0-100), through upload(). */
export function apiUpload<K extends MultipartEndpoint>(
  endpoint: K,
  call: ApiParts<K> & { onProgress?: (percent: number) => void } & Pick<RequestOptions, 'skipErrorHandler' | 'handles'>,
): Promise<Answer<K>> {
  const { params, query, form, onProgress, ...options } = call as LooseCall;
  const [, path] = split(endpoint);
  return upload<Answer<K>>(fillPath(path, params) + queryString(query), toFormData(form ?? {}), onProgress, options);
}

/** The URL of a GET endpoint, for what the browser fetches itself (links, images, pdf.js). */
export function apiUrl<K extends Endpoint & `GET ${string}`>(endpoint: K, ...[call]: CallArgs<ApiParts<K>>): string {
  const { params, query } = (call ?? {}) as LooseCall;
  return fillPath(split(endpoint)[1], params) + queryString(query);
}

/** A call's opt-out of the request layer's display for some statuses (forms: FORM_CALL). */
export type Handles = Pick<RequestOptions, 'handles'>;
/** For a call whose failures the caller handles alone (a route's loader). */
export type Quiet = Pick<RequestOptions, 'skipErrorHandler'>;

/** The HTTP status of a failed call, when the server answered. */
export function statusOf(error: unknown): number | undefined {
  return (error as Partial<ResponseError> | undefined)?.response?.status;
}

export default request;
