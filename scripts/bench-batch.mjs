/**
 * npm run bench:batch (node --import tsx scripts/bench-batch.mjs): the production server
 * (server/main.ts, worker threads on every core, its jobs runner) on a throw-away data folder.
 * Prepares BENCH_TASKS (1,000) tasks waiting for the company the real way (created, sent, and
 * signed by each employee over HTTP), then seals them in one batch and prints documents per
 * second (after a warm-up batch of 20) (and tasks per second: a task is its contract and its accessories), while BENCH_READERS (2) users page through GET /api/sign-tasks: p50/p99 of that list
 * before and during the batch, and the server's CPU time per document (Linux).
 */
import { readFileSync, rmSync } from 'node:fs';
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

/**
 * CPU seconds the server has used, its main thread and all its threads (Linux /proc): the cost
 * of a document whatever else shares the cores, when the machine is too busy for rates to compare.
 */
function serverCpu(pid) {
  const seconds = (stat) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  };
  try {
    return {
      all: seconds(readFileSync(`/proc/${pid}/stat`, 'utf8')),
      main: seconds(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
    };
  } catch {
    return null;
  }
}

const quantile = (times, q) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
const figures = (times) =>
  times.length === 0
    ? 'no requests'
    : `p50 ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} requests)`;

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
  // The warm-up's evidence reports are made once no batch is queued: they would run inside the
  // measured batch's first seconds, on the same workers.
  while (db.prepare('select count(*) as n from sign_evidence').get().n < WARM_UP) await new Promise((resolve) => setTimeout(resolve, 50));

  started = performance.now();
  const cpuBefore = serverCpu(server.child.pid);
  let finished = false;
  const during = readList(readers, () => finished);
  const batch = await seal(ids);
  finished = true;
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = serverCpu(server.child.pid);
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
  if (cpuBefore && cpuAfter) {
    // The readers' requests are in it too: their count is printed beside.
    const per = (s) => ((s * 1000) / documents).toFixed(2);
    console.log(
      `server CPU during the batch: ${per(cpuAfter.all - cpuBefore.all)} ms a document in all threads, ${per(cpuAfter.main - cpuBefore.main)} ms on the main thread (with ${times.length} list requests)`,
    );
  }
} finally {
  db.close();
  await server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
