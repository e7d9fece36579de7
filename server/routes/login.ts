/**
 * The login calls (docs/api.md): POST /api/login/account (password or phone code),
 * GET /api/login/captcha?mobile=, POST /api/login/reset-password (a forgotten password, with that
 * code), GET /api/login/demo, POST /api/logout (and GET, same-origin only).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ForgottenPasswordBody, LoginBody } from '../../common/api';
import { loginWithCaptcha, loginWithPassword, logout } from '../domain/auth/login';
import { sendLoginCaptcha } from '../domain/auth/login-codes';
import { resetForgottenPassword } from '../domain/auth/password-reset';
import { meetsPasswordPolicy } from '../domain/auth/password';
import { demoAccounts } from '../domain/auth/demo-accounts';
import { MOBILE_PATTERN } from '../../common/validation/china-ids';
import { clientInfo } from './support/client-info';
import type { AppContext, AppEnv } from './support/context';
import { DomainError } from '../domain/errors';
import { ok } from './support/envelope';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './support/session-cookie';
import { parseJsonBody, parseQuery } from './support/validate';

const mobile = z.string().trim().min(1).regex(MOBILE_PATTERN, 'validation.mobile');
const captcha = z
  .string()
  .trim()
  .min(1)
  .regex(/^\d{6}$/, 'validation.captcha');

const loginBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('account'),
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    autoLogin: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('mobile'),
    mobile,
    captcha,
    autoLogin: z.boolean().optional(),
  }),
]) satisfies z.ZodType<LoginBody>;

const captchaQuery = z.object({ mobile });

const resetBody = z.object({
  mobile,
  captcha,
  newPassword: z.string().min(1).refine(meetsPasswordPolicy, 'validation.password'),
}) satisfies z.ZodType<ForgottenPasswordBody>;

export function loginRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/login/account', async (c) => {
    const body = await parseJsonBody(c, loginBody);
    const deps = c.get('deps');
    const outcome =
      body.type === 'account' ? await loginWithPassword(deps, body, clientInfo(c)) : await loginWithCaptcha(deps, body, clientInfo(c));
    // The browser's previous session, if any, is replaced rather than left behind.
    await logout(deps, readSessionToken(c));
    setSessionCookie(c, outcome.session.token, outcome.session.cookieMaxAge);
    return ok(c, outcome.result);
  });

  routes.get('/login/demo', async (c) => ok(c, await demoAccounts(c.get('deps'))));

  routes.get('/login/captcha', async (c) => {
    const { mobile: number } = parseQuery(c, captchaQuery);
    return ok(c, await sendLoginCaptcha(c.get('deps'), number, clientInfo(c)));
  });

  routes.post('/login/reset-password', async (c) => {
    const body = await parseJsonBody(c, resetBody);
    return ok(c, await resetForgottenPassword(c.get('deps'), body, clientInfo(c)));
  });

  const endSession = async (c: AppContext) => {
    await logout(c.get('deps'), readSessionToken(c));
    clearSessionCookie(c);
    return ok(c, null);
  };
  // The app logs out with POST, which security.ts holds to the same origin.
  routes.post('/logout', endSession);
  // GET stays for clients of the spec's route table, but never for a page of another site: a link
  // or an image there must not end someone's session.
  routes.get('/logout', async (c) => {
    const site = c.req.header('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') throw new DomainError('forbidden', 'error.crossSite');
    return endSession(c);
  });

  return routes;
}
