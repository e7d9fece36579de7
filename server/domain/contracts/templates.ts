/**
 * Contract templates: the scoped list, create (the upload checked by content), read, update,
 * delete, new versions and the PDF itself. Admins see and change everything; company users see
 * their own company's templates and the shared ones (company null) but change only their own.
 * Department users and operators have no access. Out of scope is refused (403), never filtered.
 */
import { sql, type Selectable } from 'kysely';
import type { Page } from '../../../common/api';
import type { ContractKind, ContractStatus, ContractTemplate, ContractVersionResult, PageSize } from '../../../common/api/contracts';
import type { Db } from '../../db/open';
import type { ContractTemplatesTable } from '../../db/schema';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { pageOrder, toPage, type ListCriteria } from '../../lib/paging';
import { MAX_PAGE_SIDE, MAX_PDF_PAGES, MIN_PAGE_SIDE, PdfError, type PdfInfo, type PdfProblem } from '../../pdf';
import { parsing, WorkerLimitError } from '../../parsing';
import { templatesInUse } from './template-usage';
import { canReadOwned, canWriteOwned, forbidden, isAdmin, readsEnabledTemplatesOnly, resolveOwner, type Actor } from '../scope';
import type { z } from 'zod';
import type { CONTRACT_SORTS, ContractQuery } from '../../../common/contract/contracts';
import { containsPattern, isUniqueViolation } from '../../lib/sql';
import { cachedList } from '../list-cache';

type TemplateRow = Omit<Selectable<ContractTemplatesTable>, 'pdf'> & { company_name: string | null };

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
export type ContractSortField = keyof typeof CONTRACT_SORT_FIELDS;

export type ContractListCriteria = ListCriteria<z.output<typeof ContractQuery>, ContractSortField>;

export interface NewTemplate {
  kind: ContractKind;
  name: string;
  code: string;
  /** undefined: the next version of the code for this owner and kind (1 for a new code). */
  version?: number;
  /** undefined: the caller's company (company users) or shared (admins). */
  companyId?: number | null;
  crossPageSeal?: boolean;
  file: Uint8Array;
}

export interface TemplateChanges {
  name?: string;
  code?: string;
  status?: ContractStatus;
  accessoryIds?: number[];
  sealKind?: string;
  crossPageSeal?: boolean;
}

