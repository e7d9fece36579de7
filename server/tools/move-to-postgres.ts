/**
 * Moves an embedded install (the SQLite file with DATA_DIR's documents and PKI folders) into an
 * empty shared database, PostgreSQL, for a deployment that outgrows one machine (docs/deploy.md).
 * The source is only read, once migrated to this version. The target is migrated, then filled
 * in one transaction, table by table in foreign-key order with the rows' own ids; its triggers
 * rebuild the statistics tables from the tasks. Then it is checked: row counts, the rebuilt
 * statistics, every document a row names, and every sign task's audit chain.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { continueIdsAfterMax, dialectOf, settleAfterBulkLoad } from '../db/dialect';
import { migrate } from '../db/migrate';
import type { DatabaseHandle } from '../db/open';
import { checkSignEventChain, signEventsOf } from '../domain/signing/sign-events';
import { createDatabaseDocumentStore } from '../storage/database-document-store';
import { SHA256_HEX, sha256Hex } from '../storage/document-store';

/**
 * Counters kept by triggers (migrations 015, 020 and 035), by table with their counting column:
 * rebuilt by the target as the rows arrive, compared after.
 */
const DERIVED: Record<string, string> = {
  sign_task_days: 'tasks',
  sign_task_durations: 'tasks',
  sign_task_company_days: 'tasks',
  sign_task_months: 'tasks',
  sign_task_duration_months: 'tasks',
  sign_task_refusal_months: 'tasks',
  employee_counts: 'employees',
  // Migration 034's name grams (every row compared: no employee id is 0).
  employee_name_grams: 'employee_id',
};
/** Tables the migrations make on SQLite only (dialect's createPositions): nothing to move. */
const SQLITE_ONLY_TABLES = ['name_positions'];
/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;

export interface MoveReport {
  rows: Record<string, number>;
  documents: number;
  pkiFiles: number;
  /** Sign tasks whose audit chain was recomputed on the target, all intact. */
  tasksChecked: number;
}

export class MoveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveError';
  }
}

type Row = Record<string, unknown>;

/** The source's tables, each after the tables its foreign keys name. */
function tablesInOrder(source: DatabaseHandle): string[] {
  const sqlite = source.sqlite!;
  const names = (
    sqlite.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").pluck().all() as string[]
  ).filter((name) => name !== 'migrations' && !SQLITE_ONLY_TABLES.includes(name));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new MoveError(`foreign keys in a cycle: ${[...path, name].join(' → ')}`);
    const parents = (sqlite.prepare(`select "table" from pragma_foreign_key_list(?)`).pluck().all(name) as string[]).filter(
      (p) => p !== name,
    );
    parents.forEach((parent) => visit(parent, [...path, name]));
    ordered.push(name);
  };
  names.sort().forEach((name) => visit(name, []));
  return ordered;
}

/** Every row of `table`, in pages, in the order they were written (rowid), parents of a self-reference first. */
function* pagesOf(source: DatabaseHandle, table: string, size: number): Generator<Row[]> {
  const page = source.sqlite!.prepare(`select rowid as "__rowid", * from "${table}" where rowid > ? order by rowid limit ?`);
  for (let after = 0; ;) {
    const rows = page.all(after, size) as Row[];
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1].__rowid);
    yield rows.map(({ __rowid: _rowid, ...row }) => row);
  }
}

/** Whether `table`'s key is a generated integer `id` (withId in db/dialect.ts). */
const hasOwnIds = (source: DatabaseHandle, table: string) =>
  source
    .sqlite!.prepare(`select count(*) from pragma_table_info(?) where name = 'id' and pk = 1 and type = 'INTEGER'`)
    .pluck()
    .get(table) === 1;

const countOf = async (handle: DatabaseHandle, table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db)).rows[0].n);

/** A counter table's rows, comparable across databases; a counter at 0 is the same as none. */
const counted = (rows: Row[], counter: string) =>
  rows
    .filter((row) => Number(row[counter]) !== 0)
    .map((row) => JSON.stringify(Object.entries(row).sort()))
    .sort();

