/** Whether one ID number is on the prevention list, with its entry. */
import type { PreventionCheck } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import { selectEntries, toEntry } from './prevention-rows';

/** Administrators only, as the route declares: no scope to check. */
export async function checkPrevention(deps: Pick<Deps, 'db'>, idNumber: string): Promise<PreventionCheck> {
  const row = await selectEntries(deps.db).where('p.id_number', '=', idNumber).executeTakeFirst();
  const entry = row ? toEntry(row) : null;
  return { prevented: entry !== null, entry };
}
