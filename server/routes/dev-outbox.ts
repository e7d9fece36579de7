/**
 * GET /api/dev/outbox?mobile=: the texts held in the outbox (no SMS provider), newest first.
 * Development and e2e only (NODE_ENV !== 'production', or DEV_OUTBOX=1); otherwise 404. Even
 * then only an administrator reads it: the codes in it log people in.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { MOBILE_PATTERN } from '../../common/validation/china-ids';
import { DomainError } from '../domain/errors';
import { heldTexts } from '../domain/messages/read-messages';
import type { AppEnv } from './support/context';
import { authorize } from './support/authorize';
import { ok } from './support/envelope';
import { parseQuery } from './support/validate';

const outboxQuery = z.object({
  mobile: z.string().trim().regex(MOBILE_PATTERN, 'validation.mobile').optional(),
});

export function devOutboxRoutes() {
  const routes = new Hono<AppEnv>();
  // Off: no such route, whoever asks. On: administrators only.
  const served: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!c.get('http').devOutbox) throw new DomainError('not_found', 'error.routeNotFound');
    await next();
  };
  routes.get('/dev/outbox', served, authorize('isAdmin'), async (c) => {
    const { mobile } = parseQuery(c, outboxQuery);
    return ok(c, await heldTexts(c.get('deps').db, mobile));
  });
  return routes;
}
