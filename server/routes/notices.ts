/**
 * Header notices of the caller: GET /api/notices, PUT /api/notices/:id/read,
 * DELETE /api/notices?type=notification|message|event.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { NoticeClearResult } from '../../common/api';
import { clearNotices, listNotices, markNoticeRead } from '../domain/notices/read-notices';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { authorize } from './support/authorize';
import { parseParams, parseQuery } from './support/validate';

const noticeParams = z.object({ id: z.coerce.number().int().min(1) });
const clearQuery = z.object({ type: z.enum(['notification', 'message', 'event']) });

export function noticeRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/notices', authorize(), async (c) => ok(c, await listNotices(c.get('deps'), c.get('user'), c.get('locale'))));

  routes.put('/notices/:id/read', authorize(), async (c) => {
    const { id } = parseParams(c, noticeParams);
    return ok(c, await markNoticeRead(c.get('deps'), c.get('user'), id, c.get('locale')));
  });

  routes.delete('/notices', authorize(), async (c) => {
    const { type } = parseQuery(c, clearQuery);
    const result: NoticeClearResult = { cleared: await clearNotices(c.get('deps'), c.get('user'), type) };
    return ok(c, result);
  });

  return routes;
}
