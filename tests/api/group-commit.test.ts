/**
 * Group commit on a real database (a SQLite file, or PostgreSQL under npm run test:pg): units submitted together share one transaction, a unit
 * that fails is rolled back alone, and nobody hears of success before the commit.
 */
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../server/db/open';
import { groupCommit } from '../../server/lib/group-commit';
import { tempDir } from './support/harness';
import { openTestDatabase, raw } from './support/database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase(tempDir(), 'group.sqlite');
  await sql`create table marks (name text primary key)`.execute(handle.db);
});
afterAll(() => handle.close());

const names = () => (raw(handle).prepare('select name from marks order by name').all() as { name: string }[]).map((r) => r.name);

it('commits the units together, and rolls back only the one that failed', async () => {
  const commit = groupCommit(handle.db, { windowMs: 20 });
  const mark = (name: string, fail = false) =>
    commit(async (trx) => {
      await trx
        .insertInto('marks' as never)
        .values({ name } as never)
        .execute();
      if (fail) throw new Error(`${name} failed after writing`);
      return name;
    });
  const outcomes = await Promise.allSettled([mark('a'), mark('b', true), mark('c'), mark('a')]);
  const said = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message));
  expect(said).toEqual(['a', 'b failed after writing', 'c', expect.stringMatching(/UNIQUE constraint failed|duplicate key value/)]);
  expect(names()).toEqual(['a', 'c']);
});

it('settles no unit before its group is on disk', async () => {
  const commit = groupCommit(handle.db, { windowMs: 20 });
  const seen: string[][] = [];
  await Promise.all(
    ['d', 'e'].map((name) =>
      commit((trx) =>
        trx
          .insertInto('marks' as never)
          .values({ name } as never)
          .execute(),
      ).then(() => seen.push(names())),
    ),
  );
  expect(seen).toEqual([
    ['a', 'c', 'd', 'e'],
    ['a', 'c', 'd', 'e'],
  ]);
});
