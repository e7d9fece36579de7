/**
 * The API contract: types shared by the SPA (`src/services/`) and the server (`server/`).
 * Defined once here so both sides change together.
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

/** What `GET /api/currentUser` answers in `data`: nothing secret. */
export interface CurrentUser {
  id: number;
  username: string;
  name: string;
  avatar: string;
  type: UserType;
  /** Company id for types 2-4; 0 for admins. */
  relation_id: number;
  /** Department id for department users, else null. */
  department: number | null;
  email?: string;
  mobile?: string;
  /**
   * The password is one an administrator set (a new account, a reset): until the owner changes
   * it, every call but this one, logout and `PUT /api/account/password` is refused with 403.
   * The server always says; absent (a client's own stand-in user) reads as false.
   */
  mustChangePassword?: boolean;
  /** The account approves the use of one of its company's seals (the approvals page). */
  sealApprover?: boolean;
}

export interface AccountLoginBody {
  type: 'account';
  username: string;
  password: string;
  autoLogin?: boolean;
}

export interface MobileLoginBody {
  type: 'mobile';
  mobile: string;
  captcha: string;
  autoLogin?: boolean;
}

export type LoginBody = AccountLoginBody | MobileLoginBody;

export interface LoginResult {
  type: 'account' | 'mobile';
  currentAuthority: 'admin' | 'company' | 'department' | 'operator';
}

/** Account (back-office user) as listed by `GET /api/users`. */
export interface Account {
  id: number;
  username: string;
  name: string;
  avatar: string;
  type: UserType;
  relation_id: number;
  department: number | null;
  mobile: string;
  email: string;
  status: 'enabled' | 'disabled';
  lastLoginAt: string | null;
  /** Its password was set by an administrator and not yet replaced by its owner. */
  mustChangePassword: boolean;
}

export type NoticeType = 'notification' | 'message' | 'event';

export interface Notice {
  id: number;
  type: NoticeType;
  title: string;
  description: string;
  datetime: string;
  read: boolean;
  /** For events: todo, processing, urgent, doing. */
  status?: string;
  extra?: string;
  avatar?: string;
  /** Where the notice leads in the app (`/sign/12`). */
  link?: string;
}

/** Account settings of `/account/settings`. */
export interface AccountProfile {
  name: string;
  avatar: string;
  email: string;
  signature: string;
  /** ISO 3166-1 alpha-2 code, e.g. CN. */
  country: string;
  province: string;
  city: string;
  address: string;
  phone: string;
}

export interface PasswordChangeBody {
  oldPassword: string;
  newPassword: string;
}

export interface NotificationPreferences {
  userMessage: boolean;
  systemMessage: boolean;
  todoNotice: boolean;
}

export interface SecurityOverview {
  passwordStrength: 'strong' | 'medium' | 'weak';
  mobile: string;
  backupEmail: string;
}

/** A demo account the login page lists: still enabled, still with the published password. */
export interface DemoAccount {
  username: string;
  password: string;
  type: UserType;
}

/** GET /api/login/demo: whether the login page should name the demo accounts, and which. */
export interface DemoAccounts {
  /** `admin` still has the published password: the failure hint may name it. */
  demoAccounts: boolean;
  /** The demo accounts of the five roles that still work, in role order. */
  accounts: DemoAccount[];
}

/** Body of `POST /api/login/reset-password`: a forgotten password replaced with a code texted to the account's mobile. */
export interface ForgottenPasswordBody {
  mobile: string;
  /** The login code `GET /api/login/captcha?mobile=` texted. */
  captcha: string;
  newPassword: string;
}

/** The account whose password was replaced, to log in with. */
export interface ForgottenPasswordResult {
  username: string;
}

/** What `GET /api/login/captcha?mobile=` answers. `sent` is true even for numbers without an
 * account (the API does not tell which numbers exist); the SPA counts down `retryAfterSeconds`. */
export interface CaptchaResult {
  sent: true;
  retryAfterSeconds: number;
  expiresInSeconds: number;
}

/** What `DELETE /api/notices?type=` answers. */
export interface NoticeClearResult {
  cleared: number;
}

/** One text message of `GET /api/dev/outbox?mobile=` (development and e2e only). */
export interface DevOutboxMessage {
  id: number;
  mobile: string;
  text: string;
  /** The 6-digit code in the text, if any. */
  code: string | null;
  createdAt: string;
}

/** Query of `GET /api/users`: paging and sorter (id, username, name, type, status, lastLoginAt,
 * createdAt; `-field` for descending) plus filters. Text filters match "contains". */
export interface AccountListQuery extends PageQuery {
  username?: string;
  name?: string;
  /** Contained in the username or the name. */
  keyword?: string;
  type?: UserType;
  status?: Account['status'];
  /** Accounts of one company (admins: any; company users: only their own). */
  companyId?: number;
}
