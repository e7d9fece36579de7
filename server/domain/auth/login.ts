/**
 * Logging in (username and password, or mobile and a texted code), sending login codes, and
 * logging out. Failures are counted in the database per IP and, for passwords, per account id.
 * An account with too many wrong passwords is not locked: its password alone stops being enough
 * for a while, and its owner logs in with a code texted to the account's mobile (which also
 * clears the count). Guessing codes is bounded per code (a few tries, then a new code, at most
 * one a minute) and per IP, so no one can aim a lockout at someone else's account.
 */
import type { CaptchaResult, LoginResult } from '../../../common/api';
import { UserType } from '../../../common/api';
import type { MessageKey } from '../../i18n';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { queueMessage } from '../messages/queue-message';
import { verifyAgainstDecoy, verifyPassword } from './password';
import { clearLimit, hitLimit, limitKeys, peekLimit } from './rate-limit';
import { assertCompanyActive } from './company-status';
import { createSession, endSession, type AccountRow, type NewSession } from './sessions';
import { randomDigits, sameDigest, sha256 } from '../../lib/tokens';

export interface LoginOutcome {
  session: NewSession;
  account: AccountRow;
  result: LoginResult;
}

const AUTHORITY: Record<number, LoginResult['currentAuthority']> = {
  [UserType.ADMIN]: 'admin',
  [UserType.COMPANY]: 'company',
  [UserType.DEPARTMENT]: 'department',
  [UserType.OPERATOR]: 'operator',
};

function minutesOf(ms: number) {
  return Math.max(1, Math.ceil(ms / 60000));
}

async function assertNotLimited(deps: Deps, key: string, limit: number, message: MessageKey) {
  const state = await peekLimit(deps, key, limit);
  if (state.blocked) {
    throw new DomainError('rate_limited', message, {
      params: { minutes: minutesOf(state.retryAfterMs), seconds: Math.ceil(state.retryAfterMs / 1000) },
      retryAfterSeconds: Math.ceil(state.retryAfterMs / 1000),
    });
  }
}

/** A disabled account, or one of a suspended company, gets no session. */
async function assertMayLogIn(deps: Deps, account: AccountRow) {
  if (account.status !== 'enabled') throw new DomainError('forbidden', 'login.disabled');
  await assertCompanyActive(deps.db, account.company_id);
}

/** Counts a failed login against every key given, in one transaction. */
async function recordFailure(deps: Deps, keys: string[]) {
  await deps.db.transaction().execute(async (trx) => {
    for (const key of keys) await hitLimit({ db: trx, now: deps.now }, key, deps.policy.loginWindowMs);
  });
}

/** Opens the session, stamps the login and clears the failure count, as one transaction. */
async function startSession(
  deps: Deps,
  account: AccountRow,
  type: LoginResult['type'],
  remember: boolean,
  client: ClientInfo,
  clearKey: string,
  beforeCommit?: (trx: Deps['db']) => Promise<void>,
): Promise<LoginOutcome> {
  const session = await deps.db.transaction().execute(async (trx) => {
    await beforeCommit?.(trx);
    await clearLimit({ db: trx }, clearKey);
    await trx.updateTable('accounts').set({ last_login_at: deps.now().toISOString() }).where('id', '=', account.id).execute();
    return createSession(deps, trx, account.id, remember, client);
  });
  return { session, account, result: { type, currentAuthority: AUTHORITY[account.type] ?? 'operator' } };
}

export async function loginWithPassword(
  deps: Deps,
  input: { username: string; password: string; autoLogin?: boolean },
  client: ClientInfo,
): Promise<LoginOutcome> {
  const ipKey = limitKeys.loginIp(client.ip);
  await assertNotLimited(deps, ipKey, deps.policy.loginFailuresPerIp, 'login.ipLocked');
  const account = await deps.db.selectFrom('accounts').selectAll().where('username', '=', input.username).executeTakeFirst();
  const accountKey = account ? limitKeys.loginAccount(account.id) : limitKeys.loginUnknown(input.username);
  await assertNotLimited(deps, accountKey, deps.policy.loginFailuresPerAccount, 'login.useCode');

  const valid = account ? await verifyPassword(input.password, account.password_hash) : await verifyAgainstDecoy(input.password);
  if (!account || !valid) {
    await recordFailure(deps, [ipKey, accountKey]);
    throw new DomainError('unauthenticated', 'login.failed');
  }
  // Told only to someone who knows the password: guessing does not reveal disabled accounts.
  await assertMayLogIn(deps, account);
  return startSession(deps, account, 'account', Boolean(input.autoLogin), client, accountKey);
}

function codeHash(mobile: string, code: string) {
  return sha256(`${mobile}:${code}`);
}

export async function loginWithCaptcha(
  deps: Deps,
  input: { mobile: string; captcha: string; autoLogin?: boolean },
  client: ClientInfo,
): Promise<LoginOutcome> {
  const ipKey = limitKeys.loginIp(client.ip);
  await assertNotLimited(deps, ipKey, deps.policy.loginFailuresPerIp, 'login.ipLocked');

  const nowIso = deps.now().toISOString();
  const captcha = await deps.db
    .selectFrom('captchas')
    .selectAll()
    .where('mobile', '=', input.mobile)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const account = await deps.db.selectFrom('accounts').selectAll().where('mobile', '=', input.mobile).executeTakeFirst();
  const valid =
    captcha !== undefined &&
    captcha.expires_at > nowIso &&
    captcha.attempts < deps.policy.captchaMaxAttempts &&
    sameDigest(codeHash(input.mobile, input.captcha), captcha.code_hash);

  if (!valid || !account) {
    await deps.db.transaction().execute(async (trx) => {
      if (captcha)
        await trx
          .updateTable('captchas')
          .set({ attempts: captcha.attempts + 1 })
          .where('id', '=', captcha.id)
          .execute();
      await hitLimit({ db: trx, now: deps.now }, ipKey, deps.policy.loginWindowMs);
    });
    throw new DomainError('unauthenticated', 'login.captchaFailed');
  }
  await assertMayLogIn(deps, account);
  // The texted code proves the owner: wrong passwords counted against the account are forgotten.
  return startSession(deps, account, 'mobile', Boolean(input.autoLogin), client, limitKeys.loginAccount(account.id), async (trx) => {
    await trx.updateTable('captchas').set({ used_at: nowIso }).where('id', '=', captcha.id).execute();
  });
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
    await queueMessage(trx, deps.messaging, 'sms', { kind: 'login_code', recipient: mobile, params: { code, minutes } }, now);
  });
  return {
    sent: true,
    retryAfterSeconds: Math.ceil(policy.captchaIntervalMs / 1000),
    expiresInSeconds: Math.ceil(policy.captchaTtlMs / 1000),
  };
}

export async function logout(deps: Deps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps, token);
}
