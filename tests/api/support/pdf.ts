/**
 * PDF helpers for the API tests: small PDFs made with pdf-lib, multipart uploads, and the text of
 * a PDF page read back with poppler's pdftotext (apt package poppler-utils).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { ApiClient } from './harness';

/** A PDF with one page per size given (points), each with a line of Latin text. */
export async function makePdf(sizes: Array<[number, number]> = [[595.28, 841.89]]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  sizes.forEach(([width, height], index) => {
    doc.addPage([width, height]).drawText(`Test page ${index + 1}`, { x: 20, y: height - 40, size: 12, font });
  });
  return doc.save();
}

export function pdfBlob(bytes: Uint8Array, type = 'application/pdf'): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** multipart/form-data with `file` and text fields. */
export function uploadForm(
  bytes: Uint8Array | null,
  fields: Record<string, string | number | null> = {},
  fileName = 'template.pdf',
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value === null ? '' : String(value));
  if (bytes) form.append('file', pdfBlob(bytes), fileName);
  return form;
}

export function upload<T = unknown>(client: ApiClient, path: string, form: FormData) {
  return client.request<T>('POST', path, { body: form });
}

/** GET or POST answering a PDF: the status, content type and bytes. */
export async function fetchPdf(client: ApiClient, method: string, path: string, json?: unknown) {
  const response = await client.raw(
    method,
    path,
    json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } },
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes,
  };
}

/** The text of page `page` (from 1) as pdftotext lays it out. */
export function pageText(pdf: Uint8Array, page: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'esign-pdftext-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-f', String(page), '-l', String(page), file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Text with all white space removed (wrapped lines join up again). */
export const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Number of pages, via pdf-lib. */
export async function pageCount(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}
