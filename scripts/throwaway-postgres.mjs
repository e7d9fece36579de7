/**
 * A throwaway PostgreSQL for the tests and benchmarks (npm run test:pg, bench:employees --pg):
 * a cluster in a temporary directory (run as `nobody` when we are root: PostgreSQL refuses to run
 * as root), on a free local port with its socket in that directory, with a database `esign`.
 * Stopped and removed by `stop()`, and also when the process exits or is interrupted.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
    throw new Error('PostgreSQL not found (Debian: apt-get install postgresql)');
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

/**
 * Starts one. `durable: false` (tests) turns fsync off; a benchmark keeps PostgreSQL's defaults.
 * Returns its URL, the directory of its programs (for psql) and `stop`.
 */
export async function startThrowawayPostgres({ durable = false } = {}) {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'esign-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  /** Runs a PostgreSQL program, as `nobody` when we are root. */
  const run = (program, args) => {
    const path = join(bin, program);
    const [command, argv] = asRoot ? ['runuser', ['-u', 'nobody', '--', path, ...args]] : [path, args];
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };

  let started = false;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (error) {
        console.error('throwaway PostgreSQL: stopping failed:', error.message);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }

  // The C locale: byte order, as SQLite compares text.
  run('initdb', ['-D', data, '-U', 'esign', '--auth=trust', '--no-locale', '--encoding=UTF8', ...(durable ? [] : ['--no-sync'])]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start']);
  started = true;
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'esign', 'esign']);
  return { url: `postgres://esign@127.0.0.1:${port}/esign`, bin, port, stop };
}
