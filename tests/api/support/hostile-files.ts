/**
 * Hostile uploads built byte by byte: PDFs with a hand-written object table (object streams that
 * unpack to gigabytes, page trees that loop, absurd page counts and sizes, scripts) and .xlsx
 * archives whose parts unpack far beyond what they declare.
 */
import { Zip, ZipDeflate, Zlib, zipSync } from 'fflate';

/** `megabytes` of one repeated byte, compressed by `push`ing 1 MB at a time (never held whole). */
function squeeze(megabytes: number, byte: number, into: { push(chunk: Uint8Array, final?: boolean): void }) {
  const chunk = new Uint8Array(1024 * 1024).fill(byte);
  for (let n = 0; n < megabytes; n += 1) into.push(chunk, n === megabytes - 1);
}

/** A zlib stream of `megabytes` of spaces. */
function zlibOfSpaces(megabytes: number): Buffer {
  const parts: Uint8Array[] = [];
  squeeze(megabytes, 0x20, new Zlib({ level: 9 }, (data) => parts.push(data)));
  return Buffer.concat(parts);
}

/**
 * A PDF of the given objects (numbered from 1, `1 0 R` the catalog), with a correct
 * cross-reference table. Each object is its body without `n 0 obj`/`endobj`.
 */
export function rawPdf(objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(body as string), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ];
  parts.push(Buffer.from(`${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
const page = (parent = 2, box = '[0 0 595 842]') => `<< /Type /Page /Parent ${parent} 0 R /MediaBox ${box} >>`;

/** A stream object: its dictionary entries and bytes. */
export function streamObject(entries: string, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);
}

/** One page, plus an object stream that inflates to `unpackedMb` megabytes. */
export function objectStreamBomb(unpackedMb: number): Buffer {
  const data = zlibOfSpaces(unpackedMb);
  return rawPdf([
    catalog,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    page(),
    streamObject('/Type /ObjStm /N 1 /First 8 /Filter /FlateDecode', data),
  ]);
}

/** A page whose parent is itself and which inherits its MediaBox (the lookup never ends). */
export function selfParentPage(): Buffer {
  return rawPdf([catalog, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 3 0 R >>']);
}

/** A page tree node that lists itself among its kids. */
export function selfListingPageTree(): Buffer {
  return rawPdf([catalog, '<< /Type /Pages /Kids [3 0 R 2 0 R] /Count 2 >>', page()]);
}

/** `pages` pages, all one shared page object (small file, huge declared and real count). */
export function manyPages(pages: number): Buffer {
  const kids = Array.from({ length: pages }, () => '3 0 R').join(' ');
  return rawPdf([catalog, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`, page()]);
}

/** Like manyPages, but the tree declares a count of 1. */
export function manyPagesUnderdeclared(pages: number): Buffer {
  const kids = Array.from({ length: pages }, () => '3 0 R').join(' ');
  return rawPdf([catalog, `<< /Type /Pages /Kids [${kids}] /Count 1 >>`, page()]);
}

export function pageOfSize(box: string): Buffer {
  return rawPdf([catalog, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page(2, box)]);
}

/** A valid one-page PDF whose catalog carries `extra` (an /OpenAction, /Names...). */
export function pdfWithCatalog(extra: string, more: Array<string | Buffer> = []): Buffer {
  return rawPdf([`<< /Type /Catalog /Pages 2 0 R ${extra} >>`, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', page(), ...more]);
}

/** The parts of a one-sheet workbook whose cell A1 is shared string 0. */
const WORKBOOK_PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="员工" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
  'xl/worksheets/sheet1.xml':
    '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>',
};

/**
 * A real one-sheet workbook whose shared string unpacks to `unpackedMb` megabytes; with
 * `understate`, the central directory declares every part as 100 bytes (a guard that trusts it
 * lets the bomb in).
 */
export function sharedStringsBomb(unpackedMb: number, { understate = true } = {}): Buffer {
  const parts: Uint8Array[] = [];
  const archive = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  for (const [name, text] of Object.entries(WORKBOOK_PARTS)) {
    const part = new ZipDeflate(name, { level: 9 });
    archive.add(part);
    part.push(Buffer.from(text), true);
  }
  const strings = new ZipDeflate('xl/sharedStrings.xml', { level: 9 });
  archive.add(strings);
  strings.push(
    Buffer.from(
      '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1"><si><t>',
    ),
  );
  squeeze(unpackedMb, 0x61, { push: (chunk) => strings.push(chunk) });
  strings.push(Buffer.from('</t></si></sst>'), true);
  archive.end();
  const zip = Buffer.concat(parts);
  if (!understate) return zip;
  // Central directory entries: PK\x01\x02, uncompressed size at +24.
  for (let at = zip.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 4, 'latin1'))
    zip.writeUInt32LE(100, at + 24);
  return zip;
}

/** A sheet of `rows` rows of one cell, as the sheet XML of a zip (inline strings). */
export function manyRowsSheet(rows: number): Buffer {
  const body = Array.from({ length: rows }, (_, n) => `<row r="${n + 1}"><c r="A${n + 1}" t="inlineStr"><is><t>x</t></is></c></row>`).join(
    '',
  );
  return Buffer.from(
    zipSync({
      'xl/worksheets/sheet1.xml': Buffer.from(`<?xml version="1.0"?><worksheet><sheetData>${body}</sheetData></worksheet>`),
    }),
  );
}
