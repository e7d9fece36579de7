/**
 * server/main.ts as `npm start` runs it: env settings, one log line per request, clean stop; and
 * what it says or refuses at start about KEY_ENCRYPTION_KEY, the key that encrypts the signing keys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, readConfig } from '../../server/config';
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

/** A key the PostgreSQL runs (npm run test:pg) give: there, the server refuses to start without one. */
const PG_KEY = randomBytes(32).toString('hex');

const started: ChildProcess[] = [];
// A test that fails while its server runs (one that should have refused to start, say) leaves no process behind.
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The production server on its own DATA_DIR and SQLite (no DATABASE_URL, no KEY_ENCRYPTION_KEY unless given). */
function startServer(dataDir: string, env: Record<string, string> = {}) {
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.KEY_ENCRYPTION_KEY;
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DIST_DIR: join(dataDir, 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    /** The base URL once it listens. */
    listening: async () => `http://127.0.0.1:${(await waitFor(child, () => out, /listening on http:\/\/127\.0\.0\.1:(\d+)/))[1]}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
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
      ...(database && { ...databaseEnv(database), KEY_ENCRYPTION_KEY: PG_KEY }),
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
    // A signing link's token is a secret: the request line shows the route, not the token.
    const token = 'Tok' + randomBytes(12).toString('hex');
    await fetch(`${base}/api/signing/${token}`);
    await waitFor(child, () => out, /GET \/api\/signing\/:token \d{3} [\d.]+ms/);
    expect(out).not.toContain(token);

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(out).toContain('stopped, database closed');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(join(dataDir, '..', '..'), { recursive: true, force: true });
  }
});

const WARNING = /^\[server\] warning: KEY_ENCRYPTION_KEY is not set.*$/m;

it("without KEY_ENCRYPTION_KEY on SQLite, warns that the key lies beside the keys; a new key is refused, master.key's content opens them", async () => {
  const dataDir = join(tempDir(), 'data');
  const masterKey = join(dataDir, 'pki', 'master.key');
  try {
    const first = startServer(dataDir);
    const base = await first.listening();
    const [warning] = first.output().match(WARNING) ?? [''];
    expect(warning).toContain(`beside them, in ${masterKey}`);
    expect(warning).toContain('openssl rand -hex 32');
    // What to do with an existing master.key: keys are not re-encrypted, so its own value.
    expect(warning).toMatch(/set KEY_ENCRYPTION_KEY to its content \(the keys are never re-encrypted/);
    // The PKI is made on first use, its keys sealed with master.key.
    const rootPem = await (await fetch(`${base}/api/pki/root.pem`)).text();
    expect(rootPem).toContain('BEGIN CERTIFICATE');
    expect(await first.stop()).toBe(0);
    const stored = readFileSync(masterKey, 'utf8').trim();

    // Another key cannot open them: refused at start, naming the problem, never the value.
    const otherKey = randomBytes(32).toString('hex');
    const refused = startServer(dataDir, { KEY_ENCRYPTION_KEY: otherKey });
    expect(await refused.exited).not.toBe(0);
    expect(refused.output()).toMatch(/\[server\] refusing to start: KEY_ENCRYPTION_KEY does not open the signing keys in .*pki \(.*\.key/);
    expect(refused.output()).toContain(`set it to the content of ${masterKey}`);
    expect(refused.output()).not.toContain('listening on');
    expect(refused.output()).not.toContain(otherKey);

    // master.key's own value does: the same keys, no warning about a missing key, the value nowhere in the log.
    const moved = startServer(dataDir, { KEY_ENCRYPTION_KEY: stored });
    const movedBase = await moved.listening();
    expect(await (await fetch(`${movedBase}/api/pki/root.pem`)).text()).toBe(rootPem);
    expect(moved.output()).not.toMatch(WARNING);
    expect(moved.output()).toContain(`${masterKey} is no longer used`);
    expect(await moved.stop()).toBe(0);
    expect(moved.output()).not.toContain(stored);
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
}, 60_000);

it('with KEY_ENCRYPTION_KEY on a new install: no warning, and no line shows the key', async () => {
  const dataDir = join(tempDir(), 'data');
  const passphrase = `pass-${randomBytes(8).toString('hex')}-phrase`;
  try {
    const server = startServer(dataDir, { KEY_ENCRYPTION_KEY: passphrase });
    const base = await server.listening();
    expect((await fetch(`${base}/api/pki/root.pem`)).status).toBe(200);
    expect(server.output()).not.toMatch(WARNING);
    // Made with the passphrase: no master.key beside the keys.
    expect(existsSync(join(dataDir, 'pki', 'master.key'))).toBe(false);
    expect(existsSync(join(dataDir, 'pki', 'kek.salt'))).toBe(true);
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toContain(passphrase);
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
});

it('with a PostgreSQL DATABASE_URL and no KEY_ENCRYPTION_KEY, refuses to start before connecting', async () => {
  const dataDir = join(tempDir(), 'data');
  try {
    // Nothing listens on port 1: had it tried to connect, the error would be a connection's.
    const server = startServer(dataDir, { DATABASE_URL: 'postgres://esign:secret-password@127.0.0.1:1/esign' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/^\[server\] refusing to start: KEY_ENCRYPTION_KEY is not set\. With DATABASE_URL \(PostgreSQL\)/m);
    expect(server.output()).toContain('same database');
    expect(server.output()).not.toMatch(/ECONNREFUSED|failed to start/);
    expect(server.output()).not.toContain('secret-password');
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
});

it('refuses a KEY_ENCRYPTION_KEY too short for a passphrase, naming the variable and not its value', async () => {
  const dataDir = join(tempDir(), 'data');
  try {
    const short = 'k3y-Short!';
    const server = startServer(dataDir, { KEY_ENCRYPTION_KEY: short });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(
      /^\[server\] refusing to start: KEY_ENCRYPTION_KEY is too short for a passphrase: give 64 hex characters .* or a passphrase of at least 16 characters/m,
    );
    expect(server.output()).not.toContain(short);
    expect(server.output()).not.toContain('listening on');
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
});

it('refuses a bad setting at start, naming the variable and not its value', async () => {
  const dataDir = join(tempDir(), 'data');
  try {
    const server = startServer(dataDir, { PORT: 'abc' });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toMatch(/^\[server\] refusing to start: PORT must be a number$/m);
    expect(server.output()).not.toContain('listening on');
    expect(existsSync(join(dataDir, 'esign.sqlite'))).toBe(false);
  } finally {
    rmSync(join(dataDir, '..'), { recursive: true, force: true });
  }
});

it('reads every setting through one schema: whole ports, 0/1 flags, http(s) URLs, positive numbers', () => {
  const message = (env: NodeJS.ProcessEnv) => {
    try {
      readConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('accepted');
  };
  expect(message({ PORT: '80.5' })).toBe('PORT must be a whole number');
  expect(message({ PORT: '70000' })).toBe('PORT must be between 0 and 65535');
  expect(message({ TRUST_PROXY: 'yes' })).toBe('TRUST_PROXY must be 0 or 1');
  expect(message({ PUBLIC_URL: 'esign.example.com' })).toBe('PUBLIC_URL must be an http(s) URL');
  expect(message({ TSA_URL: 'ftp://tsa.example.com' })).toBe('TSA_URL must be an http(s) URL');
  expect(message({ JOB_LEASE_MS: '-5' })).toBe('JOB_LEASE_MS must be a positive number');
  expect(message({ DATABASE_URL: 'mysql://db/esign' })).toBe('DATABASE_URL must be a postgres:// URL');
  expect(message({ SEED: 'no' })).toBe('SEED must be none or demo');
  // Empty is unset, as a compose file's `${PORT}` with nothing behind it writes it.
  expect(readConfig({ PORT: '', TRUST_PROXY: '' })).toMatchObject({ port: 8000, trustProxy: false, seed: true });
  expect(readConfig({ PORT: '9000', TRUST_PROXY: '1', SEED: 'none', PUBLIC_URL: 'https://esign.example.com' })).toMatchObject({
    port: 9000,
    trustProxy: true,
    seed: false,
    publicUrl: 'https://esign.example.com',
  });
});

it('reads KEY_ENCRYPTION_KEY as 64 hex characters or a passphrase of 16 characters or more; refuses the rest', () => {
  const hex = randomBytes(32).toString('hex');
  expect(readConfig({ KEY_ENCRYPTION_KEY: hex }).keyEncryptionKey).toBe(hex);
  expect(readConfig({ KEY_ENCRYPTION_KEY: 'sixteen chars ok' }).keyEncryptionKey).toBe('sixteen chars ok');
  expect(readConfig({}).keyEncryptionKey).toBeUndefined();
  const refused = (value: string) => {
    try {
      readConfig({ KEY_ENCRYPTION_KEY: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^KEY_ENCRYPTION_KEY /);
      if (value) expect((error as Error).message).not.toContain(value);
      return (error as Error).message;
    }
    throw new Error('accepted');
  };
  expect(refused('')).toContain('set but empty');
  expect(refused('fifteen chars!!')).toContain('too short');
  // A hex key cut short in copying is not taken as a passphrase.
  expect(refused(hex.slice(0, 63))).toContain('63 hex digits');
  expect(refused(hex + 'a')).toContain('65 hex digits');
});
