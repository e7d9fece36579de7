/**
 * API types of accounts, sessions and notices: the roles and statuses here; the rest come from
 * their zod schemas (common/contract/accounts.ts), so both sides change together.
 */

/** Role is the numeric user field `type` (docs/product.md, "Roles and permissions"). */
export enum UserType {
  ADMIN = 1,
  COMPANY = 2,
  DEPARTMENT = 3,
  OPERATOR = 4,
}

/** An account's status: a disabled one cannot log in and its sessions have ended. */
export const ACCOUNT_STATUSES = ['enabled', 'disabled'] as const;

/** What a header notice is (`GET /api/notices`; `DELETE /api/notices?type=` clears one kind). */
export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export type {
  Account,
  AccountListQuery,
  AccountLoginBody,
  AccountProfile,
  CaptchaResult,
  CurrentUser,
  DemoAccount,
  DemoAccounts,
  DevOutboxMessage,
  ForgottenPasswordBody,
  ForgottenPasswordResult,
  LoginBody,
  LoginResult,
  MobileLoginBody,
  Notice,
  NoticeClearResult,
  NotificationPreferences,
  PasswordChangeBody,
  SecurityOverview,
} from '../contract/accounts';
