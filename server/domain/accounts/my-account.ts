/** The caller's own account settings: profile, notification preferences, security, password. */
import type { AccountProfile, NotificationPreferences, SecurityOverview } from '../../../common/api';
import { maskMobile } from '../../../common/validation/china-ids';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { hashPassword, passwordScore, strengthLabel, verifyPassword } from '../auth/password';
import { hitLimit, limitKeys, peekLimit } from '../auth/rate-limit';
import { revokeOtherSessions, type AccountRow } from '../auth/sessions';
import { type Actor } from '../scope';

async function loadAccount(deps: Pick<Deps, 'db'>, actor: Actor): Promise<AccountRow> {
  const row = await deps.db.selectFrom('accounts').selectAll().where('id', '=', actor.id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'error.notFound');
  return row;
}

function toProfile(row: AccountRow): AccountProfile {
  return {
    name: row.name,
    avatar: row.avatar,
    email: row.email,
    signature: row.signature,
    country: row.country,
    province: row.province,
    city: row.city,
    address: row.address,
    // The contact phone starts as the account's mobile, until the user sets another.
    phone: row.phone || row.mobile || '',
  };
}

function toPreferences(row: AccountRow): NotificationPreferences {
  return {
    userMessage: row.notify_user_message === 1,
    systemMessage: row.notify_system_message === 1,
    todoNotice: row.notify_todo === 1,
  };
}

function toSecurity(row: AccountRow): SecurityOverview {
  return {
    passwordStrength: strengthLabel(row.password_strength),
    mobile: maskMobile(row.mobile),
    backupEmail: row.backup_email,
  };
}

export async function getProfile(deps: Pick<Deps, 'db'>, actor: Actor): Promise<AccountProfile> {
  return toProfile(await loadAccount(deps, actor));
}

/** Saves the fields given (already validated) and answers the saved profile. */
export async function updateProfile(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  changes: Partial<AccountProfile>,
): Promise<AccountProfile> {
  const row = await deps.db
    .updateTable('accounts')
    .set({ ...changes, updated_at: deps.now().toISOString() })
    .where('id', '=', actor.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProfile(row);
}

export async function getNotificationPreferences(deps: Pick<Deps, 'db'>, actor: Actor): Promise<NotificationPreferences> {
  return toPreferences(await loadAccount(deps, actor));
}

export async function updateNotificationPreferences(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const row = await deps.db
    .updateTable('accounts')
    .set({
      notify_user_message: flag(changes.userMessage),
      notify_system_message: flag(changes.systemMessage),
      notify_todo: flag(changes.todoNotice),
      updated_at: deps.now().toISOString(),
    })
    .where('id', '=', actor.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPreferences(row);
}

export async function getSecurityOverview(deps: Pick<Deps, 'db'>, actor: Actor): Promise<SecurityOverview> {
  return toSecurity(await loadAccount(deps, actor));
}

/**
 * Replaces the password after checking the old one. Wrong old passwords count as failed logins
 * of the account (a stolen session cannot be used to guess it). Every other session of the
 * account ends; the caller's stays. The owner chose this password: one an administrator set no
 * longer has to be changed.
 */
export async function changePassword(
  deps: Deps,
  actor: Actor,
  currentSessionId: number,
  input: { oldPassword: string; newPassword: string },
): Promise<SecurityOverview> {
  const account = await loadAccount(deps, actor);
  const key = limitKeys.loginAccount(account.id);
  const state = await peekLimit(deps, key, deps.policy.loginFailuresPerAccount);
  if (state.blocked) {
    const seconds = Math.ceil(state.retryAfterMs / 1000);
    throw new DomainError('rate_limited', 'login.useCode', {
      params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
      retryAfterSeconds: seconds,
    });
  }
  if (!(await verifyPassword(input.oldPassword, account.password_hash))) {
    await hitLimit(deps, key, deps.policy.loginWindowMs);
    throw new DomainError('validation', 'password.oldWrong', { field: 'oldPassword' });
  }
  if (input.oldPassword === input.newPassword) {
    throw new DomainError('validation', 'password.sameAsOld', { field: 'newPassword' });
  }
  const hash = await hashPassword(input.newPassword);
  const nowIso = deps.now().toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('accounts')
      .set({
        password_hash: hash,
        password_strength: passwordScore(input.newPassword),
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
