/** Every grant of a seal, live and past, newest first. */
import type { SealGrant } from '../../../common/api/seals';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { selectGrants, toGrant } from './grant-rows';
import { sealInScope } from './seal-rows';

export async function listGrants(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, sealId: number): Promise<SealGrant[]> {
  await sealInScope(deps.db, actor, sealId);
  const rows = await selectGrants(deps.db).where('g.seal_id', '=', sealId).orderBy('g.id', 'desc').execute();
  const at = deps.now().toISOString();
  return rows.map((row) => toGrant(row, at));
}
