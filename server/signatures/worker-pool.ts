/**
 * Company signing on worker threads, one per core by default (see lib/worker-pool.ts). Inputs are
 * plain bytes (PDF, PNG, DER certificates, PKCS#8 key) so they cross threads by copy; the signed
 * PDF comes back transferred. Each worker rebuilds the timestamp authority from
 * `pki.workerTimestamping`.
 */
import { availableParallelism } from 'node:os';
import { createWorkerPool, WorkerJobError } from '../lib/worker-pool';
import { workerEntry } from '../lib/worker-entry';
import type { WorkerTimestamping } from './pki';
import type { WorkerSignInput } from './sign-worker';
import { SigningError, type SigningErrorCode } from './stamp';

export type { WorkerSignInput } from './sign-worker';

export interface SigningPool {
  signAsCompany(input: WorkerSignInput): Promise<Uint8Array>;
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
  const pool = createWorkerPool<WorkerSignInput, Uint8Array>({
    entry: workerEntry('signatures', 'sign-worker-entry.mjs'),
    workerData: timestamping,
    size,
    perWorker,
  });
  return {
    size,
    async signAsCompany(input) {
      try {
        return new Uint8Array(await pool.run(input));
      } catch (error) {
        if (error instanceof WorkerJobError && error.errorName === 'SigningError' && error.code)
          throw new SigningError(error.code as SigningErrorCode, error.message);
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
