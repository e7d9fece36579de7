/** GET /api/currentUser (common/contract/routes/current-user.ts): the logged-in account, nothing secret. */
import { Hono } from 'hono';
import { currentUserRoutes as declared } from '../../common/contract/routes/current-user';
import type { CurrentUser } from '../../common/api/accounts';
import { isSealApprover } from '../domain/seals/seal-approver';
import { readThrough } from '../lib/marked-cache';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function currentUserRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    // Answered while the password must change: the SPA reads `mustChangePassword` from it.
    // Whether the account approves seals is asked here only, not on every request's session.
    // The answer depends on rows alone (the account's, its approvals): kept beside the sessions
    // (apart from their keys, hashes, by its prefix) until the next write. The query and its
    // building were two fifths of this route's time.
    get: (c) => {
      const user = c.get('user');
      const deps = c.get('deps');
      return readThrough<CurrentUser & { sealApprover: boolean }>(deps.sessionCache, `currentUser ${user.id}`, async () => ({
        ...user,
        sealApprover: await isSealApprover(deps.db, user.id),
      }));
    },
  });
  return routes;
}
