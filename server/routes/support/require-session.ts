/**
 * Guards protected routes: resolves the session cookie to the calling account and its access
 * table, or answers 401 with envelope status 302.
 */
import type { MiddlewareHandler } from 'hono';
import { accessOf, type Access } from '../../domain/access';
import { toCurrentUser } from '../../domain/accounts';
import { DomainError } from '../../domain/errors';
import { resolveSession } from '../../domain/sessions';
import type { AppEnv } from './context';
import { readSessionToken, setSessionCookie } from './session-cookie';

export const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
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
  await next();
};

/** Refuses (403) callers whose access table lacks `permission`. Use after requireSession. */
export function requireAccess(permission: Exclude<keyof Access, 'department'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.get('access')[permission]) throw new DomainError('forbidden', 'error.forbidden');
    await next();
  };
}
