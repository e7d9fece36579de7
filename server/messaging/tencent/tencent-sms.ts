/**
 * Tencent Cloud SMS: API 3.0 `SendSms`, version 2021-01-11 (https://cloud.tencent.com/document/api/382/55981,
 * error codes https://cloud.tencent.com/document/api/382/52075), and its status callback
 * ("短信下发状态回调", https://www.tencentcloud.com/zh/document/api/382/43547). One templated text
 * per call; our message id rides in SessionContext. Tencent signs nothing on its callbacks, so
 * they carry our shared token as the `token` query parameter of the registered URL.
 */
import {
  ReceiptRejected,
  type SmsProvider,
  type SmsProviderSettings,
  type SmsReceipt,
  type SmsRequest,
  type SmsResult,
} from '../sms-provider';
import { beijingTime, callbackReports, scrub } from '../provider-http';
import { callTc3 } from './tc3-signature';

const ENDPOINT = 'https://sms.tencentcloudapi.com/';
const VERSION = '2021-01-11';
const TIMEOUT_MS = 10_000;

/** Codes worth another attempt later: throttling and Tencent's own faults. */
const RETRYABLE = /^(LimitExceeded|RequestLimitExceeded|InternalError|ServiceUnavailable)(\.|$)/;

export function tencentRetryable(code: string): boolean {
  return RETRYABLE.test(code);
}

/** The JSON body Tencent expects in answer to a status callback. */
export const TENCENT_RECEIPT_ANSWER = { result: 0, errmsg: 'OK' } as const;

export function createTencentSms(settings: SmsProviderSettings): SmsProvider {
  const appId = settings.appId;
  if (!appId) throw new Error('Tencent SMS needs its SdkAppId (appId)');
  const fetchImpl = settings.fetch ?? fetch;
  const now = settings.now ?? (() => new Date());

  async function send(request: SmsRequest): Promise<SmsResult> {
    const values = request.params.map(([, value]) => value);
    const phone = request.mobile.startsWith('+') ? request.mobile : `+86${request.mobile}`;
    const sensitive = [request.mobile, phone, settings.keySecret, ...values];
    const outcome = await callTc3({
      endpoint: settings.endpoint ?? ENDPOINT,
      secretId: settings.keyId,
      secretKey: settings.keySecret,
      service: 'sms',
      action: 'SendSms',
      version: VERSION,
      region: settings.region ?? 'ap-guangzhou',
      body: {
        PhoneNumberSet: [phone],
        SmsSdkAppId: appId,
        SignName: settings.signName,
        TemplateId: request.templateId,
        TemplateParamSet: values,
        SessionContext: String(request.messageId),
      },
      now: now(),
      fetch: fetchImpl,
      timeoutMs: TIMEOUT_MS,
    });
    if (outcome.kind === 'failed') return { ok: false, retry: outcome.retry, error: `Tencent SMS: ${outcome.reason}` };
    if (outcome.kind === 'error') {
      return { ok: false, retry: tencentRetryable(outcome.code), error: `${outcome.code}: ${scrub(outcome.message, sensitive)}` };
    }
    const status = (outcome.response.SendStatusSet as unknown[] | undefined)?.[0] as Record<string, unknown> | undefined;
    if (!status || typeof status.Code !== 'string') return { ok: false, retry: true, error: 'Tencent SMS: answer without a send status' };
    if (status.Code === 'Ok' && typeof status.SerialNo === 'string' && status.SerialNo) return { ok: true, providerId: status.SerialNo };
    return { ok: false, retry: tencentRetryable(status.Code), error: `${status.Code}: ${scrub(String(status.Message ?? ''), sensitive)}` };
  }

  function readReceipts({ body, url }: { headers: Headers; body: string; url: URL }): SmsReceipt[] {
    return callbackReports({ callback: 'Tencent SMS callback', expectedToken: settings.callbackToken, url, body }).map(
      (report): SmsReceipt => {
        if (!report || typeof report.sid !== 'string' || !report.sid || typeof report.report_status !== 'string') {
          throw new ReceiptRejected('Tencent SMS callback: a report without sid or report_status');
        }
        const delivered = report.report_status === 'SUCCESS';
        const reason = [report.errmsg, report.description].filter((part) => typeof part === 'string' && part).join(' ');
        return {
          providerId: report.sid,
          // Tencent's callback does not echo SessionContext: the outbox finds the message by its serial number.
          messageId: null,
          delivered,
          error: delivered ? null : reason || report.report_status,
          at: beijingTime(report.user_receive_time) ?? now(),
        };
      },
    );
  }

  return { name: 'tencent', send, readReceipts };
}
