/**
 * Checks uploaded bytes by content and reads what the application keeps about a PDF: page count
 * and page sizes. Uploads are inspected on a parsing worker (parsing/parse-worker.ts). Nothing
 * here knows about HTTP or the database.
 */
import { createHash } from 'node:crypto';
import { EncryptedPDFError, PDFDocument } from 'pdf-lib';
import { TEMPLATE_PDF_MAX_BYTES } from '../../common/validation/templates';
import { hasActiveContent, objectStreamsWithin } from './guard';

/** Why bytes were refused. */
export type PdfProblem =
  | 'not_pdf'
  | 'encrypted'
  | 'broken'
  | 'too_large'
  /** Object streams that unpack beyond the limit (guard.ts). */
  | 'too_complex'
  | 'too_many_pages'
  | 'page_size'
  | 'active_content';

export class PdfError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`PDF refused: ${problem}`);
    this.name = 'PdfError';
  }
}

/** Templates larger than this are refused (the upload form's limit too). */
export const MAX_PDF_BYTES = TEMPLATE_PDF_MAX_BYTES;
/** A labour contract runs to a few dozen pages; every list answer carries the page sizes. */
export const MAX_PDF_PAGES = 300;
/** Page sides in points: the PDF limits (3 to 14,400 units of 1/72 inch). */
export const MIN_PAGE_SIDE = 3;
export const MAX_PAGE_SIDE = 14400;

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

/**
 * Page sizes of a loaded document; throws PdfError when there are no usable pages, too many, or
 * a size outside the PDF limits. A malformed page tree (a page its own parent) is 'broken'.
 */
export function pageSizes(doc: PDFDocument): PdfPageSize[] {
  try {
    // The declared count first, so that a huge tree is not walked; then the pages really found.
    if (doc.catalog.Pages().Count().asNumber() > MAX_PDF_PAGES) throw new PdfError('too_many_pages');
    const pages = doc.getPages();
    if (pages.length > MAX_PDF_PAGES) throw new PdfError('too_many_pages');
    if (pages.length === 0) throw new PdfError('broken');
    return pages.map((page) => {
      const box = page.getMediaBox();
      const size = { width: round(Math.abs(box.width)), height: round(Math.abs(box.height)) };
      if (!Number.isFinite(size.width) || !Number.isFinite(size.height)) throw new PdfError('broken');
      const sides = [size.width, size.height];
      if (sides.some((side) => side < MIN_PAGE_SIDE || side > MAX_PAGE_SIDE)) throw new PdfError('page_size');
      return size;
    });
  } catch (error) {
    if (error instanceof PdfError) throw error;
    throw new PdfError('broken');
  }
}

/** Checks `bytes` by content and describes the PDF; refuses active content. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInfo> {
  // Uploads only: a stored template passed this check once, so filling it does not repeat it.
  if (hasPdfMagic(bytes) && !objectStreamsWithin(bytes)) throw new PdfError('too_complex');
  const doc = await loadPdf(bytes);
  const pages = pageSizes(doc);
  if (hasActiveContent(doc)) throw new PdfError('active_content');
  return {
    pageCount: pages.length,
    pages,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}
