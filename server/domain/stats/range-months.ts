/**
 * A range of China dates as what the month tables (migration 035) and the day tables add up to:
 * whole months, plus the days of months the range holds in part, or, where it holds most of a
 * month, that whole month minus the days it does not hold (a month is the sum of its days, so
 * either is exact). A default range, the last 30 days, so reads a month and a few days rather
 * than 30 days of every bucket.
 */

const DAY_MS = 86_400_000;

/** Consecutive days, YYYY-MM-DD, both ends included. */
export interface DayRun {
  from: string;
  to: string;
}

export interface SplitRange {
  /** Every day of the range, in order. */
  days: string[];
  /** The months (YYYY-MM) read from the month tables. */
  months: string[];
  /** Days of the range outside `months`, added; and days of `months` outside the range, subtracted. */
  added: string[];
  subtracted: string[];
  /** The same days as runs of consecutive days (at most two of each). */
  addedRuns: DayRun[];
  subtractedRuns: DayRun[];
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both YYYY-MM-DD. */
function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = dayAfter(day)) days.push(day);
  return days;
}

/** The last day of a month (YYYY-MM). */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

function runsOf(days: string[]): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && dayAfter(run.to) === day) run.to = day;
    else runs.push({ from: day, to: day });
  }
  return runs;
}

/** `from` ≤ `to`, both YYYY-MM-DD. Calendar arithmetic only: the dates are China's already. */
export function splitRange(from: string, to: string): SplitRange {
  const days = daysFrom(from, to);
  const months: string[] = [];
  const added: string[] = [];
  const subtracted: string[] = [];
  for (const month of [...new Set(days.map((day) => day.slice(0, 7)))]) {
    const all = daysFrom(`${month}-01`, lastDayOf(month));
    const held = all.filter((day) => day >= from && day <= to);
    const notHeld = all.filter((day) => day < from || day > to);
    if (notHeld.length < held.length) {
      months.push(month);
      subtracted.push(...notHeld);
    } else added.push(...held);
  }
  return { days, months, added, subtracted, addedRuns: runsOf(added), subtractedRuns: runsOf(subtracted) };
}
