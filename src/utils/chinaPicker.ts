/**
 * Date-time pickers on China's wall clock (common/china-time.ts), whatever the device's zone:
 * a picker shows and takes local Dayjs values, so the picked wall-clock time is read as China
 * time on the way out, and an instant is shown as its China wall-clock time on the way in.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { chinaDateTime, COMPANY_TIME_ZONE } from '@common/china-time';

const OFFSET_MS = COMPANY_TIME_ZONE.utcOffsetHours * 3600_000;

/** The instant (ISO UTC) of the picked wall-clock time in China. */
export function chinaInstant(picked: Dayjs): string {
  const wall = Date.UTC(picked.year(), picked.month(), picked.date(), picked.hour(), picked.minute(), picked.second());
  return new Date(wall - OFFSET_MS).toISOString();
}

/** An instant as a picker value showing its China wall-clock time. */
export function chinaPickerValue(at: Date | string): Dayjs {
  return dayjs(chinaDateTime(at));
}

/** Now on China's wall clock, for defaults and "in the future" checks against picked values. */
export const chinaNow = (): Dayjs => chinaPickerValue(new Date());
