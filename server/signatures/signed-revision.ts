/**
 * Saving a loaded document's changes as one incremental update that carries a signature: the
 * signature dictionary is written with placeholders for /ByteRange and /Contents, the ranges
 * around /Contents are measured in the saved bytes, then the CMS (or timestamp token) over
 * those ranges is written into the placeholder. Only objects changed in memory are written, so
 * every earlier revision stays a byte prefix of the result. The document stays usable for a
 * further incremental update on top of the signed bytes.
 */
import { PdfArray, PdfDict, PdfName, PdfNumber, PdfString, type PDF, type PdfRef } from '@libpdf/core';
import { SigningError } from './stamp';

/** Ten digits: room for any offset of a file up to 9.9 GB, patched in place. */
const RANGE_PLACEHOLDER = 9_999_999_999;

export interface SignatureDictOptions {
  type: 'Sig' | 'DocTimeStamp';
  subFilter: 'ETSI.CAdES.detached' | 'ETSI.RFC3161';
  reason?: string;
  location?: string;
  /** The claimed time (/M): informative only, the timestamp proves the time. */
  signedAt?: Date;
}

/** `D:YYYYMMDDHHmmSS+00'00'`, UTC. */
export function pdfDate(at: Date): string {
  const text = at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `D:${text}+00'00'`;
}

/** `<` and twice `reserve` zeros and `>`: the /Contents placeholder as saved, made once per reserve and thread. */
const holes = new Map<number, Buffer>();
function holeOf(reserve: number): Buffer {
  let hole = holes.get(reserve);
  if (!hole) {
    hole = Buffer.from(`<${'0'.repeat(reserve * 2)}>`, 'latin1');
    holes.set(reserve, hole);
  }
  return hole;
}

/**
 * The /Contents placeholder, written as the bytes of `holeOf`: @libpdf/core would make its hex
 * text anew at each save, one string concatenation a byte (tens of kB a signature, a tenth of a
 * sealing's CPU with the copy into the file).
 */
class ContentsPlaceholder extends PdfString {
  constructor(private readonly reserve: number) {
    super(new Uint8Array(reserve), 'hex');
  }

  override toBytes(writer: Parameters<PdfString['toBytes']>[0]): void {
    writer.writeBytes(holeOf(this.reserve));
  }
}

/** A signature dictionary with the placeholders `saveSigned` fills. */
export function signatureDict(options: SignatureDictOptions, reserve: number): PdfDict {
  const dict = PdfDict.of({
    Type: PdfName.of(options.type),
    Filter: PdfName.of('Adobe.PPKLite'),
    SubFilter: PdfName.of(options.subFilter),
    ByteRange: new PdfArray([0, RANGE_PLACEHOLDER, RANGE_PLACEHOLDER, RANGE_PLACEHOLDER].map((n) => PdfNumber.of(n))),
    Contents: new ContentsPlaceholder(reserve),
  });
  // Text strings as they are: PdfString encodes them (PDFDocEncoding or UTF-16BE) and escapes.
  if (options.signedAt) dict.set('M', PdfString.fromString(pdfDate(options.signedAt)));
  if (options.reason) dict.set('Reason', PdfString.fromString(options.reason));
  if (options.location) dict.set('Location', PdfString.fromString(options.location));
  return dict;
}

function lastIndexOf(bytes: Uint8Array, text: string, from: number): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).lastIndexOf(text, from, 'latin1');
}

/**
 * Saves `doc` incrementally and signs the new revision: `contents` gets the two byte ranges the
 * signature covers and answers the DER to write into /Contents (at most `reserve` bytes).
 */
export async function saveSigned({
  doc,
  dict,
  reserve,
  contents,
}: {
  doc: PDF;
  dict: PdfRef;
  reserve: number;
  contents: (ranges: [Uint8Array, Uint8Array]) => Promise<Uint8Array>;
}): Promise<Uint8Array> {
  const bytes = await doc.save({ incremental: true });
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Searched from the signature dictionary's own object: other objects of the update (an image, a
  // DSS stream) may hold the same bytes by chance or by design.
  const header = lastIndexOf(bytes, `\n${dict.objectNumber} ${dict.generation} obj`, bytes.length);
  const rangeKey = header < 0 ? -1 : text.indexOf('/ByteRange', header, 'latin1');
  const open = text.indexOf('[', rangeKey, 'latin1');
  const close = text.indexOf(']', open, 'latin1');
  const hole = holeOf(reserve);
  // signatureDict writes /Contents after /ByteRange.
  const start = text.indexOf(hole, rangeKey);
  if (rangeKey < 0 || open < 0 || close < 0 || start < 0) throw new Error('the signature placeholders were not written');
  const end = start + hole.length;
  const ranges = `0 ${start} ${end} ${bytes.length - end}`;
  if (ranges.length > close - open - 1) throw new Error('the byte range does not fit its placeholder');
  text.write(ranges.padEnd(close - open - 1, ' '), open + 1, 'latin1');
  const der = await contents([bytes.subarray(0, start), bytes.subarray(end)]);
  if (der.length > reserve) throw new SigningError('too_large', `the signature (${der.length} bytes) exceeds its reserved ${reserve}`);
  text.write(Buffer.from(der).toString('hex').toUpperCase(), start + 1, 'latin1');
  continueFrom(doc, bytes);
  return bytes;
}

/**
 * Makes `saved` (the bytes `doc` was just saved to, signature written in) the revision the next
 * incremental update of `doc` follows, so that a second update (completion's DSS and document
 * timestamp) needs no reparse of the file: reloading it was a tenth of a completion's CPU.
 * The objects `doc` holds are those `saved` ends with (the save committed them), except the
 * signature dictionary's placeholders, which no later update writes: only changed objects are.
 * @libpdf/core keeps the revision in private fields that its own signer sets by reloading.
 */
function continueFrom(doc: PDF, saved: Uint8Array): void {
  const revision = doc as unknown as { originalBytes: Uint8Array; originalXRefOffset: number };
  if (!('originalBytes' in revision) || !('originalXRefOffset' in revision)) throw new Error('@libpdf/core no longer keeps its revision');
  revision.originalBytes = saved;
  revision.originalXRefOffset = startXref(saved);
}

/** The offset the file's last `startxref` names. */
function startXref(bytes: Uint8Array): number {
  const at = lastIndexOf(bytes, 'startxref', bytes.length);
  const match = at < 0 ? null : /^startxref\s+(\d+)/.exec(Buffer.from(bytes.subarray(at, at + 40)).toString('latin1'));
  if (!match) throw new Error('the saved revision has no startxref');
  return Number(match[1]);
}
