/** The `sid` cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site posts), Path=/. */
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppContext } from './context';

export const SESSION_COOKIE = 'sid';

export function readSessionToken(c: AppContext): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** `maxAge` in seconds for remembered sessions; without it the cookie ends with the browser. */
export function setSessionCookie(c: AppContext, token: string, maxAge?: number) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.get('http')?.secureCookies ?? false,
    ...(maxAge !== undefined ? { maxAge } : {}),
  });
}

export function clearSessionCookie(c: AppContext) {
  if (!readSessionToken(c)) return;
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax' });
}
