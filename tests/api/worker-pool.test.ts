/** The worker pool's limits: a job that overruns its time or its heap fails alone, and the pool goes on. */
import { join } from 'node:path';
import { createWorkerPool, WorkerLimitError } from '../../server/lib/worker-pool';

const entry = join(__dirname, 'fixtures', 'spin-worker.mjs');

it('stops a job that runs past its time limit, and answers the next one', async () => {
  const pool = createWorkerPool<string, string>({ entry, size: 1, timeoutMs: 300 });
  try {
    await expect(pool.run('spin')).rejects.toMatchObject({ name: 'WorkerLimitError', limit: 'time' });
    expect(await pool.run('hello')).toBe('hello');
  } finally {
    await pool.close();
  }
});

it('stops a job that fills its heap, and answers the next one', async () => {
  const pool = createWorkerPool<string, string>({
    entry,
    size: 1,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  });
  try {
    const failure = await pool.run('hog').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerLimitError);
    expect((failure as WorkerLimitError).limit).toBe('memory');
    expect(await pool.run('again')).toBe('again');
  } finally {
    await pool.close();
  }
});

it('runs jobs side by side up to its size, the rest queued', async () => {
  const pool = createWorkerPool<string, string>({ entry, size: 2 });
  try {
    expect(await Promise.all(['a', 'b', 'c', 'd', 'e'].map((input) => pool.run(input)))).toEqual(['a', 'b', 'c', 'd', 'e']);
  } finally {
    await pool.close();
  }
});

it('stops idle workers after their time, all but one when asked to keep one', async () => {
  // The pool's idle timers on a fake clock; the workers' messages come as they do.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  for (const keepOne of [false, true]) {
    const pool = createWorkerPool<string, number>({ entry, size: 2, idleMs: 50, keepOne });
    try {
      const first = await Promise.all([pool.run('thread'), pool.run('thread')]);
      expect(new Set(first).size).toBe(2);
      // Past the idle time: the next jobs find the workers kept, or new ones.
      jest.advanceTimersByTime(51);
      const later = await Promise.all([pool.run('thread'), pool.run('thread')]);
      expect(later.filter((id) => first.includes(id))).toHaveLength(keepOne ? 1 : 0);
    } finally {
      await pool.close();
    }
  }
  jest.useRealTimers();
});
