/**
 * Builds the SMS provider and the identity verifier named in the settings, and says what each
 * provider wants as the HTTP answer to its delivery callbacks (the route answers it with status
 * 200 once the receipts are read; a refused callback gets a 4xx and no such body).
 */
import { createAliyunIdentity } from './aliyun/aliyun-identity';
import { ALIYUN_RECEIPT_ANSWER, createAliyunSms } from './aliyun/aliyun-sms';
import { createDevIdentity } from './dev-identity';
import type { IdentityProviderSettings, IdentityVerifier } from './identity-verifier';
import type { SmsProvider, SmsProviderSettings } from './sms-provider';
import { createTencentIdentity } from './tencent/tencent-identity';
import { TENCENT_RECEIPT_ANSWER, createTencentSms } from './tencent/tencent-sms';

export function createSmsProvider(name: 'tencent' | 'aliyun', settings: SmsProviderSettings): SmsProvider {
  return name === 'tencent' ? createTencentSms(settings) : createAliyunSms(settings);
}

/** `dev` takes no settings; the others need their keys. */
export function createIdentityVerifier(name: 'dev' | 'tencent' | 'aliyun', settings?: IdentityProviderSettings): IdentityVerifier {
  if (name === 'dev') return createDevIdentity();
  if (!settings) throw new Error(`the ${name} identity verifier needs its key settings`);
  return name === 'tencent' ? createTencentIdentity(settings) : createAliyunIdentity(settings);
}

/** The JSON body a provider expects back from a delivery callback it posted. */
export function receiptAnswer(name: 'tencent' | 'aliyun'): { result: 0; errmsg: 'OK' } | { code: 0; msg: '成功' } {
  return name === 'tencent' ? { ...TENCENT_RECEIPT_ANSWER } : { ...ALIYUN_RECEIPT_ANSWER };
}
