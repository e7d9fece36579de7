/** Removes a prevention list entry; answers it as it was. */
import type { PreventionEntry } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import { loadEntry } from './prevention-rows';

/** Administrators only, as the route declares: no scope to check. */
export async function deletePrevention(deps: Pick<Deps, 'db'>, id: number): Promise<PreventionEntry> {
  return deps.db.transaction().execute(async (trx) => {
    const entry = await loadEntry(trx, id);
    await trx.deleteFrom('prevention_list').where('id', '=', id).execute();
    return entry;
  });
}
