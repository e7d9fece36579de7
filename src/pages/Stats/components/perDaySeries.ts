/**
 * Tasks per day and status, as the per-day chart draws them: every day of the range for each
 * status that has tasks in it, 0 on a day without any, so a line falls to 0 on such a day
 * instead of passing over it.
 */
import dayjs from 'dayjs';
import { SIGN_TASK_STATUSES, type SignTaskStatus } from '@common/api/signing';
import type { SignStats } from '@common/api/stats';

export interface DayCount {
  day: string;
  status: SignTaskStatus;
  tasks: number;
}

/** The days from `from` to `to`, both included (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayjs(from); !day.isAfter(dayjs(to), 'day'); day = day.add(1, 'day')) days.push(day.format('YYYY-MM-DD'));
  return days;
}

export function perDaySeries(stats: Pick<SignStats, 'from' | 'to' | 'perDay'>): DayCount[] {
  const counts = new Map(stats.perDay.map((row) => [`${row.day} ${row.status}`, row.tasks]));
  const statuses = SIGN_TASK_STATUSES.filter((status) => stats.perDay.some((row) => row.status === status));
  return daysOf(stats.from, stats.to).flatMap((day) =>
    statuses.map((status) => ({ day, status, tasks: counts.get(`${day} ${status}`) ?? 0 })),
  );
}
