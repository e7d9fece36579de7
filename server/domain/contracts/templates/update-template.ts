/**
 * A change of a template the actor may change: name, code (unique per owner, kind and version),
 * status (enabled only with a signature place for each party), accessories, seal settings.
 */
import type { ContractStatus, ContractTemplate } from '../../../../common/api/contracts';
import type { Db } from '../../../db/open';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import type { Actor } from '../../scope';
import { whenTaken } from '../../unique-violation';
import { hasBothSignatures } from '../fields/check-fields';
import { checkAccessories, replaceAccessories } from './template-accessories';
import { assertCodeFree, codeTaken } from './template-code';
import { templateById, writableTemplate } from './template-rows';

export interface TemplateChanges {
  name?: string;
  code?: string;
  status?: ContractStatus;
  accessoryIds?: number[];
  sealKind?: string;
  crossPageSeal?: boolean;
}

/** Refuses unless the template has a signature field for each party (needed to sign it). */
async function assertSignatures(db: Db, templateId: number) {
  const signatures = await db
    .selectFrom('contract_fields')
    .select(['type', 'party'])
    .where('template_id', '=', templateId)
    .where('type', '=', 'signature')
    .execute();
  if (!hasBothSignatures(signatures)) throw new DomainError('validation', 'contract.enableNeedsSignatures', { field: 'status' });
}

export async function updateTemplate(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, id, changes }: { actor: Actor; id: number; changes: TemplateChanges },
): Promise<ContractTemplate> {
  const { db } = deps;
  let version = 0;
  await db
    .transaction()
    .execute(async (trx) => {
      const row = await writableTemplate(trx, actor, id);
      version = row.version;
      const accessories = changes.accessoryIds === undefined ? undefined : await checkAccessories(trx, row, changes.accessoryIds);
      if (changes.code !== undefined && changes.code !== row.code) {
        await assertCodeFree(trx, { owner: row.company_id, kind: row.kind, code: changes.code, version: row.version, exceptId: row.id });
      }
      if (changes.status === 'enabled') await assertSignatures(trx, row.id);
      await trx
        .updateTable('contract_templates')
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.code !== undefined ? { code: changes.code } : {}),
          ...(changes.status !== undefined ? { status: changes.status } : {}),
          ...(changes.sealKind !== undefined ? { seal_kind: changes.sealKind } : {}),
          ...(changes.crossPageSeal !== undefined ? { cross_page_seal: changes.crossPageSeal ? 1 : 0 } : {}),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', id)
        .execute();
      if (accessories) await replaceAccessories(trx, id, accessories);
    })
    .catch(whenTaken(() => codeTaken(changes.code ?? '', version)));
  return templateById(db, id);
}
