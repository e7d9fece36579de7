/**
 * Stores the image of the company seal (公章) of a company in the actor's scope: a PNG or JPEG of
 * sane dimensions, kept as the PNG the PDF engine always embeds (uploaded-images.ts); one that
 * cannot be read is refused here, never when the company signs. It replaces the image of the
 * company's active company seal in the seal library (its grants stay), or makes that seal.
 */
import type { Company } from '../../../../common/api/organisation';
import { BUILT_IN_SEAL_NAMES } from '../../../../common/api/seals';
import type { Deps } from '../../deps';
import { revokeCompanyCertificate } from '../../pki/certificates';
import type { Actor } from '../../scope';
import { kindTaken } from '../../seals/seal-rows';
import { normaliseUpload, SEAL_IMAGE } from '../../uploaded-images';
import { loadCompany } from './company-rows';
import { getCompany } from './get-company';
import { whenTaken } from '../../unique-violation';

export async function saveSeal(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, file }: { actor: Actor; id: number; file: Buffer },
): Promise<Company> {
  await getCompany(deps, actor, id);
  const seal = Buffer.from((await normaliseUpload(file, 'file', SEAL_IMAGE)).png);
  return deps.db
    .transaction()
    .execute(async (trx) => {
      await loadCompany(trx, id);
      const at = deps.now().toISOString();
      const replaced = await trx
        .updateTable('seals')
        .set({ png: seal, updated_at: at })
        .where('company_id', '=', id)
        .where('kind', '=', 'company')
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (Number(replaced.numUpdatedRows) === 0) {
        await trx
          .insertInto('seals')
          .values({
            company_id: id,
            kind: 'company',
            name: BUILT_IN_SEAL_NAMES.company,
            png: seal,
            status: 'active',
            created_by: actor.id,
            created_at: at,
            updated_at: at,
          })
          .execute();
      }
      await trx.updateTable('companies').set({ updated_at: at }).where('id', '=', id).execute();
      // A new seal is a new identity on paper: the certificate that signed beside the old one goes.
      await revokeCompanyCertificate(trx, { companyId: id, reason: 'superseded', at });
      return loadCompany(trx, id);
    })
    .catch(whenTaken(() => kindTaken('company')));
}
