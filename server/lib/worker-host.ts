/**
 * The worker side of worker-pool.ts: answers `{ id, input }` messages with the handler's result,
 * transferring the ArrayBuffers the handler names, or with the error's message, name and code.
 */
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from './worker-pool';

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
