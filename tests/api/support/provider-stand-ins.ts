/**
 * Loopback stand-ins for Tencent Cloud's and Alibaba Cloud's APIs (SMS SendSms, the carrier
 * three-element checks) for tests and the e2e run. Each one checks every request's signature by
 * recomputing it with the code below, written from the providers' documents and independent of
 * the adapters' signers (a shared mistake must not pass), answers as the real API does, records
 * the texts it accepted, can be told to fail, and posts delivery receipts as the providers do.
 * Plain node:http on 127.0.0.1, no jest globals: plain .mjs scripts import it through tsx.
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A person as the carrier has them on record. */
export interface CarrierRecord {
  name: string;
  idNumber: string;
  mobile: string;
}

export interface SentText<Params> {
  /** 11 digits, without +86. */
  mobile: string;
  templateId: string;
  params: Params;
  signName: string;
  /** SerialNo (Tencent) or BizId (Aliyun). */
  serialId: string;
  /** What came back in SessionContext (Tencent) or OutId (Aliyun). */
  reference: string | null;
}

export interface ReceivedRequest {
  action: string;
  headers: Record<string, string>;
  path: string;
}

export interface StandIn<Params> {
  /** The `endpoint` to give the adapters. */
  url: string;
  /** Texts accepted, oldest first. */
  sent: SentText<Params>[];
  /** Identity checks answered: the mobile and the result code given. */
  checks: { mobile: string; result: string }[];
  /** Every request that reached the server, whatever its fate. */
  requests: ReceivedRequest[];
  /** Requests refused for their signature or key. */
  readonly signatureFailures: number;
  /** People the carrier knows; push more at will. */
  carrierRecords: CarrierRecord[];
  /**
   * Answer the next `n` well-signed requests with this error code instead. Tencent: a code such
   * as "-11" answers a PhoneVerification's Result, LimitExceeded.* goes in the SendStatusSet,
   * anything else is Response.Error. Aliyun: "1" | "2" | "3" answers a BizCode, isv.* and isp.*
   * come with HTTP 200, ServiceUnavailable 503, InternalError 500, anything else 400.
   */
  failNext(n: number, code: string, message?: string): void;
  /** Close the connection of the next `n` requests without answering. */
  dropNext(n: number): void;
  /** Answer the next `n` requests with this HTTP status and a non-JSON body (a proxy's error page). */
  httpErrorNext(n: number, status: number): void;
  /**
   * Post a delivery receipt for an accepted text to `url` (give the callback token in it) as the
   * provider does; answers what the receiver said.
   */
  deliverTo(url: string, serialId: string, delivered: boolean): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

export interface TencentStandInOptions {
  secretId: string;
  secretKey: string;
  /** When given, SendSms refuses another SmsSdkAppId. */
  sdkAppId?: string;
  carrierRecords?: CarrierRecord[];
  /** The clock the signature's timestamp is checked against (±5 minutes); the real one by default. */
  now?: () => Date;
}

export interface AliyunStandInOptions {
  accessKeyId: string;
  accessKeySecret: string;
  carrierRecords?: CarrierRecord[];
  /** The clock x-acs-date is checked against (±15 minutes); the real one by default. */
  now?: () => Date;
}

// ---------------------------------------------------------------------------------------------
// Shared plumbing

type Scripted = { kind: 'code'; code: string; message?: string } | { kind: 'drop' } | { kind: 'http'; status: number };

interface Answer {
  status: number;
  body: unknown;
}

interface Handler {
  /** Checks the signature; an Answer when refused. */
  authenticate(request: IncomingMessage, body: Buffer): Answer | null;
  actionOf(request: IncomingMessage): string;
  handle(request: IncomingMessage, body: Buffer, scripted: Extract<Scripted, { kind: 'code' }> | null): Answer;
}

function hex(algorithm: 'sha256', data: string | Buffer): string {
  return createHash(algorithm).update(data).digest('hex');
}

function hmacOf(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(Buffer.from(data, 'utf8')).digest();
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, answer: Answer) {
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** "2015-10-17 08:03:04" in China Standard Time. */
function beijingText(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

function digits(count: number): string {
  let text = '';
  while (text.length < count) text += String(randomBytes(4).readUInt32BE(0));
  return text.slice(0, count);
}

async function startServer<Params>(
  handler: Handler,
  state: Pick<StandIn<Params>, 'sent' | 'checks' | 'requests' | 'carrierRecords'>,
  postReceipt: (url: string, text: SentText<Params>, delivered: boolean) => Promise<{ status: number; body: string }>,
): Promise<StandIn<Params>> {
  const script: Scripted[] = [];
  let signatureFailures = 0;

  const server = createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const action = handler.actionOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]),
      );
      state.requests.push({ action, headers, path: request.url ?? '/' });
      const next = script.shift() ?? null;
      if (next?.kind === 'drop') {
        request.socket.destroy();
        return;
      }
      if (next?.kind === 'http') {
        response.writeHead(next.status, { 'content-type': 'text/html' });
        response.end('<html><body>Bad Gateway</body></html>');
        return;
      }
      const refused = handler.authenticate(request, body);
      if (refused) {
        signatureFailures += 1;
        if (next) script.unshift(next);
        reply(response, refused);
        return;
      }
      reply(response, handler.handle(request, body, next));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(`stand-in failure: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/`,
    sent: state.sent,
    checks: state.checks,
    requests: state.requests,
    carrierRecords: state.carrierRecords,
    get signatureFailures() {
      return signatureFailures;
    },
    failNext(n, code, message) {
      for (let i = 0; i < n; i++) script.push({ kind: 'code', code, message });
    },
    dropNext(n) {
      for (let i = 0; i < n; i++) script.push({ kind: 'drop' });
    },
    httpErrorNext(n, status) {
      for (let i = 0; i < n; i++) script.push({ kind: 'http', status });
    },
    async deliverTo(url, serialId, delivered) {
      const text = state.sent.find((candidate) => candidate.serialId === serialId);
      if (!text) throw new Error(`stand-in: no text with serial ${serialId} was accepted`);
      return postReceipt(url, text, delivered);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

async function postJson(url: string, payload: unknown): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) });
  return { status: response.status, body: await response.text() };
}

