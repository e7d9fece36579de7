/**
 * Batches (common/contract/routes/batches.ts, docs/api.md "Batches"): start company signing of
 * many tasks (202; a background job seals them), the company's past batches, one with its
 * per-task results, a retry of the failed tasks, and the live progress as server-sent events.
 * All need batchSign; scope is the company.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { batchRoutes as declared } from '../../common/contract/routes/batches';
import { createBatch, retryBatch } from '../domain/batches/create-batch';
import { batchProgress, getBatch, listBatches } from '../domain/batches/read-batches';
import { stillSignedIn } from './support/authorize';
import type { AppContext, AppEnv } from './support/context';
import { mountAll } from './support/mount';

/** How often the stream looks at the counters; a batch of 1,000 takes several seconds. */
const PROGRESS_EVERY_MS = 500;

/** `event: progress` with the counters and the rate measured over the last seconds, until the batch is done. */
async function progressStream(c: AppContext, id: number): Promise<Response> {
  const deps = c.get('deps');
  const user = c.get('user');
  const signedIn = stillSignedIn(c);
  // Refused (403/404) before the stream starts, as a normal JSON answer.
  let last = await batchProgress(deps, user, id);
  return streamSSE(c, async (stream) => {
    const samples: Array<{ at: number; count: number }> = [];
    for (;;) {
      const now = Date.now();
      samples.push({ at: now, count: last.done + last.failed });
      while (samples.length > 1 && now - samples[0].at > 5000) samples.shift();
      const span = (samples[samples.length - 1].at - samples[0].at) / 1000;
      const rate = span > 0 ? (samples[samples.length - 1].count - samples[0].count) / span : 0;
      await stream.writeSSE({ event: 'progress', data: JSON.stringify({ ...last, rate: Math.round(rate * 10) / 10 }) });
      if (last.status === 'done' || stream.aborted) return;
      await stream.sleep(PROGRESS_EVERY_MS);
      // The session may have ended meanwhile (logout, expiry, a disabled account), or the API key
      // been revoked: the stream ends with it. A browser reconnecting then gets a 401 and stops.
      if (!(await signedIn())) return;
      last = await batchProgress(deps, user, id);
    }
  });
}

export function batchRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    create: async (c, { body }) => createBatch(c.get('deps'), c.get('user'), body),
    list: async (c, { query: { sorter, ...page } }) => listBatches(c.get('deps'), c.get('user'), { ...page, sort: sorter }),
    get: async (c, { params }) => getBatch(c.get('deps'), { actor: c.get('user'), id: params.id, locale: c.get('locale') }),
    retry: async (c, { params }) => retryBatch(c.get('deps'), c.get('user'), params.id),
    events: async (c, { params }) => progressStream(c, params.id),
  });
  return routes;
}
