/** Which notifications the caller receives. */
import type { NotificationPreferences } from '../../../common/api/accounts';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { ownAccount, toPreferences } from './account-rows';

export async function getNotificationPreferences(deps: Pick<Deps, 'db'>, actor: Actor): Promise<NotificationPreferences> {
  return toPreferences(await ownAccount(deps.db, actor));
}
