/** Changes the fields given of a prevention list entry. */
import type { z } from 'zod';
import type { PreventionEntry } from '../../../../common/api/organisation';
import type { PreventionChanges } from '../../../../common/contract/organisation';
import type { Deps } from '../../deps';
import { whenTaken } from '../../unique-violation';
import { assertIdNumberUnlisted, idNumberListed, loadEntry } from './prevention-rows';

/** Administrators only, as the route declares: no scope to check. */
export async function updatePrevention(
  deps: Pick<Deps, 'db' | 'now'>,
  { id, changes }: { id: number; changes: z.output<typeof PreventionChanges> },
): Promise<PreventionEntry> {
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await loadEntry(trx, id);
      if (changes.idNumber !== undefined) await assertIdNumberUnlisted(trx, changes.idNumber, id);
      await trx
        .updateTable('prevention_list')
        .set({
          name: changes.name,
          id_number: changes.idNumber,
          mobile: changes.mobile,
          reason: changes.reason,
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      return loadEntry(trx, id);
    })
    .catch(whenTaken(idNumberListed));
}
