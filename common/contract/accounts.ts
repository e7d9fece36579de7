/**
 * Accounts and sessions (docs/api.md): logging in, the current user, the caller's own settings and
 * notices, the account list of `/api/users`, and the development outbox of texted codes.
 */
import { z } from 'zod';
import { ACCOUNT_STATUSES, NOTICE_TYPES, UserType } from '../api/accounts';
import { MOBILE_PATTERN, PHONE_PATTERN } from '../validation/china-ids';
import { LIMITS, PASSWORD_PATTERN, USERNAME_PATTERN } from '../validation/limits';
import { isoTime } from './define';
import { listQueryShape, mobile, optionalEmail, optionalMobile, queryId, requiredText, text, textedCode } from './fields';

/** A password its owner chooses: the policy of every new password. */
const newPassword = () =>
  z
    .string()
    .min(1)
    .refine((password) => PASSWORD_PATTERN.test(password), 'validation.password');

/** Role (`UserType`) of an account in a body or a query: 1-4. */
const accountType = () => z.number().int().min(1).max(4);

/** Company of types 2-4; 0 for admins. */
const relationId = () => z.number().int().min(0);

// Login

export const AccountLoginBody = z
  .object({
    type: z.literal('account'),
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    autoLogin: z.boolean().optional().describe('Remember the session (a cookie that outlives the browser).'),
  })
  .meta({ id: 'AccountLoginBody' });

export const MobileLoginBody = z
  .object({
    type: z.literal('mobile'),
    mobile: mobile(),
    captcha: textedCode().describe('The code `GET /api/login/captcha?mobile=` texted.'),
    autoLogin: z.boolean().optional().describe('Remember the session (a cookie that outlives the browser).'),
  })
  .meta({ id: 'MobileLoginBody' });

export const LoginBody = z.discriminatedUnion('type', [AccountLoginBody, MobileLoginBody]).meta({ id: 'LoginBody' });

export const LoginResult = z
  .object({
    type: z.enum(['account', 'mobile']),
    currentAuthority: z.enum(['admin', 'company', 'department', 'operator']),
  })
  .meta({ id: 'LoginResult' });

export const CaptchaQuery = z.object({ mobile: mobile() });

export const CaptchaResult = z
  .object({
    sent: z.literal(true).describe('True even for numbers without an account: the API does not tell which numbers exist.'),
    retryAfterSeconds: z.number().int().describe('When another code may be asked for.'),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'CaptchaResult' });

export const ForgottenPasswordBody = z
  .object({
    mobile: mobile(),
    captcha: textedCode().describe('The login code `GET /api/login/captcha?mobile=` texted.'),
    newPassword: newPassword(),
  })
  .meta({ id: 'ForgottenPasswordBody', description: 'A forgotten password replaced with a code texted to the account’s mobile.' });

export const ForgottenPasswordResult = z
  .object({ username: z.string() })
  .meta({ id: 'ForgottenPasswordResult', description: 'The account whose password was replaced, to log in with.' });

export const DemoAccount = z
  .object({ username: z.string(), password: z.string(), type: z.enum(UserType) })
  .meta({ id: 'DemoAccount', description: 'A demo account the login page lists: still enabled, still with the published password.' });

export const DemoAccounts = z
  .object({
    demoAccounts: z.boolean().describe('`admin` still has the published password: the failure hint may name it.'),
    accounts: z.array(DemoAccount).describe('The demo accounts of the five roles that still work, in role order.'),
  })
  .meta({ id: 'DemoAccounts' });

// Accounts

/** What the current user and an account in the list share. */
const accountShape = {
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  type: z.enum(UserType),
  relation_id: z.number().int().describe('Company id for types 2-4; 0 for admins.'),
  department: z.number().int().nullable().describe('Department id for department users, else null.'),
};

