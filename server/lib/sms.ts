/**
 * Text messages leave through `SmsSender`. No gateway is reachable in development, so the dev
 * sender records each message in the `dev_outbox` table (and logs it), where developers and e2e
 * tests read the codes. A real gateway implements the same interface.
 */
import type { DevOutboxMessage } from '../../common/api';
import type { Db } from '../db/open';
import type { Clock } from './clock';

export interface SmsSender {
  send(mobile: string, text: string): Promise<void>;
}

export function createDevOutboxSender(db: Db, now: Clock, log: (line: string) => void = () => {}): SmsSender {
  return {
    async send(mobile, text) {
      await db
        .insertInto('dev_outbox')
        .values({ channel: 'sms', recipient: mobile, body: text, created_at: now().toISOString() })
        .execute();
      log(`[dev sms] to ${mobile}: ${text}`);
    },
  };
}

/** The newest messages first, optionally for one mobile. */
export async function readOutbox(db: Db, mobile?: string, limit = 20): Promise<DevOutboxMessage[]> {
  let query = db.selectFrom('dev_outbox').selectAll().where('channel', '=', 'sms');
  if (mobile) query = query.where('recipient', '=', mobile);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    mobile: row.recipient,
    text: row.body,
    code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null,
    createdAt: row.created_at,
  }));
}
