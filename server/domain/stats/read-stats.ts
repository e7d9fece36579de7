/**
 * Signing statistics from the tables the database keeps as tasks change (migrations 015, 026),
 * stored by their key (day first), so a range of days is read in one pass with its counters: a
 * few tens of thousands of rows for a year of a million tasks. Admins see every company (or one); company users
 * their own company, per department.
 */
import { SIGN_TASK_STATUSES, type SignTaskCounts, type SignTaskStatus } from '../../../common/api/signing';
import type { z } from 'zod';
import type { DurationFigures, SignStats } from '../../../common/api/stats';
import type { StatsQuery } from '../../../common/contract/stats';
import { sql } from 'kysely';
import { indexedBy } from '../../db/dialect';
import type { Deps } from '../deps';
import { chinaDate, chinaDayStart } from '../../../common/china-time';
import { DomainError } from '../errors';
import { companyInScope, forbidden, scopeOf, type Actor } from '../scope';

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
  const db = deps.db;

  let days = db.selectFrom('sign_task_days').where('day', '>=', from).where('day', '<=', to);
  if (companyId !== undefined) days = days.where('company_id', '=', companyId);
  const perDay = (
    await days
      .select(['day', 'status', (eb) => eb.fn.sum<number>('tasks').as('tasks')])
      .groupBy(['day', 'status'])
      .orderBy('day')
      .execute()
  )
    .map((row) => ({ day: row.day, status: row.status as SignTaskStatus, tasks: Number(row.tasks) }))
    .filter((row) => row.tasks > 0);
  const byStatus = Object.fromEntries(SIGN_TASK_STATUSES.map((s) => [s, 0])) as SignTaskCounts;
  for (const row of perDay) byStatus[row.status] += row.tasks;

  const by = companyId === undefined ? 'company' : 'department';
  const groupColumn = by === 'company' ? 'company_id' : 'department_id';
  const grouped = await days
    .select([
      `${groupColumn} as id`,
      (eb) => eb.fn.sum<number>('tasks').as('tasks'),
      (eb) => eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(eb.ref('tasks')).else(0).end()).as('completed'),
    ])
    .groupBy(groupColumn)
    .execute();
  const ids = grouped.map((row) => Number(row.id)).filter((id) => id > 0);
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
  const groups = grouped
    .map((row) => ({
      id: Number(row.id),
      name: names.get(Number(row.id)) ?? '',
      tasks: Number(row.tasks),
      completed: Number(row.completed),
    }))
    .filter((row) => row.tasks > 0)
    .sort((a, b) => b.tasks - a.tasks);

  let durations = db.selectFrom('sign_task_durations').where('day', '>=', from).where('day', '<=', to);
  if (companyId !== undefined) durations = durations.where('company_id', '=', companyId);
  const histogram = await durations
    .select(['kind', 'minutes', (eb) => eb.fn.sum<number>('tasks').as('tasks')])
    .groupBy(['kind', 'minutes'])
    .execute();
  const of = (kind: string) =>
    histogram.filter((row) => row.kind === kind).map((row) => ({ minutes: Number(row.minutes), tasks: Number(row.tasks) }));

  // From the partial index of refusals alone (migration 015); named, as the planner (no ANALYZE)
  // would take an index on the status and read every refused task.
  const { rows: reasons } = await sql<{ reason: string | null; tasks: number }>`
    select reject_reason as reason, count(*) as tasks from sign_tasks ${indexedBy(db, 'sign_tasks_refusals')}
    where status = 'rejected' and created_at >= ${chinaMidnight(from)} and created_at < ${new Date(Date.parse(chinaMidnight(to)) + DAY_MS).toISOString()}
      ${companyId === undefined ? sql`` : sql`and company_id = ${companyId}`}
    group by reject_reason order by tasks desc limit ${REASONS}`.execute(db);

  return {
    from,
    to,
    perDay,
    byStatus,
    groups: { by, rows: groups },
    toEmployeeSigned: durationFigures(of('employee_signed')),
    toCompleted: durationFigures(of('completed')),
    refusalReasons: reasons.map((row) => ({ reason: row.reason ?? '', tasks: Number(row.tasks) })),
  };
}
