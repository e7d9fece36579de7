/** Header notices (notifications, messages, events) of the calling account only. */
import type { Selectable } from 'kysely';
import type { Notice, NoticeType } from '../../../common/api';
import type { NoticesTable } from '../../db/schema';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { type Actor } from '../scope';

function toNotice(row: Selectable<NoticesTable>): Notice {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    datetime: row.created_at,
    read: row.read === 1,
    ...(row.status ? { status: row.status } : {}),
    ...(row.extra ? { extra: row.extra } : {}),
    ...(row.avatar ? { avatar: row.avatar } : {}),
  };
}

export async function listNotices(deps: Pick<Deps, 'db'>, actor: Actor): Promise<Notice[]> {
  const rows = await deps.db
    .selectFrom('notices')
    .selectAll()
    .where('account_id', '=', actor.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map(toNotice);
}

/** Marks one of the actor's notices read; another account's notice is "not found". */
export async function markNoticeRead(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<Notice> {
  const row = await deps.db
    .updateTable('notices')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('account_id', '=', actor.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'notice.notFound');
  return toNotice(row);
}

/** Removes every notice of `type` of the actor; answers how many. */
export async function clearNotices(deps: Pick<Deps, 'db'>, actor: Actor, type: NoticeType): Promise<number> {
  const result = await deps.db.deleteFrom('notices').where('account_id', '=', actor.id).where('type', '=', type).executeTakeFirst();
  return Number(result.numDeletedRows);
}
