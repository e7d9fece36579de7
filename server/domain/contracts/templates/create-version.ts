/**
 * Uploads a new version of a template: a new row with the same owner, kind and code, the next
 * version number (one more than the highest of the code), status draft, the fields that fit the
 * new PDF, and (principal templates) the same accessories.
 */
import type { ContractVersionResult } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import type { Actor } from '../../scope';
import { checkUpload } from './check-upload';
import { insertDraft } from './insert-draft';
import { replaceAccessories } from './template-accessories';
import { nextVersion } from './template-code';
import { templateById, writableTemplate } from './template-rows';

export async function createVersion(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, file, name }: { actor: Actor; id: number; file: Uint8Array; name?: string },
): Promise<ContractVersionResult> {
  const { db } = deps;
  await writableTemplate(db, actor, id); // refuse before reading the upload
  const info = await checkUpload(file);
  const at = deps.now().toISOString();
  let dropped: string[] = [];
  const newId = await db.transaction().execute(async (trx) => {
    const source = await writableTemplate(trx, actor, id);
    const versionId = await insertDraft(trx, {
      kind: source.kind,
      companyId: source.company_id,
      name: name ?? source.name,
      code: source.code,
      version: await nextVersion(trx, { owner: source.company_id, kind: source.kind, code: source.code }),
      sealKind: source.seal_kind,
      crossPageSeal: source.cross_page_seal === 1,
      file,
      info,
      createdBy: actor.id,
      at,
    });
    const fields = await trx.selectFrom('contract_fields').selectAll().where('template_id', '=', id).orderBy('position').execute();
    const fit = fields.filter((f) => {
      const page = info.pages[f.page - 1];
      return page !== undefined && f.x + f.width <= page.width + 0.01 && f.y + f.height <= page.height + 0.01;
    });
    dropped = fields.filter((f) => !fit.includes(f)).map((f) => f.key);
    if (fit.length) {
      await trx
        .insertInto('contract_fields')
        .values(fit.map(({ id: _id, template_id: _t, ...field }, position) => ({ ...field, template_id: versionId, position })))
        .execute();
    }
    const links = await trx
      .selectFrom('contract_template_accessories')
      .select('accessory_id')
      .where('principal_id', '=', id)
      .orderBy('position')
      .execute();
    await replaceAccessories(
      trx,
      versionId,
      links.map((l) => l.accessory_id),
    );
    return versionId;
  });
  return { ...(await templateById(db, newId)), droppedFieldKeys: dropped };
}
