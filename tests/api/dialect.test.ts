/**
 * The pieces of server/db/dialect.ts give the same answers on SQLite and on PostgreSQL (npm run
 * test:pg runs this file there): the stored representation and the domain code are shared.
 */
import { sql } from 'kysely';
import { chinaDaySql, containsText, greatestSql, ignoringIndexes, indexedBy, wholeHoursSql } from '../../server/db/dialect';
import { migrate } from '../../server/db/migrate';
import type { DatabaseHandle } from '../../server/db/open';
import { openTestDatabase } from './support/database';
import { tempDir } from './support/harness';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase(tempDir(), 'dialect.sqlite');
  await migrate(handle.db);
});
afterAll(() => handle.close());

async function valueOf(expression: string) {
  const { rows } = await sql<{ v: unknown }>`select ${sql.raw(expression)} as v`.execute(handle.db);
  return rows[0].v;
}

it('gives the day in China (UTC+8) of a stored UTC timestamp', async () => {
  expect(await valueOf(chinaDaySql(handle.db, "'2025-03-03T15:59:59.999Z'"))).toBe('2025-03-03');
  expect(await valueOf(chinaDaySql(handle.db, "'2025-03-03T16:00:00.000Z'"))).toBe('2025-03-04');
});

it('counts whole hours between two timestamps, rounded down, never below 0', async () => {
  expect(await valueOf(wholeHoursSql(handle.db, "'2025-03-03T01:00:00.000Z'", "'2025-03-04T02:30:00.000Z'"))).toBe(25);
  expect(await valueOf(wholeHoursSql(handle.db, "'2025-03-03T01:00:00.000Z'", "'2025-03-03T01:59:00.000Z'"))).toBe(0);
  expect(await valueOf(wholeHoursSql(handle.db, "'2025-03-03T05:00:00.000Z'", "'2025-03-03T01:00:00.000Z'"))).toBe(0);
});

it('takes the greater of two values', async () => {
  expect(await valueOf(greatestSql(handle.db, "'2025-01-02'", "'2025-01-01'"))).toBe('2025-01-02');
  expect(await valueOf(greatestSql(handle.db, '3', '5'))).toBe(5);
});

it('finds text within text, case and all', async () => {
  const contains = async (text: string, part: string) => {
    const { rows } = await sql<{
      v: number;
    }>`select case when ${containsText(handle.db, sql.lit(text), part)} then 1 else 0 end as v`.execute(handle.db);
    return rows[0].v === 1;
  };
  expect(await contains('张三丰', '三丰')).toBe(true);
  expect(await contains('张三丰', '李')).toBe(false);
  expect(await contains('Zhang', 'zh')).toBe(false);
});

it('compares a column written so that SQLite does not answer from its index, with the same result', async () => {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from (select 'active' as status union all select 'left') t where ${ignoringIndexes(handle.db, 't.status')} = 'left'`.execute(
    handle.db,
  );
  expect(Number(rows[0].n)).toBe(1);
});

it('reads through a named index where the database takes one', async () => {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from sign_tasks ${indexedBy(handle.db, 'sign_tasks_refusals')} where status = 'rejected'`.execute(handle.db);
  expect(rows).toEqual([{ n: 0 }]);
});

it('reads a page of employees in "sort column, then id" order from an index, with no sort step', async () => {
  // The list's page query (server/domain/organisation/employees/list-employees.ts) on the indexes
  // of migration 007, which end with the id on both databases.
  const page = sql`select id from employees where company_id = 1 and status = 'active' order by entry_date desc, id desc limit 20`;
  const plan = await handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'sqlite') return JSON.stringify((await sql`explain query plan ${page}`.execute(trx)).rows);
    // An empty table would be read whole; told to avoid that and sorting, the planner still
    // sorts when no index gives the order.
    await sql`set local enable_seqscan = off`.execute(trx);
    await sql`set local enable_sort = off`.execute(trx);
    await sql`set local enable_incremental_sort = off`.execute(trx);
    return JSON.stringify((await sql`explain (format json) ${page}`.execute(trx)).rows);
  });
  expect(plan).toMatch(/USING (COVERING )?INDEX employees_company|"Index Name":"employees_company/);
  expect(plan).not.toMatch(/TEMP B-TREE|"Node Type":"(Incremental )?Sort"/);
});
