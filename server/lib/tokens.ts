/** Random secrets and their digests. */
import { hash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: a session token. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** One-shot (crypto.hash): no Hash object per call; every signed-in request hashes its token. */
export function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

/** A uniformly random 6-digit code. */
export function randomDigits(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