export const CurrentUser = z
  .object({
    ...accountShape,
    email: z.string().optional(),
    mobile: z.string().optional(),
    mustChangePassword: z
      .boolean()
      .optional()
      .describe(
        'The password is one an administrator set: until its owner changes it, only this, logout and the password change are answered.',
      ),
    sealApprover: z.boolean().optional().describe('The account approves the use of one of its company’s seals.'),
  })
  .meta({ id: 'CurrentUser', description: 'The signed-in account: nothing secret.' });

export const Account = z
  .object({
    ...accountShape,
    mobile: z.string(),
    email: z.string(),
    status: z.enum(ACCOUNT_STATUSES),
    lastLoginAt: isoTime().nullable(),
    mustChangePassword: z.boolean().describe('Its password was set by an administrator and not yet replaced by its owner.'),
  })
  .meta({ id: 'Account', description: 'A back-office account as listed by `GET /api/users`.' });

export const ACCOUNT_SORTS = ['id', 'username', 'name', 'type', 'status', 'lastLoginAt', 'createdAt'] as const;

export const AccountListQuery = z.object({
  ...listQueryShape(ACCOUNT_SORTS),
  username: z.string().trim().max(64).optional().describe('Contained in the username.'),
  name: z.string().trim().max(64).optional().describe('Contained in the name.'),
  keyword: z.string().trim().max(64).optional().describe('Contained in the username or the name.'),
  type: z.coerce.number<number | string>().int().min(1).max(4).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  companyId: queryId().describe('Accounts of one company (admins: any; company users: only their own).'),
});

export const AccountCreateBody = z
  .object({
    username: z.string().trim().min(LIMITS.username.min).max(LIMITS.username.max).regex(USERNAME_PATTERN, 'validation.invalid'),
    name: requiredText(LIMITS.accountName),
    password: newPassword(),
    type: accountType(),
    relation_id: relationId().default(0).describe('Company id, for types 2-4; left out for admins (a company user’s: its own company).'),
    department: z.number().int().min(1).nullable().optional().describe('Department id, required for department users (type 3).'),
    mobile: optionalMobile().optional(),
    email: optionalEmail(LIMITS.email).optional(),
  })
  .meta({ id: 'AccountCreateBody' });

export const AccountUpdateBody = z
  .object({
    name: requiredText(LIMITS.accountName).optional(),
    type: accountType().optional(),
    relation_id: relationId().optional(),
    department: z.number().int().min(1).nullable().optional(),
    mobile: optionalMobile().optional(),
    email: optionalEmail(LIMITS.email).optional(),
    status: z.enum(ACCOUNT_STATUSES).optional(),
  })
  .meta({
    id: 'AccountUpdateBody',
    description:
      'The fields given change, the others stay. A new `type` or `relation_id` is checked as on creation (and must stay in the caller’s reach); a department user moved to another company needs a department of that company.',
  });

export const PasswordResetResult = z
  .object({ password: z.string().describe('A new random password, shown once to the administrator who reset it.') })
  .meta({ id: 'PasswordResetResult' });

// The caller's own settings

export const AccountProfile = z
  .object({
    name: z.string(),
    avatar: z.string(),
    email: z.string(),
    signature: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2 code, e.g. CN.'),
    province: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string(),
  })
  .meta({ id: 'AccountProfile', description: 'Account settings of `/account/settings`.' });

/** Body of `PUT /api/account/settings`: fields left out keep their value; fields given are checked. */
export const AccountProfileChanges = z.object({
  name: text(LIMITS.profile.name).min(1).optional(),
  avatar: text(500)
    .regex(/^(?:$|\/(?!\/)|https:\/\/)/, 'validation.invalid')
    .optional()
    .describe('A path of this site or an https URL; blank for none.'),
  // Blank is allowed: most accounts have no email.
  email: optionalEmail(LIMITS.email).optional(),
  signature: text(LIMITS.profile.signature).optional(),
  country: text(LIMITS.profile.region).optional(),
  province: text(LIMITS.profile.region).optional(),
  city: text(LIMITS.profile.region).optional(),
  address: text(LIMITS.profile.address).optional(),
  phone: text(20)
    .regex(new RegExp(`^$|${PHONE_PATTERN.source}`), 'validation.phone')
    .optional(),
});

