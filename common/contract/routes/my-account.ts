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
import { fileAnswer, route } from '../define';
import { idParams } from '../fields';

const owner = { permissions: [], keys: false } as const;
const tag = 'My account';

export const myAccountRoutes = {
  getProfile: route({
    method: 'GET',
    path: '/api/account/settings',
    tag,
    summary: { zh: '我的个人资料', en: 'My profile' },
    guard: owner,
    answers: { 200: AccountProfile },
  }),
  updateProfile: route({
    method: 'PUT',
    path: '/api/account/settings',
    tag,
    summary: { zh: '修改我的个人资料（只改给出的字段）', en: 'Change my profile (the fields given)' },
    guard: owner,
    body: AccountProfileChanges,
    answers: { 200: AccountProfile },
  }),
  uploadAvatar: route({
    method: 'POST',
    path: '/api/account/avatar',
    tag,
    summary: { zh: '上传我的头像', en: 'Upload my picture' },
    description: {
      zh: 'PNG 或 JPEG，尺寸合理；重新生成为 PNG 保存。',
      en: 'A PNG or JPEG of sane dimensions, stored as a PNG made anew from its pixels.',
    },
    guard: owner,
    form: AvatarForm,
    answers: { 200: AccountProfile },
  }),
  removeAvatar: route({
    method: 'DELETE',
    path: '/api/account/avatar',
    tag,
    summary: { zh: '删除我的头像', en: 'Remove my picture' },
    guard: owner,
    answers: { 200: AccountProfile },
  }),
  avatar: route({
    method: 'GET',
    path: '/api/avatars/:id',
    tag,
    summary: { zh: '账号头像', en: 'An account’s picture' },
    description: {
      zh: '任何已登录的账号都可查看同事的头像；URL 带版本（?v=），可永久缓存。',
      en: 'Any signed-in account may see a colleague’s picture; the URL carries its version (?v=), so it is cached for good.',
    },
    guard: { permissions: [] },
    params: idParams,
    answers: { 200: fileAnswer('image/png', 'The picture') },
  }),
  changePassword: route({
    method: 'PUT',
    path: '/api/account/password',
    tag,
    summary: { zh: '修改我的密码', en: 'Change my password' },
    description: {
      zh: '须提供旧密码（错误计入登录失败次数）；其他会话全部结束。管理员设置的密码须先改掉时也可调用。',
      en: 'Takes the old password (a wrong one counts as a failed login); every other session ends. Also answered while a password an administrator set must be changed.',
    },
    guard: { permissions: [], keys: false, beforePasswordChange: true },
    body: PasswordChangeBody,
    answers: { 200: SecurityOverview },
  }),
  getNotifications: route({
    method: 'GET',
    path: '/api/account/notifications',
    tag,
    summary: { zh: '我的通知偏好', en: 'My notification preferences' },
    guard: owner,
    answers: { 200: NotificationPreferences },
  }),
  updateNotifications: route({
    method: 'PUT',
    path: '/api/account/notifications',
    tag,
    summary: { zh: '修改我的通知偏好（只改给出的项）', en: 'Change my notification preferences (those given)' },
    guard: owner,
    body: NotificationPreferencesChanges,
    answers: { 200: NotificationPreferences },
  }),
  security: route({
    method: 'GET',
    path: '/api/account/security',
    tag,
    summary: { zh: '我的账号安全概况', en: 'My account’s security overview' },
    guard: owner,
    answers: { 200: SecurityOverview },
  }),
};
