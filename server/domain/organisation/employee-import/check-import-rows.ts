/**
 * The rows of an employee import sheet, checked: each row alone (name, ID number with its check
 * digit and birth date, mobile, department of the company, position, entry date), then against
 * the other rows of the file, the company's employees and the prevention list. Writes nothing.
 */
import { LIMITS, isIsoDate } from '../../../../common/validation/limits';
import { MOBILE_PATTERN, isValidIdNumber } from '../../../../common/validation/china-ids';
import type { Db } from '../../../db/open';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../../i18n';
import { chunks } from '../../../lib/sql';
import type { SheetContents } from '../../../lib/xlsx';
import { DomainError } from '../../errors';
import { scopeOf, type Actor } from '../../scope';
import { preventionReasons } from '../prevention-list/prevented-people';
import { IMPORT_COLUMNS, readHeaderRow, type HeaderReading, type ImportColumn } from './import-headers';

/** A problem of one row, put into words in the user's language by import-report.ts. */
export interface ImportProblem {
  row: number;
  field: ImportColumn;
  messageKey: MessageKey;
  params?: MessageParams;
}

export interface ImportInput {
  /** Administrators name the company; everyone else imports into their own. */
  companyId?: number;
  sheet: SheetContents;
  locale: Locale;
}

/**
 * The header row, refused (422) when two columns fill the same field, naming them; or, when
 * `requireAll`, when a required field has no column, naming those fields. A dry run reports
 * missing columns instead, beside the columns it does not know.
 */
export function readColumns({ sheet, locale }: ImportInput, requireAll: boolean): HeaderReading {
  const reading = readHeaderRow(sheet.header, sheet.rows);
  const [duplicate] = reading.duplicates;
  if (duplicate)
    throw new DomainError('validation', 'import.duplicateColumns', {
      field: 'file',
      label: `field.${duplicate.field}`,
      params: { columns: duplicate.columns.map((c) => `${c.header} (${c.column})`).join(', ') },
    });
  if (requireAll && reading.missing.length) {
    const columns = reading.missing.map((field) => translate(locale, `field.${field}`)).join(', ');
    throw new DomainError('validation', 'import.missingColumns', { field: 'file', params: { columns } });
  }
  return reading;
}

/** 2024/3/5, 2024.3.5, 2024-3-5 and Excel serial numbers (unformatted date cells) → 2024-03-05. */
function normaliseDate(text: string): string {
  const parts = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (parts) return `${parts[1]}-${parts[2].padStart(2, '0')}-${parts[3].padStart(2, '0')}`;
  if (/^\d{5}(\.\d+)?$/.test(text)) {
    const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(text)) * 86_400_000);
    return date.toISOString().slice(0, 10);
  }
  return text;
}

interface CheckedRow {
  row: number;
  name: string;
  idNumber: string;
  mobile: string;
  departmentId: number | null;
  position: string;
  entryDate: string;
  ok: boolean;
}

/** Checks every row of the sheet for `companyId` (within the caller's transaction); writes nothing. */
export async function checkRows(
  trx: Db,
  { actor, companyId, sheet, positions }: { actor: Actor; companyId: number; sheet: SheetContents; positions: Map<ImportColumn, number> },
) {
  const scope = scopeOf(actor);
  const departments = await trx.selectFrom('departments').select(['id', 'name']).where('company_id', '=', companyId).execute();
  const departmentByName = new Map(departments.map((d) => [d.name, d.id]));
  const ownDepartment = scope.kind === 'department' ? (departments.find((d) => d.id === scope.departmentId) ?? null) : null;

  const problems: ImportProblem[] = [];
  const checked: CheckedRow[] = sheet.rows.map(({ row, cells }) => {
    const cell = (column: ImportColumn) => {
      const index = positions.get(column);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const problem = (field: ImportColumn, messageKey: MessageKey, params?: MessageParams) => {
      problems.push({ row, field, messageKey, ...(params ? { params } : {}) });
      result.ok = false;
    };
    const result: CheckedRow = {
      row,
      name: cell('name'),
      idNumber: cell('idNumber').toUpperCase(),
      mobile: cell('mobile'),
      departmentId: null,
      position: cell('position'),
      entryDate: normaliseDate(cell('entryDate')),
      ok: true,
    };

    if (!result.name) problem('name', 'validation.required');
    else if (result.name.length > LIMITS.personName) problem('name', 'validation.maxLength', { max: LIMITS.personName });

    if (!result.idNumber) problem('idNumber', 'validation.required');
    else if (!isValidIdNumber(result.idNumber)) problem('idNumber', 'validation.idNumber');

    if (!result.mobile) problem('mobile', 'validation.required');
    else if (!MOBILE_PATTERN.test(result.mobile)) problem('mobile', 'validation.mobile');

    const departmentName = cell('department');
    if (scope.kind === 'department') {
      // A department user imports into their own department: the column is empty or says so.
      if (departmentName && departmentName !== ownDepartment?.name)
        problem('department', 'import.departmentMismatch', { name: ownDepartment?.name ?? '' });
      else result.departmentId = scope.departmentId;
    } else if (departmentName) {
      const id = departmentByName.get(departmentName);
      if (id === undefined) problem('department', 'import.unknownDepartment', { name: departmentName });
      else result.departmentId = id;
    }

    if (result.position.length > LIMITS.position) problem('position', 'validation.maxLength', { max: LIMITS.position });

    if (!result.entryDate) problem('entryDate', 'validation.required');
    else if (!isIsoDate(result.entryDate)) problem('entryDate', 'validation.date');
    return result;
  });

  // Against the other rows of the file, the company's employees, and the prevention list.
  const withValidId = checked.filter((r) => r.idNumber && isValidIdNumber(r.idNumber));
  const firstRowOf = new Map<string, number>();
  for (const r of withValidId) {
    const first = firstRowOf.get(r.idNumber);
    if (first === undefined) firstRowOf.set(r.idNumber, r.row);
    else {
      problems.push({ row: r.row, field: 'idNumber', messageKey: 'import.duplicateInFile', params: { row: first } });
      r.ok = false;
    }
  }
  const idNumbers = [...firstRowOf.keys()];
  const existing = new Set<string>();
  for (const chunk of chunks(idNumbers)) {
    const rows = await trx
      .selectFrom('employees')
      .select('id_number')
      .where('company_id', '=', companyId)
      .where('id_number', 'in', chunk)
      .execute();
    for (const row of rows) existing.add(row.id_number);
  }
  const reasons = await preventionReasons(trx, idNumbers);
  for (const r of withValidId) {
    if (existing.has(r.idNumber)) {
      problems.push({ row: r.row, field: 'idNumber', messageKey: 'employee.idNumberTaken' });
      r.ok = false;
    }
    const reason = reasons.get(r.idNumber);
    if (reason !== undefined) {
      problems.push({ row: r.row, field: 'idNumber', messageKey: 'prevention.prevented', params: { reason } });
      r.ok = false;
    }
  }
  problems.sort((a, b) => a.row - b.row || IMPORT_COLUMNS.indexOf(a.field) - IMPORT_COLUMNS.indexOf(b.field));
  return { checked, problems };
}
