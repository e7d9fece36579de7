/** Removes the caller's picture: the account shows none again. */
import type { AccountProfile } from '../../../common/api/accounts';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { getProfile } from './get-profile';

export async function removeAvatar(deps: Pick<Deps, 'db' | 'now'>, actor: Actor): Promise<AccountProfile> {
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_avatars').where('account_id', '=', actor.id).execute();
    await trx.updateTable('accounts').set({ avatar: '', updated_at: deps.now().toISOString() }).where('id', '=', actor.id).execute();
  });
  return getProfile(deps, actor);
}
