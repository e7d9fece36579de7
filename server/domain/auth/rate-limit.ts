/**
 * Fixed-window counters kept in the database, so every server process sees the same counts.
 * A key is blocked once its count reaches the limit, until the window that started with its
 * first hit ends.
 */
import { sql } from 'kysely';
import type { Deps } from '../deps';

export interface LimitState {
  blocked: boolean;
  /** Milliseconds until the window ends (0 when not blocked). */
  retryAfterMs: number;
}

/** Whether `key` has used up `limit` in its current window. Reads only. */
export async function peekLimit(deps: Pick<Deps, 'db' | 'now'>, key: string, limit: number): Promise<LimitState> {
  const row = await deps.db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirst();
  const now = deps.now();
  if (!row || row.reset_at <= now.toISOString() || row.count < limit) return { blocked: false, retryAfterMs: 0 };
  return { blocked: true, retryAfterMs: Math.max(0, Date.parse(row.reset_at) - now.getTime()) };
}

export interface HitResult {
  /** Events counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the current window ends. */
  retryAfterMs: number;
}

/**
 * Counts one event for `key` (one atomic statement, safe across processes) and answers the
 * count within the current window.
 */
export async function hitLimit(deps: Pick<Deps, 'db' | 'now'>, key: string, windowMs: number): Promise<HitResult> {
  const now = deps.now();
  const nowIso = now.toISOString();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const expired = sql<boolean>`rate_limits.reset_at <= ${nowIso}`;
  const row = await deps.db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
        reset_at: sql`case when ${expired} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), retryAfterMs: Math.max(0, Date.parse(row.reset_at) - now.getTime()) };
}

export async function clearLimit(deps: Pick<Deps, 'db'>, key: string): Promise<void> {
  await deps.db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Drops windows that have ended (housekeeping; counts would restart anyway). */
export async function purgeExpiredLimits(deps: Pick<Deps, 'db' | 'now'>): Promise<void> {
  await deps.db.deleteFrom('rate_limits').where('reset_at', '<=', deps.now().toISOString()).execute();
}

/** Keys of the counters, in one place so their meaning is clear. */
export const limitKeys = {
  /** Wrong passwords of one account, by id: usernames differ by case, ids do not. */
  loginAccount: (accountId: number) => `login:account:${accountId}`,
  /** Wrong passwords for a username no account has (counted the same, so answers tell nothing). */
  loginUnknown: (username: string) => `login:unknown:${username}`,
  loginIp: (ip: string) => `login:ip:${ip}`,
  captchaMobile: (mobile: string) => `captcha:mobile:${mobile}`,
  captchaIp: (ip: string) => `captcha:ip:${ip}`,
};
