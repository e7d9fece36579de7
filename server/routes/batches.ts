/**
 * Batches (docs/api.md, "Batches"): start company signing of many tasks (202; a background job
 * seals them), the company's past batches, one with its per-task results, a retry of the failed
 * tasks, and the live progress as server-sent events. All need batchSign; scope is the company.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { BatchCreateBody } from '../../common/api/batches';
import { isIsoDate } from '../../common/validation/limits';
import { createBatch, retryBatch } from '../domain/batches/create-batch';
import { batchProgress, getBatch, listBatches } from '../domain/batches/read-batches';
import { authorize, stillSignedIn } from './support/authorize';
import { idempotent } from './support/idempotency';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idParams, queryId, text } from './support/fields';
import { listQueryShape } from './support/list-query';
import { parseJsonBody, parseParams, parseQuery } from './support/validate';

const filter = z.object({
  companyId: queryId(),
  departmentId: z.number().int().min(1).optional(),
  employeeName: text(50).optional(),
  employeeId: z.number().int().min(1).optional(),
  templateId: z.number().int().min(1).optional(),
  createdFrom: z.string().refine(isIsoDate, 'validation.date').optional(),
  createdTo: z.string().refine(isIsoDate, 'validation.date').optional(),
});
const createBody = z.union([
  z.object({ taskIds: z.array(z.number().int().min(1)).min(1).max(5000) }),
  z.object({ filter }),
]) as unknown as z.ZodType<BatchCreateBody>;
const listQuery = z.object(listQueryShape(['id'] as const));

/** How often the stream looks at the counters; a batch of 1,000 takes several seconds. */
const PROGRESS_EVERY_MS = 500;

export function batchRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/batches', authorize('batchSign'), idempotent(), async (c) => {
    const body = await parseJsonBody(c, createBody);
    return ok(c, await createBatch(c.get('deps'), c.get('user'), body), 202);
  });

  routes.get('/batches', authorize('batchSign'), async (c) => {
    const { sorter, ...page } = parseQuery(c, listQuery);
    return ok(c, await listBatches(c.get('deps'), c.get('user'), { ...page, sort: sorter }));
  });

  routes.get('/batches/:id', authorize('batchSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await getBatch(c.get('deps'), c.get('user'), id, c.get('locale')));
  });

  routes.post('/batches/:id/retry', authorize('batchSign'), async (c) => {
    const { id } = parseParams(c, idParams);
    return ok(c, await retryBatch(c.get('deps'), c.get('user'), id), 202);
  });

  routes.get('/batches/:id/events', authorize('batchSign'), async (c) => {
    const { id } = parseParams(c, idParams);
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
  });

  return routes;
}
