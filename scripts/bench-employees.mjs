/**
 * npm run bench:employees: the employee list at 1,000,000 rows. Makes a temp SQLite database
 * with the migrations, bulk-inserts 1,000,000 employees over 5 companies of 10 departments (one
 * transaction, one prepared statement) plus about 1,000 prevention-list entries, then times
 * filtered, sorted page requests in-process through the query module the route uses
 * (server/domain/organisation/employees/list-employees.ts `listEmployees`: total + page + names),
 * and prints p50/p99 per kind: first with the indexes as they were before migration 007 ("before"), then with 007's
 * ("after"). No ANALYZE: like the production database, the query planner has no statistics.
 * "Name contains" reads migration 034's name grams in both (kept by triggers during the load: the
 * load's time includes their write cost); with BENCH_GRAMS=after-load the grams are dropped
 * before the load and migration 034 is run after it, timed (an upgrade of a database that has
 * the rows already).
 *
 * With `-- --pg`: SQLite (after 007 only) beside a throwaway PostgreSQL 15 with the same rows
 * (scripts/throwaway-postgres.mjs; VACUUM ANALYZE after the load, as autovacuum would), in one table.
 *
 * Env: BENCH_ROWS (1000000), BENCH_ITERATIONS (200 per kind, after), BENCH_BEFORE_ITERATIONS (20),
 * BENCH_GRAMS (after-load).
 * Run with tsx (the script imports the server's TypeScript): node --import tsx scripts/bench-employees.mjs
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { makeIdNumber } from '../common/validation/china-ids.ts';
import { dropRowTrigger, settleAfterBulkLoad } from '../server/db/dialect.ts';
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/migrate.ts';
import { EMPLOYEE_INDEXES, SUPERSEDED_INDEXES, up as createEmployeeIndexes } from '../server/db/migrations/007-employee-indexes.ts';
import { seedOrganisation } from './bench-organisation.mjs';
import { up as keepEmployeeNameGrams } from '../server/db/migrations/034-employee-name-grams.ts';
import { listEmployees } from '../server/domain/organisation/employees/list-employees.ts';
import { onThrowawayPostgres } from './bench-postgres.mjs';

const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 200);
const BEFORE_ITERATIONS = Number(process.env.BENCH_BEFORE_ITERATIONS || 20);
const COMPANIES = 5;
const DEPARTMENTS = 10;
const PAGE_SIZE = 20;
const GRAMS_AFTER_LOAD = process.env.BENCH_GRAMS === 'after-load';

const SURNAMES = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤',
];
const GIVEN = [
  ...'伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏飞建国文斌宇浩然晨阳欣怡子涵梓轩雨萱思远佳琪志海东旭辉婷雪梅春燕海燕',
];
const DIVISIONS = ['110101', '310115', '320106', '330106', '440106', '510107', '420106', '370203'];

/** A small deterministic generator (the same data on every run). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const EMPLOYEE_COLUMNS = [
  'company_id',
  'department_id',
  'name',
  'id_number',
  'mobile',
  'position',
  'entry_date',
  'status',
  'created_at',
  'updated_at',
];

/** The employees (the same on every run), and every 997th ID number for the prevention list. */
function* employeeRows(departmentIds, idNumbers) {
  const at = new Date().toISOString();
  const rand = random(42);
  const start = Date.UTC(2010, 0, 1);
  const span = Date.UTC(2025, 0, 1) - start;
  for (let i = 0; i < ROWS; i += 1) {
    const c = (i % COMPANIES) + 1;
    const birth = new Date(Date.UTC(1960, 0, 1) + Math.floor(i / 1000) * 86_400_000 * 3).toISOString().slice(0, 10).replace(/-/g, '');
    const idNumber = makeIdNumber(DIVISIONS[i % DIVISIONS.length], birth, String(i % 1000).padStart(3, '0'));
    if (i % 997 === 0) idNumbers.push(idNumber);
    const name =
      SURNAMES[Math.floor(rand() * SURNAMES.length)] +
      GIVEN[Math.floor(rand() * GIVEN.length)] +
      (rand() < 0.5 ? GIVEN[Math.floor(rand() * GIVEN.length)] : '');
    const entry = new Date(start + Math.floor(rand() * span)).toISOString().slice(0, 10);
    const department = departmentIds[c][Math.floor(rand() * DEPARTMENTS)];
    yield [
      c,
      department,
      name,
      idNumber,
      `13${String(100_000_000 + i).slice(-9)}`,
      '员工',
      entry,
      rand() < 0.9 ? 'active' : 'left',
      at,
      at,
    ];
  }
}

const preventionRows = (idNumbers) =>
  idNumbers.map((idNumber) => ({
    name: '防范',
    id_number: idNumber,
    mobile: '',
    reason: '测试',
    created_by: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  }));

