/**
 * Notices made by events (docs/product.md, "Notices"): one account, a message kept as keys and
 * parameters (rendered in the reader's language when read), a status and a link to the thing.
 * Written in the caller's transaction, so a notice exists exactly when its event does.
 */
import type { NoticeType } from '../../../common/api';
import type { Db } from '../../db/open';
import { translate, type Locale, type MessageKey } from '../../i18n';

/** A message of the catalogue; a parameter may itself be a message (a reason given by a rule). */
export interface NoticeMessage {
  key: MessageKey;
  params?: Record<string, string | number | NoticeMessage>;
}

export interface NewNotice {
  accountId: number;
  type?: NoticeType;
  title: NoticeMessage;
  description?: NoticeMessage;
  /** Events: `processing` for news, `urgent` for what needs someone. */
  status: 'processing' | 'urgent';
  /** The page of what it is about, which a click on it opens: every notice has one. */
  link: string;
  at: string;
}

export function renderMessage(locale: Locale, message: NoticeMessage): string {
  const params = Object.fromEntries(
    Object.entries(message.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? renderMessage(locale, value) : value]),
  );
  return translate(locale, message.key, params);
}

export async function notify(db: Db, notice: NewNotice): Promise<void> {
  await db
    .insertInto('notices')
    .values({
      account_id: notice.accountId,
      type: notice.type ?? 'event',
      // The text in the default language too, for readers of the table itself.
      title: renderMessage('zh-CN', notice.title),
      description: notice.description ? renderMessage('zh-CN', notice.description) : '',
      message: JSON.stringify({ title: notice.title, description: notice.description }),
      link: notice.link,
      status: notice.status,
      extra: null,
      avatar: null,
      read: 0,
      created_at: notice.at,
    })
    .execute();
}
