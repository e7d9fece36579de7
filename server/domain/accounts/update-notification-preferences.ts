/** Saves the caller's notification choices given and answers them all. */
import type { NotificationPreferences } from '../../../common/api/accounts';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { toPreferences } from './account-rows';

export async function updateNotificationPreferences(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  changes: Partial<NotificationPreferences>,
): Promise<NotificationPreferences> {
  const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);
  const row = await deps.db
    .updateTable('accounts')
    .set({
      notify_user_message: flag(changes.userMessage),
      notify_system_message: flag(changes.systemMessage),
      notify_todo: flag(changes.todoNotice),
      updated_at: deps.now().toISOString(),
    })
    .where('id', '=', actor.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPreferences(row);
}
