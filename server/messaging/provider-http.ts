/**
 * What the providers' adapters share: why a call got no answer, a provider's message made safe
 * to keep (no mobile, ID number, parameter or key in it), the callbacks' shared token compared
 * in constant time, and the receipts' China-time timestamps.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ReceiptRejected } from './sms-provider';

export function networkReason(error: unknown): string {
  // Duck-typed: fetch's errors may come from another realm (DOMException, undici's TypeError).
  const { name, cause } = (error ?? {}) as { name?: unknown; cause?: { code?: unknown } };
  if (name === 'TimeoutError' || name === 'AbortError') return 'no answer within the timeout';
  const code = cause && typeof cause.code === 'string' ? ` ${cause.code}` : '';
  return typeof name === 'string' ? `network error (${name}${code})` : 'network error';
}

/**
 * A provider's message made fit for an error: the given values (mobile, ID number, name,
 * template parameters, key) and any run of 7+ digits blanked, and kept short.
 */
export function scrub(text: string, sensitive: readonly string[]): string {
  let result = text;
  for (const value of [...sensitive].filter((v) => v.length >= 4).sort((a, b) => b.length - a.length)) {
    result = result.split(value).join('***');
  }
  return result.replace(/\d{7,}/g, '***').slice(0, 200);
}

/** The callback's token against the configured one, in constant time (digests of equal length). */
export function tokenMatches(expected: string | undefined, given: string | null): boolean {
  if (!expected || given === null) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}

/** "2015-10-17 08:03:04", China Standard Time (UTC+8), as both providers' receipts write times. */
export function beijingTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const at = new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A status callback's reports, once its token is the configured one and its body a JSON array
 * (both providers post that shape); each report is still the adapter's to read.
 */
export function callbackReports({
  callback,
  expectedToken,
  url,
  body,
}: {
  callback: string;
  expectedToken: string | undefined;
  url: URL;
  body: string;
}): (Record<string, unknown> | null)[] {
  if (!tokenMatches(expectedToken, url.searchParams.get('token'))) throw new ReceiptRejected(`${callback}: wrong or missing token`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new ReceiptRejected(`${callback}: body is not JSON`);
  }
  if (!Array.isArray(parsed)) throw new ReceiptRejected(`${callback}: body is not an array`);
  return parsed as (Record<string, unknown> | null)[];
}
