/**
 * Replaces the caller's password after checking the old one. Wrong old passwords count as failed
 * logins of the account (a stolen session cannot be used to guess it). Every other session of the
 * account ends; the caller's stays. The owner chose this password: one an administrator set no
 * longer has to be changed.
 */
import type { SecurityOverview } from '../../../common/api/accounts';
import { hashPassword, passwordScore, verifyPassword } from '../auth/password';
import { hitLimit, limitKeys, peekLimit } from '../auth/rate-limit';
import { revokeOtherSessions } from '../auth/sessions';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { ownAccount, toSecurity } from './account-rows';

export async function changePassword(
  deps: Deps,
  {
    actor,
    currentSessionId,
    oldPassword,
    newPassword,
  }: { actor: Actor; currentSessionId: number; oldPassword: string; newPassword: string },
): Promise<SecurityOverview> {
  const account = await ownAccount(deps.db, actor);
  const key = limitKeys.loginAccount(account.id);
  const state = await peekLimit(deps, key, deps.policy.loginFailuresPerAccount);
  if (state.blocked) {
    const seconds = Math.ceil(state.retryAfterMs / 1000);
    throw new DomainError('rate_limited', 'login.useCode', {
      params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      retryAfterSeconds: seconds,
    });
  }
  if (!(await verifyPassword(oldPassword, account.password_hash))) {
    await hitLimit(deps, key, deps.policy.loginWindowMs);
    throw new DomainError('validation', 'password.oldWrong', { field: 'oldPassword' });
  }
  if (oldPassword === newPassword) {
    throw new DomainError('validation', 'password.sameAsOld', { field: 'newPassword' });
  }
  const hash = await hashPassword(newPassword);
  const nowIso = deps.now().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('accounts')
      .set({
        password_hash: hash,
        password_strength: passwordScore(newPassword),
        password_changed_at: nowIso,
        must_change_password: 0,
        updated_at: nowIso,
      })
      .where('id', '=', account.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await revokeOtherSessions(trx, account.id, currentSessionId);
    return updated;
  });
  return toSecurity(row);
}
