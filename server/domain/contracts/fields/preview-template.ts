/**
 * The preview of a template: the PDF filled with values checked against its fields, for an
 * actor who may read the template.
 */
import type { ContractFieldSource } from '../../../../common/api/contracts';
import { chinaDate } from '../../../../common/china-time';
import { fillPdf } from '../../../pdf';
import type { Deps } from '../../deps';
import { DomainError } from '../../errors';
import { assertRecordInScope, type Actor } from '../../scope';
import { readableTemplate, templatePdf, type TemplateRow } from '../templates/template-rows';
import { fieldsOf } from './field-rows';
import { sourceDefaults } from './field-values';
import { fillItems } from './fill-items';

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
 * What one employee's record gives the fields' sources, for a preview: the employee must be in the
 * caller's scope and, for a company's own template, of that company.
 */
async function employeeDefaults(
  deps: Pick<Deps, 'db' | 'now'>,
  { actor, template, employeeId }: { actor: Actor; template: TemplateRow; employeeId: number },
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
  { actor, templateId, values, employeeId }: { actor: Actor; templateId: number; values: Record<string, unknown>; employeeId?: number },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const template = await readableTemplate(deps.db, actor, templateId);
  const fields = await fieldsOf(deps.db, templateId);
  const defaults =
    employeeId === undefined ? await previewDefaults(deps, actor, template) : await employeeDefaults(deps, { actor, template, employeeId });
  const items = fillItems({ fields, values, defaults });
  const pdf = await templatePdf(deps.db, templateId);
  // On the signing pool's workers when the app runs one (npm start), else on this thread.
  const pool = await deps.signing.pool?.();
  const bytes = pool ? await pool.fill(pdf, items) : await fillPdf(pdf, items);
  return { bytes, fileName: `${template.code}-v${template.version}-preview.pdf` };
}
