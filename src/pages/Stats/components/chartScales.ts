/**
 * What every chart of /stats shares, so they agree (day-one issue, point 15): one colour per
 * task status whichever chart draws it, and count axes that tick whole numbers only.
 */
import type { SignTaskStatus } from '@common/api/signing';

/** The tag colours of the signing screens (SIGN_STATUS_COLOURS, src/services/signTasks.ts) as chart colours. */
export const STATUS_COLOURS: Record<SignTaskStatus, string> = {
  draft: '#bfbfbf',
  scheduled: '#13c2c2',
  pending_employee: '#1677ff',
  pending_company: '#fa8c16',
  completed: '#52c41a',
  rejected: '#ff4d4f',
  revoked: '#595959',
  expired: '#faad14',
};

/** All tasks of a group, beside its completed ones: a colour no status has. */
export const ALL_TASKS_COLOUR = '#722ed1';

/** Ticks between `min` and `max` in steps of 1, 2, 5, 10… never below 1, so no axis shows 1.5 tasks. */
export function wholeTicks(min: number, max: number, count = 5): number[] {
  const wanted = Math.max(max - min, 1) / Math.max(count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(wanted));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= wanted) ?? 10 * magnitude);
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max; tick += step) ticks.push(tick);
  return ticks;
}

/** A count axis from 0 that reaches `max`: its whole ticks, the last of them at or above `max` (its top). */
export function countAxis(max: number, count = 5): { ticks: number[]; top: number } {
  const ticks = wholeTicks(0, Math.max(max, 1), count);
  const step = ticks.length > 1 ? ticks[1] - ticks[0] : 1;
  while (ticks[ticks.length - 1] < max) ticks.push(ticks[ticks.length - 1] + step);
  return { ticks, top: ticks[ticks.length - 1] };
}
