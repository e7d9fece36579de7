/**
 * One page of a PDF drawn as a JPEG image, for the employee's phone: the signing page shows these
 * instead of loading pdf.js (half a megabyte of script and its worker) to draw the contract. The
 * PDF stays the thing signed and downloaded. Drawn with pdf.js itself, on Skia through
 * @napi-rs/canvas, on a parsing worker (parsing/parse-worker.ts): the PDF was filled from an
 * uploaded template, so it is read under the worker's heap cap and time limit.
 */
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PdfError } from './inspect';

/** Pixels across: a 390 px phone at 2.75 device pixels per CSS pixel, or a 760 px column at 1.4. */
export const PAGE_IMAGE_WIDTH = 1080;
/**
 * JPEG at 80: text stays sharp at 1080 px, a page of clauses is about 190 kB, made in 16 ms. WebP
 * would be 105 kB but take 97 ms: every sent contract's pages are drawn, so the encoder is most of
 * what a contract's pictures cost (pdf.js draws a page in about 20 ms).
 */
const JPEG_QUALITY = 80;
/** No page is drawn taller than this many widths (a strip of a page would be pixels without end). */
const MAX_ASPECT = 4;

export interface PageImage {
  jpeg: Uint8Array;
  width: number;
  height: number;
}

// Some loaders (tsx's tsImport) append a query to resolved paths: the file is the part before it.
const pdfjsFolder = dirname(require.resolve('pdfjs-dist/package.json').replace(/\?.*$/, ''));

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/** pdf.js types its canvas as the DOM's; Skia's context draws the same calls. */
type RenderParameters = Parameters<import('pdfjs-dist/legacy/build/pdf.mjs').PDFPageProxy['render']>[0];
let pdfjs: Promise<PdfJs> | undefined;

/** pdf.js on first use: a worker that never draws a page never loads it. */
function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= import(pathToFileURL(join(pdfjsFolder, 'legacy/build/pdf.mjs')).href) as Promise<PdfJs>;
  return pdfjs;
}

/** What drawing takes (pdf.js and Skia), loaded: a worker kept for drawing loads them ahead of the first page. */
export async function loadDrawing() {
  // Skia too is loaded by the worker that draws, never by the thread that answers HTTP.
  const [{ getDocument }, { createCanvas }] = await Promise.all([loadPdfJs(), import('@napi-rs/canvas')]);
  return { getDocument, createCanvas };
}

/** Page `pageNumber` (from 1) of `pdf`, `width` pixels across, on white. */
export async function drawPageImage(pdf: Uint8Array, pageNumber: number, width = PAGE_IMAGE_WIDTH): Promise<PageImage> {
  const { getDocument, createCanvas } = await loadDrawing();
  const document = await getDocument({
    // pdf.js takes the buffer over: a copy, so the caller's bytes stay whole.
    data: pdf.slice(),
    // Fonts a template names without embedding them, from pdf.js's own files.
    standardFontDataUrl: `${join(pdfjsFolder, 'standard_fonts')}/`,
    cMapUrl: `${join(pdfjsFolder, 'cmaps')}/`,
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
  }).promise.catch(() => {
    throw new PdfError('broken');
  });
  try {
    if (pageNumber < 1 || pageNumber > document.numPages) throw new PdfError('broken');
    const page = await document.getPage(pageNumber);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / natural.width });
    const height = Math.min(Math.round(viewport.height), width * MAX_ASPECT);
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // Form fields are drawn as the PDF's own appearances show them (the filled values).
    await page.render({ canvasContext: context as unknown as RenderParameters['canvasContext'], viewport }).promise;
    const jpeg = await canvas.encode('jpeg', JPEG_QUALITY);
    return { jpeg: new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), width, height };
  } finally {
    await document.destroy();
  }
}
