/**
 * Starts `npm start`'s production server on a free port with a fresh data directory, waits until
 * it answers, and returns its URL and a stop function. Used by the browser tests and the
 * first-load measurement, so they exercise exactly what `npm start` serves.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export async function startServer({ env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'esign-e2e-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEV_OUTBOX: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000; // a cold `max build` runs first when dist/ is stale
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log}`);
    try {
      const res = await fetch(`${url}/api/currentUser`);
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, stop, log: () => log };
}
