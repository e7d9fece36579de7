/**
 * Excel (.xlsx) in and out with exceljs: the cells of the first sheet as text, read only after
 * the archive has been unpacked within limits (zip.ts), and a workbook of one sheet written with
 * the streaming writer (bounded memory for 100,000-row exports). Reading runs on a parsing worker
 * (parsing/parse-worker.ts), never on the thread that answers HTTP.
 */
import { PassThrough } from 'node:stream';
import { stream as excelStream, Workbook, type CellValue } from 'exceljs';
import { inflateEntry, isZip, zipEntries, ZipError } from './zip';

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

/** What an .xlsx may unpack to: 20,000 rows of the import unpack to some 10-20 MB. */
export const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
const MAX_ENTRIES = 1000;

/**
 * Unpacks the archive within MAX_UNPACKED_BYTES, counting the rows of the sheets as they stream
 * out; answers false as soon as there are clearly more than `maxRows` (blank rows may be written
 * as elements too, hence the margin). Throws ZipError.
 */
function withinLimits(bytes: Buffer, maxRows: number): boolean {
  if (!isZip(bytes)) throw new ZipError('unreadable');
  const budget = { left: MAX_UNPACKED_BYTES };
  const maxRowElements = 2 * maxRows + 100;
  for (const entry of zipEntries(bytes, MAX_ENTRIES)) {
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
    let rows = 0;
    let tail = '';
    try {
      inflateEntry({
        bytes,
        entry,
        budget,
        onChunk: (chunk) => {
          if (!isSheet) return;
          const text = tail + Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
          rows += text.match(/<row[\s>]/g)?.length ?? 0;
          tail = text.slice(-4);
          if (rows > maxRowElements) throw new TooManyRows();
        },
      });
    } catch (error) {
      if (error instanceof TooManyRows) return false;
      throw error;
    }
  }
  return true;
}

class TooManyRows extends Error {}

/**
 * The first sheet of an .xlsx: the first non-blank row is the header. Throws ZipError when the
 * archive is not a plain zip or unpacks to too much, another error when exceljs cannot read it.
 */
export async function readFirstSheet(bytes: Buffer, maxRows: number): Promise<SheetContents> {
  if (!withinLimits(bytes, maxRows)) return { header: null, rows: [], tooManyRows: true };
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
