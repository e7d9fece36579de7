/**
 * A text message provider: sends one templated message, and reads the delivery receipts it
 * posts back. Mainland Chinese SMS goes out only through templates the provider approved, with
 * parameters; which template serves which message kind is configured (SMS_TEMPLATES).
 */
import type { MessageKind } from '../../common/api/messages';

export interface SmsRequest {
  /** Mainland mobile, 11 digits (the adapter adds +86 where its API wants it). */
  mobile: string;
  kind: MessageKind;
  /** The approved template's id at the provider. */
  templateId: string;
  /** The template's parameters, by name, in the order the kind defines (message-kinds.ts). */
  params: [name: string, value: string][];
  /** Our message id: echoed back in receipts where the provider allows (SessionContext, OutId). */
  messageId: number;
}

export type SmsResult =
  /** The provider took the message; `providerId` is its serial number (SerialNo, BizId). */
  | { ok: true; providerId: string }
  /** Refused. `retry`: worth trying again later (throttled, a server error, a network failure). */
  | { ok: false; retry: boolean; error: string };

/** A delivery report: the message reached the phone, or could not. */
export interface SmsReceipt {
  providerId: string;
  /** Our message id when the provider echoed it. */
  messageId: number | null;
  delivered: boolean;
  /** The provider's code and description when not delivered. */
  error: string | null;
  at: Date;
}

export interface SmsProvider {
  readonly name: 'tencent' | 'aliyun';
  send(request: SmsRequest): Promise<SmsResult>;
  /**
   * Reads a status callback's body. Throws ReceiptRejected when it is not the provider's (the
   * shared token or signature does not match, or it does not parse).
   */
  readReceipts(request: { headers: Headers; body: string; url: URL }): SmsReceipt[];
}

export class ReceiptRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReceiptRejected';
  }
}

/** The settings every provider adapter takes (config.ts reads them from SMS_*). */
export interface SmsProviderSettings {
  keyId: string;
  keySecret: string;
  /** Tencent's SdkAppId. */
  appId?: string;
  signName: string;
  /** Overrides the provider's URL (tests, proxies). */
  endpoint?: string;
  /** Region, where the provider asks for one (Tencent: ap-guangzhou). */
  region?: string;
  /** Shared secret the callbacks carry (a query parameter of the registered callback URL). */
  callbackToken?: string;
  /** Injected by tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  now?: () => Date;
}
