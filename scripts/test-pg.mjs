#!/usr/bin/env node
/**
 * npm run test:pg: the API suite against a throwaway PostgreSQL. Makes a cluster in a temporary
 * directory (as `nobody` when run as root: PostgreSQL refuses to run as root), starts it on a free
 * local port with its socket in that directory, creates a database, runs jest's `api` project
 * with DATABASE_URL set (each test file makes its own databases there), then stops the server and
 * removes the directory, also when the tests fail or the run is interrupted.
 * Arguments are passed to jest (e.g. a test file's path).
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The directory of initdb and pg_ctl: Debian's newest PostgreSQL, else whatever PATH has. */
function binDir() {
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((v) => existsSync(join(debian, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return join(debian, versions[0], 'bin');
  try {
    return join(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim(), '..');
  } catch {
    console.error('test:pg: PostgreSQL not found (Debian: apt-get install postgresql)');
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = binDir();
const dir = mkdtempSync(join(tmpdir(), 'esign-pg-'));
const data = join(dir, 'data');
const asRoot = process.getuid?.() === 0;
if (asRoot) {
  const id = (flag) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  chownSync(dir, id('-u'), id('-g'));
}

/** Runs a PostgreSQL program, as `nobody` when we are root. */
function pg(program, args, options = {}) {
  const path = join(bin, program);
  const [command, argv] = asRoot ? ['runuser', ['-u', 'nobody', '--', path, ...args]] : [path, args];
  return execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
}

let started = false;
let cleaned = false;
let jest;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  if (started) {
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch (error) {
      console.error('test:pg: stopping PostgreSQL failed:', error.message);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    jest?.kill(signal);
    cleanUp();
    process.exit(130);
  });
}

const began = Date.now();
// Throwaway: no fsync, and the C locale (byte order, as SQLite compares text).
pg('initdb', ['-D', data, '-U', 'esign', '--auth=trust', '--no-locale', '--encoding=UTF8', '--no-sync']);
const port = await freePort();
const settings = [
  `-p ${port}`,
  `-k ${dir}`,
  '-c listen_addresses=127.0.0.1',
  '-c fsync=off',
  '-c synchronous_commit=off',
  '-c full_page_writes=off',
  '-c max_connections=200',
].join(' ');
pg('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start']);
started = true;
pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'esign', 'esign']);
console.log(`test:pg: PostgreSQL (${bin}) on port ${port}, ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);

// jest itself, not through npx: a signal reaches it directly.
jest = spawn(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', 'api', '-i', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // psql on PATH: the tests read rows back with it (tests/api/support/database.ts).
  env: { ...process.env, DATABASE_URL: `postgres://esign@127.0.0.1:${port}/esign`, PATH: `${bin}:${process.env.PATH}` },
});
const code = await new Promise((resolve) => jest.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
console.log(`test:pg: done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
cleanUp();
process.exit(code);
