/**
 * Login codes: six digits texted to an account's mobile (the `login_code` message), good once,
 * for a login or for replacing a forgotten password, within the policy's lifetime. Sending is
 * limited per mobile and per IP; guessing per code (each try is counted before the code is
 * compared, so guesses sent at once cannot all see a fresh count) and per IP, like failed
 * logins. A number without an enabled account gets the same answers, and no text.
 */
import { sql } from 'kysely';
import type { CaptchaResult } from '../../../common/api/accounts';
import type { Db } from '../../db/open';
import type { MessageKey } from '../../i18n';
import { randomDigits, sameDigest, sha256 } from '../../lib/tokens';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { queueMessage } from '../messages/queue-message';
import { hitLimit, limitKeys, peekLimit } from './rate-limit';
import type { AccountRow } from './sessions';

export function minutesOf(ms: number) {
  return Math.max(1, Math.ceil(ms / 60000));
}

/** Refuses with 429 and `message` while `key` has used up `limit`. */
export async function assertNotLimited(
  deps: Pick<Deps, 'db' | 'now'>,
  { key, limit, message }: { key: string; limit: number; message: MessageKey },
) {
  const state = await peekLimit(deps, key, limit);
  if (state.blocked) {
    throw new DomainError('rate_limited', message, {
      params: { minutes: minutesOf(state.retryAfterMs), seconds: Math.ceil(state.retryAfterMs / 1000) },
      retryAfterSeconds: Math.ceil(state.retryAfterMs / 1000),
    });
  }
}

function codeHash(mobile: string, code: string) {
  return sha256(`${mobile}:${code}`);
}

/**
 * Sends a login code to `mobile` if it belongs to an enabled account. Unknown numbers get the
 * same answer and the same throttling, but no message.
 */
export async function sendLoginCaptcha(deps: Deps, mobile: string, client: ClientInfo): Promise<CaptchaResult> {
  const { policy } = deps;
  const code = randomDigits(6);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const tx = { db: trx, now: deps.now };
    const perIp = await hitLimit(tx, limitKeys.captchaIp(client.ip), policy.captchaIpWindowMs);
    if (perIp.count > policy.captchaPerIp) {
      throw new DomainError('rate_limited', 'captcha.ipLimited', {
        params: { minutes: minutesOf(perIp.retryAfterMs) },
        retryAfterSeconds: Math.ceil(perIp.retryAfterMs / 1000),
      });
    }
    const perMobile = await hitLimit(tx, limitKeys.captchaMobile(mobile), policy.captchaIntervalMs);
    if (perMobile.count > 1) {
      const seconds = Math.max(1, Math.ceil(perMobile.retryAfterMs / 1000));
      throw new DomainError('rate_limited', 'captcha.tooSoon', { params: { seconds }, retryAfterSeconds: seconds });
    }
    const account = await trx
      .selectFrom('accounts')
      .select('id')
      .where('mobile', '=', mobile)
      .where('status', '=', 'enabled')
      .executeTakeFirst();
    if (!account) return;
    await trx
      .insertInto('captchas')
      .values({
        mobile,
        code_hash: codeHash(mobile, code),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + policy.captchaTtlMs).toISOString(),
        attempts: 0,
        used_at: null,
      })
      .execute();
    const minutes = Math.round(policy.captchaTtlMs / 60000);
    await queueMessage(trx, {
      messaging: deps.messaging,
      channel: 'sms',
      message: { kind: 'login_code', recipient: mobile, params: { code, minutes } },
      now,
    });
  });
  return {
    sent: true,
    retryAfterSeconds: Math.ceil(policy.captchaIntervalMs / 1000),
    expiresInSeconds: Math.ceil(policy.captchaTtlMs / 1000),
  };
}

export interface CheckedCode {
  codeId: number;
  /** The account of the mobile (any status: the caller decides what a disabled one gets). */
  account: AccountRow;
}

/**
 * Checks `code` against the newest unused code texted to `mobile`. A wrong, expired or used-up
 * code, or a mobile without an account, counts against the client's IP and throws `failure`
 * (the same for all of them: the answer tells nothing about which numbers have an account).
 */
export async function checkLoginCode(
  deps: Deps,
  { input, client, failure }: { input: { mobile: string; code: string }; client: ClientInfo; failure: () => DomainError },
): Promise<CheckedCode> {
  const ipKey = limitKeys.loginIp(client.ip);
  await assertNotLimited(deps, { key: ipKey, limit: deps.policy.loginFailuresPerIp, message: 'login.ipLocked' });
  const latest = await deps.db
    .selectFrom('captchas')
    .select(['id', 'code_hash', 'expires_at'])
    .where('mobile', '=', input.mobile)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const tried =
    latest &&
    (await deps.db
      .updateTable('captchas')
      .set({ attempts: sql<number>`attempts + 1` })
      .where('id', '=', latest.id)
      .where('used_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst());
  const account = await deps.db.selectFrom('accounts').selectAll().where('mobile', '=', input.mobile).executeTakeFirst();
  const valid =
    latest !== undefined &&
    tried !== undefined &&
    Number(tried.attempts) <= deps.policy.captchaMaxAttempts &&
    latest.expires_at > deps.now().toISOString() &&
    sameDigest(codeHash(input.mobile, input.code), latest.code_hash);
  if (!valid || !account) {
    await hitLimit(deps, ipKey, deps.policy.loginWindowMs);
    throw failure();
  }
  return { codeId: latest.id, account };
}

/** Marks a checked code used, in the caller's transaction; throws `failure` when another request used it first. */
export async function useLoginCode(
  trx: Db,
  { codeId, nowIso, failure }: { codeId: number; nowIso: string; failure: () => DomainError },
): Promise<void> {
  const result = await trx
    .updateTable('captchas')
    .set({ used_at: nowIso })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw failure();
}
