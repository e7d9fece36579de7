/** The `sid` cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site posts), Path=/. */
import { generateCookie, getCookie } from 'hono/cookie';
import type { AppContext } from './context';
import { prepareHeader } from './security';

export const SESSION_COOKIE = 'sid';

export function readSessionToken(c: AppContext): string | undefined {
  return getCookie(c, SESSION_COOKIE) || undefined;
}

/** `maxAge` in seconds for remembered sessions; without it the cookie ends with the browser. */
export function setSessionCookie(c: AppContext, token: string, maxAge?: number) {
  const cookie = generateCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: c.get('http')?.secureCookies ?? false,
    ...(maxAge !== undefined ? { maxAge } : {}),
  });
  prepareHeader(c, { name: 'Set-Cookie', value: cookie, options: { append: true } });
}

export function clearSessionCookie(c: AppContext) {
  if (!readSessionToken(c)) return;
  prepareHeader(c, {
    name: 'Set-Cookie',
    value: generateCookie(SESSION_COOKIE, '', { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 0 }),
    options: {
      append: true,
    },
  });
}
