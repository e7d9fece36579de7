/** GET /api/currentUser: the logged-in account (docs/product.md, "Entities"; docs/api.md), nothing secret. */
import { Hono } from 'hono';
import { isSealApprover } from '../domain/seals/seal-approver';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { authorizeBeforePasswordChange } from './support/authorize';

export function currentUserRoutes() {
  const routes = new Hono<AppEnv>();
  // Answered while the password must change: the SPA reads `mustChangePassword` from it.
  // Whether the account approves seals is asked here only, not on every request's session.
  routes.get('/currentUser', authorizeBeforePasswordChange(), async (c) => {
    const user = c.get('user');
    return ok(c, { ...user, sealApprover: await isSealApprover(c.get('deps').db, user.id) });
  });
  return routes;
}
