/**
 * The SMS adapters (server/messaging/tencent, server/messaging/aliyun): their signers against the
 * providers' published examples, then each adapter end to end against its loopback stand-in
 * (support/provider-stand-ins.ts), which checks every signature with its own code: sending,
 * refusals and whether they are worth a retry, a wrong key, delivery receipts and their token,
 * and that no error carries the mobile or a template parameter.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acs3CanonicalQuery, signAcs3 } from '../../server/messaging/aliyun/acs3-signature';
import { createSmsProvider, receiptAnswer } from '../../server/messaging/providers';
import {
  ReceiptRejected,
  type SmsProvider,
  type SmsProviderSettings,
  type SmsReceipt,
  type SmsRequest,
  type SmsResult,
} from '../../server/messaging/sms-provider';
import { sha256Hex, signTc3, tc3SigningKey } from '../../server/messaging/tencent/tc3-signature';
import { startAliyunStandIn, startTencentStandIn, type StandIn } from './support/provider-stand-ins';

const MOBILE = '13912345678';
const CODE = '864209';
const LINK = 'https://sign.example.com/s/AbC*d~e f+g&h=i';
const TOKEN = 'callback-token-7f3a';

/** The worked example of "签名方法 v3", https://cloud.tencent.com/document/api/213/30654. */
const TENCENT_DOC = {
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  timestamp: 1551113065,
  hashedPayload: '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
};

function smsRequest(overrides: Partial<SmsRequest> = {}): SmsRequest {
  return {
    mobile: MOBILE,
    kind: 'signing_code',
    templateId: '2210987',
    params: [
      ['code', CODE],
      ['minutes', '5'],
      ['template', '劳动合同'],
    ],
    messageId: 42,
    ...overrides,
  };
}

/** Errors must not carry the mobile, the parameters or the key. */
function expectClean(text: string, extra: string[] = []) {
  for (const secret of [MOBILE, CODE, LINK, 'wrong-secret', 'tencent-secret-key', 'aliyun-secret', ...extra])
    expect(text).not.toContain(secret);
}

function failure(result: SmsResult): { retry: boolean; error: string } {
  if (result.ok) throw new Error(`expected a refusal, got ${result.providerId}`);
  expectClean(result.error);
  return result;
}

