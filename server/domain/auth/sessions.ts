/**
 * Sessions live in the database: the cookie carries a random 32-byte token, the table only its
 * SHA-256. Lifetimes slide: each use pushes the expiry forward (at most once a minute, to spare
 * a write per request).
 */
import type { CompiledQuery, Selectable } from 'kysely';
import type { Db } from '../../db/open';
import type { AccountsTable } from '../../db/schema';
import type { ClientInfo, Deps } from '../deps';
import { readThrough } from '../../lib/marked-cache';
import { randomToken, sha256 } from '../../lib/tokens';
import { DomainError } from '../errors';

export type AccountRow = Selectable<AccountsTable>;

export interface NewSession {
  token: string;
  sessionId: number;
  /** Cookie lifetime in seconds for remembered sessions; undefined means a browser-session cookie. */
  cookieMaxAge?: number;
}

export interface ActiveSession {
  sessionId: number;
  account: AccountRow;
  remember: boolean;
  /** True when this request moved the expiry, so a remembered cookie should be sent again. */
  renewed: boolean;
  cookieMaxAge?: number;
}

function ttlOf(deps: Pick<Deps, 'policy'>, remember: boolean) {
  return remember ? deps.policy.rememberTtlMs : deps.policy.sessionTtlMs;
}

/** Opens a session for `accountId` inside the caller's transaction `db`. */
export async function createSession(
  deps: Pick<Deps, 'now' | 'policy'>,
  { db, accountId, remember, client }: { db: Db; accountId: number; remember: boolean; client: ClientInfo },
): Promise<NewSession> {
  const now = deps.now();
  const ttl = ttlOf(deps, remember);
  const token = randomToken();
  // Expired sessions of this account are of no further use.
  await db.deleteFrom('sessions').where('account_id', '=', accountId).where('expires_at', '<=', now.toISOString()).execute();
  const row = await db
    .insertInto('sessions')
    .values({
      account_id: accountId,
      token_hash: sha256(token),
      remember: remember ? 1 : 0,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttl).toISOString(),
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 300),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { token, sessionId: row.id, cookieMaxAge: remember ? Math.floor(ttl / 1000) : undefined };
}

function sessionQuery(db: Db) {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .leftJoin('companies', 'companies.id', 'accounts.company_id')
    .selectAll('accounts')
    .select([
      'companies.status as company_status',
      'sessions.id as session_id',
      'sessions.remember as session_remember',
      'sessions.last_seen_at as session_last_seen_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.token_hash', '=', '');
}

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionQuery>['executeTakeFirstOrThrow']>>;

/** A session as read from the database, taken apart once (it is kept in the session cache). */
export interface StoredSession {
  sessionId: number;
  account: AccountRow;
  remember: boolean;
  lastSeenMs: number;
  expiresMs: number;
  companySuspended: boolean;
}

function toStoredSession(row: SessionRow): StoredSession {
  const { session_id, session_remember, company_status, session_last_seen_at, session_expires_at, ...account } = row;
  return {
    sessionId: session_id,
    account,
    remember: session_remember === 1,
    lastSeenMs: Date.parse(session_last_seen_at),
    expiresMs: Date.parse(session_expires_at),
    companySuspended: company_status === 'suspended',
  };
}

// Compiled once per database: every signed-in call runs it, and building it was most of its cost.
const compiledSessionQueries = new WeakMap<Db, CompiledQuery<SessionRow>>();

async function readSession(deps: Pick<Deps, 'db' | 'sessionCache'>, tokenHash: string): Promise<StoredSession | undefined> {
  return readThrough(deps.sessionCache, tokenHash, async () => {
    let compiled = compiledSessionQueries.get(deps.db);
    if (!compiled) {
      compiled = sessionQuery(deps.db).compile();
      compiledSessionQueries.set(deps.db, compiled);
    }
    const { rows } = await deps.db.executeQuery<SessionRow>({ ...compiled, parameters: [tokenHash] });
    return rows[0] && toStoredSession(rows[0]);
  });
}

/**
 * The live session of `token`, or null when there is none (unknown, expired, account disabled).
 * Throws when the account's company is suspended.
 */
export async function resolveSession(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'sessionCache'>,
  token: string,
): Promise<ActiveSession | null> {
  const session = await readSession(deps, sha256(token));
  if (!session) return null;

  const now = deps.now().getTime();
  if (session.expiresMs <= now || session.account.status !== 'enabled') {
    await deps.db.deleteFrom('sessions').where('id', '=', session.sessionId).execute();
    return null;
  }
  // Suspending a company ends its users' sessions at their next call, with the reason (shown on the login page).
  if (session.companySuspended) {
    await deps.db.deleteFrom('sessions').where('id', '=', session.sessionId).execute();
    throw new DomainError('session_ended', 'login.companySuspended', { reason: 'companySuspended' });
  }

  const { remember } = session;
  const ttl = ttlOf(deps, remember);
  const renewed = now - session.lastSeenMs >= deps.policy.sessionSlideEveryMs;
  if (renewed) {
    await deps.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now).toISOString(), expires_at: new Date(now + ttl).toISOString() })
      .where('id', '=', session.sessionId)
      .execute();
  }
  return {
    sessionId: session.sessionId,
    account: session.account,
    remember,
    renewed,
    cookieMaxAge: remember ? Math.floor(ttl / 1000) : undefined,
  };
}

/** Ends the session of `token` (logout). Unknown tokens are ignored. */
export async function endSession(deps: Pick<Deps, 'db'>, token: string): Promise<void> {
  await deps.db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
}

/** Ends every session of the account except `keepSessionId` (inside the caller's transaction). */
export async function revokeOtherSessions(db: Db, accountId: number, keepSessionId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('account_id', '=', accountId).where('id', '!=', keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Housekeeping: drops expired sessions. */
export async function purgeExpiredSessions(deps: Pick<Deps, 'db' | 'now'>): Promise<void> {
  await deps.db.deleteFrom('sessions').where('expires_at', '<=', deps.now().toISOString()).execute();
}
