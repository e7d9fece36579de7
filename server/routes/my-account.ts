/**
 * The caller's own settings (/account/settings): GET, PUT /api/account/settings;
 * POST, DELETE /api/account/avatar; PUT /api/account/password; GET, PUT /api/account/notifications;
 * GET /api/account/security. And anyone's picture: GET /api/avatars/:id.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AccountProfile, NotificationPreferences, PasswordChangeBody } from '../../common/api';
import { PHONE_PATTERN } from '../../common/validation/china-ids';
import { meetsPasswordPolicy } from '../domain/auth/password';
import { getAvatar, removeAvatar, saveAvatar } from '../domain/accounts/avatar';
import { LIMITS } from '../../common/validation/limits';
import {
  changePassword,
  getNotificationPreferences,
  getProfile,
  getSecurityOverview,
  updateNotificationPreferences,
  updateProfile,
} from '../domain/accounts/my-account';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { authorize, authorizeBeforePasswordChange } from './support/authorize';
import { parseJsonBody, parseParams } from './support/validate';
import { idParams, optionalEmail, text } from './support/fields';
import { readUploadedFile } from './support/upload';
import { pngResponse } from './support/files';

/** Partial update: fields left out keep their value; fields given are checked. */
const profileBody = z.object({
  name: text(32).min(1).optional(),
  avatar: text(500)
    .regex(/^(?:$|\/(?!\/)|https:\/\/)/, 'validation.invalid')
    .optional(),
  // Blank is allowed: most accounts have no email.
  email: optionalEmail(100).optional(),
  signature: text(200).optional(),
  country: text(32).optional(),
  province: text(32).optional(),
  city: text(32).optional(),
  address: text(100).optional(),
  phone: text(20)
    .regex(new RegExp(`^$|${PHONE_PATTERN.source}`), 'validation.phone')
    .optional(),
}) satisfies z.ZodType<Partial<AccountProfile>>;

const passwordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).refine(meetsPasswordPolicy, 'validation.password'),
}) satisfies z.ZodType<PasswordChangeBody>;

const notificationsBody = z.object({
  userMessage: z.boolean().optional(),
  systemMessage: z.boolean().optional(),
  todoNotice: z.boolean().optional(),
}) satisfies z.ZodType<Partial<NotificationPreferences>>;

export function myAccountRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/account/settings', authorize(), async (c) => ok(c, await getProfile(c.get('deps'), c.get('user'))));

  routes.put('/account/settings', authorize(), async (c) => {
    const changes = await parseJsonBody(c, profileBody);
    return ok(c, await updateProfile(c.get('deps'), c.get('user'), changes));
  });

  routes.post('/account/avatar', authorize(), async (c) => {
    const file = await readUploadedFile(c, LIMITS.avatarMaxBytes);
    return ok(c, await saveAvatar(c.get('deps'), c.get('user'), file.bytes));
  });

  routes.delete('/account/avatar', authorize(), async (c) => ok(c, await removeAvatar(c.get('deps'), c.get('user'))));

  routes.get('/avatars/:id', authorize(), async (c) => {
    const { id } = parseParams(c, idParams);
    // The URL carries the picture's version (?v=): a cached copy is never stale.
    return pngResponse(c, await getAvatar(c.get('deps'), id), 'private, max-age=31536000, immutable');
  });

  routes.put('/account/password', authorizeBeforePasswordChange(), async (c) => {
    const body = await parseJsonBody(c, passwordBody);
    return ok(c, await changePassword(c.get('deps'), c.get('user'), c.get('session').sessionId, body));
  });

  routes.get('/account/notifications', authorize(), async (c) => ok(c, await getNotificationPreferences(c.get('deps'), c.get('user'))));

  routes.put('/account/notifications', authorize(), async (c) => {
    const changes = await parseJsonBody(c, notificationsBody);
    return ok(c, await updateNotificationPreferences(c.get('deps'), c.get('user'), changes));
  });

  routes.get('/account/security', authorize(), async (c) => ok(c, await getSecurityOverview(c.get('deps'), c.get('user'))));

  return routes;
}
