/**
 * Calls of batches (server/routes/batches.ts): company signing of many tasks by a background job,
 * with live progress.
 */
import type { BatchProgress } from '@common/api/batches';
import { api, apiUrl, type Body, type Query } from './request';

/** Starts a batch (202): the chosen tasks (`{taskIds}`) or every task matching `{filter}`. */
export const createBatch = (body: Body<'POST /api/batches'>) => api('POST /api/batches', { body });
export const queryBatches = (query: Query<'GET /api/batches'>) => api('GET /api/batches', { query });
/** A batch with each task's result and the reason of each failure. */
export const getBatch = (id: number) => api('GET /api/batches/:id', { params: { id } });
/** A new batch of the failed tasks of `id` (those still waiting for the company). */
export const retryBatch = (id: number) => api('POST /api/batches/:id/retry', { params: { id } });

export interface ProgressHandlers {
  onProgress: (progress: BatchProgress) => void;
  /**
   * The stream has ended: `done` when the batch finished, otherwise the live feed was lost (no
   * EventSource, an error, or the stream closed early) and the caller polls instead.
   */
  onClose: (done: boolean) => void;
}

/**
 * Follows a batch's progress through server-sent events (`event: progress`). Without
 * EventSource (old browsers, jsdom) it reports the feed lost at once, so the caller polls.
 * Returns the unsubscribe function.
 */
export function subscribeProgress(id: number, { onProgress, onClose }: ProgressHandlers): () => void {
  if (typeof window === 'undefined' || typeof window.EventSource === 'undefined') {
    // Asynchronously, like a real failure: callers may still be setting up.
    const timer = setTimeout(() => onClose(false), 0);
    return () => clearTimeout(timer);
  }
  const source = new window.EventSource(apiUrl('GET /api/batches/:id/events', { params: { id } }));
  let closed = false;
  const close = (done: boolean) => {
    if (closed) return;
    closed = true;
    source.close();
    onClose(done);
  };
  source.addEventListener('progress', (event) => {
    let progress: BatchProgress;
    try {
      progress = JSON.parse((event as MessageEvent<string>).data) as BatchProgress;
    } catch {
      close(false);
      return;
    }
    onProgress(progress);
    if (progress.status === 'done') close(true);
  });
  // EventSource reconnects on its own after an error or an early end; polling is steadier.
  source.onerror = () => close(false);
  return () => {
    closed = true;
    source.close();
  };
}
