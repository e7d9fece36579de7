/**
 * Requests per API key: a token bucket per key in this process's memory (policy
 * `apiKeyRequestsPerSecond`, `apiKeyBurst`; API_KEY_RATE, API_KEY_BURST). Kept in memory, unlike
 * the login limits: it is checked on every call of a key, and a database write per call is what
 * it must not cost. Several processes each allow the rate.
 */
import type { Db } from '../../db/open';
import type { Deps } from '../deps';
import { DomainError } from '../errors';

interface Bucket {
  tokens: number;
  atMs: number;
}

const bucketsByDb = new WeakMap<Db, Map<number, Bucket>>();

/** Takes one request from the key's bucket; 429 with the seconds until the next one when it is empty. */
export function takeKeyRequest(deps: Pick<Deps, 'db' | 'now' | 'policy'>, keyId: number): void {
  const { apiKeyRequestsPerSecond: rate, apiKeyBurst: burst } = deps.policy;
  let buckets = bucketsByDb.get(deps.db);
  if (!buckets) bucketsByDb.set(deps.db, (buckets = new Map()));
  const nowMs = deps.now().getTime();
  const bucket = buckets.get(keyId) ?? { tokens: burst, atMs: nowMs };
  bucket.tokens = Math.min(burst, bucket.tokens + (Math.max(0, nowMs - bucket.atMs) / 1000) * rate);
  bucket.atMs = nowMs;
  buckets.set(keyId, bucket);
  if (bucket.tokens < 1) {
    const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
    throw new DomainError('rate_limited', 'apiKey.rateLimited', { params: { seconds }, retryAfterSeconds: seconds });
  }
  bucket.tokens -= 1;
}
