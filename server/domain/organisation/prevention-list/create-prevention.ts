/** Adds a person to the prevention list (an ID number is listed once). */
import type { z } from 'zod';
import type { PreventionEntry } from '../../../../common/api/organisation';
import type { PreventionBody } from '../../../../common/contract/organisation';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertIdNumberUnlisted, idNumberListed, loadEntry } from './prevention-rows';

export async function createPrevention(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  body: z.output<typeof PreventionBody>,
): Promise<PreventionEntry> {
  const { name, idNumber, mobile, reason } = body;
  const at = deps.now().toISOString();
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await assertIdNumberUnlisted(trx, idNumber);
      const { id } = await trx
        .insertInto('prevention_list')
        .values({ name, id_number: idNumber, mobile, reason, created_by: actor.id, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return loadEntry(trx, id);
    })
    .catch(whenTaken(idNumberListed));
}