const COLUMNS = [
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

// ---------------------------------------------------------------------------------------------
// Reading

function baseQuery(db: Db) {
  return db.selectFrom('contract_templates').leftJoin('companies', 'companies.id', 'contract_templates.company_id');
}

async function findRow(db: Db, id: number): Promise<TemplateRow | undefined> {
  return baseQuery(db)
    .select([...COLUMNS, 'companies.name as company_name'])
    .where('contract_templates.id', '=', id)
    .executeTakeFirst();
}

/** The template row, if the actor may read it (404 when missing, 403 when out of scope). */
async function readableRow(db: Db, actor: Actor, id: number): Promise<TemplateRow> {
  const row = await findRow(db, id);
  if (!row) throw new DomainError('not_found', 'contract.notFound');
  if (!canReadOwned(actor, row.company_id)) throw forbidden();
  if (readsEnabledTemplatesOnly(actor) && row.status !== 'enabled') throw forbidden();
  return row;
}

/** The template row, if the actor may change it. */
async function writableRow(db: Db, actor: Actor, id: number): Promise<TemplateRow> {
  const row = await readableRow(db, actor, id);
  if (!canWriteOwned(actor, row.company_id)) throw forbidden();
  return row;
}

/** API objects for rows: accessories, field counts and use are read for the whole batch. */
async function toTemplates(db: Db, rows: TemplateRow[]): Promise<ContractTemplate[]> {
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

async function toTemplate(db: Db, row: TemplateRow): Promise<ContractTemplate> {
  return (await toTemplates(db, [row]))[0];
}

export function listTemplates(
  deps: Pick<Deps, 'db' | 'listCache'>,
  actor: Actor,
  query: ContractListCriteria,
): Promise<Page<ContractTemplate>> {
  return cachedList(deps, 'templates', actor, query, () => readTemplatePage(deps, actor, query));
}

async function readTemplatePage(deps: Pick<Deps, 'db'>, actor: Actor, query: ContractListCriteria): Promise<Page<ContractTemplate>> {
  const { db } = deps;
  if (query.companyId !== undefined && !canReadOwned(actor, query.companyId)) throw forbidden();
  const enabledOnly = readsEnabledTemplatesOnly(actor);
  if (enabledOnly && query.status !== undefined && query.status !== 'enabled') throw forbidden();

  let base = baseQuery(db);
  if (enabledOnly) base = base.where('contract_templates.status', '=', 'enabled');
  if (!isAdmin(actor)) {
    base = base.where((eb) =>
      eb.or([eb('contract_templates.company_id', 'is', null), eb('contract_templates.company_id', '=', actor.relation_id)]),
    );
  }
  if (query.companyId !== undefined) base = base.where('contract_templates.company_id', '=', query.companyId);
  if (query.shared !== undefined) base = base.where('contract_templates.company_id', query.shared ? 'is' : 'is not', null);
  if (query.kind) base = base.where('contract_templates.kind', '=', query.kind);
  if (query.status) base = base.where('contract_templates.status', '=', query.status);
  if (query.name) base = base.where(sql<boolean>`lower(contract_templates.name) like ${containsPattern(query.name)} escape '\\'`);
  if (query.code) base = base.where(sql<boolean>`lower(contract_templates.code) like ${containsPattern(query.code)} escape '\\'`);
  if (query.missingSignaturePlaces !== undefined) {
    const hasPlace = (party: 'employee' | 'company') =>
      sql<boolean>`exists (select 1 from contract_fields f where f.template_id = contract_templates.id and f.type = 'signature' and f.party = ${party})`;
    const complete = sql<boolean>`(${hasPlace('employee')} and ${hasPlace('company')})`;
    base = base.where(query.missingSignaturePlaces ? sql<boolean>`not ${complete}` : complete);
  }
  if (query.latest) {
    base = base.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contract_templates as newer')
            .select('newer.id')
            .whereRef('newer.kind', '=', 'contract_templates.kind')
            .whereRef('newer.code', '=', 'contract_templates.code')
            .where(sql<boolean>`coalesce(newer.company_id, 0) = coalesce(contract_templates.company_id, 0)`)
            .whereRef('newer.version', '>', 'contract_templates.version'),
        ),
      ),
    );
  }

  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const { column, direction, limit, offset } = pageOrder(query, CONTRACT_SORT_FIELDS);
  const rows = await base
    .select([...COLUMNS, 'companies.name as company_name'])
    .orderBy(column, direction)
    .orderBy('contract_templates.id', direction)
    .limit(limit)
    .offset(offset)
    .execute();
  return toPage(await toTemplates(db, rows), total, query);
}

