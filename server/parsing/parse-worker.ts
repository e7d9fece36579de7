/**
 * A worker thread that reads untrusted uploads: spreadsheets, PDFs to inspect, PDFs to verify,
 * images to make into the PNG the PDF engine takes, contract pages to draw for phones.
 * Runs under the pool's heap cap and time limit (parsing/index.ts), so a hostile file costs one
 * worker, never the thread that answers HTTP.
 */
import { normaliseImage } from '../lib/image-normalise';
import { readFirstSheet } from '../lib/xlsx';
import { serveJobs } from '../lib/worker-host';
import { inspectPdf, PdfError } from '../pdf/inspect';
import { drawPageImage, loadDrawing } from '../pdf/page-image';
import { objectStreamsWithin } from '../pdf/guard';
import { SignatureVerifyError, verifyPdf } from '../signatures/verify';
import type { ParseJob, ParseResult } from './jobs';

serveJobs<ParseJob, ParseResult>(async (job) => {
  switch (job.kind) {
    case 'sheet':
      return { result: await readFirstSheet(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.maxRows) };
    case 'pdf':
      return { result: await inspectPdf(job.bytes) };
    case 'verify':
      // The verifier's parser inflates object streams whole too.
      if (!objectStreamsWithin(job.bytes)) throw new SignatureVerifyError('malformed', 'object streams unpack beyond the limit');
      return { result: await verifyPdf(job.bytes, { trustedRootsDer: job.trustedRootsDer, now: job.now }) };
    case 'image': {
      const image = normaliseImage(job.bytes, job.options);
      return { result: image, transfer: [image.png.buffer as ArrayBuffer, ...(image.rgba ? [image.rgba.buffer as ArrayBuffer] : [])] };
    }
    case 'pageImage': {
      if (!objectStreamsWithin(job.bytes)) throw new PdfError('too_complex');
      const image = await drawPageImage(job.bytes, job.pageNumber);
      return { result: image };
    }
    case 'warmDrawing':
      await loadDrawing();
      return { result: null };
  }
});
