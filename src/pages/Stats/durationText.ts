/**
 * Times to sign as people read them (day-one issue, point 15: under an hour showed "0 hours"):
 * minutes under an hour, hours under a day, then days and hours. The API counts whole minutes.
 */
import type { Translate } from '@/hooks/useT';

export function durationText(minutes: number, t: Translate): string {
  if (minutes < 60) return t('pages.stats.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('pages.stats.duration.hours', { hours });
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? t('pages.stats.duration.daysHours', { days, hours: rest }) : t('pages.stats.duration.days', { days });
}
