/**
 * Carrier three-element check through Tencent Cloud FaceID `PhoneVerification` (version
 * 2018-03-01, https://cloud.tencent.com/document/api/1007/39765): does the carrier have this
 * mobile registered to this name and ID number? The document splits its result codes into
 * billed ones, where the carrier answered ("0" match, "-4" mismatch; earlier versions of the API
 * also answered "-1".."-3" and "-5"), and unbilled ones, where nothing was checked (malformed
 * input, no record, busy, limits, unsupported number range). Only billed codes are answers.
 */
import { carrierNamed, carrierVerifier, type IdentityProviderSettings, type IdentityVerifier } from '../identity-verifier';
import { scrub } from '../provider-http';
import { callTc3 } from './tc3-signature';

const ENDPOINT = 'https://faceid.tencentcloudapi.com/';
const VERSION = '2018-03-01';
const TIMEOUT_MS = 10_000;

/** Billed result codes: the carrier's answer. */
const ANSWERS = new Map<string, { match: boolean; detail: string }>(
  Object.entries({
    '0': { match: true, detail: 'the carrier has the mobile registered to this name and ID number' },
    '-1': { match: false, detail: 'the carrier has the mobile registered to another name and ID number' },
    '-2': { match: false, detail: 'the carrier has the mobile registered to this ID number but another name' },
    '-3': { match: false, detail: 'the carrier has the mobile registered to this name but another ID number' },
    '-4': { match: false, detail: 'the carrier has the mobile registered to someone else' },
    '-5': { match: false, detail: 'the mobile is not registered under a real name' },
  }),
);

/** Unbilled result codes: why nothing is known. */
const NO_ANSWER = new Map<string, string>(
  Object.entries({
    '-6': 'the mobile number is malformed',
    '-7': 'the ID number is malformed',
    '-8': 'the name is malformed',
    '-9': 'the carrier has no record of this mobile',
    '-10': 'the check did not complete',
    '-11': 'the verification service is busy',
    '-12': 'the daily limit of checks is reached',
    '-13': 'numbers of this range cannot be checked',
  }),
);

export function createTencentIdentity(settings: IdentityProviderSettings): IdentityVerifier {
  return carrierVerifier('tencent', settings, async (query, { now, fetch: fetchImpl, sensitive }) => {
    const outcome = await callTc3({
      endpoint: settings.endpoint ?? ENDPOINT,
      secretId: settings.keyId,
      secretKey: settings.keySecret,
      service: 'faceid',
      action: 'PhoneVerification',
      version: VERSION,
      region: settings.region,
      body: { IdCard: query.idNumber, Name: query.name, Phone: query.mobile },
      now,
      fetch: fetchImpl,
      timeoutMs: TIMEOUT_MS,
    });
    if (outcome.kind === 'failed') return { answered: false, error: `Tencent FaceID: ${outcome.reason}` };
    if (outcome.kind === 'error') return { answered: false, error: `${outcome.code}: ${scrub(outcome.message, sensitive)}` };
    const { Result: result, Description: description, RequestId: requestId, Isp: isp } = outcome.response;
    const answer = typeof result === 'string' ? ANSWERS.get(result) : undefined;
    if (!answer || typeof requestId !== 'string') {
      const why = (typeof result === 'string' && NO_ANSWER.get(result)) || scrub(String(description ?? ''), sensitive);
      return { answered: false, error: `Tencent FaceID result ${String(result)}: ${why}` };
    }
    return {
      answered: true,
      match: answer.match,
      reference: requestId,
      detail: `Tencent FaceID ${result}: ${answer.detail}${carrierNamed(isp)}`,
    };
  });
}
