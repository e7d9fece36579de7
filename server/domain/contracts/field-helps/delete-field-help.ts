/** Deletes an entry the actor may change; answers it as it was. */
import type { FieldHelp } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { toFieldHelp, writableFieldHelp } from './field-help-rows';

export async function deleteFieldHelp(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<FieldHelp> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await writableFieldHelp(trx, actor, id);
    await trx.deleteFrom('field_helps').where('id', '=', id).execute();
    return toFieldHelp(row);
  });
}
