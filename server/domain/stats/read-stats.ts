/**
 * Signing statistics from the tables the database keeps as tasks change, stored by their key
 * (day or month first), so a range is read in one pass with its counters: the per-day series
 * from company days, and the totals, times to sign and reasons of refusal from months (migration
 * 035) with the days that make up the range's partial months (migrations 015, 026; see
 * range-months.ts). A year of every company at a million tasks reads about 20,000 kept rows
 * (before 035: 210,000, and 50,000 refused tasks). Admins see every company (or one); company
 * users their own company, per department.
 */
import { SIGN_TASK_STATUSES, type SignTaskCounts, type SignTaskStatus } from '../../../common/api/signing';
import type { z } from 'zod';
import type { DurationFigures, SignStats } from '../../../common/api/stats';
import type { StatsQuery } from '../../../common/contract/stats';
import { sql } from 'kysely';
import { indexedBy } from '../../db/dialect';
import type { Db } from '../../db/open';
import type { Deps } from '../deps';
import { chinaDate, chinaDayStart } from '../../../common/china-time';
import { DomainError } from '../errors';
import { companyInScope, forbidden, scopeOf, type Actor } from '../scope';
import { splitRange, type DayRun, type SplitRange } from './range-months';

const DEFAULT_DAYS = 30;
export const MAX_STATS_DAYS = 366;
const REASONS = 10;
const DAY_MS = 86_400_000;

/** A China date's midnight as an instant. */
const chinaMidnight = chinaDayStart;

/** Median and 90th percentile of a histogram of whole minutes (each bucket's first). */
export function durationFigures(histogram: { minutes: number; tasks: number }[]): DurationFigures {
  const sorted = [...histogram].sort((a, b) => a.minutes - b.minutes);
  const tasks = sorted.reduce((sum, row) => sum + row.tasks, 0);
  const at = (share: number) => {
    let seen = 0;
    for (const row of sorted) {
      seen += row.tasks;
      if (seen >= share * tasks) return row.minutes;
    }
    return null;
  };
  return { tasks, medianMinutes: tasks ? at(0.5) : null, p90Minutes: tasks ? at(0.9) : null };
}

export function statsRange(query: z.output<typeof StatsQuery>, now: Date): { from: string; to: string } {
  const to = query.to ?? chinaDate(now);
  const from = query.from ?? chinaDate(new Date(Date.parse(chinaMidnight(to)) - (DEFAULT_DAYS - 1) * DAY_MS + 12 * 3600_000));
  if (from > to) throw new DomainError('validation', 'stats.rangeOrder', { field: 'from' });
  if ((Date.parse(chinaMidnight(to)) - Date.parse(chinaMidnight(from))) / DAY_MS >= MAX_STATS_DAYS)
    throw new DomainError('validation', 'stats.rangeTooLong', { field: 'from', params: { max: MAX_STATS_DAYS } });
  return { from, to };
}

export async function readStats(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, query: z.output<typeof StatsQuery>): Promise<SignStats> {
  const scope = scopeOf(actor);
  if (scope.kind === 'department') throw forbidden();
  if (query.companyId !== undefined && !companyInScope(scope, query.companyId)) throw forbidden();
  const companyId = scope.kind === 'company' ? scope.companyId : query.companyId;
  const { from, to } = statsRange(query, deps.now());
  const range = splitRange(from, to);
  const by = companyId === undefined ? 'company' : 'department';
  const [perDay, totals, histogram, reasons] = await Promise.all([
    readPerDay(deps.db, range, companyId),
    readGroupTotals(deps.db, range, companyId, by === 'company' ? 'company_id' : 'department_id'),
    readDurations(deps.db, range, companyId),
    readRefusals(deps.db, range, companyId),
  ]);
  const byStatus = Object.fromEntries(SIGN_TASK_STATUSES.map((s) => [s, 0])) as SignTaskCounts;
  for (const row of perDay) byStatus[row.status] += row.tasks;
  const of = (kind: string) => histogram.filter((row) => row.kind === kind);
  return {
    from,
    to,
    perDay,
    byStatus,
    groups: { by, rows: await namedGroups(deps.db, by, totals) },
    toEmployeeSigned: durationFigures(of('employee_signed')),
    toCompleted: durationFigures(of('completed')),
    refusalReasons: reasons,
  };
}

type Scoped = { where(column: 'company_id', op: '=', value: number): Scoped };
/** `query` limited to the company, if one. */
const inCompany = <Q extends Scoped>(query: Q, companyId: number | undefined): Q =>
  companyId === undefined ? query : (query.where('company_id', '=', companyId) as Q);

/**
 * What a month table and its day table are read for: whole months, days added, days subtracted;
 * each read is one statement of its terms (UNION ALL), each row with the sign of its term.
 */
function terms<T>(range: SplitRange, months: T, days: T) {
  return [
    { table: months, key: 'month', values: range.months, sign: 1 },
    { table: days, key: 'day', values: range.added, sign: 1 },
    { table: days, key: 'day', values: range.subtracted, sign: -1 },
  ].filter((term) => term.values.length > 0);
}

/** Rows by `key`, their `counters` times their sign added up. */
function addUp<C extends string, R extends Record<C, number> & { sign: number }>(
  rows: R[],
  key: (row: R) => string | number,
  counters: C[],
): Omit<R, 'sign'>[] {
  const sums = new Map<string | number, R>();
  for (const row of rows) {
    let sum = sums.get(key(row));
    if (!sum) sums.set(key(row), (sum = { ...row, ...Object.fromEntries(counters.map((c) => [c, 0])) }));
    for (const counter of counters) (sum as Record<C, number>)[counter] += Number(row.sign) * Number(row[counter]);
  }
  return [...sums.values()].map(({ sign: _sign, ...sum }) => sum);
}

