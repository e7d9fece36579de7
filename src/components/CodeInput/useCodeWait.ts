import { useCountDown } from 'ahooks';
import { useState } from 'react';

/** When the server gives no interval (a failure without Retry-After): one code a minute. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * The wait before another texted code may be asked for, counted down in seconds: the interval
 * the server gave with the code sent, or the Retry-After of a refusal for asking too often (429).
 */
export function useCodeWait() {
  const [until, setUntil] = useState<number>();
  const [left] = useCountDown({ targetDate: until, onEnd: () => setUntil(undefined) });
  const waitFor = (seconds: number) => setUntil(Date.now() + seconds * 1000);
  return {
    seconds: Math.ceil(left / 1000),
    /** A code was sent: the next one after the server's interval. */
    waitFor,
    /** Asking failed: only a 429 makes one wait. */
    waitAfter: (failure: { status?: number; retryAfterSeconds?: number }) => {
      if (failure.status === 429) waitFor(failure.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS);
    },
  };
}
