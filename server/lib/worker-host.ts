/**
 * The worker side of worker-pool.ts: answers `{ id, input }` messages with the handler's result,
 * transferring the ArrayBuffers the handler names, or with the error's message, name and code.
 */
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';

/**
 * Lowers this worker thread's priority to `niceness` (1-19): a pool that fills every core (a batch
 * being sealed) made the thread that answers HTTP wait for a core behind it; at a lower priority
 * the workers take what the main thread leaves. Linux keeps a nice value per thread
 * (setpriority(2) on the thread's id); elsewhere the call would lower the whole process, so it is
 * made only where /proc names this thread.
 */
export function lowerThreadPriority(niceness: number): void {
  let threadId: number;
  try {
    threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  } catch {
    return;
  }
  if (!Number.isInteger(threadId) || threadId <= 0) return;
  try {
    // Only ever lower: a server started at a lower priority still (nice 15) would be refused a raise.
    if (getPriority(threadId) < niceness) setPriority(threadId, niceness);
  } catch {
    // Not permitted here: the worker runs at the process's priority.
  }
}

export interface Handled<R> {
  result: R;
  transfer?: ArrayBuffer[];
}

export function serveJobs<I, R>(handle: (input: I) => Promise<Handled<R>>): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', async ({ id, input }: { id: number; input: I }) => {
    try {
      const { result, transfer } = await handle(input);
      port.postMessage({ id, result } satisfies WorkerReply<R>, transfer ?? []);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      const code = (failure as { code?: unknown; problem?: unknown }).code ?? (failure as { problem?: unknown }).problem;
      port.postMessage({
        id,
        error: { message: failure.message, name: failure.name, code: typeof code === 'string' ? code : undefined },
      } satisfies WorkerReply<R>);
    }
  });
}
