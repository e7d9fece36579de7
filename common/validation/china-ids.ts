/**
 * Mainland China identifiers: unified social credit code (GB 32100-2015, which embeds an
 * organisation code of GB 11714), resident ID number (GB 11643-1999) and mobile numbers.
 * Shared by the SPA's forms and the server, so both refuse the same input.
 */

/** The 31 characters a credit code may use (no I, O, S, V, Z). */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** Check character of the GB 11714 organisation code (8 characters given). */
export function orgCodeCheckChar(first8: string): string {
  const sum = [...first8].reduce((acc, ch, i) => acc + parseInt(ch, 36) * ORG_WEIGHTS[i], 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}

/** Check character (18th) of a credit code whose first 17 characters are given. */
export function creditCodeCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + CREDIT_CHARS.indexOf(ch) * CREDIT_WEIGHTS[i], 0);
  return CREDIT_CHARS[(31 - (sum % 31)) % 31];
}

export function isValidCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/**
 * Builds a valid credit code: registration authority and kind (e.g. '91', an enterprise
 * registered with market regulation), a 6-digit administrative division, 8 characters of
 * organisation code; both check characters are computed.
 */
export function makeCreditCode(authorityAndKind: string, division: string, org8: string): string {
  const first17 = authorityAndKind + division + org8 + orgCodeCheckChar(org8);
  return first17 + creditCodeCheckChar(first17);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

export function idNumberCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * ID_WEIGHTS[i], 0);
  return ID_CHECK[sum % 11];
}

export function isValidIdNumber(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = id.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replace(/-/g, '') !== birth) return false;
  return idNumberCheckChar(id.slice(0, 17)) === id[17];
}

/** Builds a valid ID number from a division code, a birth date (YYYYMMDD) and a 3-digit sequence
 * (odd for men, even for women). */
export function makeIdNumber(division: string, birth: string, sequence: string): string {
  const first17 = division + birth + sequence;
  return first17 + idNumberCheckChar(first17);
}

/** Mainland mobile: 11 digits, 1 then 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isMainlandMobile(mobile: string): boolean {
  return MOBILE_PATTERN.test(mobile);
}

/** A contact phone: a mobile, or a landline with optional area code and extension. */
export const PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

/** 138****8000: enough to recognise a number without exposing it. */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
