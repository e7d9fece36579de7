/**
 * The one guard of protected routes, named on each route: `authorize()` lets any signed-in
 * account through, `authorize('viewContract')` only those whose access table grants it, and
 * `authorize('viewSign', 'viewSignRecord')` those granted either. It
 * resolves the session cookie to the calling account (401 with envelope status 302 when there
 * is none) and refuses a missing permission with 403. Scope (which rows) is the domain's check.
 * An account whose password an administrator set is refused everywhere (403) but on the routes
 * guarded by `authorizeBeforePasswordChange()`, until its owner has changed the password.
 */
import type { MiddlewareHandler } from 'hono';
import { accessOf, type Permission } from '../../../common/access';
import { toCurrentUser } from '../../domain/accounts/list';
import { resolveSession } from '../../domain/auth/sessions';
import { DomainError } from '../../domain/errors';
import type { AppContext, AppEnv } from './context';
import { readSessionToken, setSessionCookie } from './session-cookie';

async function resolveCaller(c: AppContext): Promise<void> {
  const token = readSessionToken(c);
  if (!token) throw new DomainError('session_ended', 'error.notLoggedIn');
  const session = await resolveSession(c.get('deps'), token);
  if (!session) throw new DomainError('session_ended', 'error.sessionEnded');
  // A remembered session slid forward: the browser's cookie must live as long.
  if (session.renewed && session.cookieMaxAge !== undefined) setSessionCookie(c, token, session.cookieMaxAge);
  const user = toCurrentUser(session.account);
  c.set('session', session);
  c.set('user', user);
  c.set('access', accessOf(user));
}

export function authorize(...anyOf: Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await resolveCaller(c);
    if (c.get('session').account.must_change_password === 1) throw new DomainError('forbidden', 'password.mustChange');
    const access = c.get('access');
    if (anyOf.length > 0 && !anyOf.some((permission) => access[permission])) throw new DomainError('forbidden', 'error.forbidden');
    await next();
  };
}

/** Any signed-in account, even one that must change its password: who it is, and the change itself. */
export function authorizeBeforePasswordChange(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await resolveCaller(c);
    await next();
  };
}
