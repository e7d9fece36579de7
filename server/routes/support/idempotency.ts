/**
 * `Idempotency-Key` on a creating route (after its guard: keys are the caller's own): a retry
 * with the same key and body answers the first success again, with its status, and runs nothing
 * (domain/idempotency/idempotent-requests.ts). Without the header the route runs as always.
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '../../domain/errors';
import { IDEMPOTENCY_KEY_FIELD, recordAnswer, releaseRequest, reserveRequest } from '../../domain/idempotency/idempotent-requests';
import { sha256 } from '../../lib/tokens';
import type { AppEnv } from './context';
import { jsonAnswer, prepareHeader } from './security';

/** 1-255 visible ASCII characters (a UUID, say). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function idempotent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_FIELD);
    if (key === undefined) return next();
    if (!KEY_PATTERN.test(key)) throw new DomainError('validation', 'idempotency.keyInvalid', { field: IDEMPOTENCY_KEY_FIELD });
    const deps = c.get('deps');
    // Read once here; the route reads the same text again (Hono keeps it).
    const body = await c.req.text();
    const reservation = await reserveRequest(deps, {
      accountId: c.get('user').id,
      key,
      request: `${c.req.method} ${c.req.path}`,
      bodyHash: sha256(body),
    });
    if (reservation.kind === 'answered') {
      prepareHeader(c, { name: 'Idempotent-Replayed', value: 'true' });
      return jsonAnswer(c, reservation.answer, reservation.status as ContentfulStatusCode);
    }
    try {
      await next();
    } catch (error) {
      await releaseRequest(deps.db, reservation.id);
      throw error;
    }
    if (c.res.ok) await recordAnswer(deps.db, { id: reservation.id, status: c.res.status, answer: await c.res.clone().text() });
    else await releaseRequest(deps.db, reservation.id);
  };
}
