/**
 * Sets a new random password (shown once in the answer), which its owner must change at the next
 * login, and ends the account's sessions.
 */
import { randomInt } from 'node:crypto';
import type { PasswordResetResult } from '../../../common/api/organisation';
import { hashPassword, passwordScore } from '../auth/password';
import type { Deps } from '../deps';
import { type Actor, forbidden } from '../scope';
import { assertManages, loadAccount } from './account-checks';

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%^&*-_=+?';

/** 16 random characters with every class (no look-alikes such as l/1, O/0): strength 4 of 4. */
function randomStrongPassword(length = 16): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

export async function resetAccountPassword(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, id: number): Promise<PasswordResetResult> {
  const target = await loadAccount(deps.db, id);
  assertManages(actor, target);
  if (target.id === actor.id) throw forbidden('account.resetSelf');
  const password = randomStrongPassword();
  const hash = await hashPassword(password);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accounts')
      .set({
        password_hash: hash,
        password_strength: passwordScore(password),
        password_changed_at: at,
        must_change_password: 1,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sessions').where('account_id', '=', id).execute();
  });
  return { password };
}
