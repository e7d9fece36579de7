/**
 * A template's code and version: unique per owner (a company, or shared) and kind, and numbered
 * one past the highest version of the code.
 */
import { sql } from 'kysely';
import type { ContractKind } from '../../../../common/api/contracts';
import type { Db } from '../../../db/open';
import { DomainError } from '../../errors';

/** The templates of one code: an owner (null: shared), a kind and a code. */
export interface TemplateCode {
  owner: number | null;
  kind: ContractKind;
  code: string;
}

function ofCode(db: Db, { owner, kind, code }: TemplateCode) {
  return db
    .selectFrom('contract_templates')
    .where(sql<boolean>`coalesce(company_id, 0) = ${owner ?? 0}`)
    .where('kind', '=', kind)
    .where('code', '=', code);
}

export function codeTaken(code: string, version: number) {
  return new DomainError('conflict', 'contract.codeTaken', { field: 'code', params: { code, version } });
}

/** Refuses (409) when another template than `exceptId` has the code and version. */
export async function assertCodeFree(db: Db, template: TemplateCode & { version: number; exceptId?: number }) {
  let query = ofCode(db, template).select('id').where('version', '=', template.version);
  if (template.exceptId !== undefined) query = query.where('id', '!=', template.exceptId);
  if (await query.executeTakeFirst()) throw codeTaken(template.code, template.version);
}

/** One more than the highest version of the code for the owner and kind; 1 for a new code. */
export async function nextVersion(db: Db, template: TemplateCode): Promise<number> {
  const { top } = await ofCode(db, template)
    .select((eb) => eb.fn.max('version').as('top'))
    .executeTakeFirstOrThrow();
  return Number(top ?? 0) + 1;
}
