/**
 * A pool of sign-worker threads, one per core by default, fed from one queue. The server runs
 * TypeScript through tsx (`node --import tsx`), which worker threads inherit from the process.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerTimestamping } from './pki';
import type { WorkerSignInput } from './sign-worker';

/** The worker's entry, from CommonJS (the server, jest) or from an ES module (scripts). */
const WORKER_ENTRY = typeof __dirname === 'string' ? join(__dirname, 'sign-worker-entry.mjs') : new URL('./sign-worker-entry.mjs', import.meta.url);

interface Job {
  id: number;
  input: WorkerSignInput;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

export interface SigningPool {
  signAsCompany(input: Omit<WorkerSignInput, 'privateKey'>): Promise<Uint8Array>;
  close(): Promise<void>;
  readonly size: number;
}

export function createSigningPool(timestamping: WorkerTimestamping, size = availableParallelism()): SigningPool {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  let nextId = 1;
  let closed = false;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage({ id: job.id, input: job.input });
    }
  };

  const spawn = () => {
    const worker = new Worker(WORKER_ENTRY, { workerData: timestamping });
    worker.on('message', (message: { id: number; bytes?: Uint8Array; error?: string }) => {
      const job = running.get(worker);
      running.delete(worker);
      idle.push(worker);
      if (job) {
        if (message.bytes) job.resolve(new Uint8Array(message.bytes));
        else job.reject(new Error(message.error ?? 'signing failed'));
      }
      dispatch();
    });
    worker.on('error', (error) => {
      // A crashed worker fails its job and is replaced.
      const job = running.get(worker);
      running.delete(worker);
      job?.reject(error);
      if (!closed) {
        spawn();
        dispatch();
      }
    });
    idle.push(worker);
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
      await Promise.all([...idle, ...running.keys()].map((w) => w.terminate()));
    },
  };
}
