/**
 * Opens the SQLite database behind Kysely. Durability first: WAL (readers do not block the
 * writer), synchronous FULL (a committed transaction survives power loss), foreign keys enforced,
 * and a busy timeout so several processes can share the file.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** The raw connection, for pragmas and tests; application code goes through `db`. */
  sqlite: BetterSqlite3.Database;
  file: string;
  /**
   * Differs after any row written through this connection (rolled back or not) and after any
   * commit by another connection or process: what an in-memory copy of rows checks before
   * trusting itself (domain/auth/session-cache.ts).
   */
  changeMark(): string;
  close(): Promise<void>;
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every query anew; preparing was a fifth of the server's CPU
 * time under load. This keeps the most recently used statements (better-sqlite3 statements are
 * reusable). A statement still being iterated is never handed out twice.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql); // re-insert: most recently used last
        cache.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/** Opens (creating if needed) the database at `file`; ':memory:' gives a private in-memory one. */
export function openDatabase(file: string): DatabaseHandle {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  let closed = false;
  return {
    db,
    sqlite,
    file,
    changeMark: () => `${totalChanges.get()}.${dataVersion.get()}`,
    async close() {
      if (closed) return;
      closed = true;
      // Kysely's SQLite driver closes the connection (and checkpoints the WAL).
      await db.destroy();
    },
  };
}
