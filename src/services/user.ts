/** Calls of SPEC point 7: login, captcha, logout, current user, accounts, notices. */
import type { Account, CurrentUser, LoginBody, LoginResult, Notice, NoticeType, Page, PageQuery } from '../../contract';
import { request } from './request';

export function login(body: LoginBody) {
  // The login page shows its own failure alert with the sample-account hint.
  return request<LoginResult>('/api/login/account', { method: 'POST', data: body, skipErrorHandler: true });
}

export function getCaptcha(mobile: string) {
  return request<{ sent: boolean }>('/api/login/captcha', { params: { mobile } });
}

export function logout() {
  return request<void>('/api/logout', { skipErrorHandler: true });
}

export function queryCurrentUser(options?: { skipErrorHandler?: boolean }) {
  return request<CurrentUser>('/api/currentUser', options);
}

export function queryUsers(params: PageQuery & Partial<Pick<Account, 'type' | 'status'>> & { keyword?: string }) {
  return request<Page<Account>>('/api/users', { params });
}

export function queryNotices() {
  return request<Notice[]>('/api/notices');
}

export function readNotice(id: number) {
  return request<Notice>(`/api/notices/${id}/read`, { method: 'PUT' });
}

export function clearNotices(type: NoticeType) {
  return request<void>('/api/notices', { method: 'DELETE', params: { type } });
}
