/**
 * The header row of an employee import: which column fills which field. The one home of the
 * headers the import accepts: every field's label in the five catalogues (the template's own
 * headers) and the words people write instead (职位 for 岗位, 电话 for 手机号, Mobile, Cargo…).
 * Headers are compared loosely (normaliseHeader), so 「＊手机号码：」 is 手机号码.
 */
import { IMPORT_FIELDS, type ImportColumns, type ImportField, type ImportSheetColumn } from '../../../../common/api/organisation';
import { catalogues, LOCALES, type MessageKey } from '../../../i18n';
import type { SheetRow } from '../../../lib/xlsx';

/** The columns of the template, in order. */
export const IMPORT_COLUMNS = IMPORT_FIELDS;
export type ImportColumn = ImportField;
const REQUIRED_COLUMNS: readonly ImportColumn[] = ['name', 'idNumber', 'mobile', 'entryDate'];

/** Header of the reasons column in a file of rejected rows (import-report.ts). */
export const REASON_HEADER_KEY: MessageKey = 'import.rejected.reasonHeader';

/**
 * Words accepted for each field besides its catalogue labels, '|'-separated, by language:
 * Chinese (simplified, traditional), English, Portuguese, Indonesian.
 */
const SYNONYMS: Record<ImportColumn, readonly string[]> = {
  name: ['姓名|名字|员工姓名|职工姓名|真实姓名', '員工姓名', 'name|full name|employee name', 'nome|nome completo', 'nama|nama lengkap'],
  idNumber: [
    '身份证|身份证号|身份证号码|身份证件号码|居民身份证号码|公民身份号码|证件号|证件号码',
    '身分證|身分證號|身分證號碼|身份證|身份證號|身份證號碼|證件號|證件號碼',
    'id no|id number|id card|id card number|identity number|identity card number|resident id number|national id',
    'número de identidade|identidade|documento de identidade',
    'nomor identitas|nik|nomor ktp|no ktp',
  ],
  mobile: [
    '手机|手机号|手机号码|电话|电话号码|联系电话|联系方式|移动电话',
    '手機|手機號|手機號碼|電話|電話號碼|聯絡電話|聯繫電話|行動電話',
    'mobile|mobile number|mobile phone|phone|phone number|cell|cell phone|telephone|tel',
    'celular|número de celular|telefone|telefone celular',
    'ponsel|nomor ponsel|hp|no hp|nomor hp|telepon|nomor telepon',
  ],
  department: [
    '部门|所属部门|部门名称',
    '部門|所屬部門|部門名稱',
    'department|dept|department name',
    'departamento|setor',
    'departemen|divisi|bagian',
  ],
  position: ['岗位|职位|职务|岗位名称|工种', '崗位|職位|職務', 'position|job title|job|role', 'cargo|função', 'jabatan|posisi'],
  entryDate: [
    '入职日期|入职时间|入职|到岗日期|报到日期',
    '入職日期|入職時間|到職日期|到職日',
    'entry date|date of entry|start date|hire date|join date|joining date',
    'data de admissão|admissão|data de entrada|data de início',
    'tanggal masuk|tanggal mulai bekerja|tanggal bergabung',
  ],
};

/** Headers of a column the import skips without a warning: the reasons of a file of rejected rows. */
const SKIPPED = ['原因|错误原因|未导入原因', '錯誤原因', 'reason|reasons', 'motivo', 'alasan'];

/**
 * A header as compared: full-width forms made plain and accents dropped (NFKD), lower case,
 * notes in brackets (入职日期(YYYY-MM-DD)) and spaces, required-marks (*), colons and
 * separators removed.
 */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[([【][^)\]】]*[)\]】]/g, '')
    .replace(/[\s*:_\-.·]+/g, '');
}

const SKIP = 'skip';
type Reading = ImportColumn | typeof SKIP;

/** Normalised header → field. Built once; a word given to two fields is a mistake caught here. */
const HEADERS: Map<string, Reading> = (() => {
  const headers = new Map<string, Reading>();
  const add = (word: string, reading: Reading) => {
    const key = normaliseHeader(word);
    const before = headers.get(key);
    if (before !== undefined && before !== reading) throw new Error(`import header "${word}" is both ${before} and ${reading}`);
    headers.set(key, reading);
  };
  const label = (locale: (typeof LOCALES)[number], key: string) => (catalogues[locale] as Record<string, string>)[key];
  for (const column of IMPORT_COLUMNS) {
    add(column, column);
    for (const word of SYNONYMS[column].flatMap((words) => words.split('|'))) add(word, column);
    for (const locale of LOCALES) add(label(locale, `field.${column}`), column);
  }
  for (const word of SKIPPED.flatMap((words) => words.split('|'))) add(word, SKIP);
  for (const locale of LOCALES) add(label(locale, REASON_HEADER_KEY), SKIP);
  return headers;
})();

/** The field a header names, 'skip' for a reasons column, undefined when not recognised. */
function readHeader(text: string): Reading | undefined {
  return HEADERS.get(normaliseHeader(text));
}

/** A, B, …, Z, AA, … for a column index from 0. */
function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export interface HeaderReading extends Omit<ImportColumns, 'recognised'> {
  /** Column index of each field read. */
  positions: Map<ImportColumn, number>;
  recognised: Array<ImportSheetColumn & { field: ImportColumn }>;
  /** Fields named by more than one column, with those columns: the file is refused. */
  duplicates: Array<{ field: ImportColumn; columns: ImportSheetColumn[] }>;
  /** Index of a reasons column (a file of rejected rows imported again). */
  reasonColumn: number | undefined;
  /** Columns of the widest of the header and the data rows. */
  width: number;
}

/** Reads the header row; `rows` show which headerless columns hold data. */
export function readHeaderRow(header: SheetRow | null, rows: SheetRow[]): HeaderReading {
  const cells = header?.cells ?? [];
  const width = rows.reduce((widest, row) => Math.max(widest, row.cells.length), cells.length);
  const reading: HeaderReading = {
    positions: new Map(),
    recognised: [],
    unknown: [],
    missing: [],
    duplicates: [],
    reasonColumn: undefined,
    width,
  };
  const columnsOf = new Map<ImportColumn, ImportSheetColumn[]>();
  for (let index = 0; index < width; index += 1) {
    const column: ImportSheetColumn = { column: columnLetter(index), header: (cells[index] ?? '').trim() };
    if (!column.header) {
      if (rows.some((row) => (row.cells[index] ?? '').trim() !== '')) reading.unknown.push(column);
      continue;
    }
    const field = readHeader(column.header);
    if (field === SKIP) reading.reasonColumn ??= index;
    else if (field === undefined) reading.unknown.push(column);
    else {
      columnsOf.set(field, [...(columnsOf.get(field) ?? []), column]);
      if (!reading.positions.has(field)) {
        reading.positions.set(field, index);
        reading.recognised.push({ ...column, field });
      }
    }
  }
  for (const [field, columns] of columnsOf) if (columns.length > 1) reading.duplicates.push({ field, columns });
  reading.missing = REQUIRED_COLUMNS.filter((column) => !reading.positions.has(column));
  return reading;
}
