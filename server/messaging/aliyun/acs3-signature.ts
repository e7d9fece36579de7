/**
 * Alibaba Cloud OpenAPI request signing, V3 (ACS3-HMAC-SHA256, "V3版本请求体&签名机制",
 * https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature), for
 * RPC-style APIs: parameters in the query string, an empty body, the x-acs-* headers and the
 * Authorization header. Written against the document's fixed-value example
 * (tests/api/sms-providers.test.ts reproduces it), with node:crypto only, so no SDK is needed.
 * Also the one call both Alibaba adapters make (callAcs3): sign, POST with a timeout, read JSON.
 */
import { networkReason } from '../provider-http';
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

export interface Acs3Request {
  accessKeyId: string;
  accessKeySecret: string;
  /** The Host header the request carries (the endpoint's host, port included if any). */
  host: string;
  action: string;
  version: string;
  /** RPC parameters, sent in the query string. */
  query: [name: string, value: string][];
  /** The exact body sent; RPC calls send none. */
  body?: string;
  /** x-acs-date is this instant, to the second, in UTC. */
  date: Date;
  /** x-acs-signature-nonce; random unless given (the document's example fixes it). */
  nonce?: string;
  method?: string;
}

export interface Acs3Signed {
  /** Headers to send (Host is left to the HTTP client, which sends `host` as signed). */
  headers: Record<string, string>;
  /** The query string to send, encoded exactly as signed. */
  queryString: string;
  canonicalRequest: string;
  stringToSign: string;
  signedHeaders: string;
  signature: string;
  authorization: string;
}

/** RFC 3986 percent-encoding: unreserved A-Z a-z 0-9 - _ . ~ stay, all else is %XX (UTF-8). */
export function acs3Encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Encoded name=value pairs, sorted by name, joined with &. */
export function acs3CanonicalQuery(query: [string, string][]): string {
  return query
    .map(([name, value]) => [acs3Encode(name), acs3Encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** yyyy-MM-ddTHH:mm:ssZ. */
export function acs3Date(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function signAcs3(request: Acs3Request): Acs3Signed {
  const body = request.body ?? '';
  const method = request.method ?? 'POST';
  const contentHash = createHash('sha256').update(body, 'utf8').digest('hex');
  const signed: Record<string, string> = {
    host: request.host,
    'x-acs-action': request.action,
    'x-acs-content-sha256': contentHash,
    'x-acs-date': acs3Date(request.date),
    'x-acs-signature-nonce': request.nonce ?? randomBytes(16).toString('hex'),
    'x-acs-version': request.version,
  };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names.map((name) => `${name}:${signed[name].trim()}\n`).join('');
  const signedHeaders = names.join(';');
  const queryString = acs3CanonicalQuery(request.query);
  const canonicalRequest = [method, '/', queryString, canonicalHeaders, signedHeaders, contentHash].join('\n');
  const stringToSign = `${ACS3_ALGORITHM}\n${createHash('sha256').update(canonicalRequest, 'utf8').digest('hex')}`;
  const signature = createHmac('sha256', request.accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  const authorization = `${ACS3_ALGORITHM} Credential=${request.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`;

  const { host: _host, ...acsHeaders } = signed;
  return {
    headers: { ...acsHeaders, Authorization: authorization, Accept: 'application/json' },
    queryString,
    canonicalRequest,
    stringToSign,
    signedHeaders,
    signature,
    authorization,
  };
}

export interface Acs3Call {
  /** The API's URL (https://dysmsapi.aliyuncs.com/), or a stand-in's. */
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  action: string;
  version: string;
  query: [string, string][];
  now: Date;
  fetch: typeof fetch;
  timeoutMs: number;
}

export type Acs3Outcome =
  /** The API answered with JSON (success or a coded error; the HTTP status says which kind). */
  | { kind: 'answer'; status: number; body: Record<string, unknown> }
  /** No usable answer: the network failed, or the body is not JSON. */
  | { kind: 'failed'; retry: boolean; reason: string };

/** Signs and POSTs one RPC call. Never throws; nothing secret or personal is in `reason`. */
export async function callAcs3(call: Acs3Call): Promise<Acs3Outcome> {
  const url = new URL(call.endpoint);
  const signed = signAcs3({
    accessKeyId: call.accessKeyId,
    accessKeySecret: call.accessKeySecret,
    host: url.host,
    action: call.action,
    version: call.version,
    query: call.query,
    date: call.now,
  });
  url.search = signed.queryString;
  let response: Response;
  let text: string;
  try {
    response = await call.fetch(url, { method: 'POST', headers: signed.headers, signal: AbortSignal.timeout(call.timeoutMs) });
    text = await response.text();
  } catch (error) {
    return { kind: 'failed', retry: true, reason: networkReason(error) };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      kind: 'failed',
      retry: response.status >= 500 || response.status === 429,
      reason: `unreadable answer (HTTP ${response.status})`,
    };
  }
  return { kind: 'answer', status: response.status, body: body as Record<string, unknown> };
}
