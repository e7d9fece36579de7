/** Calls of the signed-in user's own account settings (server/routes/my-account.ts). */
import { api, type Body, type Handles } from './request';

export const getProfile = () => api('GET /api/account/settings');
export const saveProfile = (body: Body<'PUT /api/account/settings'>, options?: Handles) =>
  api('PUT /api/account/settings', { body, ...options });
export const getSecurity = () => api('GET /api/account/security');
/** Answers the security overview after the change. */
export const changePassword = (body: Body<'PUT /api/account/password'>, options?: Handles) =>
  api('PUT /api/account/password', { body, ...options });
export const getNotifications = () => api('GET /api/account/notifications');
export const saveNotifications = (body: Body<'PUT /api/account/notifications'>) => api('PUT /api/account/notifications', { body });
export const uploadAvatar = (file: Blob) => api('POST /api/account/avatar', { form: { file }, handles: [413, 422] });
export const removeAvatar = () => api('DELETE /api/account/avatar');
