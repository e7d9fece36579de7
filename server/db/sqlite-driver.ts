/**
 * Kysely's SQLite driver with a second connection that reads. Kysely's own holds its one
 * connection for a whole transaction, so every query of the process waited for it: a list asked
 * for while a batch's group of sealed tasks was being written (tens of milliseconds, with its
 * fsync) waited as long. Here a SELECT outside a transaction reads on a connection of its own,
 * which WAL lets read the last committed state while the writer's transaction is open; what
 * writes, and everything inside a transaction, takes the writing connection in turn, as before.
 * The reading connection refuses writes (`query_only`); an in-memory database has none (a second
 * connection would open another database), and everything goes to the one connection.
 */
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** What the driver needs of a better-sqlite3 connection (with its statement cache). */
export interface SqliteStatementSource {
  prepare(sql: string): {
    readonly reader: boolean;
    all(parameters: ReadonlyArray<unknown>): unknown[];
    run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint };
    iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown>;
  };
  close(): void;
}

function run(db: SqliteStatementSource, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** One holder of the writing connection at a time. */
class WriterLock {
  #held?: Promise<void>;
  #release?: () => void;

  async lock(): Promise<void> {
    while (this.#held) await this.#held;
    this.#held = new Promise((resolve) => (this.#release = resolve));
  }

  unlock(): void {
    const release = this.#release;
    this.#held = undefined;
    this.#release = undefined;
    release?.();
  }
}

/** A connection as Kysely sees it: it takes the writer only for a transaction or a write. */
class Lease implements DatabaseConnection {
  /** In a transaction: holds the writer until released. */
  holding = false;

  constructor(private readonly driver: ReadAsideDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, lock } = this.driver;
    if (this.holding) return run(writer, query) as QueryResult<R>;
    if (reader && SelectQueryNode.is(query.query)) return run(reader, query) as QueryResult<R>;
    await lock.lock();
    try {
      return run(writer, query) as QueryResult<R>;
    } finally {
      lock.unlock();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('SQLite streams only select queries');
    const { writer, reader, lock } = this.driver;
    if (this.holding) {
      for (const row of writer.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
      return;
    }
    if (reader) {
      // Read whole: an iteration left open across yields would hold the reading connection's
      // snapshot, and every other read (and the change mark) would see that old state meanwhile.
      for (const row of reader.prepare(query.sql).all(query.parameters)) yield { rows: [row as R] };
      return;
    }
    await lock.lock();
    try {
      for (const row of writer.prepare(query.sql).iterate(query.parameters)) yield { rows: [row as R] };
    } finally {
      lock.unlock();
    }
  }
}

class ReadAsideDriver implements Driver {
  readonly lock = new WriterLock();

  constructor(
    readonly writer: SqliteStatementSource,
    readonly reader: SqliteStatementSource | undefined,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    await this.lock.lock();
    lease.holding = true;
    run(this.writer, CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    if (!lease.holding) return;
    lease.holding = false;
    this.lock.unlock();
  }

  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }
}

/** SQLite through `writer`, reading outside transactions through `reader` when there is one. */
export function sqliteDialect(writer: SqliteStatementSource, reader?: SqliteStatementSource): Dialect {
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ReadAsideDriver(writer, reader),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  };
}
