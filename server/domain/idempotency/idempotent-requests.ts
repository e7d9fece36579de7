/**
 * `Idempotency-Key` (docs/api.md, "Idempotency"): a caller's key names one request. The first
 * request with a key reserves it (a row without a status) and keeps its answer when it succeeds;
 * a retry with the same key, route and body gets that answer again and runs nothing. The same key
 * with another route or body is refused (422); while the first request still runs, a retry is
 * told to wait (409). A request that fails releases its key: it wrote nothing, so a retry runs
 * again. Keys are kept a day, and purged as new ones are reserved.
 */
import type { Deps } from '../deps';
import type { Db } from '../../db/open';
import { DAY, MINUTE } from '../../lib/clock';
import { DomainError } from '../errors';

/** The input the errors name: the request header. */
export const IDEMPOTENCY_KEY_FIELD = 'Idempotency-Key';
const KEPT_MS = DAY;
/**
 * A reservation this old without an answer belongs to a request whose process died before it
 * answered (no request runs this long): a retry then runs in its place rather than wait a day.
 */
const ABANDONED_AFTER_MS = 5 * MINUTE;

export interface IdempotentRequest {
  accountId: number;
  key: string;
  /** Method and path: `POST /api/sign-tasks`. */
  request: string;
  bodyHash: string;
}

export type Reservation = { kind: 'reserved'; id: number } | { kind: 'answered'; status: number; answer: string };

const inFlight = () => new DomainError('conflict', 'idempotency.inFlight', { field: IDEMPOTENCY_KEY_FIELD });

export async function reserveRequest(deps: Pick<Deps, 'db' | 'now'>, request: IdempotentRequest): Promise<Reservation> {
  const nowMs = deps.now().getTime();
  const at = new Date(nowMs).toISOString();
  await deps.db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<=', new Date(nowMs - KEPT_MS).toISOString())
    .execute();
  const reserved = await deps.db
    .insertInto('idempotency_keys')
    .values({
      account_id: request.accountId,
      key: request.key,
      request: request.request,
      body_hash: request.bodyHash,
      status: null,
      answer: null,
      created_at: at,
    })
    .onConflict((oc) => oc.columns(['account_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (reserved) return { kind: 'reserved', id: reserved.id };

  const row = await deps.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('account_id', '=', request.accountId)
    .where('key', '=', request.key)
    .executeTakeFirst();
  // Released or purged in between: reserve it afresh.
  if (!row) return reserveRequest(deps, request);
  if (row.request !== request.request || row.body_hash !== request.bodyHash) {
    throw new DomainError('validation', 'idempotency.keyReused', { field: IDEMPOTENCY_KEY_FIELD });
  }
  if (row.status !== null) return { kind: 'answered', status: row.status, answer: row.answer ?? '' };
  if (row.created_at > new Date(nowMs - ABANDONED_AFTER_MS).toISOString()) throw inFlight();
  const taken = await deps.db
    .updateTable('idempotency_keys')
    .set({ created_at: at })
    .where('id', '=', row.id)
    .where('status', 'is', null)
    .where('created_at', '=', row.created_at)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw inFlight();
  return { kind: 'reserved', id: row.id };
}

/** Keeps the answer of a reserved request that succeeded. */
export async function recordAnswer(db: Db, { id, status, answer }: { id: number; status: number; answer: string }): Promise<void> {
  await db.updateTable('idempotency_keys').set({ status, answer }).where('id', '=', id).execute();
}

/** Frees the key of a reserved request that failed. */
export async function releaseRequest(db: Db, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).where('status', 'is', null).execute();
}
