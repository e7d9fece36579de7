/** Deletes a template (with its fields); refused while a sign task uses it or a principal lists it. */
import type { ContractTemplate } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import type { Actor } from '../../scope';
import { toTemplate, writableTemplate } from './template-rows';

export async function deleteTemplate(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<ContractTemplate> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await writableTemplate(trx, actor, id);
    const template = await toTemplate(trx, row);
    if (template.inUse) throw new DomainError('conflict', 'contract.inUse');
    const principals = await trx
      .selectFrom('contract_template_accessories')
      .innerJoin('contract_templates', 'contract_templates.id', 'contract_template_accessories.principal_id')
      .select(['contract_templates.name', 'contract_templates.version'])
      .where('contract_template_accessories.accessory_id', '=', id)
      .execute();
    if (principals.length) {
      const names = principals.map((p) => `「${p.name}」v${p.version}`).join('、');
      throw new DomainError('conflict', 'contract.accessoryLinked', { params: { names } });
    }
    await trx.deleteFrom('contract_fields').where('template_id', '=', id).execute();
    await trx.deleteFrom('contract_template_accessories').where('principal_id', '=', id).execute();
    await trx.deleteFrom('contract_templates').where('id', '=', id).execute();
    return template;
  });
}
