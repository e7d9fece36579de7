/**
 * GET /api/dev/outbox?mobile= (common/contract/routes/dev-outbox.ts): the texts held in the outbox
 * (no SMS provider), newest first. Development and e2e only (NODE_ENV !== 'production', or
 * DEV_OUTBOX=1); otherwise 404. Even then only an administrator reads it: the codes in it log
 * people in.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { devOutboxRoutes as declared } from '../../common/contract/routes/dev-outbox';
import { DomainError } from '../domain/errors';
import { heldTexts } from '../domain/messages/read-messages';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

export function devOutboxRoutes() {
  const routes = new Hono<AppEnv>();
  // Off: no such route, whoever asks (before the guard). On: administrators only.
  const served: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('http').devOutbox) throw new DomainError('not_found', 'error.routeNotFound');
    await next();
  };
  routes.use('/dev/outbox', served);
  mountAll(routes, declared, {
    list: async (c, { query }) => heldTexts(c.get('deps').db, query.mobile),
  });
  return routes;
}
