/**
 * China's wall-clock time (UTC+8, no daylight saving), whatever the machine's or the device's
 * time zone: the dates and times the texts, notices and pages give.
 */
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The date in China, YYYY-MM-DD. */
export function chinaDate(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant to the minute ("2025-03-04 18:00"); an ISO string that does not parse comes back as given. */
export function chinaTime(at: Date | string): string {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return String(at);
  return new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
