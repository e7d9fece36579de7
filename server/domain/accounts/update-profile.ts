/** Saves the fields of the caller's profile given (already validated) and answers the saved profile. */
import type { AccountProfile } from '../../../common/api/accounts';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { toProfile } from './account-rows';

export async function updateProfile(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  changes: Partial<AccountProfile>,
): Promise<AccountProfile> {
  const row = await deps.db
    .updateTable('accounts')
    .set({ ...changes, updated_at: deps.now().toISOString() })
    .where('id', '=', actor.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProfile(row);
}
