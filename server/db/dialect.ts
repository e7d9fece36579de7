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
 * A table kept in its primary key's order with its other columns beside the key, so a range of
 * keys is read in one pass, values included, and a write touches one b-tree: SQLite's WITHOUT
 * ROWID (a rowid table is a table and its key's index). PostgreSQL keeps tables apart from their
 * indexes: the table as it is.
 */
export function storedByKey<T extends string, C extends string>(db: Kysely<any>, table: CreateTableBuilder<T, C>) {
  return isPostgres(db) ? table : table.modifyEnd(sql`without rowid`);
}

/**
 * A table created stored by its primary key `key` (see storedByKey), whose key's index also holds
 * `holding`, the other columns a range of keys is read for: in SQLite's WITHOUT ROWID table every
 * column is in the key's b-tree already; PostgreSQL's key index INCLUDEs them, so such a range is
 * answered from the index alone (an index-only scan), not from a table row per key.
 */
export async function createTableHeldByKey<T extends string, C extends string>(
  db: Kysely<any>,
  table: CreateTableBuilder<T, C>,
  { name, key, holding }: { name: string; key: C[]; holding: C[] },
): Promise<void> {
  if (!isPostgres(db)) {
    await storedByKey(db, table.addPrimaryKeyConstraint(name, key)).execute();
    return;
  }
  await table.execute();
  const { table: created } = table.toOperationNode();
  await sql
    .raw(
      `alter table ${created.table.identifier.name} add constraint ${name} primary key (${key.join(', ')}) include (${holding.join(', ')})`,
    )
    .execute(db);
}

/**
 * An index on `columns` that also holds `holding` for reads from the index alone: PostgreSQL
 * INCLUDEs them. SQLite's index on a WITHOUT ROWID table holds the table's key columns by itself
 * (its other columns are read through the key).
 */
export async function createIndexHolding(
  db: Kysely<any>,
  { name, table, columns, holding }: { name: string; table: string; columns: string[]; holding: string[] },
): Promise<void> {
  const include = isPostgres(db) ? ` include (${holding.join(', ')})` : '';
  await sql.raw(`create index ${name} on ${table} (${columns.join(', ')})${include}`).execute(db);
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
 * An index's columns ending with the row's id. SQLite ends every index with the rowid by itself;
 * PostgreSQL is given the id as the last column, so that such an index, too, yields the rows
 * in "columns, then id" order and answers a page's ids without reading the table.
 */
export function endingWithId(db: Kysely<any>, columns: string[]): string[] {
  return isPostgres(db) ? [...columns, 'id'] : columns;
}

/**
 * An index of the characters of a text column, lower-cased, after the columns a query names with
 * it (a company): on PostgreSQL one GIN index over both (btree_gin lets GIN hold the plain
 * columns). SQLite has no such index. (Migration 021's; migration 034's name grams replaced it.)
 */
export async function createCharacterIndex(
  db: Kysely<any>,
  index: { name: string; table: string; column: string; after: string[] },
): Promise<void> {
  if (!isPostgres(db)) return;
  const { name, table, column, after } = index;
  // Trusted since PostgreSQL 13: the database's owner may create it.
  await sql`create extension if not exists btree_gin`.execute(db);
  await sql
    .raw(`create index ${name} on ${table} using gin (${[...after, `string_to_array(lower(${column}), null)`].join(', ')})`)
    .execute(db);
}

/**
 * SQLite's planner (no ANALYZE statistics) is told which index to read; PostgreSQL's chooses
 * from its own statistics and has no such clause.
 */
export function indexedBy(db: Kysely<any>, index: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql`` : sql`indexed by ${sql.id(index)}`;
}

/**
 * A text column in a condition that SQLite's planner (no statistics) must not answer from an
 * index of its own: written as an expression there. PostgreSQL's planner weighs the column's
 * statistics, and is better left the plain column.
 */
export function ignoringIndexes(db: Kysely<any>, column: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql.ref(column) : sql`(${sql.ref(column)} || '')`;
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

/**
 * SQL text for the whole minutes (rounded down, never below 0) from one ISO timestamp to another.
 * SQLite's julianday is a fraction of days: rounded to the millisecond first, so that exactly an
 * hour is 60 minutes and not 59.
 */
export function wholeMinutesSql(db: Kysely<any>, from: string, to: string): string {
  return isPostgres(db)
    ? `greatest(0, floor(extract(epoch from ((${to})::timestamptz - (${from})::timestamptz)) / 60)::integer)`
    : `max(0, cast(round((julianday(${to}) - julianday(${from})) * 86400000) as integer) / 60000)`;
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
  await createPostgresTrigger(db, { name, body, firing: `after ${event} on ${table} for each row${when ? ` when (${when})` : ''}` });
}

/** Removes a trigger createRowTrigger made (on PostgreSQL, with its function). */
export async function dropRowTrigger(db: Kysely<any>, trigger: { name: string; table: string }): Promise<void> {
  const { name, table } = trigger;
  if (!isPostgres(db)) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    return;
  }
  await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
  await sql.raw(`drop function if exists ${name}()`).execute(db);
}

/** PostgreSQL: a trigger `name` that runs `body` from a PL/pgSQL function of the same name. */
async function createPostgresTrigger(
  db: Kysely<any>,
  { name, body, firing }: { name: string; body: string; firing: string },
): Promise<void> {
  await sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
  await sql.raw(`create trigger ${name} ${firing} execute function ${name}()`).execute(db);
}

export interface KeptCounts {
  /** The counters' table: a primary key of `keys`' columns, and `counter`. */
  counts: string;
  counter: string;
  /** The counted table; its rows have an `id`. */
  table: string;
  /** Each key column of `counts`, as an expression over a counted row written `ROW.column`. */
  keys: Record<string, string>;
}

/**
 * Triggers that keep `counts` equal to the rows of `table` grouped by `keys`, through every
 * insert, delete and key-changing update. SQLite runs them per row (a counter row is updated
 * in place). PostgreSQL runs them once per statement over its transition tables: per row, a
 * statement of 100,000 rows would write 100,000 versions of one counter row, each found by
 * walking the versions before it.
 */
export async function keepCounts(db: Kysely<any>, spec: KeptCounts): Promise<void> {
  const { counts, counter, table, keys } = spec;
  const columns = Object.keys(keys).join(', ');
  const of = (row: string) => Object.values(keys).map((key) => key.replaceAll('ROW.', `${row}.`));
  const changed = (from: string, to: string, differs: string) =>
    of(from)
      .map((key, i) => `${key} ${differs} ${of(to)[i]}`)
      .join(' or ');
  const upsert = (rows: string) =>
    `insert into ${counts} (${columns}, ${counter}) ${rows}
     on conflict (${columns}) do update set ${counter} = ${counts}.${counter} + excluded.${counter};`;

  if (!isPostgres(db)) {
    const add = (row: 'NEW' | 'OLD', delta: number) => upsert(`values (${of(row).join(', ')}, ${delta})`);
    await createRowTrigger(db, { name: `${counts}_insert`, table, event: 'insert', body: add('NEW', 1) });
    await createRowTrigger(db, {
      name: `${counts}_update`,
      table,
      event: 'update',
      when: changed('OLD', 'NEW', 'is not'),
      body: add('OLD', -1) + add('NEW', 1),
    });
    await createRowTrigger(db, { name: `${counts}_delete`, table, event: 'delete', body: add('OLD', -1) });
    return;
  }
  const grouped = ({ alias, from, sign, where = '' }: { alias: string; from: string; sign: '' | '-'; where?: string }) =>
    upsert(`select ${of(alias).join(', ')}, ${sign}count(*) from ${from} ${where} group by ${of(alias).join(', ')}`);
  const moved = `old_rows o join new_rows n on n.id = o.id`;
  const changedRows = `where ${changed('o', 'n', 'is distinct from')}`;
  const triggers: Array<[event: string, transition: string, body: string]> = [
    ['insert', 'new table as new_rows', grouped({ alias: 'r', from: 'new_rows r', sign: '' })],
    ['delete', 'old table as old_rows', grouped({ alias: 'r', from: 'old_rows r', sign: '-' })],
    [
      'update',
      'old table as old_rows new table as new_rows',
      grouped({ alias: 'o', from: moved, sign: '-', where: changedRows }) +
        grouped({ alias: 'n', from: moved, sign: '', where: changedRows }),
    ],
  ];
  for (const [event, transition, body] of triggers) {
    await createPostgresTrigger(db, {
      name: `${counts}_${event}`,
      body,
      firing: `after ${event} on ${table} referencing ${transition} for each statement`,
    });
  }
}

/** SQLite's stand-in for generate_series (createPositions, joinPositions). */
const POSITIONS_TABLE = 'name_positions';

/** SQLite: the table of the whole numbers 1 to `count` that joinPositions reads. Nothing on PostgreSQL. */
export async function createPositions(db: Kysely<any>, count: number): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createTable(POSITIONS_TABLE)
    .addColumn('position', 'integer', (c) => c.primaryKey())
    .execute();
  await sql`
    with recursive n (position) as (select 1 union all select position + 1 from n where position < ${sql.lit(count)})
    insert into ${sql.table(POSITIONS_TABLE)} (position) select position from n`.execute(db);
}

/**
 * A join clause yielding `alias`.position = 1, 2, … `upTo` (an expression over the tables
 * before it) per row: PostgreSQL's generate_series, exactly those rows (a join on a condition
 * over a table of numbers, to a transition table without statistics, is planned as a nested
 * loop over every number); SQLite, which has no generate_series, a range of createPositions'
 * table (up to its count), which its triggers may read too.
 */
export function joinPositions(db: Kysely<any>, alias: string, upTo: string): string {
  return isPostgres(db)
    ? `cross join lateral generate_series(1, ${upTo}) as ${alias} (position)`
    : `join ${POSITIONS_TABLE} as ${alias} on ${alias}.position <= ${upTo}`;
}

export interface DerivedRows {
  /** The kept table, and the columns of its primary key. */
  derived: string;
  key: string[];
  /** The columns `rows` yields, in order. */
  columns: string[];
  /** The source table; its rows have an `id`. */
  table: string;
  /** The source columns `rows` reads, and those whose change re-derives a row's rows. */
  reads: string[];
  watched: string[];
  /** A `select` of the derived rows of the source rows in `source` (a table expression; alias it). */
  rows: (source: string) => string;
}

/**
 * Triggers that keep `derived` equal to `rows` of every row of `table`, through every insert,
 * delete and update of a watched column (a changed row's derived rows are deleted by key and
 * derived again). SQLite runs them per row; PostgreSQL once per statement over its transition
 * tables, so an import of thousands of rows derives them in one set-based statement.
 */
export async function keepDerivedRows(db: Kysely<any>, spec: DerivedRows): Promise<void> {
  const { derived, key, columns, table, reads, watched, rows } = spec;
  const insert = (source: string) => `insert into ${derived} (${columns.join(', ')}) ${rows(source)};`;
  const remove = (source: string) =>
    `delete from ${derived} where (${key.join(', ')}) in (select ${key.join(', ')} from (${rows(source)}) as gone);`;
  const changed = (from: string, to: string, differs: string) => watched.map((c) => `${from}.${c} ${differs} ${to}.${c}`).join(' or ');

  if (!isPostgres(db)) {
    const row = (name: 'NEW' | 'OLD') => `(select ${reads.map((c) => `${name}.${c} as ${c}`).join(', ')})`;
    await createRowTrigger(db, { name: `${derived}_insert`, table, event: 'insert', body: insert(row('NEW')) });
    await createRowTrigger(db, {
      name: `${derived}_update`,
      table,
      event: `update of ${watched.join(', ')}`,
      when: changed('OLD', 'NEW', 'is not'),
      body: remove(row('OLD')) + insert(row('NEW')),
    });
    await createRowTrigger(db, { name: `${derived}_delete`, table, event: 'delete', body: remove(row('OLD')) });
    return;
  }
  const moved = (side: 'o' | 'n') =>
    `(select ${side}.* from old_rows o join new_rows n on n.id = o.id where ${changed('o', 'n', 'is distinct from')})`;
  const triggers: Array<[event: string, transition: string, body: string]> = [
    ['insert', 'new table as new_rows', insert('new_rows')],
    ['delete', 'old table as old_rows', remove('old_rows')],
    ['update', 'old table as old_rows new table as new_rows', remove(moved('o')) + insert(moved('n'))],
  ];
  for (const [event, transition, body] of triggers) {
    await createPostgresTrigger(db, {
      name: `${derived}_${event}`,
      body,
      firing: `after ${event} on ${table} referencing ${transition} for each statement`,
    });
  }
}

/**
 * After a bulk load (a move, a benchmark's rows): PostgreSQL's planner statistics and visibility
 * map brought up to date now rather than when autovacuum comes by, so lists read their indexes
 * alone. SQLite plans without statistics on purpose (see indexedBy): nothing to do.
 */
export async function settleAfterBulkLoad(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`vacuum analyze`.execute(db);
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
