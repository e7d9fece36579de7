/**
 * Two production server processes on one database share a batch: each takes parts of it through
 * the jobs' leases, and every task is sealed exactly once.
 */
import type { Batch, BatchDetail } from '../../common/api/batches';
import { databaseEnv, openTestDatabase, raw } from './support/database';
import { ApiClient, tempDir } from './support/harness';
import { spawnServer, until, type ServerProcess } from './support/process';
import { addEmployees, pendingCompanyTasks, uploadSeal } from './support/signing';

const TASKS = 500;

describe('two server processes on one database', () => {
  const dataDir = tempDir('esign-two-');
  const servers: ServerProcess[] = [];

  afterAll(() => Promise.all(servers.map((s) => s.kill())));

  it('seal one batch together, every task exactly once', async () => {
    const handle = await openTestDatabase(dataDir, 'esign.sqlite');
    servers.push(await spawnServer(dataDir, databaseEnv(handle)));
    const [first] = servers;
    const db = raw(handle);
    try {
      const operator = new ApiClient(first.base);
      await operator.loginOk('operator');
      const user = new ApiClient(first.base);
      await user.loginOk('user');
      await uploadSeal(user, 29);
      const ids = await pendingCompanyTasks(
        { handle } as never,
        operator,
        new ApiClient(first.base),
        addEmployees({ handle } as never, TASKS, '双'),
      );
      // The second starts on the data folder the first made (database, keys, certificates).
      servers.push(await spawnServer(dataDir, databaseEnv(handle)));
      const batch = (await operator.post<Batch>('/api/batches', { taskIds: ids })).body.data!;

      const owners = new Set<string>();
      const leased = db.prepare(
        "select lease_owner from jobs where kind = 'batch_sign' and status = 'running' and lease_owner is not null",
      );
      const done = await until(
        'the batch to finish',
        async () => {
          for (const row of leased.all() as { lease_owner: string }[]) owners.add(row.lease_owner.split(':')[1]);
          const detail = (await operator.get<BatchDetail>(`/api/batches/${batch.id}`)).body.data;
          return detail?.status === 'done' ? detail : undefined;
        },
        240_000,
      );
      expect(done).toMatchObject({ total: TASKS, done: TASKS, failed: 0 });
      // Both processes (by pid) held parts of the batch.
      expect([...owners].sort()).toEqual(servers.map((s) => String(s.child.pid)).sort());
      const signed = db
        .prepare(
          `select count(*) as tasks, min(n) as least, max(n) as most from (
             select t.id, (select count(*) from sign_events e where e.task_id = t.id and e.action = 'company_signed') as n
             from sign_tasks t where t.batch_id = ? and t.status = 'completed') per_task`,
        )
        .get(batch.id);
      expect(signed).toEqual({ tasks: TASKS, least: 1, most: 1 });
    } finally {
      await handle.close();
    }
  }, 600_000);
});
