/**
 * The one rule for dates and times: the company's wall clock, whatever the machine's or the
 * device's time zone. Pages, texts, notices, .xlsx exports, their file names and the evidence
 * report all format instants here, and read a day filter (YYYY-MM-DD) as that day in this zone.
 *
 * The product serves mainland companies only, so there is one zone for all of them:
 * COMPANY_TIME_ZONE. A per-company zone later is a change here (the zone would become a
 * parameter; a zone with daylight saving would need Intl.DateTimeFormat instead of a fixed
 * offset), plus the zone's name in the catalogues: `time.zoned` (server/i18n/signing),
 * `pages.my.time` and `pages.sign.result.chinaTime` (src/locales), which say "北京时间" /
 * "China time, UTC+8"; the statistics' days are counted by database triggers
 * (server/db/dialect.ts chinaDaySql), which need a migration.
 */

/** Asia/Shanghai: UTC+8 all year, no daylight saving, so a fixed offset is exact. */
export const COMPANY_TIME_ZONE = { name: 'Asia/Shanghai', utcOffsetHours: 8 } as const;

const OFFSET_MS = COMPANY_TIME_ZONE.utcOffsetHours * 3600_000;

/** "YYYY-MM-DDTHH:mm:ss" on the company's wall clock, or null for a string that is no time. */
function wallClock(at: Date | string): string | null {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return Number.isNaN(time) ? null : new Date(time + OFFSET_MS).toISOString().slice(0, 19);
}

/** The date in China, YYYY-MM-DD; an ISO string that does not parse comes back as given. */
export function chinaDate(at: Date | string): string {
  return wallClock(at)?.slice(0, 10) ?? String(at);
}

/** An instant to the minute ("2025-03-04 18:00"): deadlines in texts and notices. */
export function chinaTime(at: Date | string): string {
  return wallClock(at)?.slice(0, 16).replace('T', ' ') ?? String(at);
}

/** An instant to the second ("2025-03-04 18:00:05"): records, exports, the evidence report. */
export function chinaDateTime(at: Date | string): string {
  return wallClock(at)?.replace('T', ' ') ?? String(at);
}

/** The instant a China day (YYYY-MM-DD) starts, as a UTC ISO string (how times are stored). */
export function chinaDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}
