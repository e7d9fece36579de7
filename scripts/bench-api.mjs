/**
 * npm run bench:api: starts the production server (server/main.ts) on a free port with a
 * throw-away DATA_DIR, logs in as admin, and runs autocannon for 10 s on loopback against
 * GET /api/currentUser and GET /api/users?current=1&pageSize=20. Prints requests/s and p50/p99
 * latency, then stops the server. Request logging stays on, as in production.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TARGETS = ['/api/currentUser', '/api/users?current=1&pageSize=20'];

function startServer(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let head = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${head}`)), 30_000);
    const onData = (chunk) => {
      head += chunk;
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(head);
      if (!match) return;
      clearTimeout(timer);
      // Keep draining stdout (one log line per request) so the pipe never blocks the server.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ child, url: match[1] });
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${head}`)));
  });
}

async function login(url) {
  const res = await fetch(`${url}/api/login/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'account', username: 'admin', password: 'ant.design' }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (res.status !== 200 || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie.split(';')[0];
}

function run(url, path, cookie) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: url + path, duration: DURATION_S, connections: CONNECTIONS, headers: { cookie, 'accept-language': 'zh-CN' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'esign-bench-'));
let server;
try {
  server = await startServer(dataDir);
  const cookie = await login(server.url);
  console.log(`bench: ${DURATION_S} s per route, ${CONNECTIONS} connections, loopback, node ${process.version}`);
  const rows = [];
  for (const path of TARGETS) {
    // A short warm-up so the JIT and SQLite page cache are ready.
    await new Promise((resolve) =>
      autocannon({ url: server.url + path, duration: 1, connections: CONNECTIONS, headers: { cookie } }, resolve),
    );
    const result = await run(server.url, path, cookie);
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      route: `GET ${path}`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'non-2xx/errors': bad,
    });
  }
  console.table(rows);
  if (rows.some((r) => r['non-2xx/errors'] > 0)) process.exitCode = 1;
} finally {
  if (server) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