/**
 * Tasks per day and status. One company's days are sought one by one (the key is day, then
 * company); every company's are one range.
 */
async function readPerDay(db: Db, { days }: SplitRange, companyId: number | undefined) {
  const table = db.selectFrom('sign_task_company_days');
  const rows = await (
    companyId === undefined
      ? table.where('day', '>=', days[0]).where('day', '<=', days.at(-1)!)
      : table.where('day', 'in', days).where('company_id', '=', companyId)
  )
    .select(['day', 'status', (eb) => eb.fn.sum<number>('tasks').as('tasks')])
    .groupBy(['day', 'status'])
    .orderBy('day')
    .orderBy('status')
    .execute();
  return rows
    .map((row) => ({ day: row.day, status: row.status as SignTaskStatus, tasks: Number(row.tasks) }))
    .filter((row) => row.tasks > 0);
}

/** Tasks and completed tasks per company or department. */
async function readGroupTotals(db: Db, range: SplitRange, companyId: number | undefined, groupColumn: 'company_id' | 'department_id') {
  const parts = terms(range, 'sign_task_months' as const, 'sign_task_days' as const).map(({ table, key, values, sign }) =>
    // The month table read as the day table: the same columns but for its key.
    inCompany(db.selectFrom(`${table} as t` as 'sign_task_days as t').where(sql.ref(key), 'in', values), companyId)
      .select([
        sql<number>`${sql.lit(sign)}`.as('sign'),
        `${groupColumn} as id`,
        (eb) => eb.fn.sum<number>('tasks').as('tasks'),
        (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(eb.ref('tasks')).else(0).end()).as('completed'),
      ])
      .groupBy(groupColumn),
  );
  const rows = await parts.reduce((all, part) => all.unionAll(part)).execute();
  return addUp(
    rows.map((row) => ({ sign: row.sign, id: Number(row.id), tasks: row.tasks, completed: row.completed })),
    (row) => row.id,
    ['tasks', 'completed'],
  );
}

/** The groups with their names, busiest first (then by id, as they were grouped). */
async function namedGroups(db: Db, by: 'company' | 'department', totals: { id: number; tasks: number; completed: number }[]) {
  const ids = totals.map((row) => row.id).filter((id) => id > 0);
  const names = new Map<number, string>(
    ids.length
      ? (
          await (
            by === 'company'
              ? db.selectFrom('companies').select(['id', 'name']).where('id', 'in', ids)
              : db.selectFrom('departments').select(['id', 'name']).where('id', 'in', ids)
          ).execute()
        ).map((row) => [row.id, row.name])
      : [],
  );
  return totals
    .map((row) => ({ id: row.id, name: names.get(row.id) ?? '', tasks: row.tasks, completed: row.completed }))
    .filter((row) => row.tasks > 0)
    .sort((a, b) => b.tasks - a.tasks || a.id - b.id);
}

/** Tasks per kind and bucket of minutes to sign. */
async function readDurations(db: Db, range: SplitRange, companyId: number | undefined) {
  const parts = terms(range, 'sign_task_duration_months' as const, 'sign_task_durations' as const).map(({ table, key, values, sign }) =>
    inCompany(db.selectFrom(`${table} as t` as 'sign_task_durations as t').where(sql.ref(key), 'in', values), companyId)
      .select([sql<number>`${sql.lit(sign)}`.as('sign'), 'kind', 'minutes', (eb) => eb.fn.sum<number>('tasks').as('tasks')])
      .groupBy(['kind', 'minutes']),
  );
  const rows = await parts.reduce((all, part) => all.unionAll(part)).execute();
  return addUp(rows, (row) => `${row.kind} ${row.minutes}`, ['tasks']).map((row) => ({
    kind: row.kind,
    minutes: Number(row.minutes),
    tasks: row.tasks,
  }));
}

/**
 * The most given reasons of refusal: whole months from their kept counts, the days added or
 * subtracted from the partial index of refused tasks (migration 015). Equal counts in the order
 * of their reasons.
 */
async function readRefusals(db: Db, range: SplitRange, companyId: number | undefined) {
  const ofCompany = companyId === undefined ? sql`` : sql`and company_id = ${companyId}`;
  const months = sql`
    select 1 as sign, reason, sum(tasks) as tasks from sign_task_refusal_months
    where month in (${sql.join(range.months)}) and refused = 1 ${ofCompany} group by reason`;
  // Named, as the planner (no ANALYZE) would take an index on the status and read every refused task.
  const days = (run: DayRun, sign: number) => sql`
    select ${sql.lit(sign)} as sign, reject_reason as reason, count(*) as tasks from sign_tasks ${indexedBy(db, 'sign_tasks_refusals')}
    where status = 'rejected' and created_at >= ${chinaMidnight(run.from)}
      and created_at < ${new Date(Date.parse(chinaMidnight(run.to)) + DAY_MS).toISOString()} ${ofCompany}
    group by reject_reason`;
  const parts = [
    ...(range.months.length ? [months] : []),
    ...range.addedRuns.map((run) => days(run, 1)),
    ...range.subtractedRuns.map((run) => days(run, -1)),
  ];
  const { rows } = await sql<{ sign: number; reason: string | null; tasks: number }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return addUp(
    rows.map((row) => ({ ...row, reason: row.reason ?? '' })),
    (row) => row.reason,
    ['tasks'],
  )
    .filter((row) => row.tasks > 0)
    .sort((a, b) => b.tasks - a.tasks || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0))
    .slice(0, REASONS);
}