function carrierResult(records: CarrierRecord[], query: CarrierRecord): 'match' | 'mismatch' | 'unknown' {
  const record = records.find((candidate) => candidate.mobile === query.mobile);
  if (!record) return 'unknown';
  return record.name === query.name && record.idNumber === query.idNumber ? 'match' : 'mismatch';
}

// ---------------------------------------------------------------------------------------------
// Tencent Cloud: API 3.0, TC3-HMAC-SHA256 ("签名方法 v3")

const TENCENT_ACTIONS: Record<string, { service: string; version: string }> = {
  SendSms: { service: 'sms', version: '2021-01-11' },
  PhoneVerification: { service: 'faceid', version: '2018-03-01' },
};

function tencentError(code: string, message: string): Answer {
  return { status: 200, body: { Response: { Error: { Code: code, Message: message }, RequestId: randomUUID() } } };
}

/** Recomputes the TC3 signature from what arrived: the signed headers as received, the raw body. */
function checkTc3(request: IncomingMessage, body: Buffer, options: TencentStandInOptions): Answer | null {
  const authorization = header(request, 'authorization') ?? '';
  const parts =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parts) return tencentError('AuthFailure.InvalidAuthorization', 'Authorization header does not follow TC3-HMAC-SHA256.');
  const [, secretId, date, service, signedHeaders, signature] = parts;
  if (secretId !== options.secretId) return tencentError('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');

  const timestamp = Number(header(request, 'x-tc-timestamp'));
  const now = (options.now ?? (() => new Date()))().getTime() / 1000;
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > 300) {
    return tencentError('AuthFailure.SignatureExpire', 'Signature expired: the timestamp is more than 5 minutes from the server time.');
  }
  const expected = TENCENT_ACTIONS[header(request, 'x-tc-action') ?? ''];
  const utcDay = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const names = signedHeaders.split(';');
  if (
    request.method !== 'POST' ||
    (request.url ?? '/') !== '/' ||
    date !== utcDay ||
    (expected && service !== expected.service) ||
    !names.includes('content-type') ||
    !names.includes('host') ||
    [...names].sort().join(';') !== signedHeaders
  ) {
    return tencentError('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
  }
  // Keys and values in lower case, trimmed, one per line (the document's rule for CanonicalHeaders).
  const canonicalHeaders = names.map((name) => `${name}:${(header(request, name) ?? '').trim().toLowerCase()}\n`).join('');
  const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hex('sha256', body)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hex('sha256', canonicalRequest)}`;
  let key = hmacOf(`TC3${options.secretKey}`, date);
  key = hmacOf(key, service);
  key = hmacOf(key, 'tc3_request');
  const computed = createHmac('sha256', key).update(stringToSign).digest('hex');
  if (!sameText(computed, signature))
    return tencentError('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
  return null;
}

function tencentSendSms(
  body: Record<string, unknown>,
  options: TencentStandInOptions,
  sent: SentText<string[]>[],
  scripted: { code: string; message?: string } | null,
): Answer {
  const phones = body.PhoneNumberSet;
  if (!Array.isArray(phones) || phones.length !== 1 || typeof phones[0] !== 'string' || !/^\+86\d{11}$/.test(phones[0])) {
    return tencentError('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect phone number');
  }
  if (typeof body.SmsSdkAppId !== 'string' || (options.sdkAppId && body.SmsSdkAppId !== options.sdkAppId)) {
    return tencentError('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist');
  }
  if (typeof body.SignName !== 'string' || !body.SignName) return tencentError('MissingParameter', 'SignName is missing');
  if (typeof body.TemplateId !== 'string' || !body.TemplateId) return tencentError('MissingParameter', 'TemplateId is missing');
  const params = body.TemplateParamSet ?? [];
  if (!Array.isArray(params) || params.some((value) => typeof value !== 'string')) {
    return tencentError('InvalidParameterValue.TemplateParameterFormatError', 'TemplateParamSet must be strings');
  }
  const phone = phones[0];
  const sessionContext = typeof body.SessionContext === 'string' ? body.SessionContext : '';
  if (scripted && !scripted.code.startsWith('LimitExceeded.'))
    return tencentError(scripted.code, scripted.message ?? `${scripted.code} (stand-in)`);
  const status = scripted
    ? {
        SerialNo: '',
        PhoneNumber: phone,
        Fee: 0,
        SessionContext: sessionContext,
        Code: scripted.code,
        Message: scripted.message ?? 'limit exceeded (stand-in)',
        IsoCode: 'CN',
      }
    : {
        SerialNo: `2433:${digits(19)}`,
        PhoneNumber: phone,
        Fee: 1,
        SessionContext: sessionContext,
        Code: 'Ok',
        Message: 'send success',
        IsoCode: 'CN',
      };
  if (!scripted) {
    sent.push({
      mobile: phone.slice(3),
      templateId: body.TemplateId,
      params: params as string[],
      signName: body.SignName,
      serialId: status.SerialNo,
      reference: sessionContext || null,
    });
  }
  return { status: 200, body: { Response: { SendStatusSet: [status], RequestId: randomUUID() } } };
}

function tencentPhoneVerification(
  body: Record<string, unknown>,
  records: CarrierRecord[],
  checks: StandIn<unknown>['checks'],
  scripted: { code: string; message?: string } | null,
): Answer {
  if (scripted && !/^-?\d+$/.test(scripted.code)) return tencentError(scripted.code, scripted.message ?? `${scripted.code} (stand-in)`);
  const query = { name: String(body.Name ?? ''), idNumber: String(body.IdCard ?? ''), mobile: String(body.Phone ?? '') };
  let result: string;
  if (scripted) result = scripted.code;
  else if (!/^1\d{10}$/.test(query.mobile)) result = '-6';
  else if (!/^\d{17}[\dX]$/.test(query.idNumber)) result = '-7';
  else if (!query.name) result = '-8';
  else result = { match: '0', mismatch: '-4', unknown: '-9' }[carrierResult(records, query)];
  const descriptions: Record<string, string> = { '0': '认证通过', '-4': '信息不一致', '-9': '没有记录', '-11': '验证中心服务繁忙' };
  checks.push({ mobile: query.mobile, result });
  return {
    status: 200,
    body: {
      Response: {
        Result: result,
        Description: descriptions[result] ?? '认证未通过',
        Isp: result === '0' || result === '-4' ? '移动' : '',
        RequestId: randomUUID(),
      },
    },
  };
}

export function startTencentStandIn(options: TencentStandInOptions): Promise<StandIn<string[]>> {
  const state = {
    sent: [] as SentText<string[]>[],
    checks: [] as StandIn<string[]>['checks'],
    requests: [] as ReceivedRequest[],
    carrierRecords: [...(options.carrierRecords ?? [])],
  };
  const handler: Handler = {
    actionOf: (request) => header(request, 'x-tc-action') ?? '',
    authenticate: (request, body) => checkTc3(request, body, options),
    handle(request, rawBody, scripted) {
      const action = header(request, 'x-tc-action') ?? '';
      const expected = TENCENT_ACTIONS[action];
      if (!expected) return tencentError('InvalidAction', `action ${action} not found`);
      if (header(request, 'x-tc-version') !== expected.version) return tencentError('NoSuchVersion', 'the version does not exist');
      if (!(header(request, 'content-type') ?? '').startsWith('application/json'))
        return tencentError('InvalidParameter', 'content type must be JSON');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return tencentError('FailedOperation.JsonParseFail', 'the request body is not JSON');
      }
      if (action === 'SendSms') {
        if (!header(request, 'x-tc-region')) return tencentError('MissingParameter', 'Region is missing');
        return tencentSendSms(body, options, state.sent, scripted);
      }
      return tencentPhoneVerification(body, state.carrierRecords, state.checks, scripted);
    },
  };
  return startServer(handler, state, (url, text, delivered) => {
    const report = {
      user_receive_time: beijingText((options.now ?? (() => new Date()))()),
      nationcode: '86',
      mobile: text.mobile,
      report_status: delivered ? 'SUCCESS' : 'FAIL',
      errmsg: delivered ? 'DELIVRD' : 'UNDELIV',
      description: delivered ? '用户短信送达成功' : '用户短信未送达',
      sid: text.serialId,
    };
    return postJson(url, [report]);
  });
}

// ---------------------------------------------------------------------------------------------
// Alibaba Cloud: OpenAPI V3, ACS3-HMAC-SHA256 ("V3版本请求体&签名机制")

const ALIYUN_ACTIONS: Record<string, string> = {
  SendSms: '2017-05-25',
  Mobile3MetaSimpleVerify: '2019-03-07',
};

const REQUIRED_SIGNED = ['host', 'x-acs-action', 'x-acs-content-sha256', 'x-acs-date', 'x-acs-signature-nonce', 'x-acs-version'];

function aliyunError(status: number, code: string, message: string): Answer {
  return { status, body: { RequestId: randomUUID().toUpperCase(), HostId: 'stand-in.aliyuncs.com', Code: code, Message: message } };
}

/** RFC 3986, byte by byte: unreserved characters stay, everything else is %XX in upper case. */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** The received query string's pairs, decoded. */
function queryPairs(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((pair) => {
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    return [decodeURIComponent(name), decodeURIComponent(value)];
  });
}

function checkAcs3(request: IncomingMessage, body: Buffer, options: AliyunStandInOptions, nonces: Set<string>): Answer | null {
  const authorization = header(request, 'authorization') ?? '';
  const parts = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!parts) return aliyunError(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
  const [, accessKeyId, signedHeaders, signature] = parts;
  if (accessKeyId !== options.accessKeyId) return aliyunError(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');

  const names = signedHeaders.split(';');
  const unsigned = Object.keys(request.headers).filter(
    (name) => (name.startsWith('x-acs-') || name === 'content-type') && !names.includes(name),
  );
  if (REQUIRED_SIGNED.some((name) => !names.includes(name)) || unsigned.length || [...names].sort().join(';') !== signedHeaders) {
    return aliyunError(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
  }
  const date = Date.parse(header(request, 'x-acs-date') ?? '');
  const now = (options.now ?? (() => new Date()))().getTime();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(header(request, 'x-acs-date') ?? '') || Math.abs(now - date) > 15 * 60_000) {
    return aliyunError(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
  }
  const contentHash = header(request, 'x-acs-content-sha256') ?? '';
  if (contentHash !== hex('sha256', body))
    return aliyunError(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');

  const [path, rawQuery = ''] = (request.url ?? '/').split('?', 2);
  const canonicalQuery = queryPairs(rawQuery)
    .map(([name, value]) => [percentEncode(name), percentEncode(value)])
    .sort((a, b) => Buffer.compare(Buffer.from(a[0]), Buffer.from(b[0])))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = names.map((name) => `${name}:${(header(request, name) ?? '').trim()}\n`).join('');
  const canonicalRequest = [request.method ?? 'POST', path || '/', canonicalQuery, canonicalHeaders, signedHeaders, contentHash].join('\n');
  const computed = createHmac('sha256', options.accessKeySecret)
    .update(`ACS3-HMAC-SHA256\n${hex('sha256', canonicalRequest)}`)
    .digest('hex');
  if (!sameText(computed, signature))
    return aliyunError(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');

  const nonce = header(request, 'x-acs-signature-nonce') ?? '';
  if (nonces.has(nonce)) return aliyunError(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  nonces.add(nonce);
  return null;
}

function aliyunScriptedStatus(code: string): number {
  if (code.startsWith('isv.') || code.startsWith('isp.')) return 200;
  if (code.startsWith('ServiceUnavailable')) return 503;
  if (code.startsWith('InternalError')) return 500;
  return 400;
}

function aliyunSendSms(
  query: Map<string, string>,
  sent: SentText<Record<string, string>>[],
  scripted: { code: string; message?: string } | null,
): Answer {
  if (scripted) return aliyunError(aliyunScriptedStatus(scripted.code), scripted.code, scripted.message ?? `${scripted.code} (stand-in)`);
  const mobile = query.get('PhoneNumbers') ?? '';
  if (!/^1\d{10}$/.test(mobile))
    return { status: 200, body: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号', RequestId: randomUUID() } };
  const signName = query.get('SignName') ?? '';
  if (!signName) return aliyunError(400, 'MissingSignName', 'SignName is mandatory for this action.');
  const templateId = query.get('TemplateCode') ?? '';
  if (!templateId) return aliyunError(400, 'MissingTemplateCode', 'TemplateCode is mandatory for this action.');
  let params: unknown = {};
  try {
    params = JSON.parse(query.get('TemplateParam') ?? '{}');
  } catch {
    params = null;
  }
  if (!params || typeof params !== 'object' || Array.isArray(params) || Object.values(params).some((value) => typeof value !== 'string')) {
    return { status: 200, body: { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值', RequestId: randomUUID() } };
  }
  const bizId = `${digits(15)}^0`;
  sent.push({
    mobile,
    templateId,
    params: params as Record<string, string>,
    signName,
    serialId: bizId,
    reference: query.get('OutId') ?? null,
  });
  return { status: 200, body: { Code: 'OK', Message: 'OK', BizId: bizId, RequestId: randomUUID().toUpperCase() } };
}

function aliyunVerify(
  query: Map<string, string>,
  records: CarrierRecord[],
  checks: StandIn<unknown>['checks'],
  scripted: { code: string; message?: string } | null,
): Answer {
  if (scripted && !/^[123]$/.test(scripted.code)) {
    if (/^\d{3}$/.test(scripted.code))
      return { status: 200, body: { Code: scripted.code, Message: scripted.message ?? 'stand-in refusal', RequestId: randomUUID() } };
    return aliyunError(aliyunScriptedStatus(scripted.code), scripted.code, scripted.message ?? `${scripted.code} (stand-in)`);
  }
  if (query.get('ParamType') !== 'normal')
    return { status: 200, body: { Code: '401', Message: 'ParamType is invalid', RequestId: randomUUID() } };
  const person = { name: query.get('UserName') ?? '', idNumber: query.get('IdentifyNum') ?? '', mobile: query.get('Mobile') ?? '' };
  if (!person.name || !/^\d{17}[\dX]$/.test(person.idNumber) || !/^1\d{10}$/.test(person.mobile)) {
    return { status: 200, body: { Code: '401', Message: 'InvalidParameter', RequestId: randomUUID() } };
  }
  const bizCode = scripted?.code ?? { match: '1', mismatch: '2', unknown: '3' }[carrierResult(records, person)];
  checks.push({ mobile: person.mobile, result: bizCode });
  return {
    status: 200,
    body: {
      Code: '200',
      Message: 'success',
      RequestId: randomUUID().toUpperCase(),
      ResultObject: { BizCode: bizCode, IspName: bizCode === '3' ? '' : 'CMCC' },
    },
  };
}

export function startAliyunStandIn(options: AliyunStandInOptions): Promise<StandIn<Record<string, string>>> {
  const state = {
    sent: [] as SentText<Record<string, string>>[],
    checks: [] as StandIn<unknown>['checks'],
    requests: [] as ReceivedRequest[],
    carrierRecords: [...(options.carrierRecords ?? [])],
  };
  const nonces = new Set<string>();
  const handler: Handler = {
    actionOf: (request) => header(request, 'x-acs-action') ?? '',
    authenticate: (request, body) => checkAcs3(request, body, options, nonces),
    handle(request, _body, scripted) {
      const action = header(request, 'x-acs-action') ?? '';
      const version = ALIYUN_ACTIONS[action];
      if (!version) return aliyunError(404, 'InvalidAction.NotFound', `Specified api ${action} is not found.`);
      if (header(request, 'x-acs-version') !== version)
        return aliyunError(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
      const query = new Map(queryPairs((request.url ?? '').split('?', 2)[1] ?? ''));
      if (action === 'SendSms') return aliyunSendSms(query, state.sent, scripted);
      return aliyunVerify(query, state.carrierRecords, state.checks, scripted);
    },
  };
  return startServer(handler, state, (url, text, delivered) => {
    const at = beijingText((options.now ?? (() => new Date()))());
    const report = {
      phone_number: text.mobile,
      send_time: at,
      report_time: at,
      success: delivered,
      err_code: delivered ? 'DELIVERED' : 'UNDELIV',
      err_msg: delivered ? '用户接收成功' : '用户接收失败',
      sms_size: '1',
      biz_id: text.serialId,
      out_id: text.reference ?? '',
    };
    return postJson(url, [report]);
  });
}
