/** The help centre (docs/api.md, "Help centre"): the FAQ, each role's manual and its screenshots, signed in. */
import { Hono } from 'hono';
import { z } from 'zod';
import { HELP_ROLES } from '../../common/api/help';
import { readFaq, readManual, readManualShot } from '../domain/help/read-help';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { authorize } from './support/authorize';
import { parseParams } from './support/validate';

const manualParams = z.object({ role: z.enum(HELP_ROLES) });

export function helpRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/help/faq', authorize(), async (c) => ok(c, await readFaq(c.get('locale'))));
  routes.get('/help/manual/:role', authorize(), async (c) => {
    const { role } = parseParams(c, manualParams);
    return ok(c, await readManual(role, c.get('locale')));
  });
  routes.get('/help/screenshots/:name', authorize(), async (c) => {
    const bytes = await readManualShot(c.req.param('name'));
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=3600' });
  });
  return routes;
}
