/**
 * The caller's own settings (server/routes/my-account.ts, /account/settings): profile, picture,
 * password, notification preferences and security; signed-in people only, never an API key. And
 * anyone's picture.
 */
import {
  AccountProfile,
  AccountProfileChanges,
  AvatarForm,
  NotificationPreferences,
  NotificationPreferencesChanges,
  PasswordChangeBody,
  SecurityOverview,
} from '../accounts';
import { fileAnswer, route, tagged } from '../define';
import { idParams } from '../fields';
import { signedIn, signedInSession, signedInSessionBeforePasswordChange } from '../guards';

export const myAccountRoutes = tagged('My account', {
  getProfile: route('GET /api/account/settings', signedInSession, {
    summary: ['我的个人资料', 'My profile'],
    answers: { 200: AccountProfile },
  }),
  updateProfile: route('PUT /api/account/settings', signedInSession, {
    summary: ['修改我的个人资料（只改给出的字段）', 'Change my profile (the fields given)'],
    body: AccountProfileChanges,
    answers: { 200: AccountProfile },
  }),
  uploadAvatar: route('POST /api/account/avatar', signedInSession, {
    summary: ['上传我的头像', 'Upload my picture'],
    description: [
      'PNG 或 JPEG，尺寸合理；重新生成为 PNG 保存。',
      'A PNG or JPEG of sane dimensions, stored as a PNG made anew from its pixels.',
    ],
    form: AvatarForm,
    answers: { 200: AccountProfile },
  }),
  removeAvatar: route('DELETE /api/account/avatar', signedInSession, {
    summary: ['删除我的头像', 'Remove my picture'],
    answers: { 200: AccountProfile },
  }),
  avatar: route('GET /api/avatars/:id', signedIn, {
    summary: ['账号头像', 'An account’s picture'],
    description: [
      '任何已登录的账号都可查看同事的头像；URL 带版本（?v=），可永久缓存。',
      'Any signed-in account may see a colleague’s picture; the URL carries its version (?v=), so it is cached for good.',
    ],
    params: idParams,
    answers: { 200: fileAnswer('image/png', 'The picture') },
  }),
  changePassword: route('PUT /api/account/password', signedInSessionBeforePasswordChange, {
    summary: ['修改我的密码', 'Change my password'],
    description: [
      '须提供旧密码（错误计入登录失败次数）；其他会话全部结束。管理员设置的密码须先改掉时也可调用。',
      'Takes the old password (a wrong one counts as a failed login); every other session ends. Also answered while a password an administrator set must be changed.',
    ],
    body: PasswordChangeBody,
    answers: { 200: SecurityOverview },
  }),
  getNotifications: route('GET /api/account/notifications', signedInSession, {
    summary: ['我的通知偏好', 'My notification preferences'],
    answers: { 200: NotificationPreferences },
  }),
  updateNotifications: route('PUT /api/account/notifications', signedInSession, {
    summary: ['修改我的通知偏好（只改给出的项）', 'Change my notification preferences (those given)'],
    body: NotificationPreferencesChanges,
    answers: { 200: NotificationPreferences },
  }),
  security: route('GET /api/account/security', signedInSession, {
    summary: ['我的账号安全概况', 'My account’s security overview'],
    answers: { 200: SecurityOverview },
  }),
});