export const PasswordChangeBody = z
  .object({
    oldPassword: z.string().min(1).max(128),
    newPassword: newPassword(),
  })
  .meta({ id: 'PasswordChangeBody' });

export const NotificationPreferences = z
  .object({ userMessage: z.boolean(), systemMessage: z.boolean(), todoNotice: z.boolean() })
  .meta({ id: 'NotificationPreferences' });

/** Body of `PUT /api/account/notifications`: the preferences given change. */
export const NotificationPreferencesChanges = z.object({
  userMessage: z.boolean().optional(),
  systemMessage: z.boolean().optional(),
  todoNotice: z.boolean().optional(),
});

export const SecurityOverview = z
  .object({
    passwordStrength: z.enum(['strong', 'medium', 'weak']),
    mobile: z.string().describe('Masked.'),
    backupEmail: z.string(),
  })
  .meta({ id: 'SecurityOverview' });

/** The picture upload of `POST /api/account/avatar`. */
export const AvatarForm = z.object({
  file: z.any().describe(`A PNG or JPEG picture (stored as a PNG), at most ${LIMITS.avatarMaxBytes / 1024} KB.`),
});

// Notices

export const Notice = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTICE_TYPES),
    title: z.string(),
    description: z.string(),
    datetime: isoTime(),
    read: z.boolean(),
    status: z.string().optional().describe('For events: todo, processing, urgent, doing.'),
    extra: z.string().optional(),
    avatar: z.string().optional(),
    link: z.string().optional().describe('Where the notice leads in the app (`/sign/12`).'),
  })
  .meta({ id: 'Notice', description: 'A header notice of the caller, in its language.' });

export const NoticeClearQuery = z.object({ type: z.enum(NOTICE_TYPES) });

export const NoticeClearResult = z.object({ cleared: z.number().int() }).meta({ id: 'NoticeClearResult' });

// Development outbox

export const DevOutboxQuery = z.object({
  mobile: z.string().trim().regex(MOBILE_PATTERN, 'validation.mobile').optional().describe('Only the texts to this mobile.'),
});

export const DevOutboxMessage = z
  .object({
    id: z.number().int(),
    mobile: z.string(),
    text: z.string(),
    code: z.string().nullable().describe('The 6-digit code in the text, if any.'),
    createdAt: isoTime(),
  })
  .meta({ id: 'DevOutboxMessage', description: 'A text held in the outbox (development and e2e only).' });

export type AccountLoginBody = z.input<typeof AccountLoginBody>;
export type MobileLoginBody = z.input<typeof MobileLoginBody>;
export type LoginBody = z.input<typeof LoginBody>;
export type LoginResult = z.output<typeof LoginResult>;
export type CaptchaResult = z.output<typeof CaptchaResult>;
export type ForgottenPasswordBody = z.input<typeof ForgottenPasswordBody>;
export type ForgottenPasswordResult = z.output<typeof ForgottenPasswordResult>;
export type DemoAccount = z.output<typeof DemoAccount>;
export type DemoAccounts = z.output<typeof DemoAccounts>;
export type CurrentUser = z.output<typeof CurrentUser>;
export type Account = z.output<typeof Account>;
export type AccountListQuery = z.input<typeof AccountListQuery>;
export type AccountCreateBody = z.input<typeof AccountCreateBody>;
export type AccountUpdateBody = z.input<typeof AccountUpdateBody>;
export type PasswordResetResult = z.output<typeof PasswordResetResult>;
export type AccountProfile = z.output<typeof AccountProfile>;
export type PasswordChangeBody = z.input<typeof PasswordChangeBody>;
export type NotificationPreferences = z.output<typeof NotificationPreferences>;
export type SecurityOverview = z.output<typeof SecurityOverview>;
export type Notice = z.output<typeof Notice>;
export type NoticeClearResult = z.output<typeof NoticeClearResult>;
export type DevOutboxMessage = z.output<typeof DevOutboxMessage>;
