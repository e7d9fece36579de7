/** The `sid` cookie: httpOnly (no script reads it), SameSite=Lax (no cross-site posts), Path=/. */
import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { AppContext } from './context';
import { requestHeader } from './request-headers';
import { prepareHeader } from './security';

export const SESSION_COOKIE = 'sid';

export function readSessionToken(c: AppContext): string | undefined {
  // What hono/cookie's getCookie(c, name) does, from the header as Node read it.
  const header = requestHeader(c, 'cookie');
  return (header && parse(header, SESSION_COOKIE)[SESSION_COOKIE]) || undefined;
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
