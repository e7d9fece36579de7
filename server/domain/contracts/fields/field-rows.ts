/** The fields placed on a contract template, as the API shows them, in their order. */
import type { Selectable } from 'kysely';
import type { ContractField, ContractFieldSource, ContractFieldType, SigningParty } from '../../../../common/api/contracts';
import type { Db } from '../../../db/open';
import type { ContractFieldsTable } from '../../../db/schema';

function toContractField(row: Selectable<ContractFieldsTable>): ContractField {
  return {
    id: row.id,
    key: row.key,
    label: row.label,
    type: row.type as ContractFieldType,
    required: row.required === 1,
    source: row.source as ContractFieldSource | null,
    ...(row.source === 'constant' ? { constant: row.constant_value ?? '' } : {}),
    party: row.party as SigningParty | null,
    page: row.page,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    fontSize: row.font_size,
    options: JSON.parse(row.options) as string[],
  };
}

export async function fieldsOf(db: Db, templateId: number): Promise<ContractField[]> {
  const rows = await db
    .selectFrom('contract_fields')
    .selectAll()
    .where('template_id', '=', templateId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toContractField);
}
