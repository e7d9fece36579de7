/**
 * Where SQLite and PostgreSQL must be spelled differently, and nowhere else: migrations and
 * queries stay portable SQL and ask here for the few pieces that are not. Each is decided from
 * the connection's dialect, so callers never test for it themselves.
 */
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

const isPostgres = (db: Kysely<any>) => dialectOf(db) === 'postgres';

/** An auto-numbered integer primary key named `id`. */
export function withId<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/**
 * Rows a statement is about to claim (a job's lease), skipping rows another transaction holds.
 * PostgreSQL locks them (`FOR UPDATE SKIP LOCKED`), so processes taking jobs at once each get
 * different rows and none waits; SQLite runs one writer at a time, so the claim is atomic as is.
 */
export function skippingLocked<DB, TB extends keyof DB, O>(
  db: Kysely<any>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate().skipLocked() : query;
}

/** The type for raw bytes (images, certificates, PDFs). */
export function bytesType(db: Kysely<any>) {
  return isPostgres(db) ? ('bytea' as const) : ('blob' as const);
}

/** True where `text` occurs in `column`, case and all (SQLite's instr, PostgreSQL's strpos). */
export function containsText(db: Kysely<any>, column: RawBuilder<unknown>, text: string): RawBuilder<boolean> {
  return isPostgres(db) ? sql<boolean>`strpos(${column}, ${text}) > 0` : sql<boolean>`instr(${column}, ${text}) > 0`;
}

/**
 * SQLite's planner (no ANALYZE statistics) is told which index to read; PostgreSQL's chooses
 * from its own statistics and has no such clause.
 */
export function indexedBy(db: Kysely<any>, index: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql`` : sql`indexed by ${sql.id(index)}`;
}

/** The larger of two values (SQLite's two-argument max, PostgreSQL's greatest), as SQL text. */
export function greatestSql(db: Kysely<any>, a: string, b: string): string {
  return isPostgres(db) ? `greatest(${a}, ${b})` : `max(${a}, ${b})`;
}

/**
 * SQL text for the calendar day in China (UTC+8) of an ISO-8601 UTC timestamp stored as text,
 * as YYYY-MM-DD.
 */
export function chinaDaySql(db: Kysely<any>, column: string): string {
  return isPostgres(db)
    ? `to_char((${column})::timestamptz at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`
    : `date(${column}, '+8 hours')`;
}

/** SQL text for the whole hours (rounded down, never below 0) from one ISO timestamp to another. */
export function wholeHoursSql(db: Kysely<any>, from: string, to: string): string {
  return isPostgres(db)
    ? `greatest(0, floor(extract(epoch from ((${to})::timestamptz - (${from})::timestamptz)) / 3600)::integer)`
    : `max(0, cast((julianday(${to}) - julianday(${from})) * 24 as integer))`;
}

export interface RowTrigger {
  name: string;
  table: string;
  /** e.g. `insert`, `delete`, `update of status`. */
  event: string;
  /** A condition on OLD / NEW, or none. */
  when?: string;
  /** Statements, each ending with `;`, that may read OLD and NEW. */
  body: string;
}

/**
 * An AFTER … FOR EACH ROW trigger. SQLite takes the statements inline; PostgreSQL runs them from
 * a PL/pgSQL function of the same name.
 */
export async function createRowTrigger(db: Kysely<any>, trigger: RowTrigger): Promise<void> {
  const { name, table, event, when, body } = trigger;
  if (!isPostgres(db)) {
    await sql.raw(`create trigger ${name} after ${event} on ${table}${when ? ` when ${when}` : ''} begin ${body} end`).execute(db);
    return;
  }
  await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
  await sql
    .raw(`create trigger ${name} after ${event} on ${table} for each row${when ? ` when (${when})` : ''} execute function ${name}()`)
    .execute(db);
}

/**
 * After rows were inserted with their ids (a database moved from another), the next generated
 * id follows the largest. SQLite's AUTOINCREMENT keeps track by itself; PostgreSQL's identity
 * sequence is set.
 */
export async function continueIdsAfterMax(db: Kysely<any>, table: string): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id)) from ${sql.table(table)} having max(id) is not null`.execute(db);
}
