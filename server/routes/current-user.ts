/** GET /api/currentUser: the logged-in account (docs/product.md, "Entities"; docs/api.md), nothing secret. */
import { Hono } from 'hono';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { authorizeBeforePasswordChange } from './support/authorize';

export function currentUserRoutes() {
  const routes = new Hono<AppEnv>();
  // Answered while the password must change: the SPA reads `mustChangePassword` from it.
  routes.get('/currentUser', authorizeBeforePasswordChange(), (c) => ok(c, c.get('user')));
  return routes;
}
