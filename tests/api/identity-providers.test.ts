/**
 * The identity verifiers (carrier three-element check): Tencent FaceID PhoneVerification and
 * Alibaba Cloudauth Mobile3MetaSimpleVerify against their loopback stand-ins
 * (support/provider-stand-ins.ts, which check every signature with their own code), and the
 * development verifier. The carrier's billed answers are answers (match or not); its unbilled
 * ones (no record, malformed input, busy) and refusals are no answer; no error or detail
 * carries the name, the ID number or the mobile.
 */
import type { IdentityQuery, IdentityResult, IdentityVerifier } from '../../server/messaging/identity-verifier';
import { createIdentityVerifier } from '../../server/messaging/providers';
import { startAliyunStandIn, startTencentStandIn, type CarrierRecord, type StandIn } from './support/provider-stand-ins';

const PERSON: CarrierRecord = { name: '王小明', idNumber: '11010519491231002X', mobile: '13912345678' };
const STRANGER: IdentityQuery = { name: '李四', idNumber: '440524188001010014', mobile: '13800000001' };

function expectClean(result: IdentityResult) {
  const text = result.answered ? `${result.reference} ${result.detail}` : result.error;
  for (const secret of [PERSON.name, PERSON.idNumber, PERSON.mobile, STRANGER.name, STRANGER.idNumber, STRANGER.mobile, 'wrong-secret']) {
    expect(text).not.toContain(secret);
  }
}

async function check(verifier: IdentityVerifier, query: IdentityQuery): Promise<IdentityResult> {
  const result = await verifier.verify(query);
  expectClean(result);
  return result;
}

describe('Tencent FaceID PhoneVerification against its stand-in', () => {
  let standIn: StandIn<string[]>;
  let verifier: IdentityVerifier;
  const settings = () => ({ keyId: 'AKIDfaceid-test', keySecret: 'faceid-secret', endpoint: standIn.url });

  beforeAll(async () => {
    standIn = await startTencentStandIn({ secretId: 'AKIDfaceid-test', secretKey: 'faceid-secret', carrierRecords: [PERSON] });
    verifier = createIdentityVerifier('tencent', settings());
  });
  afterAll(() => standIn.close());

  it('is the carrier three-element method', () => {
    expect(verifier).toMatchObject({ name: 'tencent', method: 'carrier_three_element' });
  });

  it('answers a match with the request id as reference', async () => {
    const result = await check(verifier, PERSON);
    expect(result).toEqual({
      answered: true,
      match: true,
      reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
      detail: expect.stringContaining('FaceID 0'),
    });
    expect(standIn.checks.at(-1)).toEqual({ mobile: PERSON.mobile, result: '0' });
    const request = standIn.requests.at(-1)!;
    expect(request.headers).toMatchObject({ 'x-tc-action': 'PhoneVerification', 'x-tc-version': '2018-03-01' });
    expect(request.headers.authorization).toContain('/faceid/tc3_request');
    expect(request.headers['x-tc-region']).toBeUndefined();
  });

  it('answers a mismatch when the carrier has the mobile under another name', async () => {
    const result = await check(verifier, { ...PERSON, name: '王小红' });
    expect(result).toMatchObject({ answered: true, match: false, detail: expect.stringContaining('FaceID -4') });
  });

  it('gives no answer for an unbilled result: no record, busy, daily limit', async () => {
    expect(await check(verifier, STRANGER)).toEqual({ answered: false, error: expect.stringContaining('-9: the carrier has no record') });
    standIn.failNext(1, '-11');
    expect(await check(verifier, PERSON)).toEqual({
      answered: false,
      error: expect.stringContaining('-11: the verification service is busy'),
    });
    standIn.failNext(1, '-12');
    expect(await check(verifier, PERSON)).toMatchObject({ answered: false });
  });

  it('gives no answer for malformed input', async () => {
    expect(await check(verifier, { ...PERSON, idNumber: '1101051949123100' })).toEqual({
      answered: false,
      error: expect.stringContaining('-7'),
    });
  });

  it('gives no answer when refused, unreachable or signed with a wrong secret', async () => {
    standIn.failNext(1, 'RequestLimitExceeded', `too many checks for ${PERSON.mobile}`);
    expect(await check(verifier, PERSON)).toEqual({
      answered: false,
      error: expect.stringMatching(/^RequestLimitExceeded: too many checks for \*\*\*/),
    });
    standIn.dropNext(1);
    expect(await check(verifier, PERSON)).toEqual({ answered: false, error: expect.stringContaining('network error') });
    const wrong = createIdentityVerifier('tencent', { ...settings(), keySecret: 'wrong-secret' });
    const failures = standIn.signatureFailures;
    expect(await check(wrong, PERSON)).toEqual({ answered: false, error: expect.stringMatching(/^AuthFailure\.SignatureFailure: /) });
    expect(standIn.signatureFailures).toBe(failures + 1);
  });
});

