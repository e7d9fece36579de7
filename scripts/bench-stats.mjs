/**
 * npm run bench:stats (node --import tsx scripts/bench-stats.mjs): GET /api/stats's query module
 * (server/domain/stats/read-stats.ts `readStats`) at 1,000,000 sign tasks. Makes a temp SQLite
 * database with the migrations, bulk-inserts the tasks (5 companies of 4 departments, a year of
 * creation days, statuses and signing times spread as in use) through the triggers that keep the
 * day, month and duration tables, then prints p50/p99 for an admin over every company (and over
 * one) and a company user over their own, for 30 days, for a year, and for a range that starts and
 * ends inside months; and, for comparison, the same per-day counts grouped straight from
 * sign_tasks (what the kept tables save).
 *
 * With `-- --pg`: SQLite beside a throwaway PostgreSQL (scripts/throwaway-postgres.mjs) with the
 * same rows, inserted through the same triggers (VACUUM ANALYZE after the load, as autovacuum
 * would), in one table.
 *
 * Env: BENCH_ROWS (1000000), BENCH_ITERATIONS (100).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { settleAfterBulkLoad } from '../server/db/dialect.ts';
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/migrate.ts';
import { readStats } from '../server/domain/stats/read-stats.ts';
import { seedOrganisation } from './bench-organisation.mjs';
import { onThrowawayPostgres } from './bench-postgres.mjs';

const ROWS = Number(process.env.BENCH_ROWS || 1_000_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS || 100);
const COMPANIES = 5;
const DEPARTMENTS = 4;
const DAY_MS = 86_400_000;
const END = Date.parse('2025-12-31T04:00:00Z');
const REASONS = ['薪资与约定不符', '岗位不符', '个人原因', '合同期限有误', '已在其他公司入职'];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const TASK_COLUMNS = [
  'company_id',
  'department_id',
  'employee_id',
  'template_id',
  'status',
  'field_values',
  'sent_at',
  'signed_at',
  'completed_at',
  'reject_reason',
  'created_at',
  'updated_at',
];

/** The tasks (the same on every run), as rows of TASK_COLUMNS. */
function* taskRows(departments) {
  const rand = random(7);
  const iso = (ms) => new Date(ms).toISOString();
  for (let i = 0; i < ROWS; i += 1) {
    const c = (i % COMPANIES) + 1;
    const created = END - Math.floor(rand() * 365 * DAY_MS);
    const sent = created + Math.floor(rand() * 3600_000);
    const signed = sent + Math.floor(rand() * rand() * 72 * 3600_000);
    const completed = signed + Math.floor(rand() * 24 * 3600_000);
    const roll = rand();
    const [status, s, sg, cp, reason] =
      roll < 0.7
        ? ['completed', sent, signed, completed, null]
        : roll < 0.8
          ? ['pending_company', sent, signed, null, null]
          : roll < 0.9
            ? ['pending_employee', sent, null, null, null]
            : roll < 0.95
              ? ['rejected', sent, null, null, REASONS[i % REASONS.length]]
              : ['draft', null, null, null, null];
    yield [
      c,
      departments[c][i % DEPARTMENTS],
      i + 1,
      1,
      status,
      '{}',
      s && iso(s),
      sg && iso(sg),
      cp && iso(cp),
      reason,
      iso(created),
      iso(cp ?? sg ?? created),
    ];
  }
}

/** SQLite: one transaction, one prepared statement. */
async function seedSqlite({ db, sqlite }) {
  const departments = await seedOrganisation(db, { companies: COMPANIES, departments: DEPARTMENTS, at: new Date(END).toISOString() });
  // Bulk rows refer to employees and templates that need not exist for statistics.
  sqlite.pragma('foreign_keys = OFF');
  const insert = sqlite.prepare(`insert into sign_tasks (${TASK_COLUMNS.join(', ')}) values (${TASK_COLUMNS.map(() => '?').join(', ')})`);
  sqlite.transaction(() => {
    for (const row of taskRows(departments)) insert.run(...row);
  })();
  sqlite.pragma('foreign_keys = ON');
}

/**
 * PostgreSQL: 20,000 rows a statement, as arrays unnested into rows, each statement its own
 * transaction, as tasks arrive. (One transaction of a million rows would make each counter row of
 * the month tables hundreds of versions long, every one walked by the next update.)
 */
