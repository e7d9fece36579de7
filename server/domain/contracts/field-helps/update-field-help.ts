/** Changes key, title, content and example of an entry the actor may change (the owner stays). */
import type { FieldHelp } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import type { FieldHelpInput } from './create-field-help';
import { assertKeyFree, findFieldHelp, keyTaken, toFieldHelp, writableFieldHelp } from './field-help-rows';

export async function updateFieldHelp(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, input }: { actor: Actor; id: number; input: Omit<FieldHelpInput, 'companyId'> },
): Promise<FieldHelp> {
  const { db } = deps;
  await db
    .transaction()
    .execute(async (trx) => {
      const row = await writableFieldHelp(trx, actor, id);
      await assertKeyFree(trx, { owner: row.company_id, key: input.key, exceptId: id });
      await trx
        .updateTable('field_helps')
        .set({ key: input.key, title: input.title, content: input.content, example: input.example, updated_at: deps.now().toISOString() })
        .where('id', '=', id)
        .execute();
    })
    .catch(whenTaken(() => keyTaken(input.key)));
  return toFieldHelp((await findFieldHelp(db, id))!);
}
