/**
 * Logging in (username and password, or mobile and a texted code, login-codes.ts) and logging
 * out. Failures are counted in the database per IP and, for passwords, per account id.
 * An account with too many wrong passwords is not locked: its password alone stops being enough
 * for a while, and its owner logs in with a code texted to the account's mobile (which also
 * clears the count). Guessing codes is bounded per code (a few tries, then a new code, at most
 * one a minute) and per IP, so no one can aim a lockout at someone else's account.
 */
import type { LoginResult } from '../../../common/api/accounts';
import { UserType } from '../../../common/api/accounts';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { verifyAgainstDecoy, verifyPassword } from './password';
import { clearLimit, hitLimit, limitKeys } from './rate-limit';
import { assertCompanyActive } from './company-status';
import { assertNotLimited, checkLoginCode, useLoginCode } from './login-codes';
import { createSession, endSession, type AccountRow, type NewSession } from './sessions';

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

/** A disabled account, or one of a suspended company, gets no session. */
export async function assertMayLogIn(deps: Pick<Deps, 'db'>, account: AccountRow) {
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
  {
    account,
    type,
    remember,
    client,
    clearKey,
    beforeCommit,
  }: {
    account: AccountRow;
    type: LoginResult['type'];
    remember: boolean;
    client: ClientInfo;
    clearKey: string;
    beforeCommit?: (trx: Deps['db']) => Promise<void>;
  },
): Promise<LoginOutcome> {
  const session = await deps.db.transaction().execute(async (trx) => {
    await beforeCommit?.(trx);
    await clearLimit({ db: trx }, clearKey);
    await trx.updateTable('accounts').set({ last_login_at: deps.now().toISOString() }).where('id', '=', account.id).execute();
    return createSession(deps, { db: trx, accountId: account.id, remember, client });
  });
  return { session, account, result: { type, currentAuthority: AUTHORITY[account.type] ?? 'operator' } };
}

export async function loginWithPassword(
  deps: Deps,
  input: { username: string; password: string; autoLogin?: boolean },
  client: ClientInfo,
): Promise<LoginOutcome> {
  const ipKey = limitKeys.loginIp(client.ip);
  await assertNotLimited(deps, { key: ipKey, limit: deps.policy.loginFailuresPerIp, message: 'login.ipLocked' });
  // An API key's account never logs in: its name is answered as an unknown one.
  const account = await deps.db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', input.username)
    .where('service_account', '=', 0)
    .executeTakeFirst();
  const accountKey = account ? limitKeys.loginAccount(account.id) : limitKeys.loginUnknown(input.username);
  await assertNotLimited(deps, { key: accountKey, limit: deps.policy.loginFailuresPerAccount, message: 'login.useCode' });

  const valid = account ? await verifyPassword(input.password, account.password_hash) : await verifyAgainstDecoy(input.password);
  if (!account || !valid) {
    await recordFailure(deps, [ipKey, accountKey]);
    throw new DomainError('unauthenticated', 'login.failed');
  }
  // Told only to someone who knows the password: guessing does not reveal disabled accounts.
  await assertMayLogIn(deps, account);
  return startSession(deps, { account, type: 'account', remember: Boolean(input.autoLogin), client, clearKey: accountKey });
}

const codeFailed = () => new DomainError('unauthenticated', 'login.captchaFailed');

export async function loginWithCaptcha(
  deps: Deps,
  input: { mobile: string; captcha: string; autoLogin?: boolean },
  client: ClientInfo,
): Promise<LoginOutcome> {
  const { codeId, account } = await checkLoginCode(deps, {
    input: { mobile: input.mobile, code: input.captcha },
    client,
    failure: codeFailed,
  });
  await assertMayLogIn(deps, account);
  // The texted code proves the owner: wrong passwords counted against the account are forgotten.
  return startSession(deps, {
    account,
    type: 'mobile',
    remember: Boolean(input.autoLogin),
    client,
    clearKey: limitKeys.loginAccount(account.id),
    beforeCommit: (trx) => useLoginCode(trx, { codeId, nowIso: deps.now().toISOString(), failure: codeFailed }),
  });
}

export async function logout(deps: Deps, token: string | undefined): Promise<void> {
  if (token) await endSession(deps, token);
}
