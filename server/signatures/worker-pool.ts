/**
 * Company signing on worker threads, one per core by default, fed from one queue. Inputs are
 * plain bytes (PDF, PNG, DER certificates, PKCS#8 key) so they cross threads by copy; the signed
 * PDF comes back transferred. Each worker rebuilds the timestamp authority from
 * `pki.workerTimestamping`. Workers hold the process open only while they have work.
 */
import { availableParallelism } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerTimestamping } from './pki';
import type { WorkerReply, WorkerSignInput } from './sign-worker';
import { SigningError, type SigningErrorCode } from './stamp';

export type { WorkerSignInput } from './sign-worker';

/**
 * The worker's entry beside this file. `__filename` is what CommonJS (tsx's default here, jest)
 * gives; import.meta is left out on purpose, as the CommonJS builds would empty it.
 */
function workerEntry(): string {
  const here = typeof __filename === 'string' && isAbsolute(__filename) ? dirname(__filename) : resolve('server/signatures');
  return join(here, 'sign-worker-entry.mjs');
}

interface Job {
  id: number;
  input: WorkerSignInput;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

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
  if (!Number.isInteger(size) || size < 1) throw new Error(`a signing pool needs at least one worker, not ${size}`);
  const queue: Job[] = [];
  const workers = new Map<Worker, Map<number, Job>>();
  let nextId = 1;
  let closed = false;

  const dispatch = () => {
    while (queue.length) {
      let target: Worker | undefined;
      let least = perWorker;
      for (const [worker, jobs] of workers) {
        if (jobs.size < least) {
          target = worker;
          least = jobs.size;
        }
      }
      if (!target) return;
      const job = queue.shift()!;
      workers.get(target)!.set(job.id, job);
      target.ref();
      target.postMessage({ id: job.id, input: job.input });
    }
  };

  const retire = (worker: Worker, error: Error) => {
    const jobs = workers.get(worker);
    if (!jobs) return;
    workers.delete(worker);
    // A crashed worker's jobs fail (the caller decides whether to retry) and the worker is replaced.
    for (const job of jobs.values()) job.reject(error);
    if (!closed) {
      spawn();
      dispatch();
    }
  };

  const spawn = () => {
    const worker = new Worker(workerEntry(), { workerData: timestamping });
    const jobs = new Map<number, Job>();
    workers.set(worker, jobs);
    worker.on('message', (reply: WorkerReply) => {
      const job = jobs.get(reply.id);
      jobs.delete(reply.id);
      // An idle worker must not keep the process alive.
      if (jobs.size === 0) worker.unref();
      if (job) {
        if ('bytes' in reply) job.resolve(new Uint8Array(reply.bytes));
        else
          job.reject(
            reply.error.code ? new SigningError(reply.error.code as SigningErrorCode, reply.error.message) : new Error(reply.error.message),
          );
      }
      dispatch();
    });
    worker.on('error', (error) => retire(worker, error));
    worker.on('exit', (code) => retire(worker, new Error(`a signing worker stopped (exit code ${code})`)));
    worker.unref();
  };
  for (let i = 0; i < size; i++) spawn();

  return {
    size,
    signAsCompany(input) {
      if (closed) return Promise.reject(new Error('the signing pool is closed'));
      return new Promise((resolve, reject) => {
        queue.push({ id: nextId++, input, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('the signing pool is closed'));
      const all = [...workers.keys()];
      for (const worker of all) retire(worker, new Error('the signing pool is closed'));
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
