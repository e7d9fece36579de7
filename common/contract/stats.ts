/** Statistics (docs/api.md, "Statistics"): signing figures over a range of China's days, per role's scope. */
import { z } from 'zod';
import { isIsoDate } from '../validation/limits';
import { queryId } from './fields';
import { SignTaskCounts, SignTaskStatus } from './signing';

/** A day of the range: blank or not a real date is refused as a date. */
const rangeDay = () => z.string().trim().refine(isIsoDate, 'validation.date').optional();

export const StatsQuery = z.object({
  from: rangeDay().describe('YYYY-MM-DD, inclusive; by default the last 30 days up to today (at most 366 days).'),
  to: rangeDay().describe('YYYY-MM-DD, inclusive; by default today.'),
  companyId: queryId().describe('Admins: one company’s figures (company users always get their own).'),
});

export const DurationFigures = z
  .object({
    tasks: z.number().int(),
    medianMinutes: z.number().int().nullable(),
    p90Minutes: z.number().int().nullable(),
  })
  .meta({
    id: 'DurationFigures',
    description:
      'Whole minutes from sending: to the minute within the first hour, to the hour within the first day, to 4 hours to the third, to the day to the thirtieth, then to the week (the first minute of the bucket); null when no task got there.',
  });

export const StatsGroup = z
  .object({ id: z.number().int(), name: z.string(), tasks: z.number().int(), completed: z.number().int() })
  .meta({ id: 'StatsGroup', description: 'A company’s or a department’s tasks.' });

export const SignStats = z
  .object({
    from: z.string().describe('YYYY-MM-DD, China’s date.'),
    to: z.string().describe('YYYY-MM-DD, China’s date, inclusive.'),
    perDay: z
      .array(z.object({ day: z.string(), status: SignTaskStatus, tasks: z.number().int() }))
      .describe('Tasks created each day, by their status now.'),
    byStatus: SignTaskCounts,
    groups: z
      .object({ by: z.enum(['company', 'department']), rows: z.array(StatsGroup) })
      .describe('Per company (admins over every company) or per department (one company).'),
    toEmployeeSigned: DurationFigures,
    toCompleted: DurationFigures,
    refusalReasons: z
      .array(z.object({ reason: z.string(), tasks: z.number().int() }))
      .describe('The most given reasons of refusal, most frequent first.'),
  })
  .meta({ id: 'SignStats', description: 'Signing figures over a range of days.' });

export type StatsQuery = z.input<typeof StatsQuery>;
export type DurationFigures = z.output<typeof DurationFigures>;
export type StatsGroup = z.output<typeof StatsGroup>;
export type SignStats = z.output<typeof SignStats>;