/** SQLite: one transaction, one prepared statement. */
async function seedSqlite(handle) {
  const departmentIds = await seedOrganisation(handle.db, { companies: COMPANIES, departments: DEPARTMENTS, at: new Date().toISOString() });
  const idNumbers = [];
  const { sqlite } = handle;
  const insert = sqlite.prepare(
    `insert into employees (${EMPLOYEE_COLUMNS.join(', ')}) values (${EMPLOYEE_COLUMNS.map(() => '?').join(', ')})`,
  );
  sqlite.transaction(() => {
    for (const row of employeeRows(departmentIds, idNumbers)) insert.run(...row);
  })();
  await handle.db.insertInto('prevention_list').values(preventionRows(idNumbers)).execute();
  return { departmentIds };
}

/** PostgreSQL: 20,000 rows a statement, as arrays unnested into rows. */
async function seedPostgres(handle, url) {
  const departmentIds = await seedOrganisation(handle.db, { companies: COMPANIES, departments: DEPARTMENTS, at: new Date().toISOString() });
  const idNumbers = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const types = ['int', 'int', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text'];
  const statement = `insert into employees (${EMPLOYEE_COLUMNS.join(', ')}) select * from unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
  try {
    await client.query('begin');
    let columns = EMPLOYEE_COLUMNS.map(() => []);
    const flush = async () => {
      if (columns[0].length) await client.query(statement, columns);
      columns = EMPLOYEE_COLUMNS.map(() => []);
    };
    for (const row of employeeRows(departmentIds, idNumbers)) {
      row.forEach((value, i) => columns[i].push(value));
      if (columns[0].length === 20_000) await flush();
    }
    await flush();
    await client.query('commit');
  } finally {
    await client.end();
  }
  await handle.db.insertInto('prevention_list').values(preventionRows(idNumbers)).execute();
  return { departmentIds };
}

/** BENCH_GRAMS=after-load: migration 034 undone before the load (its triggers, then its tables). */
async function dropNameGrams(handle) {
  if (!GRAMS_AFTER_LOAD) return;
  for (const event of ['insert', 'update', 'delete'])
    await dropRowTrigger(handle.db, { name: `employee_name_grams_${event}`, table: 'employees' });
  await handle.db.schema.dropTable('employee_name_grams').execute();
  await handle.db.schema.dropTable('name_positions').ifExists().execute();
}

/** BENCH_GRAMS=after-load: migration 034 on the loaded rows, timed. */
async function fillNameGrams(handle, dialect) {
  if (!GRAMS_AFTER_LOAD) return;
  const started = performance.now();
  await keepEmployeeNameGrams(handle.db);
  console.log(`${dialect}: migration 034 (name grams of ${ROWS} employees) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const loaded = (dialect, rows, started) =>
  console.log(
    `${dialect}: inserted ${rows} employees (${GRAMS_AFTER_LOAD ? 'no name grams' : 'name grams kept by triggers'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

function kinds(departmentIds) {
  const company = { id: 0, type: 2, relation_id: 1, department: null };
  const department = { id: 0, type: 3, relation_id: 1, department: departmentIds[1][0] };
  const admin = { id: 0, type: 1, relation_id: 0, department: null };
  const page = (current) => ({ current, pageSize: PAGE_SIZE });
  return [
    ['company, default sort (id), page 1', company, { ...page(1) }],
    ['company, default sort (id), page 500', company, { ...page(500) }],
    ['company, status=active, default sort, page 500', company, { ...page(500), status: 'active' }],
    [
      'company, status=active, -entryDate, page 1',
      company,
      { ...page(1), status: 'active', sort: { field: 'entryDate', descending: true } },
    ],
    [
      'company, status=active, -entryDate, page 500',
      company,
      { ...page(500), status: 'active', sort: { field: 'entryDate', descending: true } },
    ],
    ['company, sorter name, page 1', company, { ...page(1), sort: { field: 'name', descending: false } }],
    ['company, sorter name, page 500', company, { ...page(500), sort: { field: 'name', descending: false } }],
    ['company, name contains 1 char, page 1', company, { ...page(1), name: '明' }],
    ['company, name contains 2 chars, page 1', company, { ...page(1), name: '思远' }],
    [
      'company, name contains + status, -entryDate',
      company,
      { ...page(1), name: '海', status: 'active', sort: { field: 'entryDate', descending: true } },
    ],
    [
      'department, status=active, -entryDate, page 1',
      department,
      { ...page(1), status: 'active', sort: { field: 'entryDate', descending: true } },
    ],
    ['department, sorter name, page 50', department, { ...page(50), sort: { field: 'name', descending: false } }],
    ['company, prevented=true', company, { ...page(1), prevented: true }],
    ['company, prevented=false, page 10', company, { ...page(10), prevented: false }],
    ['admin, name contains, all companies', admin, { ...page(1), name: '思远' }],
    ['company, idNumber exact', company, { ...page(1), idNumber: makeIdNumber('110101', '19600101', '000') }],
    ['admin, all companies, page 1', admin, { ...page(1) }],
    ['admin, companyId + -entryDate, page 100', admin, { ...page(100), companyId: 3, sort: { field: 'entryDate', descending: true } }],
    ['company, name contains 1 char + status, page 20', company, { ...page(20), name: '明', status: 'left' }],
    [
      'company, name contains 1 char, sorter name, page 10',
      company,
      { ...page(10), name: '海', sort: { field: 'name', descending: false } },
    ],
    ['company, name contains 3 chars', company, { ...page(1), name: '李思远' }],
    ['department, name contains 1 char', department, { ...page(1), name: '明' }],
    ['admin, name contains 1 char, all companies', admin, { ...page(1), name: '明' }],
    [
      'admin, name contains 1 char + status, -entryDate, page 50',
      admin,
      { ...page(50), name: '海', status: 'active', sort: { field: 'entryDate', descending: true } },
    ],
  ];
}

async function measure(handle, list, iterations) {
  const results = [];
  for (const [label, actor, criteria] of list) {
    const times = [];
    let total = 0;
    for (let i = 0; i < iterations; i += 1) {
      const started = performance.now();
      const page = await listEmployees({ db: handle.db }, actor, criteria);
      times.push(performance.now() - started);
      total = page.total;
    }
    times.sort((a, b) => a - b);
    results.push({ label, total, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return results;
}

function print(title, results) {
  console.log(`\n${title}`);
  console.log('| query | rows matched | p50 ms | p99 ms |');
  console.log('|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
}

/** SQLite as before and after migration 007's indexes (the default), or after only (beside PostgreSQL). */
async function benchSqlite({ before }) {
  const dir = mkdtempSync(join(tmpdir(), 'esign-bench-'));
  const handle = openDatabase(join(dir, 'bench.sqlite'));
  try {
    await migrate(handle.db);
    // Back to the indexes before migration 007 (those of 005), insert, measure; then run 007
    // (drops the two it supersedes, builds its own) and measure again.
    for (const [name] of EMPLOYEE_INDEXES) handle.sqlite.exec(`drop index if exists ${name}`);
    for (const [name, columns] of SUPERSEDED_INDEXES)
      handle.sqlite.exec(`create index if not exists ${name} on employees (${columns.join(', ')})`);
    await dropNameGrams(handle);
    let started = performance.now();
    const { departmentIds } = await seedSqlite(handle);
    loaded('SQLite', ROWS, started);
    await fillNameGrams(handle, 'SQLite');
    const list = kinds(departmentIds);
    if (before && BEFORE_ITERATIONS > 0)
      print(
        `before (indexes of migrations 001-006 only; ${BEFORE_ITERATIONS} runs per kind)`,
        await measure(handle, list, BEFORE_ITERATIONS),
      );
    started = performance.now();
    await createEmployeeIndexes(handle.db);
    console.log(`SQLite: built the indexes of migration 007 in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return await measure(handle, list, ITERATIONS);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL 15, throwaway, with its default durability. VACUUM ANALYZE after the load, as
 * autovacuum would (it vacuums after inserts too since PostgreSQL 13): statistics for the planner,
 * and the visibility map that lets counts and pages read the indexes alone.
 */
function benchPostgres() {
  return onThrowawayPostgres(async (handle, url) => {
    await dropNameGrams(handle);
    const started = performance.now();
    const { departmentIds } = await seedPostgres(handle, url);
    loaded('PostgreSQL', ROWS, started);
    await fillNameGrams(handle, 'PostgreSQL');
    await settleAfterBulkLoad(handle.db);
    return measure(handle, kinds(departmentIds), ITERATIONS);
  });
}

async function main() {
  if (!process.argv.includes('--pg')) {
    print(`after (${ITERATIONS} runs per kind)`, await benchSqlite({ before: true }));
    return;
  }
  const sqlite = await benchSqlite({ before: false });
  const postgres = await benchPostgres();
  console.log(`\nSQLite and PostgreSQL, ${ROWS} employees, ${ITERATIONS} runs per kind (ms)`);
  console.log('| query | rows matched | SQLite p50 | SQLite p99 | PostgreSQL p50 | PostgreSQL p99 |');
  console.log('|---|---|---|---|---|---|');
  sqlite.forEach((r, i) => {
    const p = postgres[i];
    if (p.total !== r.total) throw new Error(`${r.label}: ${r.total} rows on SQLite, ${p.total} on PostgreSQL`);
    console.log(`| ${r.label} | ${r.total} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} |`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
