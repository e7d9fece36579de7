/**
 * The one guard of protected routes, named on each route: `authorize()` lets any signed-in
 * account through, `authorize('viewContract')` only those whose access table grants it, and
 * `authorize('viewSign', 'viewSignRecord')` those granted either. It
 * resolves the session cookie to the calling account (401 with envelope status 302 when there
 * is none) and refuses a missing permission with 403. Scope (which rows) is the domain's check.
 * An account whose password an administrator set is refused everywhere (403) but on the routes
 * guarded by `authorizeBeforePasswordChange()`, until its owner has changed the password.
 *
 * `Authorization: Bearer <key>` (an API key) stands for a session: the caller is the key's own
 * account, with its role's permissions and scope, within the key's rate limit. `sessionOnly()`
 * keeps keys out of what only a signed-in person may do (accounts, keys, webhooks).
 */
import type { MiddlewareHandler } from 'hono';
import { accessOf, type Permission } from '../../../common/access';
import { toCurrentUser } from '../../domain/accounts/account-rows';
import { resolveSession, type AccountRow } from '../../domain/auth/sessions';
import { resolveApiKey } from '../../domain/api-keys/resolve-api-key';
import { takeKeyRequest } from '../../domain/api-keys/key-rate-limit';
import { recordKeyUse } from '../../domain/api-keys/key-uses';
import { DomainError } from '../../domain/errors';
import type { AppContext, AppEnv } from './context';
import { hasRequestHeader } from './request-headers';
import { readSessionToken, setSessionCookie } from './session-cookie';

const BEARER = /^Bearer(?:\s+(.*))?$/i;

/**
 * The key of `Authorization: Bearer <key>` (blank or malformed: no key matches it, 401);
 * undefined without that scheme.
 */
function bearerKey(c: AppContext): string | undefined {
  if (!hasRequestHeader(c, 'authorization')) return undefined;
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/** The account behind an API key: counted as a use, then held to the key's rate. */
async function resolveKeyAccount(c: AppContext, key: string): Promise<AccountRow> {
  const deps = c.get('deps');
  const caller = await resolveApiKey(deps, key);
  recordKeyUse(deps.db, caller.keyId, deps.now());
  takeKeyRequest(deps, caller.keyId);
  return caller.account;
}

async function resolveSessionAccount(c: AppContext): Promise<AccountRow> {
  const token = readSessionToken(c);
  if (!token) throw new DomainError('session_ended', 'error.notLoggedIn');
  const session = await resolveSession(c.get('deps'), token);
  if (!session) throw new DomainError('session_ended', 'error.sessionEnded');
  // A remembered session slid forward: the browser's cookie must live as long.
  if (session.renewed && session.cookieMaxAge !== undefined) setSessionCookie(c, token, session.cookieMaxAge);
  c.set('session', session);
  return session.account;
}

/** The calling account, by its API key when it sends one, else by its session cookie. */
async function resolveCaller(c: AppContext): Promise<AccountRow> {
  const key = bearerKey(c);
  const account = key === undefined ? await resolveSessionAccount(c) : await resolveKeyAccount(c, key);
  const user = toCurrentUser(account);
  c.set('user', user);
  c.set('access', accessOf(user));
  return account;
}

export function authorize(...anyOf: Permission[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const account = await resolveCaller(c);
    if (account.must_change_password === 1) throw new DomainError('forbidden', 'password.mustChange');
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

/**
 * Only a signed-in person, never an API key (403): account, key and webhook management. Decided
 * from the request alone, so it refuses a key wherever it stands, before or after `authorize()`.
 */
export function sessionOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (bearerKey(c) !== undefined) throw new DomainError('forbidden', 'apiKey.sessionOnly');
    await next();
  };
}

/**
 * Whether the caller is still signed in, asked again later in a long answer (a stream): its
 * session still lives, or its API key is still neither revoked nor expired.
 */
export function stillSignedIn(c: AppContext): () => Promise<boolean> {
  const deps = c.get('deps');
  const key = bearerKey(c);
  // A key refused now (revoked, expired, its company suspended) no longer signs its caller in.
  if (key !== undefined) return async () => Boolean(await resolveApiKey(deps, key).catch(() => null));
  const token = readSessionToken(c);
  return async () => Boolean(token && (await resolveSession(deps, token)));
}
