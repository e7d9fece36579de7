/**
 * SQLite's reading connection (db/sqlite-driver.ts): a read outside a transaction neither waits
 * for an open transaction nor sees what it has not committed; a write still waits its turn; and
 * the change mark that in-memory copies trust (lib/marked-cache.ts) moves when that transaction
 * commits, so that what was read during it is not served after. SQLite only.
 */
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../server/db/open';
import { createMarkedCache } from '../../server/lib/marked-cache';
import { onPostgres } from './support/database';
import { tempDir } from './support/harness';

interface Notes {
  notes: { id: number; text: string };
}

let handle: DatabaseHandle;
let db: Kysely<Notes>;

beforeAll(async () => {
  handle = openDatabase(join(tempDir('esign-reads-'), 'reads.sqlite'));
  db = handle.db as unknown as Kysely<Notes>;
  await db.schema
    .createTable('notes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('text', 'text')
    .execute();
  await db.insertInto('notes').values({ id: 1, text: 'committed' }).execute();
});
afterAll(() => handle.close());

const textOf = async (id = 1) => (await db.selectFrom('notes').select('text').where('id', '=', id).executeTakeFirst())?.text;

/** A transaction that wrote `text` and stays open until `end()`; `done` settles once it committed. */
function openTransaction(text: string) {
  let end!: () => void;
  const gate = new Promise<void>((resolve) => (end = resolve));
  let wrote!: () => void;
  const written = new Promise<void>((resolve) => (wrote = resolve));
  const done = db.transaction().execute(async (trx) => {
    await trx.updateTable('notes').set({ text }).where('id', '=', 1).execute();
    wrote();
    await gate;
  });
  return { written, end, done };
}

const sqliteOnly = onPostgres ? it.skip : it;

sqliteOnly('reads outside an open transaction at once, what was committed before it', async () => {
  const open = openTransaction('not yet');
  await open.written;
  // Resolves while the transaction is open (it would wait for it with one connection).
  expect(await textOf()).toBe('committed');
  open.end();
  await open.done;
  expect(await textOf()).toBe('not yet');
});

sqliteOnly('makes a write outside the transaction wait until it ends', async () => {
  const open = openTransaction('first');
  await open.written;
  const order: string[] = [];
  const write = db
    .insertInto('notes')
    .values({ id: 2, text: 'second' })
    .execute()
    .then(() => order.push('write'));
  // Reads keep going meanwhile; the write has not run.
  for (let i = 0; i < 3; i++) expect(await textOf(2)).toBeUndefined();
  order.push('end');
  open.end();
  await Promise.all([open.done, write]);
  expect(order).toEqual(['end', 'write']);
  expect(await textOf(2)).toBe('second');
});

sqliteOnly('moves the change mark when the transaction commits: what was read during it is read again after', async () => {
  const cache = createMarkedCache(handle.changeMark!, 10);
  let loads = 0;
  const cached = () =>
    cache.read('note', async () => {
      loads++;
      return textOf();
    });
  const before = await cached();
  const open = openTransaction('after the commit');
  await open.written;
  // Read (and kept) during the transaction: the committed text.
  expect(await cached()).toBe(before);
  open.end();
  await open.done;
  const loadsBefore = loads;
  expect(await cached()).toBe('after the commit');
  expect(loads).toBe(loadsBefore + 1);
});

sqliteOnly('sends a raw statement, which may write, to the writing connection', async () => {
  await sql`update notes set text = 'raw' where id = 1`.execute(db);
  expect(await textOf()).toBe('raw');
});