describe('Alibaba Cloudauth Mobile3MetaSimpleVerify against its stand-in', () => {
  let standIn: StandIn<Record<string, string>>;
  let verifier: IdentityVerifier;
  const settings = () => ({ keyId: 'LTAIcloudauth-test', keySecret: 'cloudauth-secret', endpoint: standIn.url });

  beforeAll(async () => {
    standIn = await startAliyunStandIn({
      accessKeyId: 'LTAIcloudauth-test',
      accessKeySecret: 'cloudauth-secret',
      carrierRecords: [PERSON],
    });
    verifier = createIdentityVerifier('aliyun', settings());
  });
  afterAll(() => standIn.close());

  it('answers a match (BizCode 1) with the request id as reference', async () => {
    const result = await check(verifier, PERSON);
    expect(result).toEqual({
      answered: true,
      match: true,
      reference: expect.stringMatching(/^[0-9A-F-]{36}$/),
      detail: expect.stringContaining('BizCode 1'),
    });
    expect(verifier).toMatchObject({ name: 'aliyun', method: 'carrier_three_element' });
    expect(standIn.requests.at(-1)!.headers).toMatchObject({ 'x-acs-action': 'Mobile3MetaSimpleVerify', 'x-acs-version': '2019-03-07' });
    expect(standIn.requests.at(-1)!.path).toContain('ParamType=normal');
  });

  it('answers a mismatch (BizCode 2)', async () => {
    expect(await check(verifier, { ...PERSON, idNumber: '110105194912310021' })).toMatchObject({
      answered: true,
      match: false,
      detail: expect.stringContaining('BizCode 2'),
    });
  });

  it('gives no answer for no record (BizCode 3, unbilled)', async () => {
    expect(await check(verifier, STRANGER)).toEqual({
      answered: false,
      error: 'Aliyun BizCode 3: the carrier has no record of this mobile',
    });
  });

  it('gives no answer when refused, unreachable or signed with a wrong secret', async () => {
    standIn.failNext(1, '401', `InvalidParameter: ${PERSON.idNumber}`);
    expect(await check(verifier, PERSON)).toEqual({ answered: false, error: '401: InvalidParameter: ***' });
    standIn.failNext(1, 'Throttling.User');
    expect(await check(verifier, PERSON)).toEqual({ answered: false, error: expect.stringMatching(/^Throttling\.User: /) });
    standIn.httpErrorNext(1, 502);
    expect(await check(verifier, PERSON)).toEqual({ answered: false, error: 'Aliyun Cloudauth: unreadable answer (HTTP 502)' });
    const wrong = createIdentityVerifier('aliyun', { ...settings(), keySecret: 'wrong-secret' });
    expect(await check(wrong, PERSON)).toEqual({ answered: false, error: expect.stringMatching(/^SignatureDoesNotMatch: /) });
  });
});

describe('the development verifier', () => {
  it('matches every query, says it checked nothing, and gives a fresh dev- reference', async () => {
    const verifier = createIdentityVerifier('dev');
    expect(verifier).toMatchObject({ name: 'dev', method: 'carrier_three_element' });
    const first = await check(verifier, STRANGER);
    const second = await check(verifier, PERSON);
    expect(first).toEqual({
      answered: true,
      match: true,
      reference: expect.stringMatching(/^dev-[0-9a-f]{16}$/),
      detail: expect.stringContaining('development verifier'),
    });
    expect(second.answered && first.answered && second.reference !== first.reference).toBe(true);
  });

  it('a real provider needs its keys', () => {
    expect(() => createIdentityVerifier('tencent')).toThrow(/key settings/);
  });
});
