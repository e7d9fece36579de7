/**
 * kill -9 during a batch: the production server (`server/main.ts`, worker threads and all) seals
 * a batch of 200 tasks, is killed mid-way, and started again on the same data. The batch goes on
 * by itself and finishes: 200 completed, each with exactly one company signature (one event, and
 * two valid signatures in pdfsig).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Batch, BatchDetail } from '../../common/api/batches';
import type { SignTaskDetail } from '../../common/api/signing';
import type { DatabaseHandle } from '../../server/db/open';
import { databaseEnv, openTestDatabase, raw } from './support/database';
import { ApiClient, tempDir } from './support/harness';
import { spawnServer, until, type ServerProcess } from './support/process';
import { addEmployees, pendingCompanyTasks, uploadSeal } from './support/signing';

const TASKS = 200;

describe('a batch survives kill -9', () => {
  const dataDir = tempDir('esign-crash-');
  let server: ServerProcess | undefined;
  let handle: DatabaseHandle;
  const base = () => server!.base;
  // Started again on the same port, so the clients' base stays right.
  const start = async () => {
    server = await spawnServer(dataDir, {
      JOB_LEASE_MS: '1500',
      ...databaseEnv(handle),
      ...(server ? { PORT: new URL(server.base).port } : {}),
    });
  };

  afterAll(() => server?.kill());

  it('finishes after a restart, every task sealed exactly once', async () => {
    handle = await openTestDatabase(dataDir, 'esign.sqlite');
    await start();
    const db = raw(handle);
    try {
      const operator = new ApiClient(base());
      await operator.loginOk('operator');
      const user = new ApiClient(base());
      await user.loginOk('user');
      await uploadSeal(user, 29);
      const ids = await pendingCompanyTasks(
        { handle } as never,
        operator,
        new ApiClient(base()),
        addEmployees({ handle } as never, TASKS, '崩'),
      );
      const batch = (await operator.post<Batch>('/api/batches', { taskIds: ids })).body.data!;

      // Killed while it runs: some tasks sealed, most not yet.
      await until('the first sealed tasks', async () => {
        const row = db.prepare('select done from batches where id = ?').get(batch.id) as { done: number };
        return row.done >= 10 ? true : undefined;
      });
      await server!.kill();
      const atKill = (db.prepare('select done from batches where id = ?').get(batch.id) as { done: number }).done;
      expect(atKill).toBeLessThan(TASKS);

      await start();
      await operator.loginOk('operator');
      const done = await until(
        'the batch to finish',
        async () => {
          const detail = (await operator.get<BatchDetail>(`/api/batches/${batch.id}`)).body.data;
          return detail?.status === 'done' ? detail : undefined;
        },
        240_000,
      );
      expect(done).toMatchObject({ total: TASKS, done: TASKS, failed: 0 });
      const signed = db
        .prepare(
          `select count(*) as tasks, sum(n) as events, min(n) as least, max(n) as most from (
             select t.id, (select count(*) from sign_events e where e.task_id = t.id and e.action = 'company_signed') as n
             from sign_tasks t where t.batch_id = ?) per_task`,
        )
        .get(batch.id) as { tasks: number; events: number; least: number; most: number };
      expect(signed).toEqual({ tasks: TASKS, events: TASKS, least: 1, most: 1 });
      expect(db.prepare("select count(*) as n from sign_tasks where batch_id = ? and status = 'completed'").get(batch.id)).toEqual({
        n: TASKS,
      });

      // Every one, through pdfsig: two valid signatures (the employee's and one company's), the
      // last covering the whole file.
      const pdfsig = (file: string) => {
        try {
          return execFileSync('pdfsig', [file], { encoding: 'utf8' });
        } catch (error) {
          return String((error as { stdout?: string }).stdout ?? '');
        }
      };
      const wrong: string[] = [];
      for (const id of ids) {
        const detail = (await operator.get<SignTaskDetail>(`/api/sign-tasks/${id}`)).body.data!;
        const pdf = await operator.raw('GET', `/api/sign-tasks/${id}/documents/${detail.documents[0].id}`);
        const file = join(dataDir, `task-${id}.pdf`);
        writeFileSync(file, Buffer.from(await pdf.arrayBuffer()));
        const out = pdfsig(file);
        const valid = out.match(/Signature Validation: Signature is Valid\./g)?.length ?? 0;
        if (valid !== 2 || !out.includes('Total document signed')) wrong.push(`task ${id}: ${valid} valid signatures`);
      }
      expect(wrong).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 600_000);
});
