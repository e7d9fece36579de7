/**
 * A worker's sign-in on `/my` (docs/messages.md, "The worker's own page"): a code texted to their mobile, then a session of its
 * own, tied to the mobile and never to a back-office account. Limits as on the signing page: one
 * code a minute per mobile, codes per address, five wrong tries end a code. A mobile with no
 * contract gets the same answer and the same throttling, but no text.
 */
import type { MyCodeResult, MyWorker } from '../../../common/api/my';
import { randomDigits, randomToken, sameDigest, sha256 } from '../../lib/tokens';
import { hitLimit } from '../auth/rate-limit';
import { wrongGuess } from '../auth/wrong-code';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { queueMessage } from '../messages/queue-message';
import { maskRecipient } from '../messages/read-messages';

/** A worker session lasts a working day; it does not slide. */
export const WORKER_SESSION_MS = 8 * 60 * 60 * 1000;
const MY_STATUSES = ['pending_company', 'completed'] as const;

function codeHash(mobile: string, code: string): string {
  return sha256(`my:${mobile}:${code}`);
}

/** Whether any contract the worker signed is on record for this mobile. */
async function hasContracts(deps: Pick<Deps, 'db'>, mobile: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('sign_tasks as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select('t.id')
    .where('e.mobile', '=', mobile)
    .where('t.status', 'in', MY_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function sendWorkerCode(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'messaging'>,
  mobile: string,
  client: ClientInfo,
): Promise<MyCodeResult> {
  const { policy } = deps;
  const perIp = await hitLimit(deps, `my:ip:${client.ip}`, policy.captchaIpWindowMs);
  if (perIp.count > policy.captchaPerIp) {
    const seconds = Math.ceil(perIp.retryAfterMs / 1000);
    throw new DomainError('rate_limited', 'captcha.ipLimited', {
      params: { minutes: Math.ceil(seconds / 60) },
      retryAfterSeconds: seconds,
    });
  }
  const perMobile = await hitLimit(deps, `my:mobile:${mobile}`, policy.captchaIntervalMs);
  if (perMobile.count > 1) {
    const seconds = Math.max(1, Math.ceil(perMobile.retryAfterMs / 1000));
    throw new DomainError('rate_limited', 'captcha.tooSoon', { params: { seconds }, retryAfterSeconds: seconds });
  }
  if (await hasContracts(deps, mobile)) {
    const now = deps.now();
    const code = randomDigits(6);
    const minutes = Math.round(policy.captchaTtlMs / 60_000);
    await deps.db.transaction().execute(async (trx) => {
      // A new code ends the ones before it.
      await trx
        .updateTable('worker_codes')
        .set({ used_at: now.toISOString() })
        .where('mobile', '=', mobile)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('worker_codes')
        .values({
          mobile,
          code_hash: codeHash(mobile, code),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + policy.captchaTtlMs).toISOString(),
        })
        .execute();
      await queueMessage(trx, {
        messaging: deps.messaging,
        channel: 'sms',
        message: { kind: 'my_code', recipient: mobile, params: { code, minutes } },
        now,
      });
    });
  }
  return {
    sent: true,
    retryAfterSeconds: Math.ceil(policy.captchaIntervalMs / 1000),
    expiresInSeconds: Math.ceil(policy.captchaTtlMs / 1000),
  };
}

/** Checks the code and opens a worker session; answers its token (the cookie's value). */
export async function signInWorker(
  deps: Pick<Deps, 'db' | 'now' | 'policy'>,
  input: { mobile: string; code: string },
  client: ClientInfo,
): Promise<{ token: string; worker: MyWorker }> {
  const now = deps.now().toISOString();
  const row = await deps.db
    .selectFrom('worker_codes')
    .selectAll()
    .where('mobile', '=', input.mobile)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) throw new DomainError('validation', 'my.codeExpired', { field: 'code' });
  if (!sameDigest(row.code_hash, codeHash(input.mobile, input.code))) {
    const { burnt } = await wrongGuess(deps.db, { table: 'worker_codes', id: row.id, max: deps.policy.captchaMaxAttempts, now });
    throw new DomainError('validation', burnt ? 'my.codeExpired' : 'my.codeWrong', { field: 'code' });
  }
  const token = randomToken();
  const used = await deps.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('worker_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('worker_sessions')
      .values({
        mobile: input.mobile,
        token_hash: sha256(token),
        created_at: now,
        expires_at: new Date(deps.now().getTime() + WORKER_SESSION_MS).toISOString(),
        ip: client.ip,
        user_agent: client.userAgent.slice(0, 500),
      })
      .execute();
    return true;
  });
  // The same code used twice at once: only one of the two signs in.
  if (!used) throw new DomainError('validation', 'my.codeExpired', { field: 'code' });
  return { token, worker: { mobile: maskRecipient(input.mobile) } };
}

/** The mobile of a live worker session, or a 401 (`my.sessionEnded`). */
export async function workerOf(deps: Pick<Deps, 'db' | 'now'>, token: string | undefined): Promise<string> {
  if (!token || token.length > 100) throw new DomainError('unauthenticated', 'my.sessionEnded');
  const row = await deps.db
    .selectFrom('worker_sessions')
    .select(['mobile', 'expires_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= deps.now().toISOString()) throw new DomainError('unauthenticated', 'my.sessionEnded');
  return row.mobile;
}

export async function signOutWorker(deps: Pick<Deps, 'db'>, token: string | undefined): Promise<void> {
  if (token) await deps.db.deleteFrom('worker_sessions').where('token_hash', '=', sha256(token)).execute();
}

export async function purgeExpiredWorkerSessions(deps: Pick<Deps, 'db' | 'now'>): Promise<void> {
  await deps.db.deleteFrom('worker_sessions').where('expires_at', '<=', deps.now().toISOString()).execute();
}
