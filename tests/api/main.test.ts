/** server/main.ts as `npm start` runs it: env settings, one log line per request, clean stop. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { databaseEnv, onPostgres, openTestDatabase } from './support/database';
import { tempDir } from './support/harness';

const ROOT = join(__dirname, '..', '..');

function waitFor(child: ChildProcess, output: () => string, pattern: RegExp, timeoutMs = 20_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${pattern}\n${output()}`)), timeoutMs);
    const check = () => {
      const match = output().match(pattern);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off('data', check);
        resolve(match);
      }
    };
    child.stdout!.on('data', check);
    check();
  });
}

it('starts on PORT with its database in DATA_DIR, logs requests, and stops cleanly on SIGTERM', async () => {
  const dataDir = join(tempDir(), 'nested', 'data');
  // With DATABASE_URL (npm run test:pg), a PostgreSQL database of its own; else its file in DATA_DIR.
  const database = onPostgres ? await openTestDatabase(dataDir) : undefined;
  await database?.close();
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DIST_DIR: join(dataDir, 'no-dist'),
      ...(database && databaseEnv(database)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  try {
    const [, port] = await waitFor(child, () => out, /listening on http:\/\/127\.0\.0\.1:(\d+)/);
    expect(existsSync(join(dataDir, 'esign.sqlite'))).toBe(!onPostgres);
    expect(out).toContain('demo data seeded');

    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', username: 'admin', password: 'ant.design' }),
    });
    expect(login.status).toBe(200);
    // Production without DEV_OUTBOX: codes are not readable over HTTP.
    expect((await fetch(`${base}/api/dev/outbox`)).status).toBe(404);
    await waitFor(child, () => out, /GET \/api\/dev\/outbox 404 [\d.]+ms/);
    expect(out).toMatch(/POST \/api\/login\/account 200 [\d.]+ms/);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('stopped, database closed');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
  }
});
