/**
 * Employee import from the first sheet of an .xlsx: every row is checked (name, ID number with
 * its check digit and birth date, mobile, department of the company, position, entry date),
 * then against the other rows of the file, the company's employees and the prevention list.
 * Every problem is reported with its row and field; the good rows are written in one
 * transaction (unless it is a dry run, which writes nothing).
 */
import { chinaDate } from '../../../common/china-time';
import { MOBILE_PATTERN, isValidIdNumber, makeIdNumber } from '../../../common/validation/china-ids';
import { LIMITS, isIsoDate } from '../../../common/validation/limits';
import { catalogues, LOCALES, type MessageKey, type MessageParams } from '../../i18n';
import type { Db } from '../../db/open';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { preventionReasons } from './prevention-list';
import type { SheetContents, SheetRow } from '../../lib/xlsx';
import { type Actor, forbidden, isAdmin, scopeOf } from '../scope';
import { chunks } from '../../lib/sql';
import { notify } from '../notices/notify';

/** The columns of the template, in order; the header row names them in the user's language. */
export const IMPORT_COLUMNS = ['name', 'idNumber', 'mobile', 'department', 'position', 'entryDate'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const REQUIRED_COLUMNS: ImportColumn[] = ['name', 'idNumber', 'mobile', 'entryDate'];

/** A problem of one row, to be put into words in the user's language by the route. */
export interface ImportProblem {
  row: number;
  field: ImportColumn;
  messageKey: MessageKey;
  params?: MessageParams;
}

export interface ImportResult {
  dryRun: boolean;
  total: number;
  valid: number;
  imported: number;
  problems: ImportProblem[];
}

function normaliseHeader(text: string): string {
  return text
    .toLowerCase()
    .replace(/[(（][^)）]*[)）]/g, '')
    .replace(/[\s*＊:：]/g, '');
}

/** Header names accepted for each column: the key and its label in every locale. */
const HEADER_NAMES: Map<string, ImportColumn> = (() => {
  const names = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    names.set(normaliseHeader(column), column);
    for (const locale of LOCALES) {
      const label = (catalogues[locale] as Record<string, string>)[`field.${column}`];
      if (label) names.set(normaliseHeader(label), column);
    }
  }
  return names;
})();

/** Column positions by header; refuses (422) a sheet without the required columns. */
function columnPositions(header: SheetRow | null): Map<ImportColumn, number> {
  const positions = new Map<ImportColumn, number>();
  header?.cells.forEach((cell, index) => {
    const column = HEADER_NAMES.get(normaliseHeader(cell));
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length)
    throw new DomainError('validation', 'import.missingColumns', { field: 'file', params: { columns: missing.join(', ') } });
  return positions;
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

export async function importEmployees(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  input: { companyId?: number; dryRun: boolean; sheet: SheetContents },
): Promise<ImportResult> {
  const positions = columnPositions(input.sheet.header);
  const at = deps.now().toISOString();

  return deps.db.transaction().execute(async (trx) => {
    const companyId = await importCompany(trx, actor, input.companyId);
    const scope = scopeOf(actor);
    const departments = await trx.selectFrom('departments').select(['id', 'name']).where('company_id', '=', companyId).execute();
    const departmentByName = new Map(departments.map((d) => [d.name, d.id]));
    const ownDepartment = scope.kind === 'department' ? (departments.find((d) => d.id === scope.departmentId) ?? null) : null;

    const problems: ImportProblem[] = [];
    const checked: CheckedRow[] = input.sheet.rows.map(({ row, cells }) => {
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
    problems.sort((a, b) => a.row - b.row || IMPORT_COLUMNS.indexOf(a.field) - IMPORT_COLUMNS.indexOf(b.field));
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
      dryRun: input.dryRun,
      total: checked.length,
      valid: good.length,
      imported: input.dryRun ? 0 : good.length,
      problems,
    };
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
