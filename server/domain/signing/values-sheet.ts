/**
 * Per-person values by spreadsheet: a sheet for the chosen templates and employees (one row per
 * employee, one column per field to fill, headed "label (key)"), and the same sheet read back
 * and checked row by row. The check answers each row's values and problems; it writes nothing:
 * the new-signing form puts the values in its table, and a dry run of the creation checks the
 * rest (prevention list, values that do not fit the page) before anything is sent.
 */
import type { ContractField } from '../../../common/api/contracts';
import type { SignValuesSheetReport, SignValuesSheetRow } from '../../../common/api/signing';
import { catalogues, LOCALES, translate, type Locale, type MessageKey } from '../../i18n';
import { writeSheet, type SheetColumn, type SheetContents } from '../../lib/xlsx';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { checkValue, isBlank } from '../contracts/fields/field-values';
import type { Actor } from '../scope';
import { chosenTemplates, employeesFor } from './create-tasks';
import type { TemplateForSigning } from './templates-for-signing';

export interface ValuesSheetChoice {
  templateId: number;
  accessoryIds: number[];
  employeeIds: number[];
}

/** The fields an initiator fills, once per key, in template order (signatures are the signers'). */
function fillableFields(templates: readonly TemplateForSigning[]): ContractField[] {
  const seen = new Set<string>();
  return templates.flatMap((t) => t.fields).filter((f) => f.type !== 'signature' && !seen.has(f.key) && Boolean(seen.add(f.key)));
}

/** The chosen templates' fields to fill and the chosen employees, each in the actor's scope. */
async function chosen(deps: Pick<Deps, 'db'>, actor: Actor, choice: ValuesSheetChoice) {
  const templates = await chosenTemplates(deps.db, { actor, templateId: choice.templateId, accessoryIds: choice.accessoryIds });
  return {
    fields: fillableFields(templates),
    employees: await employeesFor(deps.db, { actor, employeeIds: choice.employeeIds, templates }),
  };
}

const header = (field: Pick<ContractField, 'label' | 'key'>) => `${field.label} (${field.key})`;

/** The .xlsx to fill: employee no. and name, then a text column per field, a row per employee. */
export async function writeValuesSheet(
  deps: Pick<Deps, 'db'>,
  { actor, choice, locale }: { actor: Actor; choice: ValuesSheetChoice; locale: Locale },
): Promise<Uint8Array> {
  const { fields, employees } = await chosen(deps, actor, choice);
  const columns: SheetColumn[] = [
    { header: translate(locale, 'valuesSheet.employeeColumn'), width: 12, text: true },
    { header: translate(locale, 'valuesSheet.nameColumn'), width: 14, text: true },
    ...fields.map((f) => ({ header: header(f), width: Math.max(14, header(f).length + 4), text: true })),
  ];
  const rows = employees.map((e) => [String(e.id), e.name, ...fields.map(() => '')]);
  return writeSheet(translate(locale, 'sheet.signValues'), columns, rows);
}

const normalise = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** The employee column's and name column's headers in every locale. */
const headersOf = (key: MessageKey) => new Set(LOCALES.map((l) => normalise((catalogues[l] as Record<string, string>)[key] ?? '')));
const EMPLOYEE_HEADERS = headersOf('valuesSheet.employeeColumn');
const NAME_HEADERS = headersOf('valuesSheet.nameColumn');

/** A filled sheet checked row by row: who each row is, its values, and what is wrong with it. */
export async function checkValuesSheet(
  deps: Pick<Deps, 'db'>,
  { actor, choice, sheet, locale }: { actor: Actor; choice: ValuesSheetChoice; sheet: SheetContents; locale: Locale },
): Promise<SignValuesSheetReport> {
  const { fields, employees } = await chosen(deps, actor, choice);

  // A column is a field by the key in its header's brackets, or by the field's label alone.
  let employeeColumn = -1;
  const fieldColumns = new Map<number, ContractField>();
  const unknownColumns: string[] = [];
  sheet.header?.cells.forEach((cell, index) => {
    if (!cell) return;
    const key = /[(（]\s*([^()（）]+?)\s*[)）]\s*$/.exec(cell)?.[1];
    const field = fields.find((f) => f.key === key) ?? fields.find((f) => normalise(f.label) === normalise(cell));
    if (field && ![...fieldColumns.values()].includes(field)) fieldColumns.set(index, field);
    else if (EMPLOYEE_HEADERS.has(normalise(cell)) && employeeColumn < 0) employeeColumn = index;
    else if (!NAME_HEADERS.has(normalise(cell))) unknownColumns.push(cell);
  });
  if (employeeColumn < 0) throw new DomainError('validation', 'valuesSheet.noEmployeeColumn', { field: 'file' });
  if (fieldColumns.size === 0) throw new DomainError('validation', 'valuesSheet.noFieldColumn', { field: 'file' });

  const seenAt = new Map<number, number>();
  const rows = sheet.rows.map((sheetRow): SignValuesSheetRow => {
    const problems: SignValuesSheetRow['problems'] = [];
    const idText = (sheetRow.cells[employeeColumn] ?? '').trim();
    const id = /^\d{1,12}$/.test(idText) ? Number(idText) : null;
    const employee = id === null ? undefined : employees.find((e) => e.id === id);
    const employeeHeader = sheet.header!.cells[employeeColumn];
    if (!idText) problems.push({ column: employeeHeader, reason: translate(locale, 'valuesSheet.employeeMissing') });
    else if (!employee)
      problems.push({ column: employeeHeader, reason: translate(locale, 'valuesSheet.employeeNotChosen', { id: idText }) });
    else if (seenAt.has(employee.id))
      problems.push({
        column: employeeHeader,
        reason: translate(locale, 'valuesSheet.employeeTwice', { id: employee.id, row: seenAt.get(employee.id)! }),
      });
    else seenAt.set(employee.id, sheetRow.row);

    const values: Record<string, string> = {};
    for (const [index, field] of fieldColumns) {
      const cell = sheetRow.cells[index] ?? '';
      if (isBlank(cell)) continue;
      const checked = checkValue(field, cell);
      if (checked.ok) values[field.key] = checked.text;
      else problems.push({ column: sheet.header!.cells[index], reason: translate(locale, checked.messageKey, checked.params) });
    }
    return { row: sheetRow.row, employeeId: employee?.id ?? null, employeeName: employee?.name ?? '', values, problems };
  });
  return { rows, unknownColumns, columns: [...fieldColumns.values()].map((f) => f.key) };
}
