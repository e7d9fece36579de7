/**
 * Document work (filling, the employee's and the company's signatures) on worker threads, one
 * per core by default (see lib/worker-pool.ts). Inputs are plain data (PDF, PNG, DER
 * certificates, a PKCS#8 key or a CryptoKey, both cloneable) so they cross threads by copy; the
 * signed PDF comes back transferred. Each worker rebuilds the timestamp authority from
 * `pki.workerTimestamping`.
 */
import { availableParallelism } from 'node:os';
import { createWorkerPool, WorkerJobError } from '../lib/worker-pool';
import { workerEntry } from '../lib/worker-entry';
import type { WorkerTimestamping } from './pki';
import type { DrawItem } from '../pdf/render';
import type {
  DocumentJob,
  WorkerEmployeeSignInput,
  WorkerLongTermInput,
  WorkerPlatformInput,
  WorkerSignInput,
  WorkerStoredSignInput,
} from './sign-worker';
import type { StoredDocument } from '../storage/document-store';
import { SigningError, type SigningErrorCode } from './stamp';

export type { WorkerEmployeeSignInput, WorkerSignInput, WorkerStoredSignInput } from './sign-worker';

export interface SigningPool {
  signAsCompany(input: WorkerSignInput): Promise<Uint8Array>;
  /** signAsCompany on a document of a file store, read and written by the worker (sign-worker.ts). */
  signStoredAsCompany(input: WorkerStoredSignInput): Promise<StoredDocument>;
  signAsEmployee(input: WorkerEmployeeSignInput): Promise<Uint8Array>;
  /** A text document composed and signed by the platform (an evidence report), B-LTA. */
  signAsPlatform(input: WorkerPlatformInput): Promise<Uint8Array>;
  /** A new DSS and document timestamp (sign.ts addLongTermData), with the given period's timestamping. */
  renewLongTerm(input: WorkerLongTermInput): Promise<Uint8Array>;
  /** A template with its values drawn (pdf/render.ts fillPdf). */
  fill(template: Uint8Array, items: DrawItem[]): Promise<Uint8Array>;
  /** Stops the workers; queued and running jobs fail. */
  close(): Promise<void>;
  readonly size: number;
}

export interface SigningPoolOptions {
  /** Worker threads; one per core by default. */
  size?: number;
  /**
   * Jobs in flight per worker. A signature waits a fifth of its time on WebCrypto (which runs on
   * libuv's threads); a second job fills that wait.
   */
  perWorker?: number;
}

export function createSigningPool(timestamping: WorkerTimestamping, options: number | SigningPoolOptions = {}): SigningPool {
  const { size = availableParallelism(), perWorker = 2 } = typeof options === 'number' ? { size: options } : options;
  const pool = createWorkerPool<DocumentJob, Uint8Array | StoredDocument>({
    entry: workerEntry('signatures', 'sign-worker-entry.mjs'),
    workerData: timestamping,
    size,
    perWorker,
  });
  const answer = async (job: DocumentJob) => {
    try {
      return await pool.run(job);
    } catch (error) {
      if (error instanceof WorkerJobError && error.errorName === 'SigningError' && error.code)
        throw new SigningError(error.code as SigningErrorCode, error.message);
      throw error;
    }
  };
  const run = async (job: DocumentJob) => new Uint8Array((await answer(job)) as Uint8Array);
  return {
    size,
    signAsCompany: (input) => run({ kind: 'company', ...input }),
    signStoredAsCompany: async (input) => (await answer({ kind: 'companyStored', ...input })) as StoredDocument,
    signAsEmployee: (input) => run({ kind: 'employee', ...input }),
    renewLongTerm: (input) => run({ kind: 'longTerm', ...input }),
    signAsPlatform: (input) => run({ kind: 'platform', ...input }),
    fill: (template, items) => run({ kind: 'fill', template, items }),
    close: () => pool.close(),
  };
}
