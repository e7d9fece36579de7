/**
 * Adds a notice made by an event (docs/product.md, "Notices"): one account, a message kept as keys and
 * parameters (rendered in the reader's language when read), a status and a link to the thing.
 * Written in the caller's transaction, so a notice exists exactly when its event does.
 */
import type { NoticeType } from '../../../common/api/accounts';
import type { Db } from '../../db/open';
import { renderMessage, type NoticeMessage } from './notice-message';

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

export async function addNotice(db: Db, notice: NewNotice): Promise<void> {
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
