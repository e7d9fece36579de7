/** Header notices (notifications, messages, events) of the calling account only, in its language. */
import type { Selectable } from 'kysely';
import type { Notice, NoticeType } from '../../../common/api/accounts';
import type { NoticesTable } from '../../db/schema';
import type { Locale } from '../../i18n';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { type Actor } from '../scope';
import { renderMessage, type NoticeMessage } from './notice-message';

function toNotice(row: Selectable<NoticesTable>, locale: Locale): Notice {
  const message = row.message ? (JSON.parse(row.message) as { title: NoticeMessage; description?: NoticeMessage }) : null;
  return {
    id: row.id,
    type: row.type,
    title: message ? renderMessage(locale, message.title) : row.title,
    description: message ? (message.description ? renderMessage(locale, message.description) : '') : row.description,
    datetime: row.created_at,
    read: row.read === 1,
    ...(row.status ? { status: row.status } : {}),
    ...(row.extra ? { extra: row.extra } : {}),
    ...(row.avatar ? { avatar: row.avatar } : {}),
    ...(row.link ? { link: row.link } : {}),
  };
}

export async function listNotices(deps: Pick<Deps, 'db'>, actor: Actor, locale: Locale): Promise<Notice[]> {
  const rows = await deps.db
    .selectFrom('notices')
    .selectAll()
    .where('account_id', '=', actor.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => toNotice(row, locale));
}

/** Marks one of the actor's notices read; another account's notice is "not found". */
export async function markNoticeRead(
  deps: Pick<Deps, 'db'>,
  { actor, id, locale }: { actor: Actor; id: number; locale: Locale },
): Promise<Notice> {
  const row = await deps.db
    .updateTable('notices')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('account_id', '=', actor.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'notice.notFound');
  return toNotice(row, locale);
}

/** Removes every notice of `type` of the actor; answers how many. */
export async function clearNotices(deps: Pick<Deps, 'db'>, actor: Actor, type: NoticeType): Promise<number> {
  const result = await deps.db.deleteFrom('notices').where('account_id', '=', actor.id).where('type', '=', type).executeTakeFirst();
  return Number(result.numDeletedRows);
}
