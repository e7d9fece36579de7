/**
 * Untrusted uploads are read on worker threads with a heap cap and a time limit: a decompression
 * bomb or a pathological PDF costs one worker, and every other request keeps being answered. The
 * workers' errors come back as the errors the same call would throw on this thread; a job stopped
 * by the limits throws WorkerLimitError.
 */
import { availableParallelism } from 'node:os';
import { workerEntry } from '../lib/worker-entry';
import { ImageError, type ImageProblem, type NormalisedImage, type NormaliseOptions } from '../lib/image-normalise';
import { createWorkerPool, WorkerJobError, type WorkerPool } from '../lib/worker-pool';
import type { SheetContents } from '../lib/xlsx';
import { ZipError, type ZipProblem } from '../lib/zip';
import { PdfError, type PdfInfo, type PdfProblem } from '../pdf/inspect';
import type { PageImage } from '../pdf/page-image';
import { SignatureVerifyError, type VerifyErrorCode, type VerifyReport } from '../signatures/verify';
import type { ParseJob, ParseResult } from './jobs';

export { WorkerLimitError } from '../lib/worker-pool';

export interface Parsing {
  readFirstSheet(bytes: Uint8Array, maxRows: number): Promise<SheetContents>;
  inspectPdf(bytes: Uint8Array): Promise<PdfInfo>;
  /** Checks at `now` (the app's clock) what no timestamp proves earlier. */
  verifyPdf(bytes: Uint8Array, trustedRootsDer: Uint8Array[], now: Date): Promise<VerifyReport>;
  /** A PNG or JPEG as the 8-bit RGBA PNG the PDF engine embeds (lib/image-normalise.ts). */
  normaliseImage(bytes: Uint8Array, options: NormaliseOptions): Promise<NormalisedImage>;
  /** Page `pageNumber` (from 1) of a PDF as the JPEG the signing page shows (pdf/page-image.ts). */
  drawPageImage(bytes: Uint8Array, pageNumber: number): Promise<PageImage>;
  /**
   * Starts the worker that is kept (keepOne) with pdf.js and Skia loaded: a server's first page
   * image otherwise waits about two seconds for them.
   */
  warmDrawing(): Promise<void>;
}

/** Limits of one parsing job. */
export const PARSE_LIMITS = { heapMb: 512, timeoutMs: 20_000 };

function rethrow(error: unknown): never {
  if (error instanceof WorkerJobError) {
    if (error.errorName === 'PdfError') throw new PdfError(error.code as PdfProblem);
    if (error.errorName === 'ZipError') throw new ZipError(error.code as ZipProblem);
    if (error.errorName === 'SignatureVerifyError') throw new SignatureVerifyError(error.code as VerifyErrorCode, error.message);
    if (error.errorName === 'ImageError') throw new ImageError(error.code as ImageProblem);
  }
  throw error;
}

let shared: WorkerPool<ParseJob, ParseResult> | undefined;

/** One pool per process, started on first use; idle workers stop after a while. */
function pool(): WorkerPool<ParseJob, ParseResult> {
  shared ??= createWorkerPool<ParseJob, ParseResult>({
    entry: workerEntry('parsing', 'parse-worker-entry.mjs'),
    size: Math.max(1, availableParallelism()),
    resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.heapMb, maxYoungGenerationSizeMb: 64 },
    timeoutMs: PARSE_LIMITS.timeoutMs,
    idleMs: 30_000,
    // A worker starts in about a second (and pdf.js in it in half a second more, once): the
    // employee's phone asks for the contract's first page as soon as the link opens.
    keepOne: true,
  });
  return shared;
}

const run = <R extends ParseResult>(job: ParseJob) => pool().run(job).catch(rethrow) as Promise<R>;

export const parsing: Parsing = {
  readFirstSheet: (bytes, maxRows) => run({ kind: 'sheet', bytes, maxRows }),
  inspectPdf: (bytes) => run({ kind: 'pdf', bytes }),
  verifyPdf: (bytes, trustedRootsDer, now) => run({ kind: 'verify', bytes, trustedRootsDer, now }),
  normaliseImage: (bytes, options) => run({ kind: 'image', bytes, options }),
  drawPageImage: (bytes, pageNumber) => run({ kind: 'pageImage', bytes, pageNumber }),
  warmDrawing: () => run({ kind: 'warmDrawing' }).then(() => undefined),
};
