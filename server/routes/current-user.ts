/** GET /api/currentUser (common/contract/routes/current-user.ts): the logged-in account, nothing secret. */
import { Hono } from 'hono';
import { currentUserRoutes as declared } from '../../common/contract/routes/current-user';
import { isSealApprover } from '../domain/seals/seal-approver';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function currentUserRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    // Answered while the password must change: the SPA reads `mustChangePassword` from it.
    // Whether the account approves seals is asked here only, not on every request's session.
    get: async (c) => {
      const user = c.get('user');
      return { ...user, sealApprover: await isSealApprover(c.get('deps').db, user.id) };
    },
  });
  return routes;
}
