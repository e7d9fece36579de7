import type { BatchProgress } from '@common/api/batches';

/** Tasks a batch must have behind it before its speed is shown. */
export const RATE_MIN_TASKS = 10;
/** Seconds the page must have followed a batch before its speed is shown. */
export const RATE_MIN_SECONDS = 5;

/**
 * The speed worth showing for a batch, or undefined. The first seconds of a batch go on
 * starting it (the company's certificate and seal are loaded once), so the speed of a few tasks
 * measures that start, not the signing: "0.9 docs/s" for a batch of 3 says nothing. It is shown
 * once at least RATE_MIN_TASKS tasks are done or failed and the page has watched for
 * RATE_MIN_SECONDS.
 */
export function shownRate(progress: BatchProgress | undefined, watchedMs: number): number | undefined {
  if (!progress || progress.done + progress.failed < RATE_MIN_TASKS || watchedMs < RATE_MIN_SECONDS * 1000) return undefined;
  return progress.rate;
}
