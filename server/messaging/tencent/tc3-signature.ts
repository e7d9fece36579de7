/**
 * Tencent Cloud API 3.0 request signing, TC3-HMAC-SHA256 ("签名方法 v3",
 * https://cloud.tencent.com/document/api/213/30654): a canonical request of the POSTed JSON, a
 * key derived from the SecretKey by date and service, and the Authorization header. Written
 * against the document's worked example (tests/api/sms-providers.test.ts reproduces it), with
 * node:crypto only, so no SDK is needed. Also the one call both Tencent adapters make (callTc3):
 * sign, POST with a timeout, sort the answer into success, API error or no answer.
 */
import { networkReason } from '../provider-http';
import { createHash, createHmac } from 'node:crypto';

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface Tc3Request {
  secretId: string;
  secretKey: string;
  /** The product's short name, as in its host: `sms`, `faceid`, `cvm`. */
  service: string;
  /** The Host header the request carries (the endpoint's host, port included if any). */
  host: string;
  action: string;
  version: string;
  /** Omitted for APIs that take no region (FaceID). */
  region?: string;
  /** Unix seconds; the credential's date is its UTC day. */
  timestamp: number;
  /** The exact body sent. */
  payload: string;
  /**
   * Sign X-TC-Action too (the document's current example and our adapters do). Its older example
   * signs content-type and host only.
   */
  signAction?: boolean;
}

export interface Tc3Signed {
  /** Headers to send (Host is left to the HTTP client, which sends `host` as signed). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  credentialScope: string;
  signedHeaders: string;
  signature: string;
  authorization: string;
}

export function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** The UTC day of a Unix timestamp, yyyy-mm-dd. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/** SecretSigning: HMAC chain of "TC3"+SecretKey over the date, the service and "tc3_request". */
export function tc3SigningKey(secretKey: string, date: string, service: string): Buffer {
  return hmac(hmac(hmac(`TC3${secretKey}`, date), service), 'tc3_request');
}

export function signTc3(request: Tc3Request): Tc3Signed {
  const signAction = request.signAction ?? true;
  const signed: [string, string][] = [
    ['content-type', TC3_CONTENT_TYPE],
    ['host', request.host],
  ];
  if (signAction) signed.push(['x-tc-action', request.action.toLowerCase()]);
  const canonicalHeaders = signed.map(([name, value]) => `${name}:${value}\n`).join('');
  const signedHeaders = signed.map(([name]) => name).join(';');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(request.payload)].join('\n');

  const date = tc3Date(request.timestamp);
  const credentialScope = `${date}/${request.service}/tc3_request`;
  const stringToSign = [TC3_ALGORITHM, String(request.timestamp), credentialScope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac('sha256', tc3SigningKey(request.secretKey, date, request.service))
    .update(stringToSign, 'utf8')
    .digest('hex');
  const authorization = `${TC3_ALGORITHM} Credential=${request.secretId}/${credentialScope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;

  const headers: Record<string, string> = {
    Authorization: authorization,
    'Content-Type': TC3_CONTENT_TYPE,
    'X-TC-Action': request.action,
    'X-TC-Version': request.version,
    'X-TC-Timestamp': String(request.timestamp),
  };
  if (request.region) headers['X-TC-Region'] = request.region;
  return { headers, canonicalRequest, stringToSign, credentialScope, signedHeaders, signature, authorization };
}

export interface Tc3Call {
  /** The API's URL (https://sms.tencentcloudapi.com/), or a stand-in's. */
  endpoint: string;
  secretId: string;
  secretKey: string;
  service: string;
  action: string;
  version: string;
  region?: string;
  body: Record<string, unknown>;
  now: Date;
  fetch: typeof fetch;
  timeoutMs: number;
}

export type Tc3Outcome =
  /** `Response` of a call that succeeded. */
  | { kind: 'answer'; response: Record<string, unknown> }
  /** `Response.Error`: the API refused the call. */
  | { kind: 'error'; code: string; message: string; requestId: string | null }
  /** No usable answer: the network failed, the HTTP status is not 200, or the body is not JSON. */
  | { kind: 'failed'; retry: boolean; reason: string };

/** Signs and POSTs one call. Never throws; nothing secret or personal is in `reason`. */
export async function callTc3(call: Tc3Call): Promise<Tc3Outcome> {
  const url = new URL(call.endpoint);
  const payload = JSON.stringify(call.body);
  const signed = signTc3({
    secretId: call.secretId,
    secretKey: call.secretKey,
    service: call.service,
    host: url.host,
    action: call.action,
    version: call.version,
    region: call.region,
    timestamp: Math.floor(call.now.getTime() / 1000),
    payload,
  });
  let response: Response;
  let text: string;
  try {
    response = await call.fetch(url, {
      method: 'POST',
      headers: signed.headers,
      body: payload,
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    return { kind: 'failed', retry: true, reason: networkReason(error) };
  }
  const retry = response.status >= 500 || response.status === 429;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'failed', retry, reason: `unreadable answer (HTTP ${response.status})` };
  }
  const answer = (parsed as { Response?: unknown } | null)?.Response;
  if (!answer || typeof answer !== 'object') return { kind: 'failed', retry, reason: `unreadable answer (HTTP ${response.status})` };
  const fields = answer as Record<string, unknown>;
  const requestId = typeof fields.RequestId === 'string' ? fields.RequestId : null;
  const error = fields.Error as { Code?: unknown; Message?: unknown } | undefined;
  if (error && typeof error === 'object') {
    return { kind: 'error', code: String(error.Code ?? 'UnknownError'), message: String(error.Message ?? ''), requestId };
  }
  if (response.status !== 200) return { kind: 'failed', retry, reason: `HTTP ${response.status}` };
  return { kind: 'answer', response: fields };
}
