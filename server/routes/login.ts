/**
 * The login calls (common/contract/routes/login.ts): POST /api/login/account (password or phone
 * code), GET /api/login/captcha?mobile=, POST /api/login/reset-password (a forgotten password,
 * with that code), GET /api/login/demo, POST /api/logout (and GET, same-origin only). Logging in
 * and out sets the session cookie on the answer.
 */
import { Hono } from 'hono';
import { loginRoutes as declared } from '../../common/contract/routes/login';
import { loginWithCaptcha, loginWithPassword, logout } from '../domain/auth/login';
import { sendLoginCaptcha } from '../domain/auth/login-codes';
import { resetForgottenPassword } from '../domain/auth/password-reset';
import { demoAccounts } from '../domain/auth/demo-accounts';
import { clientInfo } from './support/client-info';
import type { AppContext, AppEnv } from './support/context';
import { DomainError } from '../domain/errors';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './support/session-cookie';
import { mountAll } from './support/mount';

async function endSession(c: AppContext) {
  await logout(c.get('deps'), readSessionToken(c));
  clearSessionCookie(c);
  return null;
}

export function loginRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    login: async (c, { body }) => {
      const deps = c.get('deps');
      const outcome =
        body.type === 'account' ? await loginWithPassword(deps, body, clientInfo(c)) : await loginWithCaptcha(deps, body, clientInfo(c));
      // The browser's previous session, if any, is replaced rather than left behind.
      await logout(deps, readSessionToken(c));
      setSessionCookie(c, outcome.session.token, outcome.session.cookieMaxAge);
      return outcome.result;
    },
    demo: async (c) => demoAccounts(c.get('deps')),
    captcha: async (c, { query }) => sendLoginCaptcha(c.get('deps'), query.mobile, clientInfo(c)),
    resetPassword: async (c, { body }) => resetForgottenPassword(c.get('deps'), body, clientInfo(c)),
    // The app logs out with POST, which security.ts holds to the same origin.
    logout: endSession,
    // GET stays for clients of the spec's route table, but never for a page of another site: a link
    // or an image there must not end someone's session.
    logoutByLink: async (c) => {
      const site = c.req.header('sec-fetch-site');
      if (site === 'cross-site' || site === 'same-site') throw new DomainError('forbidden', 'error.crossSite');
      return endSession(c);
    },
  });
  return routes;
}
