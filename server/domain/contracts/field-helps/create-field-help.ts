/** A new field help entry: the caller's company's (company users) or, by default for admins, shared. */
import type { FieldHelp } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import { resolveOwner, type Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { assertKeyFree, findFieldHelp, keyTaken, toFieldHelp } from './field-help-rows';

export interface FieldHelpInput {
  key: string;
  title: string;
  content: string;
  example: string;
  companyId?: number | null;
}

export async function createFieldHelp(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, input: FieldHelpInput): Promise<FieldHelp> {
  const { db } = deps;
  const at = deps.now().toISOString();
  const id = await db
    .transaction()
    .execute(async (trx) => {
      const owner = await resolveOwner(trx, actor, input.companyId);
      await assertKeyFree(trx, { owner, key: input.key });
      const row = await trx
        .insertInto('field_helps')
        .values({
          company_id: owner,
          key: input.key,
          title: input.title,
          content: input.content,
          example: input.example,
          created_by: actor.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    })
    .catch(whenTaken(() => keyTaken(input.key)));
  return toFieldHelp((await findFieldHelp(db, id))!);
}
