/**
 * A template as signing reads it: its fields, and its PDF when a task's documents are filled
 * from it; and where each party's signature goes on it.
 */
import type { ContractField, SigningParty } from '../../../common/api/contracts';
import type { Db } from '../../db/open';
import type { Placement } from '../../pdf';
import { fieldsOf } from '../contracts/fields/field-rows';
import { templatePdf } from '../contracts/templates/template-rows';

export interface TemplateForSigning {
  id: number;
  name: string;
  kind: 'principal' | 'accessory';
  status: string;
  companyId: number | null;
  pdf: Uint8Array;
  fields: ContractField[];
  /** The company's seal also split across the right edge of every page (signatures/cross-page-seal.ts). */
  crossPageSeal: boolean;
}

/** A template's name and fields without its PDF: what signing needs once the task's PDFs exist. */
export async function loadTemplateFields(db: Db, id: number): Promise<Omit<TemplateForSigning, 'pdf'> | undefined> {
  const row = await db
    .selectFrom('contract_templates')
    .select(['id', 'name', 'kind', 'status', 'company_id', 'cross_page_seal'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TemplateForSigning['kind'],
    status: row.status,
    companyId: row.company_id,
    crossPageSeal: row.cross_page_seal === 1,
    fields: await fieldsOf(db, id),
  };
}

/** The template with its PDF, to fill a new task's documents from. */
export async function loadTemplateForSigning(db: Db, id: number): Promise<TemplateForSigning | undefined> {
  const template = await loadTemplateFields(db, id);
  if (!template) return undefined;
  return { ...template, pdf: await templatePdf(db, id) };
}

/** Where each party signs on a template: its signature field, if it has one. */
export function signaturePlace(template: Pick<TemplateForSigning, 'fields'>, party: SigningParty): Placement | undefined {
  const field = template.fields.find((f) => f.type === 'signature' && f.party === party);
  return field ? { page: field.page, x: field.x, y: field.y, width: field.width, height: field.height } : undefined;
}
