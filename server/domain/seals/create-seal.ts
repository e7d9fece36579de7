/**
 * A new seal in a company's library, active: an uploaded image (any PNG or JPEG, made the
 * transparent PNG the signing engine embeds, uploaded-images.ts) or one drawn on the server
 * (generate-seal.ts). A company has one active seal of a kind: a second is refused.
 */
import type { Seal, SealDrawBody } from '../../../common/api/seals';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { normaliseUpload, SEAL_IMAGE } from '../uploaded-images';
import { generateSeal } from './generate-seal';
import { assertCompanyManaged, assertKindFree, kindTaken, sealInScope } from './seal-rows';
import { whenTaken } from '../unique-violation';

export type SealSource = { kind: 'upload'; file: Uint8Array } | { kind: 'drawn' };

export async function createSeal(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, companyId, body, source }: { actor: Actor; companyId: number; body: SealDrawBody; source: SealSource },
): Promise<Seal> {
  await assertCompanyManaged(deps.db, actor, companyId);
  await assertKindFree(deps.db, { companyId, kind: body.kind });
  const png =
    source.kind === 'upload'
      ? Buffer.from((await normaliseUpload(source.file, 'file', SEAL_IMAGE)).png)
      : await generateSeal(deps, { actor, companyId, body });
  const at = deps.now().toISOString();
  const id = await deps.db
    .transaction()
    .execute(async (trx) => {
      await assertKindFree(trx, { companyId, kind: body.kind });
      const row = await trx
        .insertInto('seals')
        .values({
          company_id: companyId,
          kind: body.kind,
          name: body.name,
          png,
          status: 'active',
          created_by: actor.id,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    })
    .catch(whenTaken(() => kindTaken(body.kind)));
  return sealInScope(deps.db, actor, id);
}
