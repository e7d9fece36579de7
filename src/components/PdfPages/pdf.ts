/**
 * pdf.js, loaded on demand: only the pages that show PDFs fetch it. Its worker is copied next to
 * the build by `.umirc.ts` (copy) and served as a static file.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';

let pdfjs: Promise<typeof import('pdfjs-dist')> | undefined;

function loadPdfJs() {
  pdfjs ??= import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist/legacy/build/pdf.mjs').then((lib) => {
    lib.GlobalWorkerOptions.workerSrc = `${window.routerBase || '/'}pdf.worker.min.mjs`;
    return lib as unknown as typeof import('pdfjs-dist');
  });
  return pdfjs;
}

/** Opens a PDF from its bytes or URL (same-origin, with the session cookie). */
export async function openPdf(source: ArrayBuffer | string): Promise<PDFDocumentProxy> {
  const lib = await loadPdfJs();
  const params = typeof source === 'string' ? { url: source, withCredentials: true } : { data: new Uint8Array(source.slice(0)) };
  return lib.getDocument({ ...params, isEvalSupported: false }).promise;
}
