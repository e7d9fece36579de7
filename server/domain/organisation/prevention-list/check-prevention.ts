/** Whether one ID number is on the prevention list, with its entry. */
import type { PreventionCheck } from '../../../../common/api/organisation';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { selectEntries, toEntry } from './prevention-rows';

export async function checkPrevention(deps: Pick<Deps, 'db'>, actor: Actor, idNumber: string): Promise<PreventionCheck> {
  const row = await selectEntries(deps.db).where('p.id_number', '=', idNumber).executeTakeFirst();
  const entry = row ? toEntry(row) : null;
  return { prevented: entry !== null, entry };
}
