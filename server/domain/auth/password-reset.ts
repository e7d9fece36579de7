/**
 * A forgotten password, replaced by its owner with a login code texted to the account's mobile:
 * the same code as a phone login, with the same limits (login-codes.ts). No answer says whether
 * a number has an account: a number without one fails as a wrong code does. The new password
 * follows the policy of every password; once it is set, the account's sessions end, its count of
 * wrong passwords is cleared, and it no longer has to change its password (its owner chose this one).
 */
import type { ForgottenPasswordBody, ForgottenPasswordResult } from '../../../common/api/accounts';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { assertMayLogIn } from './login';
import { checkLoginCode, useLoginCode } from './login-codes';
import { hashPassword, passwordScore, verifyPassword } from './password';
import { clearLimit, limitKeys } from './rate-limit';

const codeFailed = () => new DomainError('validation', 'login.captchaFailed', { field: 'captcha' });

export async function resetForgottenPassword(
  deps: Deps,
  input: ForgottenPasswordBody,
  client: ClientInfo,
): Promise<ForgottenPasswordResult> {
  const { codeId, account } = await checkLoginCode(deps, {
    input: { mobile: input.mobile, code: input.captcha },
    client,
    failure: codeFailed,
  });
  await assertMayLogIn(deps, account);
  // Also keeps a password an administrator set from being "replaced" by itself.
  if (await verifyPassword(input.newPassword, account.password_hash)) {
    throw new DomainError('validation', 'password.sameAsOld', { field: 'newPassword' });
  }
  const hash = await hashPassword(input.newPassword);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await useLoginCode(trx, { codeId, nowIso: at, failure: codeFailed });
    await trx
      .updateTable('accounts')
      .set({
        password_hash: hash,
        password_strength: passwordScore(input.newPassword),
        password_changed_at: at,
        must_change_password: 0,
        updated_at: at,
      })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('sessions').where('account_id', '=', account.id).execute();
    await clearLimit({ db: trx }, limitKeys.loginAccount(account.id));
  });
  return { username: account.username };
}
