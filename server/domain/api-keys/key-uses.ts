/**
 * Each key's use count and last use, without a write per request: uses add up in this process's
 * memory and are written at most once a second (a timer), and at once before this process lists
 * the keys or stops (main.ts). A process that dies loses at most its last second of counts.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/open';

const WRITE_EVERY_MS = 1000;

interface Uses {
  /** Uses not written yet, by key id: how many, and the latest (ISO time). */
  pending: Map<number, { count: number; lastUsedAt: string }>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const usesByDb = new WeakMap<Db, Uses>();

export function recordKeyUse(db: Db, keyId: number, at: Date): void {
  let uses = usesByDb.get(db);
  if (!uses) usesByDb.set(db, (uses = { pending: new Map(), timer: undefined }));
  const usedAt = at.toISOString();
  const entry = uses.pending.get(keyId);
  if (entry) {
    entry.count += 1;
    if (usedAt > entry.lastUsedAt) entry.lastUsedAt = usedAt;
  } else {
    uses.pending.set(keyId, { count: 1, lastUsedAt: usedAt });
  }
  if (!uses.timer) {
    // Counts are bookkeeping: a write that fails (the database closing) drops them, nothing else.
    uses.timer = setTimeout(() => void flushKeyUses(db).catch(() => {}), WRITE_EVERY_MS);
    uses.timer.unref();
  }
}

/** Writes this process's pending uses of every key. */
export async function flushKeyUses(db: Db): Promise<void> {
  const uses = usesByDb.get(db);
  if (!uses || uses.pending.size === 0) return;
  clearTimeout(uses.timer);
  uses.timer = undefined;
  const pending = [...uses.pending];
  uses.pending.clear();
  for (const [id, { count, lastUsedAt }] of pending) {
    await db
      .updateTable('api_keys')
      .set((eb) => ({
        use_count: eb('use_count', '+', count),
        // Another process may have written a later use already.
        last_used_at: sql<string>`case when last_used_at is null or last_used_at < ${lastUsedAt} then ${lastUsedAt} else last_used_at end`,
      }))
      .where('id', '=', id)
      .execute();
  }
}
