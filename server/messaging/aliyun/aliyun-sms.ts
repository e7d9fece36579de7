/**
 * Alibaba Cloud SMS: dysmsapi `SendSms`, version 2017-05-25
 * (https://help.aliyun.com/zh/sms/developer-reference/api-dysmsapi-2017-05-25-sendsms, error codes
 * https://help.aliyun.com/document_detail/101346.html), signed ACS3-HMAC-SHA256, and its
 * delivery receipts pushed over HTTP (SmsReport, https://help.aliyun.com/document_detail/101867.html).
 * Parameters go by name (TemplateParam); our message id rides in OutId and comes back in the
 * receipt's out_id. The push is not signed: it carries our shared token as the `token` query
 * parameter of the registered URL.
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
import { callAcs3 } from './acs3-signature';

const ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
const VERSION = '2017-05-25';
const TIMEOUT_MS = 10_000;

/** Codes worth another attempt later: throttling, a reused nonce, Alibaba's own faults. */
const RETRYABLE = /^(isv\.BUSINESS_LIMIT_CONTROL|Throttling|ServiceUnavailable|InternalError|isp\.SYSTEM_ERROR|SignatureNonceUsed)(\.|$)/;

export function aliyunRetryable(code: string, httpStatus: number): boolean {
  return RETRYABLE.test(code) || httpStatus >= 500;
}

/** The JSON body Alibaba expects in answer to an SmsReport push (only `code` is checked). */
export const ALIYUN_RECEIPT_ANSWER = { code: 0, msg: '成功' } as const;

export function createAliyunSms(settings: SmsProviderSettings): SmsProvider {
  const fetchImpl = settings.fetch ?? fetch;
  const now = settings.now ?? (() => new Date());

  async function send(request: SmsRequest): Promise<SmsResult> {
    const mobile = request.mobile.replace(/^\+86/, '');
    const sensitive = [request.mobile, mobile, settings.keySecret, ...request.params.map(([, value]) => value)];
    const outcome = await callAcs3({
      endpoint: settings.endpoint ?? ENDPOINT,
      accessKeyId: settings.keyId,
      accessKeySecret: settings.keySecret,
      action: 'SendSms',
      version: VERSION,
      query: [
        ['PhoneNumbers', mobile],
        ['SignName', settings.signName],
        ['TemplateCode', request.templateId],
        ['TemplateParam', JSON.stringify(Object.fromEntries(request.params))],
        ['OutId', String(request.messageId)],
      ],
      now: now(),
      fetch: fetchImpl,
      timeoutMs: TIMEOUT_MS,
    });
    if (outcome.kind === 'failed') return { ok: false, retry: outcome.retry, error: `Aliyun SMS: ${outcome.reason}` };
    const { Code: code, Message: message, BizId: bizId } = outcome.body;
    if (code === 'OK' && typeof bizId === 'string' && bizId) return { ok: true, providerId: bizId };
    const codeText = typeof code === 'string' && code ? code : `HTTP ${outcome.status}`;
    return {
      ok: false,
      retry: aliyunRetryable(codeText, outcome.status),
      error: `${codeText}: ${scrub(String(message ?? ''), sensitive)}`,
    };
  }

  function readReceipts({ body, url }: { headers: Headers; body: string; url: URL }): SmsReceipt[] {
    return callbackReports({ callback: 'Aliyun SmsReport', expectedToken: settings.callbackToken, url, body }).map((report): SmsReceipt => {
      if (!report || typeof report.biz_id !== 'string' || !report.biz_id || typeof report.success !== 'boolean') {
        throw new ReceiptRejected('Aliyun SmsReport: a report without biz_id or success');
      }
      const outId = typeof report.out_id === 'string' && /^\d{1,15}$/.test(report.out_id) ? Number(report.out_id) : null;
      const reason = [report.err_code, report.err_msg].filter((part) => typeof part === 'string' && part).join(' ');
      return {
        providerId: report.biz_id,
        messageId: outId,
        delivered: report.success,
        error: report.success ? null : reason || 'undelivered',
        at: beijingTime(report.report_time) ?? now(),
      };
    });
  }

  return { name: 'aliyun', send, readReceipts };
}