export async function getTemplate(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<ContractTemplate> {
  return toTemplate(deps.db, await readableRow(deps.db, actor, id));
}

export interface TemplateFile {
  bytes: Uint8Array;
  /** A file name for downloads: code-vN.pdf. */
  fileName: string;
  template: Pick<ContractTemplate, 'id' | 'name' | 'code' | 'version' | 'companyId'> & { pages: PageSize[]; pageCount: number };
}

/** The stored PDF of a template the actor may read. */
export async function getTemplateFile(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<TemplateFile> {
  const row = await readableRow(deps.db, actor, id);
  const { pdf } = await deps.db.selectFrom('contract_templates').select('pdf').where('id', '=', id).executeTakeFirstOrThrow();
  return {
    bytes: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength),
    fileName: `${row.code}-v${row.version}.pdf`,
    template: {
      id: row.id,
      name: row.name,
      code: row.code,
      version: row.version,
      companyId: row.company_id,
      pages: JSON.parse(row.page_sizes) as PageSize[],
      pageCount: row.page_count,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

/** Checks uploaded bytes by content, on a parsing worker; a refusal names the `file` field. */
export async function checkUpload(file: Uint8Array): Promise<PdfInfo> {
  try {
    return await parsing.inspectPdf(file);
  } catch (error) {
    if (error instanceof WorkerLimitError) throw new DomainError('too_large', 'upload.tooComplex', { field: 'file' });
    if (!(error instanceof PdfError)) throw error;
    throw pdfRefusal(error.problem);
  }
}

function pdfRefusal(problem: PdfProblem): DomainError {
  const field = 'file';
  switch (problem) {
    case 'too_large':
      return new DomainError('too_large', 'error.fileTooLarge', { field, params: { limit: '10 MB' } });
    case 'too_complex':
      return new DomainError('too_large', 'contract.pdfTooComplex', { field });
    case 'too_many_pages':
      return new DomainError('validation', 'contract.tooManyPages', { field, params: { max: MAX_PDF_PAGES } });
    case 'page_size':
      return new DomainError('validation', 'contract.pageSize', { field, params: { min: MIN_PAGE_SIDE, max: MAX_PAGE_SIDE } });
    case 'active_content':
      return new DomainError('validation', 'contract.activeContent', { field });
    case 'not_pdf':
      return new DomainError('validation', 'contract.notPdf', { field });
    case 'encrypted':
      return new DomainError('validation', 'contract.encryptedPdf', { field });
    case 'broken':
      return new DomainError('validation', 'contract.brokenPdf', { field });
  }
}

function ownerIs(companyId: number | null) {
  return sql<boolean>`coalesce(company_id, 0) = ${companyId ?? 0}`;
}

async function assertCodeFree(db: Db, owner: number | null, kind: ContractKind, code: string, version: number, exceptId?: number) {
  let query = db
    .selectFrom('contract_templates')
    .select('id')
    .where(ownerIs(owner))
    .where('kind', '=', kind)
    .where('code', '=', code)
    .where('version', '=', version);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw codeTaken(code, version);
}

/** One more than the highest version of the code for the owner and kind; 1 for a new code. */
async function nextVersion(db: Db, owner: number | null, kind: ContractKind, code: string): Promise<number> {
  const { top } = await db
    .selectFrom('contract_templates')
    .select((eb) => eb.fn.max('version').as('top'))
    .where(ownerIs(owner))
    .where('kind', '=', kind)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(top ?? 0) + 1;
}

function codeTaken(code: string, version: number) {
  return new DomainError('conflict', 'contract.codeTaken', { field: 'code', params: { code, version } });
}

/** Stores an uploaded PDF as a new draft template; answers its id. */
async function insertDraft(
  trx: Db,
  t: {
    kind: ContractKind;
    companyId: number | null;
    name: string;
    code: string;
    version: number;
    sealKind?: string;
    crossPageSeal?: boolean;
  },
  file: Uint8Array,
  info: PdfInfo,
  actor: Actor,
  at: string,
): Promise<number> {
  const row = await trx
    .insertInto('contract_templates')
    .values({
      kind: t.kind,
      company_id: t.companyId,
      name: t.name,
      code: t.code,
      version: t.version,
      status: 'draft',
      page_count: info.pageCount,
      page_sizes: JSON.stringify(info.pages),
      pdf: Buffer.from(file),
      file_size: info.size,
      file_sha256: info.sha256,
      ...(t.sealKind !== undefined ? { seal_kind: t.sealKind } : {}),
      ...(t.crossPageSeal !== undefined ? { cross_page_seal: t.crossPageSeal ? 1 : 0 } : {}),
      created_by: actor.id,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createTemplate(deps: Pick<Deps, 'db' | 'now'>, actor: Actor, input: NewTemplate): Promise<ContractTemplate> {
  const { db } = deps;
  const owner = await resolveOwner(db, actor, input.companyId);
  const info = await checkUpload(input.file);
  const at = deps.now().toISOString();
  let version = input.version ?? 1;
  try {
    const id = await db.transaction().execute(async (trx) => {
      version = input.version ?? (await nextVersion(trx, owner, input.kind, input.code));
      await assertCodeFree(trx, owner, input.kind, input.code, version);
      return insertDraft(
        trx,
        { kind: input.kind, companyId: owner, name: input.name, code: input.code, version, crossPageSeal: input.crossPageSeal },
        input.file,
        info,
        actor,
        at,
      );
    });
    return toTemplate(db, (await findRow(db, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code, version);
    throw error;
  }
}

/** Refuses unless the template has a signature field for each party (needed to sign it). */
async function assertSignatures(db: Db, templateId: number) {
  const rows = await db
    .selectFrom('contract_fields')
    .select('party')
    .where('template_id', '=', templateId)
    .where('type', '=', 'signature')
    .execute();
  const parties = new Set(rows.map((r) => r.party));
  if (!parties.has('employee') || !parties.has('company')) {
    throw new DomainError('validation', 'contract.enableNeedsSignatures', { field: 'status' });
  }
}

/**
 * Checks the accessory templates listed for a principal template: each must exist, be an
 * accessory template, and be visible to everyone who sees the principal (a shared principal lists
 * shared accessories only; a company's principal lists shared ones or the same company's).
 */
async function checkAccessories(db: Db, principal: TemplateRow, ids: number[]): Promise<number[]> {
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

async function replaceAccessories(db: Db, principalId: number, ids: number[]) {
  await db.deleteFrom('contract_template_accessories').where('principal_id', '=', principalId).execute();
  if (ids.length) {
    await db
      .insertInto('contract_template_accessories')
      .values(ids.map((accessory_id, position) => ({ principal_id: principalId, accessory_id, position })))
      .execute();
  }
}

export async function updateTemplate(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  changes: TemplateChanges,
): Promise<ContractTemplate> {
  const { db } = deps;
  let version = 0;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await writableRow(trx, actor, id);
      version = row.version;
      const accessories = changes.accessoryIds === undefined ? undefined : await checkAccessories(trx, row, changes.accessoryIds);
      if (changes.code !== undefined && changes.code !== row.code)
        await assertCodeFree(trx, row.company_id, row.kind, changes.code, row.version, row.id);
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(changes.code ?? '', version);
    throw error;
  }
  return toTemplate(db, (await findRow(db, id))!);
}

/** Deletes a template (with its fields); refused while a sign task uses it or a principal lists it. */
export async function deleteTemplate(deps: Pick<Deps, 'db'>, actor: Actor, id: number): Promise<ContractTemplate> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await writableRow(trx, actor, id);
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

export type VersionResult = ContractVersionResult;

/**
 * Uploads a new version of a template: a new row with the same owner, kind and code, the next
 * version number (one more than the highest of the code), status draft, the fields that fit the
 * new PDF, and (principal templates) the same accessories.
 */
export async function createVersion(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  id: number,
  input: { file: Uint8Array; name?: string },
): Promise<VersionResult> {
  const { db } = deps;
  await writableRow(db, actor, id); // refuse before reading the upload
  const info = await checkUpload(input.file);
  const at = deps.now().toISOString();
  let dropped: string[] = [];
  const newId = await db.transaction().execute(async (trx) => {
    const source = await writableRow(trx, actor, id);
    const version = {
      kind: source.kind,
      companyId: source.company_id,
      name: input.name ?? source.name,
      code: source.code,
      version: await nextVersion(trx, source.company_id, source.kind, source.code),
      sealKind: source.seal_kind,
      crossPageSeal: source.cross_page_seal === 1,
    };
    const versionId = await insertDraft(trx, version, input.file, info, actor, at);
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
  return { ...(await toTemplate(db, (await findRow(db, newId))!)), droppedFieldKeys: dropped };
}

/** The template row and its PDF, for a caller that may read it (fields and preview). */
export async function readableTemplate(db: Db, actor: Actor, id: number) {
  return readableRow(db, actor, id);
}

/** The template row, for a caller that may change it. */
export async function writableTemplate(db: Db, actor: Actor, id: number) {
  return writableRow(db, actor, id);
}

export type { TemplateRow };