async function seedPostgres({ db }, url) {
  const departments = await seedOrganisation(db, { companies: COMPANIES, departments: DEPARTMENTS, at: new Date(END).toISOString() });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const types = ['int', 'int', 'int', 'int', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'text'];
  const statement = `insert into sign_tasks (${TASK_COLUMNS.join(', ')}) select * from unnest(${types.map((t, i) => `$${i + 1}::${t}[]`).join(', ')})`;
  try {
    // Bulk rows refer to employees and templates that need not exist: the throwaway database's
    // foreign keys of sign_tasks are dropped (its own triggers, which keep the statistics, stay).
    const { rows } = await client.query(`select conname from pg_constraint where conrelid = 'sign_tasks'::regclass and contype = 'f'`);
    for (const { conname } of rows) await client.query(`alter table sign_tasks drop constraint ${conname}`);
    let columns = TASK_COLUMNS.map(() => []);
    const flush = async () => {
      if (columns[0].length) await client.query(statement, columns);
      columns = TASK_COLUMNS.map(() => []);
    };
    for (const row of taskRows(departments)) {
      row.forEach((value, i) => columns[i].push(value));
      if (columns[0].length === 20_000) await flush();
    }
    await flush();
  } finally {
    await client.end();
  }
  await settleAfterBulkLoad(db);
}

async function time(run) {
  await run();
  const times = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const admin = { id: 1, type: 1, relation_id: 0, department: null };
const companyUser = { id: 2, type: 2, relation_id: 3, department: null };
const YEAR = { from: '2025-01-01', to: '2025-12-31' };
const KINDS = [
  ['admin, every company, 30 days', admin, {}],
  ['admin, every company, a year', admin, YEAR],
  ['admin, every company, 17 Jan - 3 Nov', admin, { from: '2025-01-17', to: '2025-11-03' }],
  ['admin, one company, a year', admin, { ...YEAR, companyId: 2 }],
  ['company user, own company, 30 days', companyUser, {}],
  ['company user, own company, a year', companyUser, YEAR],
  ['company user, own company, 28 Feb - 1 Dec', companyUser, { from: '2025-02-28', to: '2025-12-01' }],
];

async function measure(handle) {
  const deps = { db: handle.db, now: () => new Date(END) };
  const results = [];
  for (const [label, actor, query] of KINDS) {
    const answer = JSON.stringify(await readStats(deps, actor, query));
    results.push({ label, answer, ...(await time(() => readStats(deps, actor, query))) });
  }
  return results;
}

async function benchSqlite() {
  const dir = mkdtempSync(join(tmpdir(), 'esign-bench-stats-'));
  const handle = openDatabase(join(dir, 'bench.sqlite'));
  try {
    await migrate(handle.db);
    let start = performance.now();
    await seedSqlite(handle);
    const kept = handle.sqlite.prepare('select count(*) as n from sign_task_days').get().n;
    console.log(
      `SQLite: ${ROWS.toLocaleString('en')} sign tasks inserted in ${((performance.now() - start) / 1000).toFixed(1)} s (${kept} day rows kept)`,
    );
    const results = await measure(handle);
    start = performance.now();
    handle.sqlite
      .prepare(
        `select date(created_at, '+8 hours') as day, status, count(*) from sign_tasks
         where created_at >= '2024-12-31T16:00:00.000Z' group by 1, 2`,
      )
      .all();
    console.log(
      `SQLite, for comparison, a year's per-day counts grouped from sign_tasks itself: ${(performance.now() - start).toFixed(0)} ms`,
    );
    return results;
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function benchPostgres() {
  return onThrowawayPostgres(async (handle, url) => {
    const start = performance.now();
    await seedPostgres(handle, url);
    console.log(`PostgreSQL: ${ROWS.toLocaleString('en')} sign tasks inserted in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    return measure(handle);
  });
}

async function main() {
  const sqlite = await benchSqlite();
  if (!process.argv.includes('--pg')) {
    console.log(`\nSQLite, ${ROWS.toLocaleString('en')} sign tasks, ${ITERATIONS} runs per kind (ms)`);
    console.log('| query | p50 | p99 |');
    console.log('|---|---|---|');
    for (const r of sqlite) console.log(`| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} |`);
    return;
  }
  const postgres = await benchPostgres();
  console.log(`\nSQLite and PostgreSQL, ${ROWS.toLocaleString('en')} sign tasks, ${ITERATIONS} runs per kind (ms)`);
  console.log('| query | SQLite p50 | SQLite p99 | PostgreSQL p50 | PostgreSQL p99 |');
  console.log('|---|---|---|---|---|');
  sqlite.forEach((r, i) => {
    const p = postgres[i];
    if (p.answer !== r.answer) throw new Error(`${r.label}: SQLite and PostgreSQL answer differently`);
    console.log(`| ${r.label} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} |`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
