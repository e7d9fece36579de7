/** The session's calls (docs/api.md, "Login and session"): login, login code, logout, current user. */
import { api, type Body } from './request';

export function login(body: Body<'POST /api/login/account'>) {
  // The login page shows its own failure alert with the sample-account hint.
  return api('POST /api/login/account', { body, skipErrorHandler: true });
}

/** Whether the demo accounts exist (the login page names them only then); quietly false on failure. */
export const getDemoAccounts = () =>
  api('GET /api/login/demo', { skipErrorHandler: true }).then(
    ({ demoAccounts }) => demoAccounts,
    () => false,
  );

export const getCaptcha = (mobile: string) => api('GET /api/login/captcha', { query: { mobile } });

export const logout = () => api('POST /api/logout', { skipErrorHandler: true });

export const queryCurrentUser = (options?: { skipErrorHandler?: boolean }) => api('GET /api/currentUser', options);
