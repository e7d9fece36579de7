/**
 * The caller's own settings (common/contract/routes/my-account.ts, /account/settings): GET, PUT
 * /api/account/settings; POST, DELETE /api/account/avatar; PUT /api/account/password; GET, PUT
 * /api/account/notifications; GET /api/account/security. And anyone's picture: GET /api/avatars/:id.
 */
import { Hono } from 'hono';
import { myAccountRoutes as declared } from '../../common/contract/routes/my-account';
import { LIMITS } from '../../common/validation/limits';
import { changePassword } from '../domain/accounts/change-password';
import { getAvatar } from '../domain/accounts/get-avatar';
import { getNotificationPreferences } from '../domain/accounts/get-notification-preferences';
import { getProfile } from '../domain/accounts/get-profile';
import { getSecurityOverview } from '../domain/accounts/get-security-overview';
import { removeAvatar } from '../domain/accounts/remove-avatar';
import { saveAvatar } from '../domain/accounts/save-avatar';
import { updateNotificationPreferences } from '../domain/accounts/update-notification-preferences';
import { updateProfile } from '../domain/accounts/update-profile';
import type { AppEnv } from './support/context';
import { pngResponse } from './support/files';
import { mountAll } from './support/mount';
import { readUploadedFile } from './support/upload';

export function myAccountRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    getProfile: async (c) => getProfile(c.get('deps'), c.get('user')),
    updateProfile: async (c, { body }) => updateProfile(c.get('deps'), c.get('user'), body),
    uploadAvatar: async (c) => {
      const file = await readUploadedFile(c, LIMITS.avatarMaxBytes);
      return saveAvatar(c.get('deps'), c.get('user'), file.bytes);
    },
    removeAvatar: async (c) => removeAvatar(c.get('deps'), c.get('user')),
    // The URL carries the picture's version (?v=): a cached copy is never stale.
    avatar: async (c, { params }) => pngResponse(c, await getAvatar(c.get('deps'), params.id), 'private, max-age=31536000, immutable'),
    changePassword: async (c, { body }) =>
      changePassword(c.get('deps'), { actor: c.get('user'), currentSessionId: c.get('session').sessionId, ...body }),
    getNotifications: async (c) => getNotificationPreferences(c.get('deps'), c.get('user')),
    updateNotifications: async (c, { body }) => updateNotificationPreferences(c.get('deps'), c.get('user'), body),
    security: async (c) => getSecurityOverview(c.get('deps'), c.get('user')),
  });
  return routes;
}
