/** The caller's own profile (the account settings page). */
import type { AccountProfile } from '../../../common/api/accounts';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { ownAccount, toProfile } from './account-rows';

export async function getProfile(deps: Pick<Deps, 'db'>, actor: Actor): Promise<AccountProfile> {
  return toProfile(await ownAccount(deps.db, actor));
}
