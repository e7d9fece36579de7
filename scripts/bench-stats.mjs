/**
 * npm run bench:stats (node --import tsx scripts/bench-stats.mjs): GET /api/stats's query module
 * (server/domain/stats/read-stats.ts `readStats`) at 1,000,000 sign tasks. Makes a temp SQLite
 * database with the migrations, bulk-inserts the tasks (5 companies of 4 departments, a year of
 * creation days, statuses and signing times spread as in use) through the triggers that keep the
 * day and duration tables, then prints p50/p99 for an admin over every company and a company user
 * over their own, for 30 days and for a year; and, for comparison, the same per-day counts
 * grouped straight from sign_tasks (what the kept tables save).
 *
 * Env: BENCH_ROWS (1000000), BENCH_ITERATIONS (100).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/migrate.ts';
import { readStats } from '../server/domain/stats/read-stats.ts';

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

function seed({ sqlite }) {
  const rand = random(7);
  const at = new Date(END).toISOString();
  // Bulk rows refer to employees and templates that need not exist for statistics.
  sqlite.pragma('foreign_keys = OFF');
  sqlite.exec('begin');
  const company = sqlite.prepare(
    `insert into companies (id, name, credit_code, legal_person, contact_name, contact_mobile, address, status, created_at, updated_at)
     values (?, ?, ?, '', '', '', '', 'active', ?, ?)`,
  );
  const department = sqlite.prepare('insert into departments (company_id, name, created_at) values (?, ?, ?)');
  const departments = [];
  for (let c = 1; c <= COMPANIES; c += 1) {
    company.run(c, `公司 ${c}`, `BENCH${String(c).padStart(13, '0')}`, at, at);
    departments[c] = [];
    for (let d = 1; d <= DEPARTMENTS; d += 1) departments[c].push(Number(department.run(c, `部门 ${d}`, at).lastInsertRowid));
  }
  const task = sqlite.prepare(
    `insert into sign_tasks (company_id, department_id, employee_id, template_id, status, field_values, sent_at, signed_at, completed_at,
       reject_reason, created_at, updated_at)
     values (?, ?, ?, 1, ?, '{}', ?, ?, ?, ?, ?, ?)`,
  );
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
    task.run(
      c,
      departments[c][i % DEPARTMENTS],
      i + 1,
      status,
      s && iso(s),
      sg && iso(sg),
      cp && iso(cp),
      reason,
      iso(created),
      iso(cp ?? sg ?? created),
    );
  }
  sqlite.exec('commit');
  sqlite.pragma('foreign_keys = ON');
}

async function time(label, run) {
  await run();
  const times = [];
  for (let i = 0; i < ITERATIONS; i += 1) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms (${ITERATIONS} runs)`);
}

const dir = mkdtempSync(join(tmpdir(), 'esign-bench-stats-'));
const handle = openDatabase(join(dir, 'bench.sqlite'));
try {
  await migrate(handle.db);
  let start = performance.now();
  seed(handle);
  const kept = handle.sqlite.prepare('select count(*) as n from sign_task_days').get().n;
  console.log(
    `${ROWS.toLocaleString('en')} sign tasks inserted in ${((performance.now() - start) / 1000).toFixed(1)} s (${kept} day rows kept)`,
  );
  const deps = { db: handle.db, now: () => new Date(END) };
  const admin = { id: 1, type: 1, relation_id: 0, department: null };
  const companyUser = { id: 2, type: 2, relation_id: 3, department: null };
  await time('admin, every company, 30 days', () => readStats(deps, admin, {}));
  await time('admin, every company, a year', () => readStats(deps, admin, { from: '2025-01-01', to: '2025-12-31' }));
  await time('company user, own company, 30 days', () => readStats(deps, companyUser, {}));
  await time('company user, own company, a year', () => readStats(deps, companyUser, { from: '2025-01-01', to: '2025-12-31' }));
  start = performance.now();
  handle.sqlite
    .prepare(
      `select date(created_at, '+8 hours') as day, status, count(*) from sign_tasks
       where created_at >= '2024-12-31T16:00:00.000Z' group by 1, 2`,
    )
    .all();
  console.log(`for comparison, a year's per-day counts grouped from sign_tasks itself: ${(performance.now() - start).toFixed(0)} ms`);
} finally {
  handle.close();
  rmSync(dir, { recursive: true, force: true });
}
