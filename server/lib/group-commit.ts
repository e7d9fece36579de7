/**
 * Group commit: units of work submitted within a few milliseconds of each other run in one
 * transaction, each in its own savepoint. A durable commit costs an fsync on the thread that
 * holds the connection (better-sqlite3 is synchronous); a batch that commits each task alone
 * spends most of its main thread there. A unit that throws is rolled back alone and its caller
 * gets the error; the others commit. Every caller's promise settles only after the commit.
 */
import { sql } from 'kysely';
import type { Db } from '../db/open';

export type Commit = <T>(work: (trx: Db) => Promise<T>) => Promise<T>;

interface Unit {
  work: (trx: Db) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** How long the first unit waits for others to join it. */
  windowMs?: number;
  /** A group this large commits at once. */
  maxUnits?: number;
}

/** One transaction per unit: what every caller outside a batch uses. */
export const commitAlone =
  (db: Db): Commit =>
  (work) =>
    db.transaction().execute(work);

export function groupCommit(db: Db, options: GroupCommitOptions = {}): Commit {
  const windowMs = options.windowMs ?? 10;
  const maxUnits = options.maxUnits ?? 32;
  let waiting: Unit[] = [];
  let timer: NodeJS.Timeout | undefined;

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const units = waiting;
    waiting = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const unit of units) {
          await sql`savepoint unit`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await unit.work(trx) });
            await sql`release savepoint unit`.execute(trx);
          } catch (error) {
            await sql`rollback to savepoint unit`.execute(trx);
            await sql`release savepoint unit`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      for (const unit of units) unit.reject(error);
      return;
    }
    units.forEach((unit, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) unit.resolve(outcome.value);
      else unit.reject(outcome.error);
    });
  };

  return <T>(work: (trx: Db) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (waiting.length >= maxUnits) void flush();
      else timer ??= setTimeout(() => void flush(), windowMs);
    });
}
