/**
 * Hostile uploads built byte by byte: PDFs with a hand-written object table (object streams that
 * unpack to gigabytes, page trees that loop, absurd page counts and sizes, scripts) and .xlsx
 * archives whose parts unpack far beyond what they declare.
 */
import { deflateSync } from 'node:zlib';
import { zipSync } from 'fflate';

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
  const data = deflateSync(Buffer.alloc(unpackedMb * 1024 * 1024, 0x20), { level: 9 });
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

/**
 * An .xlsx-shaped zip whose shared strings unpack to `unpackedMb` megabytes, with the central
 * directory declaring every part as 100 bytes (a guard that trusts it lets the bomb through).
 */
export function sharedStringsBomb(unpackedMb: number): Buffer {
  const strings = Buffer.alloc(unpackedMb * 1024 * 1024, 'a');
  const zip = Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': Buffer.from(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
        ),
        'xl/sharedStrings.xml': strings,
      },
      { level: 9 },
    ),
  );
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
