/** `GET /api/stats`: signing figures over a range of days (China's dates), per role's scope. */
import type { SignTaskCounts, SignTaskStatus } from './signing';

export interface StatsQuery {
  /** YYYY-MM-DD, inclusive; by default the last 30 days up to today. */
  from?: string;
  to?: string;
  /** Admins: one company's figures (company users always get their own). */
  companyId?: number;
}

/**
 * Whole minutes from sending: to the minute within the first hour, to the hour within the first
 * day, to 4 hours to the third, to the day to the thirtieth, then to the week (the first minute
 * of the bucket); null when no task got there.
 */
export interface DurationFigures {
  tasks: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface StatsGroup {
  id: number;
  name: string;
  tasks: number;
  completed: number;
}

export interface SignStats {
  from: string;
  to: string;
  /** Tasks created each day, by their status now. */
  perDay: { day: string; status: SignTaskStatus; tasks: number }[];
  byStatus: SignTaskCounts;
  /** Per company (admins over every company) or per department (one company). */
  groups: { by: 'company' | 'department'; rows: StatsGroup[] };
  toEmployeeSigned: DurationFigures;
  toCompleted: DurationFigures;
  /** The most given reasons of refusal, most frequent first. */
  refusalReasons: { reason: string; tasks: number }[];
}
