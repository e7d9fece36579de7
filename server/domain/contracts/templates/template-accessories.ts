/** The accessory templates a principal template lists (signed with it, in this order). */
import type { Db } from '../../../db/open';
import { DomainError } from '../../errors';
import type { TemplateRow } from './template-rows';

/**
 * Checks the accessory templates listed for a principal template: each must exist, be an
 * accessory template, and be visible to everyone who sees the principal (a shared principal lists
 * shared accessories only; a company's principal lists shared ones or the same company's).
 */
export async function checkAccessories(db: Db, principal: TemplateRow, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  if (principal.kind !== 'principal') throw new DomainError('validation', 'contract.accessoriesPrincipalOnly', { field: 'accessoryIds' });
  const rows = await db.selectFrom('contract_templates').select(['id', 'kind', 'company_id']).where('id', 'in', unique).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of unique) {
    const row = byId.get(id);
    const fits = row !== undefined && row.kind === 'accessory' && (row.company_id === null || row.company_id === principal.company_id);
    if (!fits) {
      throw new DomainError('validation', 'contract.accessoryInvalid', {
        field: `accessoryIds.${ids.indexOf(id)}`,
        label: 'field.accessoryIds',
        params: { id },
      });
    }
  }
  return unique;
}

export async function replaceAccessories(db: Db, principalId: number, ids: number[]) {
  await db.deleteFrom('contract_template_accessories').where('principal_id', '=', principalId).execute();
  if (ids.length) {
    await db
      .insertInto('contract_template_accessories')
      .values(ids.map((accessory_id, position) => ({ principal_id: principalId, accessory_id, position })))
      .execute();
  }
}
