/**
 * `npm run db:move-to-postgres`: the demo install on SQLite, with tasks signed by employees and
 * sealed by the company (documents and PKI in DATA_DIR's folders), moved into an empty database.
 * Under `npm run test:pg` the target is PostgreSQL; otherwise another SQLite file, which runs the
 * same steps. A server on the target then serves the same tasks, documents and audit chains.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SignAuditResult, SignTaskDetail } from '../../common/api/signing';
import { openDatabase, type DatabaseHandle } from '../../server/db/open';
import { prepareDatabase } from '../../server/db/setup';
import { moveToPostgres, MoveError } from '../../server/tools/move-to-postgres';
import { onPostgres, openTestDatabase, raw } from './support/database';
import { startServer, tempDir, TestClock, type TestServer } from './support/harness';
import { loginAll } from './support/roles';
import { addEmployees, pendingCompanyTasks, uploadSeal } from './support/signing';

let dir: string;
let source: TestServer;
let taskIds: number[];
let target: DatabaseHandle;
const clock = new TestClock();

beforeAll(async () => {
  dir = tempDir();
  const handle = openDatabase(join(dir, 'esign.sqlite'));
  await prepareDatabase(handle.db, { seed: true, now: clock.now });
  source = await startServer({ handle, dataDir: dir, clock, background: { pollMs: 3_600_000 } });
  const as = await loginAll(source);
  await uploadSeal(as.user, 29);
  taskIds = await pendingCompanyTasks(source, as.operator, as.anonymous, addEmployees(source, 3, '迁'));
  // Two sealed by the company through a batch, one left waiting for it.
  await as.user.post('/api/batches', { taskIds: taskIds.slice(0, 2) });
  await source.runJobs();
  await source.close({ keepDatabase: true });
  target = await openTestDatabase(tempDir(), 'target.sqlite');
}, 120_000);

afterAll(async () => {
  await source.handle.close();
  await target.close();
  rmSync(dir, { recursive: true, force: true });
});

it('moves every row, document and PKI file, and every audit chain arrives intact', async () => {
  const lines: string[] = [];
  const report = await moveToPostgres({ from: source.handle, dataDir: dir, to: target, log: (line) => lines.push(line) });
  const sourceRows = (table: string) => Number((raw(source.handle).prepare(`select count(*) as n from ${table}`).get() as { n: number }).n);
  for (const table of ['companies', 'accounts', 'employees', 'sign_tasks', 'sign_events', 'sign_document_versions', 'batches']) {
    expect(report.rows[table]).toBe(sourceRows(table));
  }
  expect(report.tasksChecked).toBe(sourceRows('sign_tasks'));
  expect(report.documents).toBeGreaterThanOrEqual(3);
  expect(report.pkiFiles).toBeGreaterThanOrEqual(4); // root and timestamp certificates with their keys, the vault's key
  expect(lines.at(-1)).toMatch(/audit chains/);
  // A second move into the same target is refused: nothing is written twice.
  await expect(moveToPostgres({ from: source.handle, dataDir: dir, to: target })).rejects.toThrow(MoveError);
});

// A server reads documents and the PKI from the database on PostgreSQL only (on SQLite, from DATA_DIR).
(onPostgres ? it : it.skip)(
  'serves the moved tasks from the target: details, signed PDFs, audit chains and new ids after the old',
  async () => {
    const server = await startServer({ handle: target, clock });
    try {
      const as = await loginAll(server);
      for (const id of taskIds) {
        const detail = await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${id}`);
        expect(detail.status).toBe(200);
        const audit = await as.operator.get<SignAuditResult>(`/api/sign-tasks/${id}/audit`);
        expect(audit.body.data).toMatchObject({ intact: true });
        for (const document of detail.body.data!.documents) {
          const pdf = await as.operator.raw('GET', `/api/sign-tasks/${id}/documents/${document.id}`);
          expect(pdf.status).toBe(200);
          expect(
            Buffer.from(await pdf.arrayBuffer())
              .subarray(0, 5)
              .toString(),
          ).toBe('%PDF-');
        }
      }
      expect((await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskIds[0]}`)).body.data!.status).toBe('completed');
      // Ids continue after the moved rows'.
      const [created] = addEmployees(server, 1, '新');
      expect(created).toBeGreaterThan(Number((raw(source.handle).prepare('select max(id) as n from employees').get() as { n: number }).n));
    } finally {
      await server.close({ keepDatabase: true });
    }
  },
);

it('refuses a source whose audit chain was edited, naming the task', async () => {
  const fresh = await openTestDatabase(tempDir(), 'tampered.sqlite');
  try {
    raw(source.handle).prepare("update sign_events set ip = '203.0.113.9' where task_id = ? and sequence = 1").run(taskIds[2]);
    await expect(moveToPostgres({ from: source.handle, dataDir: dir, to: fresh })).rejects.toThrow(
      `sign task ${taskIds[2]}: audit chain edited at event 1`,
    );
  } finally {
    await fresh.close();
  }
});
