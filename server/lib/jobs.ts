/**
 * Background jobs in the database, run by the server processes themselves. A process takes a
 * due job by writing its lease in one statement that claims only a due row (so two processes
 * never take the same job), renews the lease while the job runs, and a job whose lease ran out
 * (its process died) is taken over by the next one that looks. A handler must be safe to run
 * again from where a dead process left it: its steps are transactions that check the state they
 * start from.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { skippingLocked } from '../db/dialect';
import type { Db } from '../db/open';
import type { Clock } from './clock';

export interface JobContext {
  id: number;
  payload: Record<string, unknown>;
  /** Extends the lease; the runner also renews it on a timer while the handler runs. */
  renew(): Promise<void>;
}

/** What a handler answers: finished, or run again at a time (a recurring sweep). */
export type JobOutcome = { done: true } | { runAt: Date };

export type JobHandler = (job: JobContext) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  db: Db;
  now: Clock;
  handlers: Record<string, JobHandler>;
  /** How long a lease lasts without renewal. */
  leaseMs?: number;
  /** How often an idle runner looks for due jobs. */
  pollMs?: number;
  /** Jobs run at once by this process. */
  concurrency?: number;
  log?: (line: string) => void;
  /** Attempts before a failing job is given up (it stays, `failed`, with its error). */
  maxAttempts?: number;
}

export interface JobRunner {
  /** Takes and runs due jobs until none is left (tests call it after moving the clock). */
  runDue(): Promise<number>;
  stop(): Promise<void>;
  readonly owner: string;
}

/**
 * Deletes jobs done before `before`: a job's row is its exactly-once record only while it may be
 * queued again (a retry, a takeover), which is over long before; without this the table grows by
 * a row for every text and evidence report. Failed jobs stay, with their errors, for whoever looks.
 */
export async function purgeDoneJobs(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('jobs').where('status', '=', 'done').where('updated_at', '<', before.toISOString()).execute();
}

export async function enqueueJob(
  db: Db,
  { kind, payload, runAt, now }: { kind: string; payload: Record<string, unknown>; runAt: Date; now: Date },
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload), status: 'queued', run_at: runAt.toISOString(), created_at: at, updated_at: at })
    // A job of the same kind and payload (a recurring sweep) is there already: keep it.
    .onConflict((oc) => oc.columns(['kind', 'payload']).doNothing())
    .execute();
}

export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, now } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const maxAttempts = options.maxAttempts ?? 5;
  const log = options.log ?? (() => {});
  const owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const running = new Set<Promise<void>>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  /**
   * Leases the earliest due job in one statement, or answers null. Two processes never take the
   * same job: the statement claims a row only if it is still due, and on PostgreSQL the row is
   * locked while claimed (rows others are claiming are skipped, not waited for).
   */
  async function take(): Promise<{ id: number; kind: string; payload: string } | null> {
    const time = now();
    const at = time.toISOString();
    const due = db
      .selectFrom('jobs')
      .select('id')
      .where('status', 'in', ['queued', 'running'])
      .where('run_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
      .where('kind', 'in', Object.keys(options.handlers))
      .orderBy('run_at')
      .limit(1);
    const leased = await db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        lease_owner: owner,
        lease_until: new Date(time.getTime() + leaseMs).toISOString(),
        attempts: eb('attempts', '+', 1),
        updated_at: at,
      }))
      .where('id', '=', skippingLocked(db, due))
      .returning(['id', 'kind', 'payload'])
      .executeTakeFirst();
    return leased ?? null;
  }

  async function renew(id: number): Promise<void> {
    const at = now();
    await db
      .updateTable('jobs')
      .set({ lease_until: new Date(at.getTime() + leaseMs).toISOString(), updated_at: at.toISOString() })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .execute();
  }

  async function run(job: { id: number; kind: string; payload: string }): Promise<void> {
    const heartbeat = setInterval(() => renew(job.id).catch(() => {}), Math.max(50, leaseMs / 3));
    try {
      const outcome = await options.handlers[job.kind]({ id: job.id, payload: JSON.parse(job.payload), renew: () => renew(job.id) });
      const at = now().toISOString();
      await db
        .updateTable('jobs')
        .set(
          'done' in outcome
            ? { status: 'done', lease_owner: null, lease_until: null, updated_at: at }
            : { status: 'queued', run_at: outcome.runAt.toISOString(), attempts: 0, lease_owner: null, lease_until: null, updated_at: at },
        )
        .where('id', '=', job.id)
        .where('lease_owner', '=', owner)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`[jobs] ${job.kind} #${job.id} failed: ${message}`);
      const row = await db.selectFrom('jobs').select('attempts').where('id', '=', job.id).executeTakeFirst();
      const giveUp = (row?.attempts ?? 0) >= maxAttempts;
      // Retried later, backing off; the lease is dropped so any process may take it.
      const retryAt = new Date(now().getTime() + Math.min(60_000, 1000 * 2 ** (row?.attempts ?? 1)));
      await db
        .updateTable('jobs')
        .set({
          status: giveUp ? 'failed' : 'queued',
          run_at: retryAt.toISOString(),
          last_error: message.slice(0, 1000),
          lease_owner: null,
          lease_until: null,
          updated_at: now().toISOString(),
        })
        .where('id', '=', job.id)
        .where('lease_owner', '=', owner)
        .execute();
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** Starts due jobs while there are free slots; answers how many it started. */
  async function fill(): Promise<number> {
    let started = 0;
    while (!stopped && running.size < concurrency) {
      const job = await take();
      if (!job) break;
      started += 1;
      const promise = run(job).finally(() => {
        running.delete(promise);
        if (!stopped) void tick();
      });
      running.add(promise);
    }
    return started;
  }

  let ticking: Promise<number> | undefined;
  function tick(): Promise<number> {
    ticking ??= fill()
      .catch((error) => {
        log(`[jobs] ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => (ticking = undefined));
    return ticking;
  }

  const loop = () => {
    if (stopped) return;
    void tick().finally(() => {
      if (!stopped) timer = setTimeout(loop, pollMs);
    });
  };
  loop();

  return {
    owner,
    async runDue() {
      let total = 0;
      for (;;) {
        const started = await tick();
        total += started;
        await Promise.all([...running]);
        // A job that just ended starts the next fill itself: not done while that one still looks.
        if (started === 0 && running.size === 0 && ticking === undefined) return total;
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await Promise.all([...running]);
    },
  };
}
