/**
 * The fields placed on a contract template (read, and replaced as a whole list), and the preview:
 * the template filled with values checked against the fields. Scope as for templates: fields of
 * templates the caller may read are readable; only templates it may change take new fields.
 */
import type { Selectable } from 'kysely';
import type { ContractField, ContractFieldSource, ContractFieldType, PageSize, SigningParty } from '../../../common/api/contracts';
import type { Db } from '../../db/open';
import type { ContractFieldsTable } from '../../db/schema';
import { readableTemplate, writableTemplate, type TemplateRow } from './templates';
import { chinaDate } from '../../../common/china-time';
import { checkValue, isBlank, sourceDefaults, SOURCE_TYPES } from './field-values';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { fillPdf, type DrawItem } from '../../pdf';
import { assertRecordInScope, type Actor } from '../scope';
import { roundPoints } from '../../../common/validation/templates';

/** A field as PUT /api/contracts/:id/fields takes it, after the route's schema filled its defaults. */
export type FieldInput = Omit<ContractField, 'id' | 'constant'> & { id?: number; constant?: string | null };

/** Labels drawn in signature places on previews (the contract text is Chinese). */
export const SIGNATURE_LABELS: Record<SigningParty, string> = {
  employee: '员工签署区',
  company: '企业签章区',
};

/** Points of slack allowed at a page edge (rounding in the SPA's placement). */
const EDGE_TOLERANCE = 0.01;

