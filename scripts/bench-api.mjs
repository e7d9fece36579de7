/**
 * npm run bench:api: starts the production server (server/main.ts) on a free port with a
 * throw-away DATA_DIR, logs in as admin, and runs autocannon for 10 s on loopback against
 * GET /api/currentUser and GET /api/users?current=1&pageSize=20. Then the same against a bare
 * Hono app answering the same bodies as constants (scripts/bench-api-bare.mjs), in the same run,
 * and prints requests/s, p50/p99 latency and the ratio to the bare app, and, on Linux, each
 * server's CPU time per request (from /proc: steadier from run to run than requests/s, which
 * also moves with autocannon's share of the 2 cores). Request logging stays on, as in
 * production. BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_ROUTES (comma-separated
 * paths) change the run; BENCH_PROFILE=<dir> writes a CPU profile of the server there.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TARGETS = process.env.BENCH_ROUTES?.split(',') ?? ['/api/currentUser', '/api/users?current=1&pageSize=20'];

function startServer(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
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

const CLOCK_TICKS_PER_S = existsSync('/proc/self/stat') ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) : 0;

/** CPU seconds (user + system) `pid` has used so far, or NaN where /proc is missing. */
function cpuSeconds(pid) {
  if (!CLOCK_TICKS_PER_S) return NaN;
  // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

async function measure(server, path, cookie) {
  // A short warm-up so the JIT and SQLite page cache are ready.
  await new Promise((resolve) =>
    autocannon({ url: server.url + path, duration: 1, connections: CONNECTIONS, headers: { cookie } }, resolve),
  );
  const cpuBefore = cpuSeconds(server.child.pid);
  const result = await run(server.url, path, cookie);
  result.cpuMicrosPerRequest = ((cpuSeconds(server.child.pid) - cpuBefore) * 1e6) / result.requests.total;
  return result;
}

async function stop(server) {
  if (!server) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(join(tmpdir(), 'esign-bench-'));
let server;
let bare;
try {
  server = await startServer(
    [
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : []),
      '--import',
      'tsx',
      join('server', 'main.ts'),
    ],
    { DATA_DIR: dataDir },
  );
  const cookie = await login(server.url);
  const bodies = {};
  for (const path of TARGETS) {
    const res = await fetch(server.url + path, { headers: { cookie, 'accept-language': 'zh-CN' } });
    bodies[new URL(path, server.url).pathname] = await res.text();
  }
  bare = await startServer([join('scripts', 'bench-api-bare.mjs')], { BARE_ROUTES: JSON.stringify(bodies) });
  console.log(`bench: ${DURATION_S} s per route, ${CONNECTIONS} connections, loopback, node ${process.version}`);
  const rows = [];
  for (const path of TARGETS) {
    const app = await measure(server, path, cookie);
    const yardstick = await measure(bare, path, cookie);
    const bad = app.non2xx + app.errors + app.timeouts;
    rows.push({
      route: `GET ${path}`,
      'req/s': Math.round(app.requests.average),
      'p50 ms': app.latency.p50,
      'p99 ms': app.latency.p99,
      'bare Hono req/s': Math.round(yardstick.requests.average),
      ratio: Number((app.requests.average / yardstick.requests.average).toFixed(2)),
      'CPU µs/req': Math.round(app.cpuMicrosPerRequest),
      'bare CPU µs/req': Math.round(yardstick.cpuMicrosPerRequest),
      'non-2xx/errors': bad,
    });
  }
  console.table(rows);
  if (rows.some((r) => r['non-2xx/errors'] > 0)) process.exitCode = 1;
} finally {
  await stop(server);
  await stop(bare);
  rmSync(dataDir, { recursive: true, force: true });
}
