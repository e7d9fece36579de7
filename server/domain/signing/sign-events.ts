/**
 * A sign task's events, its audit trail: one `sign_events` row per action, chained by hash.
 * Each row's hash is SHA-256 over a canonical form of its content and the previous row's hash,
 * and the task keeps the newest hash (`sign_tasks.last_event_hash`), so an edited, inserted or
 * deleted row anywhere in the chain, its end included, breaks the recomputation.
 */
import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { SignAuditResult, SignEvent, SignEventAction, SignEventActor } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import type { SignEventsTable } from '../../db/schema';
import type { ClientInfo } from '../deps';
import { queueTaskWebhooks } from '../webhooks/task-webhooks';

const GENESIS = '0'.repeat(64);

export interface EventActor {
  type: SignEventActor;
  id: number | null;
  name: string;
}

export const SYSTEM_ACTOR: EventActor = { type: 'system', id: null, name: 'system' };

export interface NewSignEvent {
  taskId: number;
  action: SignEventAction;
  actor: EventActor;
  at: string;
  client?: ClientInfo | null;
  /** SHA-256 of each document after the action, in document order. */
  documentSha256: readonly string[];
  detail?: Record<string, string | number | null>;
}

type EventRow = Omit<Selectable<SignEventsTable>, 'id'>;

function canonical(row: Omit<EventRow, 'hash'>): string {
  return JSON.stringify([
    row.task_id,
    row.sequence,
    row.action,
    row.actor_type,
    row.actor_id,
    row.actor_name,
    row.at,
    row.ip,
    row.user_agent,
    row.document_sha256,
    row.detail,
    row.prev_hash,
  ]);
}

function hashOf(row: Omit<EventRow, 'hash'>): string {
  return createHash('sha256').update(canonical(row)).digest('hex');
}

/** Appends an event to the task's chain. Call inside the transaction of the change it records. */
export async function appendSignEvent(db: Db, event: NewSignEvent): Promise<void> {
  const last = await db
    .selectFrom('sign_events')
    .select(['sequence', 'hash'])
    .where('task_id', '=', event.taskId)
    .orderBy('sequence', 'desc')
    .limit(1)
    .executeTakeFirst();
  const row: Omit<EventRow, 'hash'> = {
    task_id: event.taskId,
    sequence: (last?.sequence ?? 0) + 1,
    action: event.action,
    actor_type: event.actor.type,
    actor_id: event.actor.id,
    actor_name: event.actor.name,
    at: event.at,
    ip: event.client?.ip ?? null,
    user_agent: event.client?.userAgent ?? null,
    document_sha256: JSON.stringify(event.documentSha256),
    detail: JSON.stringify(event.detail ?? {}),
    prev_hash: last?.hash ?? GENESIS,
  };
  const hash = hashOf(row);
  await db
    .insertInto('sign_events')
    .values({ ...row, hash })
    .execute();
  await db.updateTable('sign_tasks').set({ last_event_hash: hash }).where('id', '=', event.taskId).execute();
  // Events a company subscribed to leave with the change or not at all.
  await queueTaskWebhooks(db, event);
}

export function toSignEvent(row: Selectable<SignEventsTable>): SignEvent {
  return {
    sequence: row.sequence,
    action: row.action as SignEventAction,
    actorType: row.actor_type as SignEventActor,
    actorName: row.actor_name,
    at: row.at,
    ip: row.ip,
    userAgent: row.user_agent,
    documentSha256: JSON.parse(row.document_sha256) as string[],
    detail: JSON.parse(row.detail) as SignEvent['detail'],
  };
}

export async function signEventsOf(db: Db, taskId: number): Promise<Selectable<SignEventsTable>[]> {
  return db.selectFrom('sign_events').selectAll().where('task_id', '=', taskId).orderBy('sequence').orderBy('id').execute();
}

/**
 * Recomputes the chain of `rows` (in sequence order) against the task's stored head and, once the
 * task is completed, against the head its TSA dated then (`anchor`): a chain rewritten whole in
 * the database, every hash recomputed, still breaks there.
 */
export function checkSignEventChain(
  rows: readonly Selectable<SignEventsTable>[],
  head: string | null,
  anchor?: { sequence: number; hash: string },
): SignAuditResult {
  const broken = (at: number, problem: NonNullable<SignAuditResult['problem']>): SignAuditResult => ({
    intact: false,
    events: rows.length,
    brokenAt: at,
    problem,
  });
  let prev = GENESIS;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const expected = i + 1;
    if (row.sequence > expected) return broken(expected, 'deleted');
    if (row.sequence < expected) return broken(row.sequence, 'inserted');
    const { id: _id, hash, ...content } = row;
    if (hashOf(content) !== hash) return broken(row.sequence, 'edited');
    // The row is self-consistent but does not follow its predecessor: a row before it went missing
    // and the sequences were renumbered, or this one was forged into the chain.
    if (row.prev_hash !== prev) return broken(row.sequence, rows.some((r) => r.hash === row.prev_hash) ? 'inserted' : 'deleted');
    if (anchor && row.sequence === anchor.sequence && hash !== anchor.hash) return broken(row.sequence, 'edited');
    prev = hash;
  }
  if (anchor && rows.length < anchor.sequence) return broken(rows.length + 1, 'deleted');
  if (head !== null && head !== prev) {
    // The head names an earlier row: rows were appended after it. Otherwise the newest is gone.
    const index = rows.findIndex((r) => r.hash === head);
    return index >= 0 ? broken(rows[index].sequence + 1, 'inserted') : broken(rows.length + 1, 'deleted');
  }
  return { intact: true, events: rows.length, brokenAt: null, problem: null };
}
