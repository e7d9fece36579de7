/**
 * The jobs runner (server/lib/jobs.ts) on either database (npm run test:pg runs this file on
 * PostgreSQL, where leases are claimed with FOR UPDATE SKIP LOCKED): runners taking jobs at once
 * run each exactly once, and a job whose lease ran out is taken over.
 */
import { migrate } from '../../server/db/migrate';
import type { DatabaseHandle } from '../../server/db/open';
import { enqueueJob, purgeDoneJobs, startJobRunner, type JobHandler } from '../../server/lib/jobs';
import { openTestDatabase } from './support/database';
import { tempDir } from './support/harness';

const AT = new Date('2026-03-02T01:00:00.000Z');
const now = () => AT;

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await openTestDatabase(tempDir(), 'jobs.sqlite');
  await migrate(handle.db);
});
afterEach(() => handle.close());

const statuses = async () =>
  (await handle.db.selectFrom('jobs').select(['status', 'attempts', 'lease_owner']).orderBy('id').execute()).map((j) => ({
    ...j,
    attempts: Number(j.attempts),
  }));

it('runs every due job exactly once when two runners take jobs at the same time', async () => {
  const JOBS = 40;
  for (let n = 0; n < JOBS; n++) await enqueueJob(handle.db, { kind: 'count', payload: { n }, runAt: AT, now: AT });
  const ran: number[][] = [[], []];
  const runners = ran.map((mine) => {
    const handler: JobHandler = async (job) => {
      mine.push(job.payload.n as number);
      await new Promise((resolve) => setImmediate(resolve)); // lets the other runner take jobs meanwhile
      return { done: true };
    };
    return startJobRunner({ db: handle.db, now, handlers: { count: handler }, concurrency: 4, pollMs: 60_000 });
  });
  await Promise.all(runners.map((r) => r.runDue()));
  await Promise.all(runners.map((r) => r.stop()));

  expect([...ran[0], ...ran[1]].sort((a, b) => a - b)).toEqual([...Array(JOBS).keys()]);
  expect(await statuses()).toEqual(Array(JOBS).fill({ status: 'done', attempts: 1, lease_owner: null }));
});

it('takes over a job whose lease ran out, and leaves one whose lease runs', async () => {
  const at = AT.toISOString();
  const row = (lease_until: string) => ({
    kind: 'count',
    payload: JSON.stringify({ lease_until }),
    status: 'running' as const,
    run_at: at,
    lease_owner: 'a-process-that-died',
    lease_until,
    attempts: 1,
    created_at: at,
    updated_at: at,
  });
  await handle.db
    .insertInto('jobs')
    .values([row('2026-03-02T00:59:59.999Z'), row('2026-03-02T01:00:00.001Z')])
    .execute();
  const ran: string[] = [];
  const runner = startJobRunner({
    db: handle.db,
    now,
    handlers: { count: async (job) => (ran.push(job.payload.lease_until as string), { done: true }) },
    pollMs: 60_000,
  });
  await runner.runDue();
  await runner.stop();

  expect(ran).toEqual(['2026-03-02T00:59:59.999Z']);
  expect(await statuses()).toEqual([
    { status: 'done', attempts: 2, lease_owner: null },
    { status: 'running', attempts: 1, lease_owner: 'a-process-that-died' },
  ]);
});

it('purges jobs done before the given time, and keeps later and failed ones', async () => {
  const row = (payload: string, status: 'done' | 'failed', updated_at: string) => ({
    kind: 'count',
    payload,
    status,
    run_at: updated_at,
    attempts: 1,
    created_at: updated_at,
    updated_at,
  });
  await handle.db
    .insertInto('jobs')
    .values([
      row('"old"', 'done', '2026-02-20T00:00:00.000Z'),
      row('"recent"', 'done', '2026-03-01T00:00:00.000Z'),
      row('"failed"', 'failed', '2026-02-20T00:00:00.000Z'),
    ])
    .execute();
  await purgeDoneJobs(handle.db, new Date('2026-02-23T01:00:00.000Z'));
  expect((await handle.db.selectFrom('jobs').select('payload').orderBy('id').execute()).map((j) => j.payload)).toEqual([
    '"recent"',
    '"failed"',
  ]);
});