/** A callback receiver such as the app's route: reads the receipts, answers what the provider wants. */
async function startReceiver(provider: () => SmsProvider) {
  const receipts: SmsReceipt[] = [];
  const rejections: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = new Headers(Object.entries(request.headers).map(([name, value]): [string, string] => [name, String(value)]));
      const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
      try {
        const read = provider().readReceipts({ headers, body: Buffer.concat(chunks).toString('utf8'), url });
        receipts.push(...read);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(receiptAnswer(provider().name)));
      } catch (error) {
        if (!(error instanceof ReceiptRejected)) throw error;
        rejections.push(error.message);
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end('{"error":"rejected"}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/messages/receipts`,
    receipts,
    rejections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("TC3-HMAC-SHA256 against Tencent Cloud's published example", () => {
  it('reproduces the current example (signs content-type, host and x-tc-action; key and id shown masked)', () => {
    // The document masks the keys as 32 asterisks and computes its example with them.
    const signed = signTc3({
      secretId: `AKID${'*'.repeat(32)}`,
      secretKey: '*'.repeat(32),
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      action: 'DescribeInstances',
      version: '2017-03-12',
      region: 'ap-guangzhou',
      timestamp: TENCENT_DOC.timestamp,
      payload: TENCENT_DOC.payload,
    });
    expect(sha256Hex(TENCENT_DOC.payload)).toBe(TENCENT_DOC.hashedPayload);
    expect(signed.canonicalRequest).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\nx-tc-action:describeinstances\n\ncontent-type;host;x-tc-action\n' +
        TENCENT_DOC.hashedPayload,
    );
    expect(signed.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84',
    );
    expect(tc3SigningKey('*'.repeat(32), '2019-02-25', 'cvm').toString('hex')).toBe(
      'b596b923aad85185e2d1f6659d2a062e0a86731226e021e61bfe06f7ed05f5af',
    );
    expect(signed.signature).toBe('10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f');
    expect(signed.authorization).toBe(
      `TC3-HMAC-SHA256 Credential=AKID${'*'.repeat(32)}/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f`,
    );
    expect(signed.headers).toEqual({
      Authorization: signed.authorization,
      'Content-Type': 'application/json; charset=utf-8',
      'X-TC-Action': 'DescribeInstances',
      'X-TC-Version': '2017-03-12',
      'X-TC-Timestamp': '1551113065',
      'X-TC-Region': 'ap-guangzhou',
    });
  });

  it('reproduces the earlier example (AKIDz8krbsJ5yKBZQpn74WFkmLPx3******* / Gu5t9xGARNpq86cd98joQYCN3*******, content-type and host signed)', () => {
    const signed = signTc3({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      action: 'DescribeInstances',
      version: '2017-03-12',
      timestamp: TENCENT_DOC.timestamp,
      payload: TENCENT_DOC.payload,
      signAction: false,
    });
    expect(signed.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
    expect(signed.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });

  it('dates the credential in UTC (1551113065 is 2019-02-26 in Beijing)', () => {
    const signed = signTc3({
      secretId: 'id',
      secretKey: 'key',
      service: 'sms',
      host: 'h',
      action: 'SendSms',
      version: 'v',
      timestamp: 1551113065,
      payload: '{}',
    });
    expect(signed.credentialScope).toBe('2019-02-25/sms/tc3_request');
  });
});

describe("ACS3-HMAC-SHA256 against Alibaba Cloud's published example", () => {
  it('reproduces the fixed-value example of "V3版本请求体&签名机制"', () => {
    const signed = signAcs3({
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
      host: 'ecs.cn-shanghai.aliyuncs.com',
      action: 'RunInstances',
      version: '2014-05-26',
      query: [
        ['ImageId', 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd'],
        ['RegionId', 'cn-shanghai'],
      ],
      date: new Date('2023-10-26T10:22:32Z'),
      nonce: '3156853299f313e23d1673dc12e1703d',
    });
    expect(signed.canonicalRequest).toBe(
      [
        'POST',
        '/',
        'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
        'host:ecs.cn-shanghai.aliyuncs.com',
        'x-acs-action:RunInstances',
        'x-acs-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-acs-date:2023-10-26T10:22:32Z',
        'x-acs-signature-nonce:3156853299f313e23d1673dc12e1703d',
        'x-acs-version:2014-05-26',
        '',
        'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe('ACS3-HMAC-SHA256\n7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259');
    expect(signed.signature).toBe('06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0');
    expect(signed.authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
    );
  });

  it('encodes the query as RFC 3986 (space %20, * %2A, ~ kept) and sorts it', () => {
    expect(
      acs3CanonicalQuery([
        ['b', 'a b*c~d'],
        ['A', '劳动'],
        ['a', "!'()"],
      ]),
    ).toBe('A=%E5%8A%B3%E5%8A%A8&a=%21%27%28%29&b=a%20b%2Ac~d');
  });
});

describe('Tencent Cloud SMS against its stand-in', () => {
  let standIn: StandIn<string[]>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const settings = (): SmsProviderSettings => ({
    keyId: 'AKIDtencent-test',
    keySecret: 'tencent-secret-key',
    appId: '1400123456',
    signName: '易签云',
    endpoint: standIn.url,
    callbackToken: TOKEN,
  });
  let provider: SmsProvider;

  beforeAll(async () => {
    standIn = await startTencentStandIn({ secretId: 'AKIDtencent-test', secretKey: 'tencent-secret-key', sdkAppId: '1400123456' });
    provider = createSmsProvider('tencent', settings());
    receiver = await startReceiver(() => provider);
  });
  afterAll(async () => {
    await receiver.close();
    await standIn.close();
  });

  it('sends a templated text, parameters in order, our id in SessionContext', async () => {
    const result = await provider.send(smsRequest());
    expect(result.ok).toBe(true);
    const text = standIn.sent.at(-1)!;
    expect(result).toEqual({ ok: true, providerId: text.serialId });
    expect(text).toMatchObject({
      mobile: MOBILE,
      templateId: '2210987',
      params: [CODE, '5', '劳动合同'],
      signName: '易签云',
      reference: '42',
    });
    const request = standIn.requests.at(-1)!;
    expect(request.headers).toMatchObject({ 'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-region': 'ap-guangzhou' });
  });

  it('signs parameters of any characters (Chinese, spaces, & * ~ +)', async () => {
    const result = await provider.send(
      smsRequest({
        kind: 'signing_link',
        params: [
          ['company', '某某科技有限公司'],
          ['template', '劳动合同'],
          ['link', LINK],
          ['deadline', '-'],
        ],
      }),
    );
    expect(result.ok).toBe(true);
    expect(standIn.sent.at(-1)!.params).toEqual(['某某科技有限公司', '劳动合同', LINK, '-']);
  });

  it.each([
    ['FailedOperation.TemplateIncorrectOrUnapproved', false],
    ['InvalidParameterValue.IncorrectPhoneNumber', false],
    ['AuthFailure.UnauthorizedOperation', false],
    ['LimitExceeded.PhoneNumberThirtySecondLimit', true],
    ['LimitExceeded.AppDailyLimit', true],
    ['RequestLimitExceeded', true],
    ['InternalError.Timeout', true],
  ])('answers %s as a refusal, retry %s', async (code, retry) => {
    standIn.failNext(1, code);
    const refused = failure(await provider.send(smsRequest()));
    expect(refused.retry).toBe(retry);
    expect(refused.error).toContain(code);
  });

  it('keeps the mobile and the parameters out of a refusal that echoes them', async () => {
    standIn.failNext(1, 'InvalidParameterValue.IncorrectPhoneNumber', `phone +86${MOBILE} (${MOBILE}) with code ${CODE} is invalid`);
    const refused = failure(await provider.send(smsRequest()));
    expect(refused.error).toMatch(/^InvalidParameterValue\.IncorrectPhoneNumber: phone \*\*\*/);
  });

  it('retries after a dropped connection, a proxy error and a timeout', async () => {
    standIn.dropNext(1);
    expect(failure(await provider.send(smsRequest()))).toMatchObject({ retry: true, error: expect.stringContaining('network error') });
    standIn.httpErrorNext(1, 502);
    expect(failure(await provider.send(smsRequest()))).toMatchObject({ retry: true, error: expect.stringContaining('HTTP 502') });
    const timingOut = createSmsProvider('tencent', {
      ...settings(),
      fetch: () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    });
    expect(failure(await timingOut.send(smsRequest()))).toMatchObject({ retry: true, error: 'Tencent SMS: no answer within the timeout' });
  });

  it('is refused by the stand-in when signed with a wrong secret or an unknown id', async () => {
    const before = standIn.signatureFailures;
    const wrongSecret = createSmsProvider('tencent', { ...settings(), keySecret: 'wrong-secret' });
    expect(failure(await wrongSecret.send(smsRequest()))).toMatchObject({
      retry: false,
      error: expect.stringMatching(/^AuthFailure\.SignatureFailure: /),
    });
    const wrongId = createSmsProvider('tencent', { ...settings(), keyId: 'AKIDsomeone-else' });
    expect(failure(await wrongId.send(smsRequest()))).toMatchObject({
      retry: false,
      error: expect.stringMatching(/^AuthFailure\.SecretIdNotFound: /),
    });
    expect(standIn.signatureFailures).toBe(before + 2);
  });

  it('is refused when its clock is off by more than five minutes', async () => {
    const late = createSmsProvider('tencent', { ...settings(), now: () => new Date(Date.now() - 10 * 60_000) });
    expect(failure(await late.send(smsRequest()))).toMatchObject({
      retry: false,
      error: expect.stringMatching(/^AuthFailure\.SignatureExpire/),
    });
  });

  it('reads the delivery receipts the stand-in posts, and answers {"result":0,"errmsg":"OK"}', async () => {
    const delivered = await provider.send(smsRequest());
    const lost = await provider.send(smsRequest());
    if (!delivered.ok || !lost.ok) throw new Error('sends failed');
    const start = Date.now();
    const answer = await standIn.deliverTo(`${receiver.url}?token=${TOKEN}`, delivered.providerId, true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ result: 0, errmsg: 'OK' });
    await standIn.deliverTo(`${receiver.url}?token=${TOKEN}`, lost.providerId, false);
    const [first, second] = receiver.receipts.slice(-2);
    expect(first).toMatchObject({ providerId: delivered.providerId, messageId: null, delivered: true, error: null });
    expect(Math.abs(first.at.getTime() - start)).toBeLessThan(5000);
    expect(second).toMatchObject({ providerId: lost.providerId, delivered: false, error: 'UNDELIV 用户短信未送达' });
  });

  it('rejects a callback with a wrong or missing token', async () => {
    const sent = await provider.send(smsRequest());
    if (!sent.ok) throw new Error('send failed');
    const count = receiver.receipts.length;
    expect((await standIn.deliverTo(`${receiver.url}?token=wrong`, sent.providerId, true)).status).toBe(403);
    expect((await standIn.deliverTo(receiver.url, sent.providerId, true)).status).toBe(403);
    expect(receiver.receipts).toHaveLength(count);
    for (const message of receiver.rejections) expectClean(message);
  });

  it("reads the document's sample callback, times in Beijing time", () => {
    const body = JSON.stringify([
      {
        user_receive_time: '2015-10-17 08:03:04',
        nationcode: '86',
        mobile: '13xxxxxxxxx',
        report_status: 'SUCCESS',
        errmsg: 'DELIVRD',
        description: '用户短信送达成功',
        sid: 'xxxxxxx',
      },
    ]);
    const receipts = provider.readReceipts({ headers: new Headers(), body, url: new URL(`https://app.example/cb?token=${TOKEN}`) });
    expect(receipts).toEqual([
      { providerId: 'xxxxxxx', messageId: null, delivered: true, error: null, at: new Date('2015-10-17T00:03:04Z') },
    ]);
  });

  it('rejects a body that is not a status callback, and everything when no token is configured', () => {
    const url = new URL(`https://app.example/cb?token=${TOKEN}`);
    for (const body of ['not json', '{"sid":"1"}', '[{"report_status":"SUCCESS"}]']) {
      expect(() => provider.readReceipts({ headers: new Headers(), body, url })).toThrow(ReceiptRejected);
    }
    const open = createSmsProvider('tencent', { ...settings(), callbackToken: undefined });
    expect(() => open.readReceipts({ headers: new Headers(), body: '[]', url })).toThrow(ReceiptRejected);
  });

  it('needs its SdkAppId', () => {
    expect(() => createSmsProvider('tencent', { ...settings(), appId: undefined })).toThrow(/SdkAppId/);
  });
});

describe('Alibaba Cloud SMS against its stand-in', () => {
  let standIn: StandIn<Record<string, string>>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const settings = (): SmsProviderSettings => ({
    keyId: 'LTAIaliyun-test',
    keySecret: 'aliyun-secret',
    signName: '易签云',
    endpoint: standIn.url,
    callbackToken: TOKEN,
  });
  let provider: SmsProvider;

  beforeAll(async () => {
    standIn = await startAliyunStandIn({ accessKeyId: 'LTAIaliyun-test', accessKeySecret: 'aliyun-secret' });
    provider = createSmsProvider('aliyun', settings());
    receiver = await startReceiver(() => provider);
  });
  afterAll(async () => {
    await receiver.close();
    await standIn.close();
  });

  it('sends a templated text, parameters by name, our id in OutId', async () => {
    const result = await provider.send(smsRequest());
    const text = standIn.sent.at(-1)!;
    expect(result).toEqual({ ok: true, providerId: text.serialId });
    expect(text).toMatchObject({
      mobile: MOBILE,
      templateId: '2210987',
      params: { code: CODE, minutes: '5', template: '劳动合同' },
      signName: '易签云',
      reference: '42',
    });
    expect(standIn.requests.at(-1)!.headers).toMatchObject({ 'x-acs-action': 'SendSms', 'x-acs-version': '2017-05-25' });
  });

  it('signs parameters of any characters (Chinese, spaces, & * ~ +)', async () => {
    const result = await provider.send(
      smsRequest({
        kind: 'signing_link',
        params: [
          ['company', '某某科技有限公司'],
          ['template', '劳动合同'],
          ['link', LINK],
          ['deadline', '-'],
        ],
      }),
    );
    expect(result.ok).toBe(true);
    expect(standIn.sent.at(-1)!.params).toEqual({ company: '某某科技有限公司', template: '劳动合同', link: LINK, deadline: '-' });
  });

  it.each([
    ['isv.SMS_TEMPLATE_ILLEGAL', false],
    ['isv.SMS_SIGNATURE_ILLEGAL', false],
    ['isv.MOBILE_NUMBER_ILLEGAL', false],
    ['isv.AMOUNT_NOT_ENOUGH', false],
    ['isv.BUSINESS_LIMIT_CONTROL', true],
    ['Throttling.User', true],
    ['ServiceUnavailable', true],
    ['InternalError', true],
  ])('answers %s as a refusal, retry %s', async (code, retry) => {
    standIn.failNext(1, code);
    const refused = failure(await provider.send(smsRequest()));
    expect(refused.retry).toBe(retry);
    expect(refused.error).toContain(code);
  });

  it('keeps the mobile and the parameters out of a refusal that echoes them', async () => {
    standIn.failNext(1, 'isv.MOBILE_NUMBER_ILLEGAL', `非法手机号 ${MOBILE}, TemplateParam {"code":"${CODE}","link":"${LINK}"}`);
    const refused = failure(
      await provider.send(
        smsRequest({
          params: [
            ['code', CODE],
            ['link', LINK],
          ],
        }),
      ),
    );
    expect(refused.error).toMatch(/^isv\.MOBILE_NUMBER_ILLEGAL: 非法手机号 \*\*\*/);
  });

  it('retries after a dropped connection and a proxy error', async () => {
    standIn.dropNext(1);
    expect(failure(await provider.send(smsRequest()))).toMatchObject({ retry: true, error: expect.stringContaining('network error') });
    standIn.httpErrorNext(1, 503);
    expect(failure(await provider.send(smsRequest()))).toMatchObject({ retry: true, error: expect.stringContaining('HTTP 503') });
  });

  it('is refused by the stand-in when signed with a wrong secret or an unknown key', async () => {
    const before = standIn.signatureFailures;
    const wrongSecret = createSmsProvider('aliyun', { ...settings(), keySecret: 'wrong-secret' });
    expect(failure(await wrongSecret.send(smsRequest()))).toMatchObject({
      retry: false,
      error: expect.stringMatching(/^SignatureDoesNotMatch: /),
    });
    const wrongId = createSmsProvider('aliyun', { ...settings(), keyId: 'LTAIsomeone-else' });
    expect(failure(await wrongId.send(smsRequest()))).toMatchObject({
      retry: false,
      error: expect.stringMatching(/^InvalidAccessKeyId\.NotFound: /),
    });
    expect(standIn.signatureFailures).toBe(before + 2);
  });

  it('reads the SmsReport pushes the stand-in posts, our id from out_id, and answers {"code":0,"msg":"成功"}', async () => {
    const delivered = await provider.send(smsRequest({ messageId: 7 }));
    const lost = await provider.send(smsRequest({ messageId: 8 }));
    if (!delivered.ok || !lost.ok) throw new Error('sends failed');
    const answer = await standIn.deliverTo(`${receiver.url}?token=${TOKEN}`, delivered.providerId, true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ code: 0, msg: '成功' });
    await standIn.deliverTo(`${receiver.url}?token=${TOKEN}`, lost.providerId, false);
    const [first, second] = receiver.receipts.slice(-2);
    expect(first).toMatchObject({ providerId: delivered.providerId, messageId: 7, delivered: true, error: null });
    expect(second).toMatchObject({ providerId: lost.providerId, messageId: 8, delivered: false, error: 'UNDELIV 用户接收失败' });
  });

  it('rejects a push with a wrong or missing token', async () => {
    const sent = await provider.send(smsRequest());
    if (!sent.ok) throw new Error('send failed');
    const count = receiver.receipts.length;
    expect((await standIn.deliverTo(`${receiver.url}?token=${TOKEN}x`, sent.providerId, true)).status).toBe(403);
    expect((await standIn.deliverTo(receiver.url, sent.providerId, true)).status).toBe(403);
    expect(receiver.receipts).toHaveLength(count);
  });

  it("reads the document's sample push, times in Beijing time", () => {
    const body = JSON.stringify([
      {
        phone_number: '1381111****',
        send_time: '2017-01-01 00:00:00',
        report_time: '2017-01-01 00:00:00',
        success: true,
        err_code: 'DELIVERED',
        err_msg: '用户接收成功',
        sms_size: '1',
        biz_id: '12345********',
        out_id: '67890**',
      },
    ]);
    const receipts = provider.readReceipts({ headers: new Headers(), body, url: new URL(`https://app.example/cb?token=${TOKEN}`) });
    expect(receipts).toEqual([
      { providerId: '12345********', messageId: null, delivered: true, error: null, at: new Date('2016-12-31T16:00:00Z') },
    ]);
  });

  it('rejects a body that is not an SmsReport push', () => {
    const url = new URL(`https://app.example/cb?token=${TOKEN}`);
    for (const body of ['', '{}', '[{"biz_id":"1"}]', '[null]']) {
      expect(() => provider.readReceipts({ headers: new Headers(), body, url })).toThrow(ReceiptRejected);
    }
  });
});

describe('receiptAnswer', () => {
  it('gives the body each provider expects back', () => {
    expect(receiptAnswer('tencent')).toEqual({ result: 0, errmsg: 'OK' });
    expect(receiptAnswer('aliyun')).toEqual({ code: 0, msg: '成功' });
  });
});
