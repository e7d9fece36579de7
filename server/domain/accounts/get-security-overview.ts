/** The caller's security settings: password strength, masked mobile, backup email. */
import type { SecurityOverview } from '../../../common/api/accounts';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { ownAccount, toSecurity } from './account-rows';

export async function getSecurityOverview(deps: Pick<Deps, 'db'>, actor: Actor): Promise<SecurityOverview> {
  return toSecurity(await ownAccount(deps.db, actor));
}