export async function moveToPostgres(options: {
  from: DatabaseHandle;
  /** The source's DATA_DIR: its documents/ and pki/ folders move with it. */
  dataDir: string;
  to: DatabaseHandle;
  log?: (line: string) => void;
}): Promise<MoveReport> {
  const { from, dataDir, to } = options;
  const log = options.log ?? (() => {});
  if (!from.sqlite) throw new MoveError('the source must be a SQLite database');
  await migrate(from.db);
  await migrate(to.db);
  const tables = tablesInOrder(from);
  for (const table of tables) {
    const rows = await countOf(to, table);
    if (rows > 0) throw new MoveError(`the target is not empty: ${table} has ${rows} rows`);
  }

  // Documents first, as the server writes them: bytes are stored before any row names them.
  const documentsDir = join(dataDir, 'documents');
  const store = createDatabaseDocumentStore(to.db);
  let documents = 0;
  for (const name of existsSync(documentsDir) ? readdirSync(documentsDir) : []) {
    if (!SHA256_HEX.test(name)) continue; // temporary files of an interrupted write
    const bytes = new Uint8Array(readFileSync(join(documentsDir, name)));
    if (sha256Hex(bytes) !== name) throw new MoveError(`documents/${name} is damaged: its bytes have another hash`);
    await store.put(bytes);
    documents += 1;
  }
  log(`documents: ${documents}`);

  const pkiDir = join(dataDir, 'pki');
  const pkiNames = existsSync(pkiDir) ? readdirSync(pkiDir).filter((name) => /\.(pem|key|salt)$/.test(name)) : [];
  const rows: Record<string, number> = {};
  await to.db.transaction().execute(async (trx) => {
    for (const name of pkiNames) {
      await trx
        .insertInto('pki_files')
        .values({ name, bytes: readFileSync(join(pkiDir, name)), created_at: new Date().toISOString() })
        .execute();
    }
    for (const table of tables.filter((t) => !(t in DERIVED) && t !== 'documents' && t !== 'pki_files')) {
      const columns = (from.sqlite!.prepare(`select count(*) from pragma_table_info(?)`).pluck().get(table) as number) || 1;
      let moved = 0;
      for (const page of pagesOf(from, table, Math.floor(MAX_PARAMETERS / columns))) {
        await trx
          .insertInto(table as never)
          .values(page as never)
          .execute();
        moved += page.length;
      }
      if (hasOwnIds(from, table)) await continueIdsAfterMax(trx, table);
      rows[table] = moved;
      log(`${table}: ${moved}`);
    }
  });

  // Checks, on what the target now holds.
  for (const [table, moved] of Object.entries(rows)) {
    const there = await countOf(to, table);
    if (there !== moved) throw new MoveError(`${table}: ${moved} rows moved, ${there} in the target`);
  }
  for (const [table, counter] of Object.entries(DERIVED).filter(([t]) => tables.includes(t))) {
    const before = counted(from.sqlite.prepare(`select * from "${table}"`).all() as Row[], counter);
    const after = counted(
      await to.db
        .selectFrom(table as never)
        .selectAll()
        .execute(),
      counter,
    );
    if (JSON.stringify(before) !== JSON.stringify(after)) throw new MoveError(`${table} differs from the source once rebuilt`);
  }
  // Templates keep their PDF in their row; signed versions name their bytes in the store.
  const named = await to.db.selectFrom('sign_document_versions').select('sha256').execute();
  for (const { sha256 } of named) {
    if (!(await store.has(sha256))) throw new MoveError(`document ${sha256} is named by a row but was not in ${documentsDir}`);
  }
  const tasks = await to.db.selectFrom('sign_tasks').select(['id', 'last_event_hash']).execute();
  for (const task of tasks) {
    const audit = checkSignEventChain(await signEventsOf(to.db, task.id), task.last_event_hash);
    if (!audit.intact) throw new MoveError(`sign task ${task.id}: audit chain ${audit.problem} at event ${audit.brokenAt}`);
  }
  log(
    `checked: ${Object.keys(rows).length} tables, ${named.length} document references, ${tasks.length} audit chains (${dialectOf(to.db)})`,
  );
  await settleAfterBulkLoad(to.db);
  return { rows, documents, pkiFiles: pkiNames.length, tasksChecked: tasks.length };
}
