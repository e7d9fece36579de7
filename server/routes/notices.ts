/**
 * Header notices of the caller (common/contract/routes/notices.ts): GET /api/notices,
 * PUT /api/notices/:id/read, DELETE /api/notices?type=notification|message|event.
 */
import { Hono } from 'hono';
import { noticeRoutes as declared } from '../../common/contract/routes/notices';
import { clearNotices, listNotices, markNoticeRead } from '../domain/notices/read-notices';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function noticeRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    list: async (c) => listNotices(c.get('deps'), c.get('user'), c.get('locale')),
    read: async (c, { params }) => markNoticeRead(c.get('deps'), { actor: c.get('user'), id: params.id, locale: c.get('locale') }),
    clear: async (c, { query }) => ({ cleared: await clearNotices(c.get('deps'), c.get('user'), query.type) }),
  });
  return routes;
}
