/**
 * Renames a seal or changes its status. A disabled seal stamps nothing (its grants stay, and
 * count again when it is enabled); enabling one is refused while another of its kind is active.
 */
import type { Seal, SealUpdateBody } from '../../../common/api/seals';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { assertKindFree, kindTakenOnConflict, sealInScope } from './seal-rows';

export async function updateSeal(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, id: number, changes: SealUpdateBody): Promise<Seal> {
  const seal = await sealInScope(deps.db, actor, id);
  await deps.db
    .transaction()
    .execute(async (trx) => {
      if (changes.status === 'active' && seal.status !== 'active') await assertKindFree(trx, seal.companyId, seal.kind, id);
      await trx
        .updateTable('seals')
        .set({ name: changes.name, status: changes.status, updated_at: deps.now().toISOString() })
        .where('id', '=', id)
        .execute();
    })
    .catch(kindTakenOnConflict(seal.kind));
  return sealInScope(deps.db, actor, id);
}
