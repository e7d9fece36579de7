/**
 * The change mark (db/open.ts) that in-memory copies of rows trust (lib/marked-cache.ts: sessions,
 * list pages). Its costly part, SQLite's data_version, is read once per turn of the event loop,
 * so the mark must still move at once after any write this process makes, through any of its
 * connections, and after a commit by another process at the latest by the next turn.
 * SQLite only: nothing is cached on PostgreSQL.
 */
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { openDatabase, type DatabaseHandle } from '../../server/db/open';
import { createMarkedCache, type MarkedCache } from '../../server/lib/marked-cache';
import { onPostgres } from './support/database';
import { tempDir } from './support/harness';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

let file: string;
let here: DatabaseHandle;
let there: DatabaseHandle;
let cache: MarkedCache;
let loads = 0;

beforeAll(async () => {
  file = join(tempDir('esign-mark-'), 'mark.sqlite');
  here = openDatabase(file);
  there = openDatabase(file);
  await here.db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text')
    .execute();
  here.sqlite!.prepare("insert into notes (id, text) values (1, 'first')").run();
  cache = createMarkedCache(here.changeMark!, 10);
});
afterAll(async () => {
  await there.close();
  await here.close();
});

/** Note 1's text through the cache of `here`'s connection, counting reads of the database. */
function cachedNote(): Promise<string> {
  return cache.read('note', async () => {
    loads++;
    return (here.sqlite!.prepare('select text from notes where id = 1').get() as { text: string }).text;
  });
}

async function servedFromMemory(expected: string) {
  expect(await cachedNote()).toBe(expected);
  const before = loads;
  expect(await cachedNote()).toBe(expected);
  expect(loads).toBe(before);
}

(onPostgres ? it.skip : it)('moves in the same turn for a write through this connection, even around Kysely', async () => {
  await nextTurn();
  await servedFromMemory('first');
  here.sqlite!.prepare("update notes set text = 'raw here' where id = 1").run();
  expect(await cachedNote()).toBe('raw here');
  await here.db
    .updateTable('notes' as never)
    .set({ text: 'kysely here' } as never)
    .where('id' as never, '=', 1 as never)
    .execute();
  expect(await cachedNote()).toBe('kysely here');
});

(onPostgres ? it.skip : it)("moves in the same turn for a commit through another of this process's connections", async () => {
  await nextTurn();
  await servedFromMemory('kysely here');
  await there.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notes' as never)
      .set({ text: 'there' } as never)
      .where('id' as never, '=', 1 as never)
      .execute();
  });
  expect(await cachedNote()).toBe('there');
  // Rows written without a transaction of Kysely's own, with RETURNING (a statement that reads too).
  const [row] = await there.db
    .updateTable('notes' as never)
    .set({ text: 'returned' } as never)
    .where('id' as never, '=', 1 as never)
    .returning('text' as never)
    .execute();
  expect(row).toEqual({ text: 'returned' });
  expect(await cachedNote()).toBe('returned');
});

(onPostgres ? it.skip : it)('moves by the next turn for a commit by another process', async () => {
  await nextTurn();
  await servedFromMemory('returned');
  // Another process: a connection this process's code does not open, as another server's would be.
  const other = new BetterSqlite3(file);
  try {
    other.prepare("update notes set text = 'elsewhere' where id = 1").run();
  } finally {
    other.close();
  }
  await nextTurn();
  expect(await cachedNote()).toBe('elsewhere');
  await servedFromMemory('elsewhere');
});
