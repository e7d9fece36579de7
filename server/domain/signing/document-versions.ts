/**
 * The PDFs of a sign task: each template filled with the task's values (blank ones take their
 * defaults from the employee, the company, today or the field's constant), stored by SHA-256 in
 * the document store before the transaction that refers to them commits.
 */
import type { ContractField, ContractFieldSource, SigningParty } from '../../../common/api/contracts';
import type { SignDocumentStage } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import { fillPdf, type DrawItem, type Placement } from '../../pdf';
import type { DocumentStore } from '../../storage/document-store';
import { fillItems } from '../contracts/fields';
import type { Deps } from '../deps';
import { DomainError } from '../errors';

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

export interface EmployeeForSigning {
  id: number;
  companyId: number;
  departmentId: number | null;
  name: string;
  idNumber: string;
  mobile: string;
  position: string;
  entryDate: string;
  status: 'active' | 'left';
}

/** A template's name and fields without its PDF: what signing needs once the task's PDFs exist. */
export async function loadTemplateFields(db: Db, id: number): Promise<Omit<TemplateForSigning, 'pdf'> | undefined> {
  const row = await db
    .selectFrom('contract_templates')
    .select(['id', 'name', 'kind', 'status', 'company_id', 'cross_page_seal'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const fields = await db
    .selectFrom('contract_fields')
    .selectAll()
    .where('template_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as TemplateForSigning['kind'],
    status: row.status,
    companyId: row.company_id,
    crossPageSeal: row.cross_page_seal === 1,
    fields: fields.map((f) => ({
      id: f.id,
      key: f.key,
      label: f.label,
      type: f.type as ContractField['type'],
      required: f.required === 1,
      source: f.source as ContractFieldSource | null,
      ...(f.source === 'constant' ? { constant: f.constant_value ?? '' } : {}),
      party: f.party as SigningParty | null,
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      fontSize: f.font_size,
      options: JSON.parse(f.options) as string[],
    })),
  };
}

/** The template with its PDF, to fill a new task's documents from. */
export async function loadTemplateForSigning(db: Db, id: number): Promise<TemplateForSigning | undefined> {
  const template = await loadTemplateFields(db, id);
  if (!template) return undefined;
  const { pdf } = await db.selectFrom('contract_templates').select('pdf').where('id', '=', id).executeTakeFirstOrThrow();
  return { ...template, pdf: new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength) };
}

/** The employees as filling and signing need them (any order). */
export async function loadEmployeesForSigning(db: Db, ids: readonly number[]): Promise<EmployeeForSigning[]> {
  const rows = await db
    .selectFrom('employees')
    .select(['id', 'company_id', 'department_id', 'name', 'id_number', 'mobile', 'position', 'entry_date', 'status'])
    .where('id', 'in', ids)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    companyId: r.company_id,
    departmentId: r.department_id,
    name: r.name,
    idNumber: r.id_number,
    mobile: r.mobile,
    position: r.position,
    entryDate: r.entry_date,
    status: r.status,
  }));
}

/** Where each party signs on a template: its signature field, if it has one. */
export function signaturePlace(template: Pick<TemplateForSigning, 'fields'>, party: SigningParty): Placement | undefined {
  const field = template.fields.find((f) => f.type === 'signature' && f.party === party);
  return field ? { page: field.page, x: field.x, y: field.y, width: field.width, height: field.height } : undefined;
}

export function hasBothSignaturePlaces(template: Pick<TemplateForSigning, 'fields'>): boolean {
  return Boolean(signaturePlace(template, 'employee') && signaturePlace(template, 'company'));
}

/**
 * Every template filled for one employee. Values are shared by key across the templates (a key
 * on two templates gets one value); a key no template has is refused by the caller beforehand.
 * Answers the PDFs in template order and the values as filled in (defaults applied).
 */
/** Fills on the signing pool's workers when the app runs one (npm start), else on this thread. */
export async function documentFiller(
  deps: Pick<Deps, 'signing'>,
): Promise<(template: Uint8Array, items: DrawItem[]) => Promise<Uint8Array>> {
  const pool = await deps.signing.pool?.();
  return pool ? (template, items) => pool.fill(template, items) : fillPdf;
}

export async function fillDocuments(
  templates: readonly TemplateForSigning[],
  values: Record<string, unknown>,
  defaults: Partial<Record<ContractFieldSource, string>>,
  fill: (template: Uint8Array, items: DrawItem[]) => Promise<Uint8Array> = fillPdf,
): Promise<{ pdfs: Uint8Array[]; filled: Record<string, string> }> {
  const pdfs: Uint8Array[] = [];
  const filled: Record<string, string> = {};
  for (const template of templates) {
    const own = Object.fromEntries(Object.entries(values).filter(([key]) => template.fields.some((f) => f.key === key)));
    // Signature places stay empty: the signatures are stamped there later.
    const items = fillItems(template.fields, own, defaults, filled).filter((item) => item.kind === 'text');
    pdfs.push(await fill(template.pdf, items));
  }
  return { pdfs, filled };
}

/** Keys of `values` that no template has: refused before anything is filled. */
export function assertKnownKeys(templates: readonly TemplateForSigning[], values: Record<string, unknown>, under = 'values'): void {
  const known = new Set(templates.flatMap((t) => t.fields.map((f) => f.key)));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new DomainError('validation', 'contractValue.unknown', { field: `${under}.${key}`, params: { key } });
  }
}

export interface StoredVersion {
  sha256: string;
  size: number;
}

/** Stores each PDF (written and synced to disk before this returns). */
export async function storePdfs(store: DocumentStore, pdfs: readonly Uint8Array[]): Promise<StoredVersion[]> {
  const stored: StoredVersion[] = [];
  for (const pdf of pdfs) stored.push(await store.put(pdf));
  return stored;
}

/** Records a stage's version of each document of a task (inside the transition's transaction). */
export async function insertVersions(
  db: Db,
  documentIds: readonly number[],
  stage: SignDocumentStage,
  versions: readonly StoredVersion[],
  at: string,
  renewBy: string | null = null,
): Promise<void> {
  for (let i = 0; i < documentIds.length; i++) {
    await db
      .insertInto('sign_document_versions')
      .values({ document_id: documentIds[i], stage, sha256: versions[i].sha256, size: versions[i].size, created_at: at, renew_by: renewBy })
      .execute();
  }
}

/** The newest stored version of each document of a task, in document order. */
export async function currentVersions(
  db: Db,
  taskId: number,
): Promise<{ documentId: number; templateId: number; stage: SignDocumentStage; sha256: string }[]> {
  const rows = await db
    .selectFrom('sign_task_templates as st')
    .innerJoin('sign_document_versions as v', 'v.document_id', 'st.id')
    .select(['st.id', 'st.template_id', 'st.position', 'v.stage', 'v.sha256', 'v.id as version_id'])
    .where('st.task_id', '=', taskId)
    .orderBy('st.position')
    .orderBy('v.id')
    .execute();
  const latest = new Map<number, (typeof rows)[number]>();
  for (const row of rows) latest.set(row.id, row);
  return [...latest.values()].map((r) => ({
    documentId: r.id,
    templateId: r.template_id,
    stage: r.stage as SignDocumentStage,
    sha256: r.sha256,
  }));
}

/** The bytes of a stored version; a missing file is a server fault, never a client's. */
export async function readStored(store: DocumentStore, sha256: string): Promise<Uint8Array> {
  const bytes = await store.get(sha256);
  if (!bytes) throw new Error(`document ${sha256} is missing from the store`);
  return bytes;
}
