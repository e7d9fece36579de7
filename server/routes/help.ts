/**
 * The help centre (docs/api.md, "Help centre"; common/contract/routes/help.ts): the FAQ, each
 * role's manual and its screenshots, signed in.
 */
import { Hono } from 'hono';
import { helpRoutes as declared } from '../../common/contract/routes/help';
import { readFaq, readManual, readManualShot } from '../domain/help/read-help';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function helpRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    faq: async (c) => readFaq(c.get('locale')),
    manual: async (c, { params }) => readManual(params.role, c.get('locale')),
    // The name is checked against the screenshots' pattern by the domain (else 404).
    screenshot: async (c) => {
      const bytes = await readManualShot(c.req.param('name') ?? '');
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=3600' });
    },
  });
  return routes;
}
