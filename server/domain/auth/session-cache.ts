/**
 * The session rows of recent callers, kept in memory so a signed-in request usually costs no
 * query (the lookup was a quarter of the server's time per call under load). The cache is
 * trusted only while the database's change mark stays the one read before its rows were: any
 * write through this process, or any commit by another process, empties it at once. So a logout,
 * a password change, a disabled account or a suspended company, here or in another process, is
 * seen by the next call, as without a cache; between writes, reads come from memory.
 */
export interface SessionCache<Row> {
  /** The cached row of `tokenHash` if nothing was written since it was read, and the mark to store a fresh row with. */
  lookup(tokenHash: string): { row: Row | undefined; mark: string };
  /** Keeps `row`, read after `mark` was taken, unless something was written since. */
  store(tokenHash: string, row: Row, mark: string): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache<Row>(changeMark: () => string): SessionCache<Row> {
  const rows = new Map<string, Row>();
  let rowsMark = '';
  return {
    lookup(tokenHash) {
      const mark = changeMark();
      if (mark !== rowsMark) {
        rows.clear();
        rowsMark = mark;
      }
      return { row: rows.get(tokenHash), mark };
    },
    store(tokenHash, row, mark) {
      if (mark !== rowsMark || mark !== changeMark()) return;
      if (rows.size >= MAX_ENTRIES) rows.delete(rows.keys().next().value!);
      rows.set(tokenHash, row);
    },
  };
}
