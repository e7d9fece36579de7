/**
 * Column helpers that keep migrations portable: the few types SQLite and PostgreSQL spell
 * differently are decided here, from the dialect of the connection.
 */
import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key named `id`. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** The type for raw bytes (images). */
export function bytesType(db: Kysely<any>) {
  return isPostgres(db) ? ('bytea' as const) : ('blob' as const);
}
