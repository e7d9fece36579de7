/**
 * The texts held in the outbox (no SMS provider in tests), as the worker's phone would read
 * them: rendered from each message's kind and parameters, oldest first.
 */
import type { DatabaseHandle } from '../../../server/db/open';
import { messageText, type MessageParams } from '../../../server/messaging/message-kinds';
import type { MessageKind } from '../../../common/api/messages';
import { raw } from './database';

export interface HeldText {
  id: number;
  recipient: string;
  kind: MessageKind;
  body: string;
}

export function heldTexts(handle: DatabaseHandle, recipients?: string[]): HeldText[] {
  const rows = raw(handle).prepare("select id, recipient, kind, params from messages where channel = 'sms' order by id").all() as {
    id: number;
    recipient: string;
    kind: MessageKind;
    params: string;
  }[];
  return rows
    .filter((row) => !recipients || recipients.includes(row.recipient))
    .map((row) => ({
      id: Number(row.id),
      recipient: row.recipient,
      kind: row.kind,
      body: messageText(row.kind, JSON.parse(row.params) as MessageParams),
    }));
}

/** The newest text to `mobile` containing `part`, or undefined. */
export function lastText(handle: DatabaseHandle, mobile: string, part: string): string | undefined {
  return heldTexts(handle, [mobile])
    .filter((text) => text.body.includes(part))
    .at(-1)?.body;
}

export const SIGNING_LINK = /\/signing\/([A-Za-z0-9_-]{43})/;
