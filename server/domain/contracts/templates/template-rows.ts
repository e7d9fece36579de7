/**
 * Contract templates as the API shows them, their list's sort columns, and one template in the
 * caller's scope. Admins see and change everything; company users see their own company's
 * templates and the shared ones (company null) but change only their own. Department users and
 * operators have no access. Out of scope is refused (403), never filtered.
 */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { ContractTemplate, PageSize } from '../../../../common/api/contracts';
import type { CONTRACT_SORTS, ContractQuery } from '../../../../common/contract/contracts';
import type { Db } from '../../../db/open';
import type { ContractTemplatesTable } from '../../../db/schema';
import type { ListCriteria } from '../../../lib/paging';
import { DomainError } from '../../errors';
import { canReadOwned, canWriteOwned, forbidden, readsEnabledTemplatesOnly, type Actor } from '../../scope';
import { templatesInUse } from './template-usage';

export type TemplateRow = Omit<Selectable<ContractTemplatesTable>, 'pdf'> & { company_name: string | null };

/** A template's stored PDF (kept apart from its row: every other read of templates leaves it out). */
export async function templatePdf(db: Db, id: number): Promise<Uint8Array> {
  const { pdf } = await db.selectFrom('contract_templates').select('pdf').where('id', '=', id).executeTakeFirstOrThrow();
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The API names the list may be sorted by, and their columns. */
export const CONTRACT_SORT_FIELDS = {
  id: 'contract_templates.id',
  name: 'contract_templates.name',
  code: 'contract_templates.code',
  version: 'contract_templates.version',
  kind: 'contract_templates.kind',
  status: 'contract_templates.status',
  pageCount: 'contract_templates.page_count',
  createdAt: 'contract_templates.created_at',
  updatedAt: 'contract_templates.updated_at',
} as const satisfies Record<(typeof CONTRACT_SORTS)[number], string>;

export type ContractListCriteria = ListCriteria<z.output<typeof ContractQuery>, keyof typeof CONTRACT_SORT_FIELDS>;

/** Every column but the PDF's bytes. */
export const TEMPLATE_COLUMNS = [
  'contract_templates.id',
  'contract_templates.kind',
  'contract_templates.company_id',
  'contract_templates.name',
  'contract_templates.code',
  'contract_templates.version',
  'contract_templates.status',
  'contract_templates.page_count',
  'contract_templates.page_sizes',
  'contract_templates.file_size',
  'contract_templates.file_sha256',
  'contract_templates.seal_kind',
  'contract_templates.cross_page_seal',
  'contract_templates.created_by',
  'contract_templates.created_at',
  'contract_templates.updated_at',
] as const;

/** Templates with their company (for its name). */
export function templatesWithCompany(db: Db) {
  return db.selectFrom('contract_templates').leftJoin('companies', 'companies.id', 'contract_templates.company_id');
}

async function findTemplateRow(db: Db, id: number): Promise<TemplateRow | undefined> {
  return templatesWithCompany(db)
    .select([...TEMPLATE_COLUMNS, 'companies.name as company_name'])
    .where('contract_templates.id', '=', id)
    .executeTakeFirst();
}

/** The template row, if the actor may read it (404 when missing, 403 when out of scope). */
export async function readableTemplate(db: Db, actor: Actor, id: number): Promise<TemplateRow> {
  const row = await findTemplateRow(db, id);
  if (!row) throw new DomainError('not_found', 'contract.notFound');
  if (!canReadOwned(actor, row.company_id)) throw forbidden();
  if (readsEnabledTemplatesOnly(actor) && row.status !== 'enabled') throw forbidden();
  return row;
}

/** The template row, if the actor may change it. */
export async function writableTemplate(db: Db, actor: Actor, id: number): Promise<TemplateRow> {
  const row = await readableTemplate(db, actor, id);
  if (!canWriteOwned(actor, row.company_id)) throw forbidden();
  return row;
}

/** API objects for rows: accessories, field counts and use are read for the whole batch. */
export async function toTemplates(db: Db, rows: TemplateRow[]): Promise<ContractTemplate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, counts, used] = await Promise.all([
    db
      .selectFrom('contract_template_accessories')
      .select(['principal_id', 'accessory_id'])
      .where('principal_id', 'in', ids)
      .orderBy('principal_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('contract_fields')
      .select((eb) => ['template_id', eb.fn.countAll<number>().as('n')])
      .where('template_id', 'in', ids)
      .groupBy('template_id')
      .execute(),
    templatesInUse(db, ids),
  ]);
  const accessories = new Map<number, number[]>();
  for (const link of links) accessories.set(link.principal_id, [...(accessories.get(link.principal_id) ?? []), link.accessory_id]);
  const fieldCounts = new Map(counts.map((c) => [c.template_id, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    companyId: row.company_id,
    companyName: row.company_name,
    name: row.name,
    code: row.code,
    version: row.version,
    status: row.status,
    pageCount: row.page_count,
    pages: JSON.parse(row.page_sizes) as PageSize[],
    accessoryIds: accessories.get(row.id) ?? [],
    inUse: used.has(row.id),
    fileSize: row.file_size,
    fileSha256: row.file_sha256,
    fieldCount: fieldCounts.get(row.id) ?? 0,
    sealKind: row.seal_kind,
    crossPageSeal: row.cross_page_seal === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function toTemplate(db: Db, row: TemplateRow): Promise<ContractTemplate> {
  return (await toTemplates(db, [row]))[0];
}

/** The template `id` as the API shows it, read again after a write. */
export async function templateById(db: Db, id: number): Promise<ContractTemplate> {
  return toTemplate(db, (await findTemplateRow(db, id))!);
}
