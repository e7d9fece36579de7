/**
 * The outbox over HTTP (common/contract/routes/messages.ts, docs/messages.md): the administrators'
 * outbox page and what carries messages here; a failed message sent again from its task; and the
 * SMS providers' delivery receipts (public: proven by the callback's shared token,
 * SMS_CALLBACK_TOKEN, which the provider's adapter checks).
 */
import { Hono } from 'hono';
import { messageRoutes as declared } from '../../common/contract/routes/messages';
import { recordReceipts } from '../domain/messages/record-receipts';
import { listOutbox } from '../domain/messages/read-messages';
import { resendMessage } from '../domain/messages/resend-message';
import { DomainError } from '../domain/errors';
import { messagingSettings } from '../messaging';
import { receiptAnswer } from '../messaging/providers';
import { ReceiptRejected } from '../messaging/sms-provider';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

/** A receipt batch is small JSON; anything larger is not the provider's. */
const RECEIPT_LIMIT = 256 * 1024;

export function messageRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    outbox: async (c, { query: { sorter, ...query } }) => listOutbox(c.get('deps').db, { ...query, sort: sorter }),
    settings: async (c) => messagingSettings(c.get('deps').messaging),
    resend: async (c, { params }) => resendMessage(c.get('deps'), { actor: c.get('user'), taskId: params.id, messageId: params.messageId }),
    receipts: async (c, { params: { provider } }) => {
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
    },
  });
  return routes;
}
