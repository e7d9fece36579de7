/**
 * A template's fields replaced as a whole list, on a template the actor may change; an enabled
 * template must keep a signature place for each party.
 */
import type { ContractField, PageSize } from '../../../../common/api/contracts';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import type { Actor } from '../../scope';
import { writableTemplate } from '../templates/template-rows';
import { checkFields, hasBothSignatures, type FieldInput } from './check-fields';
import { fieldsOf } from './field-rows';

/** Replaces the template's fields with `inputs` in one transaction; answers the saved list. */
export async function replaceFields(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, templateId, inputs }: { actor: Actor; templateId: number; inputs: readonly FieldInput[] },
): Promise<ContractField[]> {
  const { db } = deps;
  await writableTemplate(db, actor, templateId); // refuse before any work
  return db.transaction().execute(async (trx) => {
    const template = await writableTemplate(trx, actor, templateId);
    const fields = checkFields(inputs, JSON.parse(template.page_sizes) as PageSize[]);
    // An enabled template must stay signable.
    if (template.status === 'enabled' && !hasBothSignatures(fields)) throw new DomainError('validation', 'contract.enableNeedsSignatures');
    const existing = new Set(
      (await trx.selectFrom('contract_fields').select('id').where('template_id', '=', templateId).execute()).map((r) => r.id),
    );
    await trx.deleteFrom('contract_fields').where('template_id', '=', templateId).execute();
    for (const [position, field] of fields.entries()) {
      await trx
        .insertInto('contract_fields')
        .values({
          // A field of this template keeps its id; anything else gets a new one.
          ...(field.id !== undefined && existing.has(field.id) ? { id: field.id } : {}),
          template_id: templateId,
          position,
          key: field.key,
          label: field.label,
          type: field.type,
          required: field.required ? 1 : 0,
          source: field.type === 'signature' ? null : field.source,
          constant_value: field.constant ?? null,
          party: field.party,
          page: field.page,
          x: field.x,
          y: field.y,
          width: field.width,
          height: field.height,
          font_size: field.fontSize,
          options: JSON.stringify(field.options),
        })
        .execute();
    }
    await trx.updateTable('contract_templates').set({ updated_at: deps.now().toISOString() }).where('id', '=', templateId).execute();
    return fieldsOf(trx, templateId);
  });
}
