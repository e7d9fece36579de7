/**
 * The API contract: types shared by the SPA (`src/services/`) and the server (`server/`). The
 * envelope, paging and roles are here; the types of accounts and sessions come from their zod
 * schemas (common/contract/accounts.ts), so both sides change together.
 */

/** Every JSON answer of the API. status 0 is success; otherwise status is the error code. */
export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  data?: T;
  /** How the SPA shows the error (docs/product.md, "Request layer and errors"): 0 silent, 1 warning, 2 error, 4 notification, 9 redirect. */
  showType?: ShowType;
  /** On a validation error: the field that is wrong, as a dotted path. */
  field?: string;
  /** On an ended session ({status: 302}) that the user must be told about: why it ended. */
  reason?: SessionEndReason;
}

/**
 * Why a session ended, when the login page must say so (`/user/login?reason=`): the users of a
 * suspended company are turned away at their next call. The SPA maps each to its own words.
 */
export const SESSION_END_REASONS = ['companySuspended'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export enum ShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

/** Answer of every list route. */
export interface Page<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

export interface PageQuery {
  current?: number;
  pageSize?: number;
  /** `field` ascending or `-field` descending. */
  sorter?: string;
}

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
