/**
 * Employee import from the first sheet of an .xlsx: the header row is read by the table of
 * accepted headers (employee-import-headers.ts), then every row is checked (name, ID number with
 * its check digit and birth date, mobile, department of the company, position, entry date),
 * then against the other rows of the file, the company's employees and the prevention list.
 * Every problem is reported with its row and field; the good rows are written in one
 * transaction (unless it is a dry run, which writes nothing). The rows refused can be had as
 * an .xlsx to fix and import again.
 */
import { chinaDate } from '../../../common/china-time';
import { MOBILE_PATTERN, isValidIdNumber, makeIdNumber } from '../../../common/validation/china-ids';
import { LIMITS, isIsoDate } from '../../../common/validation/limits';
import type { ImportReport } from '../../../common/api/organisation';
import type { WebhookImportData } from '../../../common/api/webhooks';
import { translate, type Locale, type MessageKey, type MessageParams } from '../../i18n';
import type { Db } from '../../db/open';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { preventionReasons } from './prevention-list';
import type { SheetContents } from '../../lib/xlsx';
import { type Actor, forbidden, isAdmin, scopeOf } from '../scope';
import { chunks } from '../../lib/sql';
import { notify } from '../notices/notify';
import { queueWebhooks } from '../webhooks/queue-webhooks';

import { IMPORT_COLUMNS, readHeaderRow, type HeaderReading, type ImportColumn } from './employee-import-headers';
import { columnsReport, reasonText, rejectedSheet } from './employee-import-report';

/** A problem of one row, put into words in the user's language by employee-import-report.ts. */
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
function readColumns({ sheet, locale }: ImportInput, requireAll: boolean): HeaderReading {
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
export function normaliseDate(text: string): string {
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

/** The company rows go to: admins name it (query `companyId`), everyone else uses their own. */
async function importCompany(db: Db, actor: Actor, companyId: number | undefined): Promise<number> {
  if (isAdmin(actor)) {
    if (companyId === undefined) throw new DomainError('validation', 'validation.required', { field: 'companyId' });
    const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
    if (!row) throw new DomainError('validation', 'company.notFound', { field: 'companyId' });
    return companyId;
  }
  const scope = scopeOf(actor);
  if (scope.kind === 'all' || (companyId !== undefined && companyId !== scope.companyId)) throw forbidden();
  return scope.companyId;
}

/** Checks every row of the sheet for `companyId` (within the caller's transaction); writes nothing. */
async function checkRows(trx: Db, actor: Actor, companyId: number, sheet: SheetContents, positions: Map<ImportColumn, number>) {
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

/**
 * Checks the sheet (dry run) or imports its good rows. The answer names the columns read (and
 * under which synonyms), the columns ignored, the required columns missing, and every problem.
 */
export async function importEmployees(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: ImportInput & { dryRun: boolean },
): Promise<ImportReport> {
  const reading = readColumns(input, !input.dryRun);
  const at = deps.now().toISOString();

  return deps.db.transaction().execute(async (trx) => {
    const companyId = await importCompany(trx, actor, input.companyId);
    const report = { dryRun: input.dryRun, total: input.sheet.rows.length, columns: columnsReport(reading, input.locale) };
    // Without a required column every row would fail alike: the columns are the answer.
    if (reading.missing.length) return { ...report, valid: 0, imported: 0, errors: [] };
    const { checked, problems } = await checkRows(trx, actor, companyId, input.sheet, reading.positions);

    const good = checked.filter((r) => r.ok);
    if (!input.dryRun) {
      for (const chunk of chunks(good, 400)) {
        await trx
          .insertInto('employees')
          .values(
            chunk.map((r) => ({
              company_id: companyId,
              department_id: r.departmentId,
              name: r.name,
              id_number: r.idNumber,
              mobile: r.mobile,
              position: r.position,
              entry_date: r.entryDate,
              status: 'active' as const,
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
      }
    }
    if (!input.dryRun && good.length > 0) {
      const data: WebhookImportData = { companyId, total: checked.length, imported: good.length, refused: checked.length - good.length };
      await queueWebhooks(trx, { companyId, type: 'employees.imported', subjectId: null, at }, async () => data);
    }
    if (!input.dryRun)
      await notify(trx, {
        accountId: actor.id,
        type: 'notification',
        title: { key: 'notice.import.finished', params: { imported: good.length, problems: problems.length } },
        description: { key: 'notice.import.detail', params: { total: checked.length } },
        status: problems.length > 0 ? 'urgent' : 'processing',
        link: '/employee',
        at,
      });
    return {
      ...report,
      valid: good.length,
      imported: input.dryRun ? 0 : good.length,
      errors: problems.map((p) => ({ row: p.row, field: p.field, reason: reasonText(input.locale, p) })),
    };
  });
}

/**
 * The rows a check refuses, as uploaded (every column, the header row first) with a column of
 * reasons in the user's language: fixed, the file imports again as it is.
 */
export async function rejectedEmployeeRows(deps: Pick<Deps, 'db'>, actor: Actor, input: ImportInput): Promise<string[][]> {
  const reading = readColumns(input, true);
  return deps.db.transaction().execute(async (trx) => {
    const companyId = await importCompany(trx, actor, input.companyId);
    const { problems } = await checkRows(trx, actor, companyId, input.sheet, reading.positions);
    return rejectedSheet(input.sheet, reading, problems, input.locale);
  });
}

/**
 * The example row of the import template: a valid made-up person, in the caller's first
 * department (their own, for department users) so that the file imports as it is.
 */
export async function importTemplateExample(deps: Pick<Deps, 'db' | 'now'>, actor: Actor): Promise<string[]> {
  const scope = scopeOf(actor);
  let department = '';
  if (scope.kind !== 'all') {
    let query = deps.db.selectFrom('departments').select('name').where('company_id', '=', scope.companyId);
    if (scope.kind === 'department') query = query.where('id', '=', scope.departmentId);
    department = (await query.orderBy('id').executeTakeFirst())?.name ?? '';
  }
  const today = chinaDate(deps.now());
  return ['张三', makeIdNumber('110101', '19900307', '123'), '13800138000', department, '专员', today];
}
