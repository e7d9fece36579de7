/**
 * npm run bench:batch (node --import tsx scripts/bench-batch.mjs): the production server
 * (server/main.ts, worker threads on every core, its jobs runner) on a throw-away data folder.
 * Prepares BENCH_TASKS (1,000) tasks waiting for the company the real way (created, sent, and
 * signed by each employee over HTTP), then seals them in one batch and prints documents per
 * second (after a warm-up batch of 20) (and tasks per second: a task is its contract and its accessories), while BENCH_READERS (2) users page through GET /api/sign-tasks: p50/p99 of that list
 * before and during the batch.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ApiClient, tempDir } from '../tests/api/support/harness.ts';
import { spawnServer } from '../tests/api/support/process.ts';
import { addEmployees, pendingCompanyTasks, uploadSeal } from '../tests/api/support/signing.ts';

const TASKS = Number(process.env.BENCH_TASKS || 1000);
const READERS = Number(process.env.BENCH_READERS || 2);
const PER_REQUEST = 500;
/** Sealed first, not measured: the company's certificate is issued and the workers start. */
const WARM_UP = 20;
const LIST = '/api/sign-tasks?current=1&pageSize=20';

const quantile = (times, q) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const figures = (times) =>
  `p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} requests)`;

/** Each reader asks for the list again as soon as it has the answer, until `done()`. */
async function readList(clients, done) {
  const times = [];
  await Promise.all(
    clients.map(async (client) => {
      while (!done()) {
        const start = performance.now();
        const res = await client.raw('GET', LIST);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`list answered ${res.status}`);
        times.push(performance.now() - start);
      }
    }),
  );
  return times;
}

const dataDir = tempDir('esign-bench-batch-');
const server = await spawnServer(dataDir, { NODE_ENV: 'production' });
const db = new Database(join(dataDir, 'esign.sqlite'), { readonly: false });
const handle = { sqlite: db };
try {
  const client = async (who) => {
    const c = new ApiClient(server.base);
    await c.loginOk(who);
    return c;
  };
  const operator = await client('operator');
  await uploadSeal(await client('user'), 29);

  let started = performance.now();
  const employees = addEmployees({ handle }, TASKS + WARM_UP, '压');
  const ids = [];
  for (let i = 0; i < employees.length; i += PER_REQUEST) {
    ids.push(...(await pendingCompanyTasks({ handle }, operator, new ApiClient(server.base), employees.slice(i, i + PER_REQUEST))));
  }
  console.log(`prepared ${ids.length} tasks signed by their employees in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const readers = await Promise.all(Array.from({ length: READERS }, () => client('department')));
  const idleUntil = performance.now() + 3000;
  const idle = await readList(readers, () => performance.now() > idleUntil);
  console.log(`GET ${LIST}, ${READERS} users, no batch running: ${figures(idle)}`);

  const seal = async (taskIds) => {
    const batch = (await operator.post('/api/batches', { taskIds })).body.data;
    for (;;) {
      const row = db.prepare('select status, done, failed from batches where id = ?').get(batch.id);
      if (row.status === 'done') {
        if (row.failed > 0 || row.done !== taskIds.length) throw new Error(`batch ended with ${row.done} done, ${row.failed} failed`);
        return batch;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await seal(ids.splice(0, WARM_UP));

  started = performance.now();
  let finished = false;
  const during = readList(readers, () => finished);
  const batch = await seal(ids);
  finished = true;
  const seconds = (performance.now() - started) / 1000;
  const times = await during;
  // A task's documents: its principal contract and the accessories chosen with it.
  const { documents } = db
    .prepare('select count(*) as documents from sign_task_templates d join sign_tasks t on t.id = d.task_id where t.batch_id = ?')
    .get(batch.id);
  console.log(
    `batch of ${ids.length} tasks (${documents} documents) sealed in ${seconds.toFixed(2)} s: ` +
      `${(documents / seconds).toFixed(0)} documents/s, ${(ids.length / seconds).toFixed(0)} tasks/s`,
  );
  console.log(`GET ${LIST}, ${READERS} users, during the batch: ${figures(times)}`);
} finally {
  db.close();
  await server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
