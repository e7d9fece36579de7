/**
 * The work a server process does besides answering HTTP: the job runner with its handlers
 * (batches, the signing sweep, evidence reports, renewing long-term data, delivering messages
 * and webhooks). Every process runs one; they share the jobs through leases.
 */
import { batchJob } from './domain/batches/run-batch';
import { BATCH_JOB } from './domain/batches/create-batch';
import type { Deps } from './domain/deps';
import { evidenceJob, EVIDENCE_JOB } from './domain/signing/evidence-job';
import { deliverMessageJob } from './domain/messages/deliver-message';
import { MESSAGE_JOB } from './domain/messages/queue-message';
import { deliverWebhookJob } from './domain/webhooks/deliver-webhook';
import { WEBHOOK_JOB } from './domain/webhooks/queue-webhooks';
import { RENEWAL_JOB, renewalJob } from './domain/signing/renew-long-term';
import { signingSweepJob, SWEEP_JOB } from './domain/signing/sweep';
import { enqueueJob, startJobRunner, type JobRunner } from './lib/jobs';

export interface BackgroundOptions {
  pollMs?: number;
  leaseMs?: number;
  log?: (line: string) => void;
}

export interface Background {
  runner: JobRunner;
  /** Runs every due job now (tests move the clock, then call this). */
  runDue(): Promise<number>;
  stop(): Promise<void>;
}

export function startBackground(deps: Deps, options: BackgroundOptions = {}, onStop: () => Promise<void> = async () => {}): Background {
  const ready = Promise.all([
    enqueueJob(deps.db, { kind: SWEEP_JOB, payload: {}, runAt: deps.now(), now: deps.now() }),
    enqueueJob(deps.db, { kind: RENEWAL_JOB, payload: {}, runAt: deps.now(), now: deps.now() }),
  ]);
  const runner = startJobRunner({
    db: deps.db,
    now: deps.now,
    handlers: {
      [BATCH_JOB]: batchJob(deps),
      [SWEEP_JOB]: signingSweepJob(deps),
      [EVIDENCE_JOB]: evidenceJob(deps),
      [RENEWAL_JOB]: renewalJob(deps),
      [MESSAGE_JOB]: deliverMessageJob(deps),
      [WEBHOOK_JOB]: deliverWebhookJob(deps),
    },
    pollMs: options.pollMs,
    leaseMs: options.leaseMs,
    log: options.log,
  });
  return {
    runner,
    async runDue() {
      await ready;
      return runner.runDue();
    },
    async stop() {
      await runner.stop();
      await onStop();
    },
  };
}
