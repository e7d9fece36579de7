/**
 * Excel (.xlsx) in and out with exceljs: a guard against zip bombs, the cells of the first sheet
 * as text, and a workbook of one sheet written with the streaming writer (bounded memory for
 * 100,000-row exports).
 */
import { PassThrough } from 'node:stream';
import { stream as excelStream, Workbook, type CellValue } from 'exceljs';

/** `PK\x03\x04`: every .xlsx is a zip archive beginning with a local file header. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 30 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/**
 * Entries and total uncompressed size declared by the zip's central directory, or null when it
 * cannot be read (not a zip, zip64, truncated). Checked before inflating anything: a 5 MB upload
 * must not expand to gigabytes in memory.
 */
export function zipContents(bytes: Buffer): { entries: number; uncompressed: number } | null {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff || directoryOffset + directorySize > bytes.length) return null;
  let uncompressed = 0;
  let at = directoryOffset;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL) return null;
    const size = bytes.readUInt32LE(at + 24);
    if (size === 0xffffffff) return null;
    uncompressed += size;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, uncompressed };
}

/** YYYY-MM-DD of a date cell (exceljs gives dates at 00:00 UTC). */
function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** A cell as the text a user sees: rich text joined, formulas by their result, dates as YYYY-MM-DD. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result ?? null);
    if ('text' in value) return String(value.text).trim();
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}

export interface SheetRow {
  /** Row number in the sheet, as Excel shows it (the header is usually row 1). */
  row: number;
  cells: string[];
}

export interface SheetContents {
  header: SheetRow | null;
  /** Data rows after the header, blank rows left out. */
  rows: SheetRow[];
  /** True when there were more than `maxRows` data rows (reading stopped there). */
  tooManyRows: boolean;
}

/** The first sheet of an .xlsx: the first non-blank row is the header. Throws when unreadable. */
export async function readFirstSheet(bytes: Buffer, maxRows: number): Promise<SheetContents> {
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const contents: SheetContents = { header: null, rows: [], tooManyRows: false };
  if (!sheet) return contents;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (contents.tooManyRows) return;
    const cells: string[] = [];
    for (let col = 1; col <= row.cellCount; col += 1) cells.push(cellText(row.getCell(col).value));
    if (cells.every((cell) => cell === '')) return;
    if (!contents.header) {
      contents.header = { row: rowNumber, cells };
      return;
    }
    if (contents.rows.length >= maxRows) {
      contents.tooManyRows = true;
      return;
    }
    contents.rows.push({ row: rowNumber, cells });
  });
  return contents;
}

export interface SheetColumn {
  header: string;
  width: number;
  /** Text format (`@`): keeps ID numbers and mobiles from turning into numbers in Excel. */
  text?: boolean;
}

export interface Sheet {
  name: string;
  columns: SheetColumn[];
  rows: Iterable<Array<string | number>>;
}

/** One sheet with a bold header row and `rows`, written by the streaming writer into a buffer. */
export function writeSheet(sheetName: string, columns: SheetColumn[], rows: Iterable<Array<string | number>>): Promise<Buffer> {
  return writeSheets([{ name: sheetName, columns, rows }]);
}

/** Several such sheets in one workbook. */
export async function writeSheets(sheets: Sheet[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new excelStream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column, index) => ({
      key: `c${index}`,
      width: column.width,
      ...(column.text ? { style: { numFmt: '@' } } : {}),
    }));
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    for (const values of rows) sheet.addRow(values).commit();
    sheet.commit();
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
