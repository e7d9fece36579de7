/**
 * Checks uploaded bytes by content and reads what the application keeps about a PDF: page count
 * and page sizes. Nothing here knows about HTTP or the database.
 */
import { createHash } from 'node:crypto';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';

/** Why bytes were refused. */
export type PdfProblem = 'not_pdf' | 'encrypted' | 'broken' | 'too_large';

export class PdfError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`PDF refused: ${problem}`);
    this.name = 'PdfError';
  }
}

/** Templates larger than this are refused. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;

export interface PdfPageSize {
  width: number;
  height: number;
}

export interface PdfInfo {
  pageCount: number;
  /** MediaBox sizes in points, page 1 first. */
  pages: PdfPageSize[];
  size: number;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
}

const MAGIC = Buffer.from('%PDF-', 'latin1');

/** `%PDF-` at the very start: the signature every PDF writer puts first. */
export function hasPdfMagic(bytes: Uint8Array): boolean {
  return bytes.length >= MAGIC.length && MAGIC.every((byte, i) => bytes[i] === byte);
}

/**
 * Whether the trailer (or the cross-reference stream dictionary that replaces it) names an
 * /Encrypt dictionary. Read from the last trailer sections of the file, so it answers even for a
 * file pdf-lib cannot parse.
 */
export function declaresEncryption(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  return /\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(tail);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Loads a PDF for reading or drawing; throws PdfError for anything that is not a usable PDF. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  if (bytes.length > MAX_PDF_BYTES) throw new PdfError('too_large');
  if (!hasPdfMagic(bytes)) throw new PdfError('not_pdf');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (error) {
    if (error instanceof EncryptedPDFError || declaresEncryption(bytes)) throw new PdfError('encrypted');
    throw new PdfError('broken');
  }
  if (doc.isEncrypted) throw new PdfError('encrypted');
  return doc;
}

/** Page sizes of a loaded document; throws PdfError('broken') when there are no usable pages. */
export function pageSizes(doc: PDFDocument): PdfPageSize[] {
  let pages;
  try {
    pages = doc.getPages();
  } catch {
    throw new PdfError('broken');
  }
  if (pages.length === 0) throw new PdfError('broken');
  return pages.map((page) => {
    const box = page.getMediaBox();
    const size = { width: round(Math.abs(box.width)), height: round(Math.abs(box.height)) };
    if (!(size.width > 0 && size.height > 0) || !Number.isFinite(size.width) || !Number.isFinite(size.height)) {
      throw new PdfError('broken');
    }
    return size;
  });
}

/** Checks `bytes` by content and describes the PDF. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInfo> {
  const doc = await loadPdf(bytes);
  const pages = pageSizes(doc);
  return {
    pageCount: pages.length,
    pages,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
