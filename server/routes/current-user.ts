/** GET /api/currentUser: the logged-in account (SPEC points 3 and 7), nothing secret. */
import { Hono } from 'hono';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { requireSession } from './support/require-session';

export function currentUserRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get('/currentUser', requireSession, (c) => ok(c, c.get('user')));
  return routes;
}
