/**
 * npm run bench:uploads (node --import tsx scripts/bench-uploads.mjs): hostile uploads against
 * the app on a temp database while one client keeps calling GET /api/currentUser. Prints, per
 * case, how long the upload took to be refused and the p50/p99/max of the other client's calls
 * meanwhile: a parse on the thread that answers HTTP shows as a max in seconds.
 *
 * Cases: an .xlsx whose shared strings unpack to 190 MB, four of them at
 * once, and a PDF whose object stream unpacks to 1 GB.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { openDatabase } from '../server/db/open.ts';
import { prepareDatabase } from '../server/db/setup.ts';
import { objectStreamBomb, sharedStringsBomb } from '../tests/api/support/hostile-files.ts';

// Made first: building them takes seconds, longer than an idle keep-alive connection lives.
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// 190 MB, declared truthfully: under the 200 MB the declared-size guard used to allow.
const xlsxBomb = sharedStringsBomb(190, { understate: false });
const pdfBomb = objectStreamBomb(1024);
console.log(`files: .xlsx ${(xlsxBomb.length / 1024).toFixed(0)} kB, PDF ${(pdfBomb.length / 1024).toFixed(0)} kB`);

const dir = mkdtempSync(join(tmpdir(), 'esign-bench-uploads-'));
const handle = openDatabase(join(dir, 'bench.sqlite'));
await prepareDatabase(handle.db, { seed: true });
const app = createApp({ db: handle, dataDir: dir, log: () => {} });
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

/**
 * One request on a connection of its own (a server that stalls for seconds would otherwise meet
 * reused keep-alive sockets it has already timed out). Answers the status, headers and body.
 */
function send(method, path, { headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function login(username) {
  const res = await send('POST', '/api/login/account', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'account', username, password: 'ant.design' }),
  });
  return res.headers['set-cookie'].map((line) => line.split(';')[0]).join('; ');
}
const userCookie = await login('user');
const otherCookie = await login('company');

async function upload(path, bytes, name, type) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  if (path === '/api/contracts')
    for (const [k, v] of Object.entries({ kind: 'principal', name: '压测', code: `B-${Math.random()}` })) form.append(k, v);
  // The multipart encoding as fetch would send it.
  const encoded = new Request(base, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  return send('POST', path, { body, headers: { cookie: userCookie, 'content-type': encoded.headers.get('content-type') } });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(label, act) {
  let done = false;
  const latencies = [];
  const others = (async () => {
    while (!done) {
      const started = performance.now();
      await send('GET', '/api/currentUser', { headers: { cookie: otherCookie } });
      latencies.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const statuses = await act();
  const took = performance.now() - started;
  done = true;
  await others;
  latencies.sort((a, b) => a - b);
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `${label}: answered ${statuses.join(', ')} in ${ms(took)}; GET /api/currentUser meanwhile ×${latencies.length}: ` +
      `p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1))}`,
  );
}

// Warm-up: the parsing workers start on first use.
await upload('/api/employees/import?dryRun=1', xlsxBomb, 'w.xlsx', XLSX);

const statusOf = (response) => response.status;
await measure('.xlsx bomb (190 MB of shared strings)', async () => [
  await statusOf(await upload('/api/employees/import?dryRun=1', xlsxBomb, 'b.xlsx', XLSX)),
]);
await measure('4 .xlsx bombs at once', async () =>
  Promise.all(Array.from({ length: 4 }, async () => statusOf(await upload('/api/employees/import?dryRun=1', xlsxBomb, 'b.xlsx', XLSX)))),
);
await measure('PDF bomb (object stream of 1 GB)', async () => [
  await statusOf(await upload('/api/contracts', pdfBomb, 'b.pdf', 'application/pdf')),
]);

server.close();
await handle.close();
rmSync(dir, { recursive: true, force: true });
process.exit(0);
