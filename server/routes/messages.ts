/**
 * The outbox over HTTP (docs/messages.md): the administrators' outbox page and what carries
 * messages here; a failed message sent again from its task; and the SMS providers' delivery
 * receipts (public: proven by the callback's shared token, SMS_CALLBACK_TOKEN).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from '../../common/api/messages';
import { recordReceipts } from '../domain/messages/record-receipts';
import { listOutbox } from '../domain/messages/read-messages';
import { resendMessage } from '../domain/messages/resend-message';
import { DomainError } from '../domain/errors';
import { messagingSettings } from '../messaging';
import { receiptAnswer } from '../messaging/providers';
import { ReceiptRejected } from '../messaging/sms-provider';
import { authorize } from './support/authorize';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { listQueryShape } from './support/list-query';
import { parseParams, parseQuery } from './support/validate';

const outboxQuery = z.object({
  ...listQueryShape(['id'] as const),
  status: z.enum(MESSAGE_STATUSES).optional(),
  channel: z.enum(MESSAGE_CHANNELS).optional(),
  kind: z.enum(MESSAGE_KINDS).optional(),
  recipient: z.string().trim().max(254).optional(),
});

const resendParams = z.object({ id: z.coerce.number().int().min(1), messageId: z.coerce.number().int().min(1) });
const providerParams = z.object({ provider: z.enum(['tencent', 'aliyun']) });
/** A receipt batch is small JSON; anything larger is not the provider's. */
const RECEIPT_LIMIT = 256 * 1024;

export function messageRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/messages', authorize('isAdmin'), async (c) => {
    const { sorter, ...query } = parseQuery(c, outboxQuery);
    return ok(c, await listOutbox(c.get('deps').db, { ...query, sort: sorter }));
  });

  routes.get('/messages/settings', authorize('isAdmin'), (c) => ok(c, messagingSettings(c.get('deps').messaging)));

  routes.post('/sign-tasks/:id/messages/:messageId/resend', authorize('viewSign'), async (c) => {
    const { id, messageId } = parseParams(c, resendParams);
    return ok(c, await resendMessage(c.get('deps'), c.get('user'), id, messageId));
  });

  routes.post('/messages/receipts/:provider', async (c) => {
    const { provider } = parseParams(c, providerParams);
    const { messaging } = c.get('deps');
    if (!messaging.sms || messaging.sms.name !== provider || !messaging.callbackToken) {
      throw new DomainError('not_found', 'error.routeNotFound');
    }
    const body = await c.req.text();
    if (body.length > RECEIPT_LIMIT) throw new DomainError('too_large', 'error.tooLarge', { params: { limit: '256 KB' } });
    let receipts;
    try {
      receipts = messaging.sms.readReceipts({ headers: c.req.raw.headers, body, url: new URL(c.req.url) });
    } catch (error) {
      if (error instanceof ReceiptRejected) throw new DomainError('forbidden', 'error.forbidden');
      throw error;
    }
    await recordReceipts(c.get('deps'), provider, receipts);
    return c.json(receiptAnswer(provider));
  });

  return routes;
}
