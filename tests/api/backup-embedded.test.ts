/**
 * `npm run db:backup`: a copy of the embedded install taken while a server writes to it is a
 * DATA_DIR a server starts on, with every signed document its rows name.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { SignTaskDetail } from '../../common/api/signing';
import { openDatabase } from '../../server/db/open';
import { prepareDatabase } from '../../server/db/setup';
import { backupEmbedded } from '../../server/tools/backup-embedded';
import { startServer, tempDir, TestClock } from './support/harness';
import { loginAll } from './support/roles';
import { addEmployees, pendingCompanyTasks } from './support/signing';

it('copies the database, documents and PKI of a running install into a DATA_DIR a server starts on', async () => {
  const dir = tempDir();
  const copy = join(tempDir(), 'backup');
  const clock = new TestClock();
  const handle = openDatabase(join(dir, 'esign.sqlite'));
  await prepareDatabase(handle.db, { seed: true, now: clock.now });
  const live = await startServer({ handle, dataDir: dir, clock });
  try {
    const as = await loginAll(live);
    const [taskId] = await pendingCompanyTasks(live, as.operator, as.anonymous, addEmployees(live, 1, '备'));
    // Writes go on while the snapshot is taken.
    const [report] = await Promise.all([backupEmbedded({ from: handle, dataDir: dir, to: copy }), addEmployees(live, 5, '并')]);
    expect(report.documents).toBeGreaterThanOrEqual(1);
    await expect(backupEmbedded({ from: handle, dataDir: dir, to: copy })).rejects.toThrow(/not empty/);

    const restored = await startServer({ handle: openDatabase(report.file), dataDir: copy, clock });
    try {
      const operator = (await loginAll(restored)).operator;
      const task = (await operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
      expect(task.status).toBe('pending_company');
      const pdf = await operator.raw('GET', `/api/sign-tasks/${taskId}/documents/${task.documents[0].id}`);
      expect(pdf.status).toBe(200);
    } finally {
      await restored.close();
    }
  } finally {
    await live.close();
    rmSync(copy, { recursive: true, force: true });
  }
});
