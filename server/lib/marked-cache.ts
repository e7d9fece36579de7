/**
 * Values read from the database, kept in memory and trusted only while the database's change
 * mark (db/open.ts) stays the one read before they were: any write through this process empties
 * the cache at once, a commit by another process from the next turn of the event loop (requests
 * that reached this process in the same turn as that commit are concurrent with it). Between
 * writes, a read costs no query. Used for recent callers'
 * sessions and for list pages. Values are shared between callers: they must not be mutated.
 */
export interface MarkedCache {
  /** `key`'s value: from memory if nothing was written since it was loaded, else `load()`'s. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

const sharedValues = new WeakSet<object>();

/**
 * True for a value some cache holds or held: it never changes, so what is derived from it alone
 * (its JSON, routes/support/envelope.ts) may be kept beside it.
 */
export function isSharedValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && sharedValues.has(value);
}

/** A cache of at most `maxEntries` values (the oldest goes first), emptied whenever `changeMark()` moves. */
export function createMarkedCache(changeMark: () => string, maxEntries: number): MarkedCache {
  const values = new Map<string, unknown>();
  let valuesMark = '';
  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const mark = changeMark();
      if (mark !== valuesMark) {
        values.clear();
        valuesMark = mark;
      }
      if (values.has(key)) return values.get(key) as T;
      const value = await load();
      // Something written while it was read (here or elsewhere) may be missing from it: not kept.
      if (mark === valuesMark && mark === changeMark()) {
        if (values.size >= maxEntries) values.delete(values.keys().next().value!);
        values.set(key, value);
        if (typeof value === 'object' && value !== null) sharedValues.add(value);
      }
      return value;
    },
  };
}

/** `load()`'s value through `cache`, or straight from the database when there is none (PostgreSQL). */
export function readThrough<T>(cache: MarkedCache | undefined, key: string, load: () => Promise<T>): Promise<T> {
  return cache ? cache.read(key, load) : load();
}
