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

/** What one check of a provider uses: the time, the fetch, and the values its errors must not repeat. */
export interface CarrierCall {
  now: Date;
  fetch: typeof fetch;
  sensitive: string[];
}

/** A cloud provider's carrier three-element verifier, `check` asking the provider about one query. */
export function carrierVerifier(
  name: 'tencent' | 'aliyun',
  settings: IdentityProviderSettings,
  check: (query: IdentityQuery, call: CarrierCall) => Promise<IdentityResult>,
): IdentityVerifier {
  const fetchImpl = settings.fetch ?? fetch;
  const now = settings.now ?? (() => new Date());
  return {
    name,
    method: 'carrier_three_element',
    verify: (query) =>
      check(query, { now: now(), fetch: fetchImpl, sensitive: [query.mobile, query.idNumber, query.name, settings.keySecret] }),
  };
}

/** The carrier a provider named, as the end of an answer's detail. */
export function carrierNamed(isp: unknown): string {
  return typeof isp === 'string' && isp ? ` (${isp})` : '';
}
