import type { AccountProfile, NotificationPreferences, PasswordChangeBody, SecurityOverview } from '../../../../contract';
import { request } from '../../../services/request';

export const getProfile = () => request<AccountProfile>('/api/account/settings');
export const saveProfile = (data: AccountProfile) => request<AccountProfile>('/api/account/settings', { method: 'PUT', data });
export const getSecurity = () => request<SecurityOverview>('/api/account/security');
export const changePassword = (data: PasswordChangeBody) => request<void>('/api/account/password', { method: 'PUT', data });
export const getNotifications = () => request<NotificationPreferences>('/api/account/notifications');
export const saveNotifications = (data: NotificationPreferences) =>
  request<NotificationPreferences>('/api/account/notifications', { method: 'PUT', data });
