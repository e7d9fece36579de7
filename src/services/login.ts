/** The session's calls (server/routes/login.ts, docs/api.md "Login and session"): login, login code, forgotten password, logout. */
import { api, type Answer, type Body, type Handles } from './request';

export function login(body: Body<'POST /api/login/account'>) {
  // The login page shows its own failure alert with the sample-account hint.
  return api('POST /api/login/account', { body, skipErrorHandler: true });
}

const NO_DEMO: Answer<'GET /api/login/demo'> = { demoAccounts: false, accounts: [] };

/** The demo accounts that still work (the login page lists them only then); quietly none on failure. */
export const getDemoAccounts = () => api('GET /api/login/demo', { skipErrorHandler: true }).catch(() => NO_DEMO);

export const getCaptcha = (mobile: string) => api('GET /api/login/captcha', { query: { mobile } });

/** Replaces a forgotten password with the login code texted to the account's mobile; answers the account's username. */
export const resetForgottenPassword = (body: Body<'POST /api/login/reset-password'>, options?: Handles) =>
  api('POST /api/login/reset-password', { body, ...options });

export const logout = () => api('POST /api/logout', { skipErrorHandler: true });
