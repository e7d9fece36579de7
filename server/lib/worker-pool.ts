/**
 * A pool of worker threads fed from one queue: CPU work (signing, parsing uploads) never runs on
 * the thread that answers HTTP. Each job may have a time limit: a worker that overruns it is
 * terminated and replaced, and its jobs fail with `WorkerLimitError`. A worker that runs out of
 * its heap (`resourceLimits`) fails its jobs the same way. Workers are started on demand and hold
 * the process open only while they have work.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';

/** What a worker answers: `serveJobs` (worker-host.ts) sends these. */
export type WorkerReply<R> = { id: number; result: R } | { id: number; error: { message: string; name?: string; code?: string } };

/** A job stopped by the pool's limits (time or memory), not by the work itself. */
export class WorkerLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'memory' | 'stopped',
    message: string,
  ) {
    super(message);
    this.name = 'WorkerLimitError';
  }
}

/** An error the worker threw, with its name and code carried over. */
export class WorkerJobError extends Error {
  constructor(
    message: string,
    readonly errorName?: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

export interface WorkerPoolOptions {
  /** The worker's entry file (plain JavaScript; see the *-entry.mjs files). */
  entry: string;
  workerData?: unknown;
  /** Worker threads at most. */
  size: number;
  /** Jobs in flight per worker. */
  perWorker?: number;
  /** Heap caps per worker. */
  resourceLimits?: ResourceLimits;
  /** Milliseconds a job may run before its worker is terminated. */
  timeoutMs?: number;
  /** Milliseconds an idle worker lives before it is stopped (its memory given back). */
  idleMs?: number;
  /** The last worker is not stopped when idle: a job that must answer at once never waits for one to start. */
  keepOne?: boolean;
}

export interface WorkerPool<I, R> {
  run(input: I, transfer?: ArrayBuffer[]): Promise<R>;
  /** Stops the workers; queued and running jobs fail. */
  close(): Promise<void>;
  readonly size: number;
}

interface Job<I, R> {
  id: number;
  input: I;
  transfer?: ArrayBuffer[];
  resolve: (result: R) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
}

export function createWorkerPool<I, R>(options: WorkerPoolOptions): WorkerPool<I, R> {
  const { entry, size, perWorker = 1, timeoutMs, idleMs, keepOne = false } = options;
  if (!Number.isInteger(size) || size < 1) throw new Error(`a worker pool needs at least one worker, not ${size}`);
  const queue: Job<I, R>[] = [];
  const workers = new Map<Worker, Map<number, Job<I, R>>>();
  const idleTimers = new Map<Worker, NodeJS.Timeout>();
  let nextId = 1;
  let closed = false;

  const settle = (job: Job<I, R>) => clearTimeout(job.timer);

  const retire = (worker: Worker, error: Error) => {
    const jobs = workers.get(worker);
    if (!jobs) return;
    workers.delete(worker);
    clearTimeout(idleTimers.get(worker));
    idleTimers.delete(worker);
    for (const job of jobs.values()) {
      settle(job);
      job.reject(error);
    }
    void worker.terminate();
    if (!closed) dispatch();
  };

  const spawn = (): Worker => {
    const worker = new Worker(entry, { workerData: options.workerData, resourceLimits: options.resourceLimits });
    const jobs = new Map<number, Job<I, R>>();
    workers.set(worker, jobs);
    worker.on('message', (reply: WorkerReply<R>) => {
      const job = jobs.get(reply.id);
      jobs.delete(reply.id);
      // An idle worker must not keep the process alive.
      if (jobs.size === 0) {
        worker.unref();
        if (idleMs) {
          clearTimeout(idleTimers.get(worker));
          const stopIfIdle = () => jobs.size === 0 && !(keepOne && workers.size === 1) && retire(worker, new Error('idle'));
          idleTimers.set(worker, setTimeout(stopIfIdle, idleMs).unref());
        }
      }
      if (job) {
        settle(job);
        if ('result' in reply) job.resolve(reply.result);
        else job.reject(new WorkerJobError(reply.error.message, reply.error.name, reply.error.code));
      }
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) =>
      retire(worker, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new WorkerLimitError('memory', 'the job ran out of memory') : error),
    );
    worker.on('exit', (code) => retire(worker, new WorkerLimitError('stopped', `a worker stopped (exit code ${code})`)));
    return worker;
  };

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
      if (!target && workers.size < size) target = spawn();
      if (!target) return;
      const job = queue.shift()!;
      const worker = target;
      workers.get(worker)!.set(job.id, job);
      clearTimeout(idleTimers.get(worker));
      if (timeoutMs)
        job.timer = setTimeout(() => retire(worker, new WorkerLimitError('time', `the job ran longer than ${timeoutMs} ms`)), timeoutMs);
      worker.ref();
      worker.postMessage({ id: job.id, input: job.input }, job.transfer ?? []);
    }
  };

  return {
    size,
    run(input, transfer) {
      if (closed) return Promise.reject(new WorkerLimitError('stopped', 'the worker pool is closed'));
      return new Promise<R>((resolve, reject) => {
        queue.push({ id: nextId++, input, transfer, resolve, reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new WorkerLimitError('stopped', 'the worker pool is closed'));
      const all = [...workers.keys()];
      for (const worker of all) retire(worker, new WorkerLimitError('stopped', 'the worker pool is closed'));
      await Promise.all(all.map((w) => w.terminate()));
    },
  };
}
