/**
 * Opens the database behind Kysely: PostgreSQL when given a postgres:// URL (a pool of
 * connections, for several server processes on several machines), else a SQLite file.
 */
import { setImmediate } from 'node:timers';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect';
import type { Database } from './schema';
import { sqliteDialect, type SqliteStatementSource } from './sqlite-driver';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  /** The file, or the URL without its password. */
  location: string;
  /** SQLite only: the raw connection, for pragmas and tests; application code goes through `db`. */
  sqlite?: BetterSqlite3.Database;
  /**
   * SQLite only: differs after any row written through this connection (rolled back or not),
   * after any write through another connection this thread opened here, and, from the next turn of
   * the event loop at the latest, after any commit by another process: what an in-memory copy of
   * rows checks before trusting itself (lib/marked-cache.ts). PostgreSQL has no such cheap mark
   * that covers other processes, so nothing is cached there.
   */
  changeMark?: () => string;
  close(): Promise<void>;
}

/** True for a PostgreSQL connection URL (DATABASE_URL), false for a SQLite file name. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** Opens `location`: a postgres:// or postgresql:// URL, a SQLite file, or ':memory:'. */
export function openDatabase(location: string): DatabaseHandle {
  return isPostgresUrl(location) ? openPostgres(location) : openSqlite(location);
}

const POOL_SIZE = 10;

// Counts (bigint) and sums come back as strings by default; the code expects numbers, as from
// SQLite (no count here comes near 2^53).
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, types });
  // An idle connection the server dropped is replaced on next use; the error must not end the process.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const location = new URL(url);
  if (location.password) location.password = '***';
  let closed = false;
  return {
    db,
    dialect: 'postgres',
    location: location.toString(),
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_SIZE = 256;

/**
 * A statement that may change what is read: one that writes, and the end of a transaction, which
 * SQLite counts as read-only but which shows the transaction's rows to the reading connection.
 */
const writes = (statement: BetterSqlite3.Statement, sql: string) => !statement.readonly || /^\s*(commit|end|rollback)\b/i.test(sql);

/** Counts statements that may write, handed out to any SQLite connection opened here (this thread). */
let writesInProcess = 0;

/**
 * Kysely's SQLite driver prepares every query anew; preparing was a fifth of the server's CPU
 * time under load. This keeps the most recently used statements (better-sqlite3 statements are
 * reusable). A statement still being iterated is never handed out twice.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): SqliteStatementSource {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        cache.delete(sql); // re-insert: most recently used last
        cache.set(sql, cached);
        // Counted before it runs, which Kysely's driver does at once, in the same synchronous step.
        if (writes(cached, sql)) writesInProcess++;
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (writes(statement, sql)) writesInProcess++;
      cache.set(sql, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      return statement;
    },
  };
}

/**
 * Opens (creating if needed) the SQLite database at `file`; ':memory:' gives a private in-memory
 * one. Durability first: WAL (readers do not block the writer), synchronous FULL (a committed
 * transaction survives power loss), foreign keys enforced, and a busy timeout so several
 * processes can share the file. A file gets a second connection that only reads: what is read
 * outside a transaction does not wait for one to end (sqlite-driver.ts).
 */
function openSqlite(file: string): DatabaseHandle {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MB of pages (the default is 2 MB): the kept tables' b-trees (name grams, migration 034)
  // outgrow 2 MB at a few hundred thousand employees, and writes then read pages back from the
  // file: 200,000 employees inserted in 17.1 s with 2 MB, 12.8 s with 64 MB (bench:employees).
  sqlite.pragma('cache_size = -65536');
  const reader = sqlite.memory ? undefined : new BetterSqlite3(file);
  if (reader) {
    reader.pragma('query_only = ON');
    reader.pragma('busy_timeout = 5000');
    reader.pragma('cache_size = -65536');
  }
  const db = new Kysely<Database>({ dialect: sqliteDialect(withStatementCache(sqlite), reader && withStatementCache(reader)) });
  // Which commits the reads see: the reading connection's mark moves with every commit of another
  // connection, this process's writer included (the writer's own does not move with its own).
  const dataVersion = (reader ?? sqlite).prepare('PRAGMA data_version').pluck();
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  // PRAGMA data_version opens a read transaction (locks on the WAL index): a tenth of a cached
  // list's time under load when read at every use. It is read once per turn of the event loop,
  // and again after a write through any connection of this process; total_changes() (this
  // connection's own writes, also those made around Kysely) costs no transaction and is read
  // every time. A commit by another process is thus seen from the next turn at the latest.
  let version: unknown;
  let versionWrites = -1;
  const forgetVersion = () => {
    versionWrites = -1;
  };
  // The mark's text, made anew only when a part of it moved.
  let mark = '';
  let markChanges: unknown;
  let markVersion: unknown;
  let closed = false;
  return {
    db,
    dialect: 'sqlite',
    location: file,
    sqlite,
    changeMark: () => {
      if (versionWrites !== writesInProcess) {
        if (versionWrites === -1) setImmediate(forgetVersion);
        version = dataVersion.get();
        versionWrites = writesInProcess;
      }
      const changes = totalChanges.get();
      if (changes !== markChanges || version !== markVersion) {
        mark = `${changes}.${version}`;
        markChanges = changes;
        markVersion = version;
      }
      return mark;
    },
    async close() {
      if (closed) return;
      closed = true;
      // Kysely's SQLite driver closes the connection (and checkpoints the WAL).
      await db.destroy();
    },
  };
}