function toField(row: Selectable<ContractFieldsTable>): ContractField {
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

async function fieldsOf(db: Db, templateId: number): Promise<ContractField[]> {
  const rows = await db
    .selectFrom('contract_fields')
    .selectAll()
    .where('template_id', '=', templateId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toField);
}

export async function getFields(deps: Pick<Deps, 'db'>, actor: Actor, templateId: number): Promise<ContractField[]> {
  await readableTemplate(deps.db, actor, templateId);
  return fieldsOf(deps.db, templateId);
}

const invalid = (field: string, messageKey: ConstructorParameters<typeof DomainError>[1], params?: Record<string, string | number>) =>
  new DomainError('validation', messageKey, { field, params });

/**
 * Checks a whole field list against a template's pages and the field rules; answers the fields
 * normalised (boxes to 0.01 pt, options only on select fields, constants only with the constant source).
 * The first problem is thrown, naming `index.property`.
 */
export function checkFields(fields: readonly FieldInput[], pages: readonly PageSize[]): FieldInput[] {
  const ids = new Set<number>();
  const keys = new Set<string>();
  const signatures = new Set<SigningParty>();
  return fields.map((given, i) => {
    const input = {
      ...given,
      x: roundPoints(given.x),
      y: roundPoints(given.y),
      width: roundPoints(given.width),
      height: roundPoints(given.height),
    };
    const at = (property: string) => `${i}.${property}`;
    if (input.id !== undefined) {
      if (ids.has(input.id)) throw invalid(at('id'), 'contractField.duplicateId', { id: input.id });
      ids.add(input.id);
    }
    if (keys.has(input.key)) throw invalid(at('key'), 'contractField.duplicateKey', { key: input.key });
    keys.add(input.key);

    const page = pages[input.page - 1];
    if (!page) throw invalid(at('page'), 'contractField.pageRange', { pages: pages.length });
    const outside = { key: input.key, page: input.page, width: page.width, height: page.height };
    if (input.x + input.width > page.width + EDGE_TOLERANCE) throw invalid(at('width'), 'contractField.outsidePage', outside);
    if (input.y + input.height > page.height + EDGE_TOLERANCE) throw invalid(at('height'), 'contractField.outsidePage', outside);

    if (input.type === 'signature') {
      if (!input.party) throw invalid(at('party'), 'contractField.partyRequired', { key: input.key });
      if (signatures.has(input.party)) throw invalid(at('party'), 'contractField.duplicateSignature', { party: input.party });
      signatures.add(input.party);
      if (input.source !== null)
        throw invalid(at('source'), 'contractField.sourceMismatch', { key: input.key, source: input.source, type: input.type });
    } else if (input.party !== null) {
      throw invalid(at('party'), 'contractField.partyNotAllowed', { key: input.key });
    }

    let options: string[] = [];
    if (input.type === 'select') {
      options = input.options.map((o) => o.trim());
      if (options.length === 0 || options.some((o) => o === ''))
        throw invalid(at('options'), 'contractField.optionsRequired', { key: input.key });
      if (new Set(options).size !== options.length) throw invalid(at('options'), 'contractField.optionsDuplicate', { key: input.key });
    }

    let constant: string | null = null;
    if (input.source !== null && input.type !== 'signature') {
      if (!SOURCE_TYPES[input.source].includes(input.type)) {
        throw invalid(at('source'), 'contractField.sourceMismatch', { key: input.key, source: input.source, type: input.type });
      }
      if (input.source === 'constant') {
        if (isBlank(input.constant)) throw invalid(at('constant'), 'contractField.constantRequired', { key: input.key });
        const checked = checkValue({ type: input.type, options }, input.constant);
        if (!checked.ok) throw invalid(at('constant'), 'contractField.constantInvalid', { key: input.key, type: input.type });
        constant = checked.text;
      }
    }
    return { ...input, options, constant };
  });
}

function hasBothSignatures(fields: readonly { type: string; party: string | null }[]): boolean {
  const parties = new Set(fields.filter((f) => f.type === 'signature').map((f) => f.party));
  return parties.has('employee') && parties.has('company');
}

/** Replaces the template's fields with `inputs` in one transaction; answers the saved list. */
export async function replaceFields(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  templateId: number,
  inputs: readonly FieldInput[],
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

/** Default values a preview can know without an employee: constants, today, the company. */
async function previewDefaults(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  template: TemplateRow,
): Promise<Partial<Record<ContractFieldSource, string>>> {
  const companyId = template.company_id ?? (actor.relation_id || null);
  const company = companyId
    ? await deps.db.selectFrom('companies').select(['name', 'credit_code']).where('id', '=', companyId).executeTakeFirst()
    : undefined;
  return {
    today: chinaDate(deps.now()),
    ...(company ? { 'company.name': company.name, 'company.creditCode': company.credit_code } : {}),
  };
}

/**
 * Checks `values` (field key → value) against the fields: unknown keys, types, required ones.
 * A blank value takes the field's default (constant, today, the company) when there is one.
 * Answers what to draw; `resolved`, when given, receives each field's text by key.
 */
export function fillItems(
  fields: readonly ContractField[],
  values: Record<string, unknown>,
  defaults: Partial<Record<ContractFieldSource, string>>,
  resolved?: Record<string, string>,
): DrawItem[] {
  const known = new Set(fields.map((f) => f.key));
  for (const key of Object.keys(values)) {
    if (!known.has(key)) throw new DomainError('validation', 'contractValue.unknown', { field: `values.${key}`, params: { key } });
  }
  const items: DrawItem[] = [];
  for (const field of fields) {
    const place = { page: field.page, x: field.x, y: field.y, width: field.width, height: field.height };
    if (field.type === 'signature') {
      items.push({ kind: 'signatureBox', ...place, label: SIGNATURE_LABELS[field.party ?? 'employee'] });
      continue;
    }
    let value = values[field.key];
    if (isBlank(value) && field.source) value = field.source === 'constant' ? field.constant : defaults[field.source];
    if (isBlank(value)) {
      if (field.required)
        throw new DomainError('validation', 'contractValue.required', { field: `values.${field.key}`, params: { label: field.label } });
      continue;
    }
    const checked = checkValue(field, value);
    if (!checked.ok) {
      throw new DomainError('validation', checked.messageKey, {
        field: `values.${field.key}`,
        params: { label: field.label, ...checked.params },
      });
    }
    items.push({ kind: 'text', ...place, fontSize: field.fontSize, text: checked.text });
    if (resolved) resolved[field.key] = checked.text;
  }
  return items;
}

/**
 * What one employee's record gives the fields' sources, for a preview: the employee must be in the
 * caller's scope and, for a company's own template, of that company.
 */
async function employeeDefaults(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  template: TemplateRow,
  employeeId: number,
): Promise<Partial<Record<ContractFieldSource, string>>> {
  const row = await deps.db
    .selectFrom('employees')
    .innerJoin('companies', 'companies.id', 'employees.company_id')
    .select([
      'employees.company_id',
      'employees.department_id',
      'employees.name',
      'employees.id_number',
      'employees.mobile',
      'employees.position',
      'employees.entry_date',
      'companies.name as company_name',
      'companies.credit_code',
    ])
    .where('employees.id', '=', employeeId)
    .executeTakeFirst();
  if (!row) throw new DomainError('validation', 'employee.notFound', { field: 'employeeId' });
  assertRecordInScope(actor, { companyId: row.company_id, departmentId: row.department_id });
  if (template.company_id !== null && template.company_id !== row.company_id) {
    throw new DomainError('validation', 'contractPreview.otherCompany', { field: 'employeeId' });
  }
  const employee = { name: row.name, idNumber: row.id_number, mobile: row.mobile, position: row.position, entryDate: row.entry_date };
  return sourceDefaults(employee, { name: row.company_name, creditCode: row.credit_code }, deps.now());
}

/**
 * The template filled with `values`, as PDF bytes (signature places drawn as dashed boxes). Blank
 * values take their defaults from `employeeId`'s record when given (as a sign task would), else
 * from what is known without an employee.
 */
export async function previewTemplate(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  actor: Actor,
  templateId: number,
  values: Record<string, unknown>,
  employeeId?: number,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const template = await readableTemplate(deps.db, actor, templateId);
  const fields = await fieldsOf(deps.db, templateId);
  const defaults =
    employeeId === undefined ? await previewDefaults(deps, actor, template) : await employeeDefaults(deps, actor, template, employeeId);
  const items = fillItems(fields, values, defaults);
  const { pdf } = await deps.db.selectFrom('contract_templates').select('pdf').where('id', '=', templateId).executeTakeFirstOrThrow();
  const templatePdf = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  // On the signing pool's workers when the app runs one (npm start), else on this thread.
  const pool = await deps.signing.pool?.();
  const bytes = pool ? await pool.fill(templatePdf, items) : await fillPdf(templatePdf, items);
  return { bytes, fileName: `${template.code}-v${template.version}-preview.pdf` };
}
