/**
 * The outbox as people read it: a task's messages for its timeline (no text: it may hold a link),
 * and every message for the administrators' outbox page (the text, with codes and links only
 * while held: development).
 */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { OutboxMessage, TaskMessage } from '../../../common/api/messages';
import type { DevOutboxMessage } from '../../../common/api/accounts';
import type { Page } from '../../../common/api/paging';
import type { OUTBOX_SORTS, OutboxQuery } from '../../../common/contract/messages';
import type { Db } from '../../db/open';
import type { MessagesTable } from '../../db/schema';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { messageText, RESENDABLE_KINDS, type MessageParams } from '../../messaging/message-kinds';

type MessageRow = Selectable<MessagesTable>;

export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length >= 7 ? `${recipient.slice(0, 3)}****${recipient.slice(-4)}` : '****';
}

export function toTaskMessage(row: MessageRow): TaskMessage {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: maskRecipient(row.recipient),
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    deliveredAt: row.delivered_at,
    canResend: row.status === 'failed' && RESENDABLE_KINDS.has(row.kind),
  };
}

export async function taskMessages(db: Db, taskId: number): Promise<TaskMessage[]> {
  const rows = await db.selectFrom('messages').selectAll().where('task_id', '=', taskId).orderBy('id').execute();
  return rows.map(toTaskMessage);
}

const OUTBOX_SORT_FIELDS = { id: 'id' } as const satisfies Record<(typeof OUTBOX_SORTS)[number], string>;

export type OutboxCriteria = ListCriteria<z.output<typeof OutboxQuery>, keyof typeof OUTBOX_SORT_FIELDS>;

export async function listOutbox(db: Db, query: OutboxCriteria): Promise<Page<OutboxMessage>> {
  let rows = db.selectFrom('messages');
  if (query.status) rows = rows.where('status', '=', query.status);
  if (query.channel) rows = rows.where('channel', '=', query.channel);
  if (query.kind) rows = rows.where('kind', '=', query.kind);
  if (query.recipient) rows = rows.where('recipient', '=', query.recipient);
  const order = pageOrder(query, OUTBOX_SORT_FIELDS);
  const [list, total] = await Promise.all([
    rows.selectAll().orderBy(order.column, order.direction).limit(order.limit).offset(order.offset).execute(),
    rows.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(
    list.map((row) => {
      const { canResend: _resend, ...message } = toTaskMessage(row);
      return {
        ...message,
        recipient: row.recipient,
        taskId: row.task_id,
        provider: row.provider,
        providerId: row.provider_id,
        text: messageText(row.kind, JSON.parse(row.params) as MessageParams),
      };
    }),
    total.n,
    query,
  );
}

/** The held texts, newest first, optionally of one mobile (GET /api/dev/outbox: development and e2e). */
export async function heldTexts(db: Db, mobile?: string, limit = 20): Promise<DevOutboxMessage[]> {
  let query = db.selectFrom('messages').selectAll().where('channel', '=', 'sms').where('status', '=', 'held');
  if (mobile) query = query.where('recipient', '=', mobile);
  const rows = await query.orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => {
    const params = JSON.parse(row.params) as MessageParams;
    return {
      id: row.id,
      mobile: row.recipient,
      text: messageText(row.kind, params),
      code: params.find(([name]) => name === 'code')?.[1] ?? null,
      createdAt: row.created_at,
    };
  });
}
