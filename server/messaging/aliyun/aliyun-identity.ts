/**
 * Carrier three-element check through Alibaba Cloud Cloudauth `Mobile3MetaSimpleVerify` (version
 * 2019-03-07, https://help.aliyun.com/zh/id-verification/information-verification/developer-reference/esf1ff158mxowkk6),
 * signed ACS3-HMAC-SHA256. Code "200" carries ResultObject.BizCode: "1" match and "2" mismatch are
 * billed, the carrier's answer; "3" no record is unbilled: nothing was checked, so, as with
 * Tencent's unbilled codes, it is no answer. Any other Code is a refusal (parameters, account,
 * limits).
 */
import { carrierNamed, carrierVerifier, type IdentityProviderSettings, type IdentityVerifier } from '../identity-verifier';
import { scrub } from '../provider-http';
import { callAcs3 } from './acs3-signature';

const ENDPOINT = 'https://cloudauth.aliyuncs.com/';
const VERSION = '2019-03-07';
const TIMEOUT_MS = 10_000;

const ANSWERS = new Map<string, { match: boolean; detail: string }>(
  Object.entries({
    '1': { match: true, detail: 'the carrier has the mobile registered to this name and ID number' },
    '2': { match: false, detail: 'the carrier has the mobile registered to someone else' },
  }),
);

export function createAliyunIdentity(settings: IdentityProviderSettings): IdentityVerifier {
  return carrierVerifier('aliyun', settings, async (query, { now, fetch: fetchImpl, sensitive }) => {
    const outcome = await callAcs3({
      endpoint: settings.endpoint ?? ENDPOINT,
      accessKeyId: settings.keyId,
      accessKeySecret: settings.keySecret,
      action: 'Mobile3MetaSimpleVerify',
      version: VERSION,
      query: [
        ['ParamType', 'normal'],
        ['IdentifyNum', query.idNumber],
        ['UserName', query.name],
        ['Mobile', query.mobile],
      ],
      now,
      fetch: fetchImpl,
      timeoutMs: TIMEOUT_MS,
    });
    if (outcome.kind === 'failed') return { answered: false, error: `Aliyun Cloudauth: ${outcome.reason}` };
    const { Code: code, Message: message, RequestId: requestId, ResultObject: resultObject } = outcome.body;
    const bizCode = (resultObject as { BizCode?: unknown } | undefined)?.BizCode;
    const answer = code === '200' && typeof bizCode === 'string' ? ANSWERS.get(bizCode) : undefined;
    if (code === '200' && bizCode === '3') return { answered: false, error: 'Aliyun BizCode 3: the carrier has no record of this mobile' };
    if (!answer || typeof requestId !== 'string') {
      const codeText = typeof code === 'string' && code ? code : `HTTP ${outcome.status}`;
      return { answered: false, error: `${codeText}: ${scrub(String(message ?? ''), sensitive)}` };
    }
    const carrier = carrierNamed((resultObject as { IspName?: unknown }).IspName);
    return { answered: true, match: answer.match, reference: requestId, detail: `Aliyun BizCode ${bizCode}: ${answer.detail}${carrier}` };
  });
}
