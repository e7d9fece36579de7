/** `GET /api/stats`: signing figures over a range of days (China's dates), per role's scope. */

export type { DurationFigures, SignStats, StatsGroup, StatsQuery } from '../contract/stats';
