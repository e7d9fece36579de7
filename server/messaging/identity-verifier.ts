/**
 * Carrier three-element verification: does this mobile belong to the person of this name and ID
 * number, as the carrier has it on record? (人社厅发〔2021〕54号, art. 7: the worker's identity is
 * verified before signing and the result kept.)
 */
export interface IdentityQuery {
  name: string;
  /** 18-character resident ID number. */
  idNumber: string;
  mobile: string;
}

export type IdentityResult =
  /** The carrier answered. `reference`: the provider's request id, kept as evidence. */
  | { answered: true; match: boolean; reference: string; detail: string }
  /** No answer (provider down, throttled, not configured right): nothing is known. */
  | { answered: false; error: string };

export interface IdentityVerifier {
  readonly name: 'dev' | 'tencent' | 'aliyun';
  /** The method recorded in the audit chain, e.g. `carrier_three_element`. */
  readonly method: string;
  verify(query: IdentityQuery): Promise<IdentityResult>;
}

export interface IdentityProviderSettings {
  keyId: string;
  keySecret: string;
  endpoint?: string;
  region?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}
