/**
 * Accounts as the API shows them: in the admin list, as the signed-in user, and the caller's own
 * profile, notification and security settings; the columns the list sorts by; and the settings
 * every new account starts with.
 */
import type {
  Account,
  AccountProfile,
  CurrentUser,
  NotificationPreferences,
  SecurityOverview,
  UserType,
} from '../../../common/api/accounts';
import type { ACCOUNT_SORTS } from '../../../common/contract/accounts';
import { maskMobile } from '../../../common/validation/china-ids';
import type { Db } from '../../db/open';
import { strengthLabel } from '../auth/password';
import type { AccountRow } from '../auth/sessions';
import { DomainError } from '../errors';
import type { Actor } from '../scope';

/** The columns an account in the list is made of (fewer columns: rows read several times faster). */
export const ACCOUNT_COLUMNS = [
  'id',
  'username',
  'name',
  'avatar',
  'type',
  'company_id',
  'department_id',
  'email',
  'mobile',
  'status',
  'last_login_at',
  'must_change_password',
] as const satisfies readonly (keyof AccountRow)[];

/** The API names the list may be sorted by, and their columns. */
export const ACCOUNT_SORT_FIELDS = {
  id: 'id',
  username: 'username',
  name: 'name',
  type: 'type',
  status: 'status',
  lastLoginAt: 'last_login_at',
  createdAt: 'created_at',
} as const satisfies Record<(typeof ACCOUNT_SORTS)[number], string>;
export type AccountSortField = keyof typeof ACCOUNT_SORT_FIELDS;

/** Profile, notification and security settings every new account starts with. */
export const NEW_ACCOUNT_PROFILE = {
  signature: '',
  country: 'CN',
  province: '',
  city: '',
  address: '',
  phone: '',
  notify_user_message: 1,
  notify_system_message: 1,
  notify_todo: 1,
  security_question: null,
  backup_email: '',
  mfa_enabled: 0,
} as const;

export function toCurrentUser(row: Pick<AccountRow, (typeof ACCOUNT_COLUMNS)[number]>): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatar,
    type: row.type as UserType,
    relation_id: row.company_id ?? 0,
    department: row.department_id,
    email: row.email,
    mobile: row.mobile ?? '',
    mustChangePassword: row.must_change_password === 1,
  };
}

/** An account in the admin list: the current-user fields plus status, last login and whether its password must change. */
export function toAccount(row: Pick<AccountRow, (typeof ACCOUNT_COLUMNS)[number]>): Account {
  return {
    ...toCurrentUser(row),
    email: row.email,
    mobile: row.mobile ?? '',
    status: row.status,
    lastLoginAt: row.last_login_at,
    mustChangePassword: row.must_change_password === 1,
  };
}

/** The caller's own account row. */
export async function ownAccount(db: Db, actor: Actor): Promise<AccountRow> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', actor.id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'error.notFound');
  return row;
}

export function toProfile(row: AccountRow): AccountProfile {
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

export function toPreferences(row: AccountRow): NotificationPreferences {
  return {
    userMessage: row.notify_user_message === 1,
    systemMessage: row.notify_system_message === 1,
    todoNotice: row.notify_todo === 1,
  };
}

export function toSecurity(row: AccountRow): SecurityOverview {
  return {
    passwordStrength: strengthLabel(row.password_strength),
    mobile: maskMobile(row.mobile),
    backupEmail: row.backup_email,
  };
}
