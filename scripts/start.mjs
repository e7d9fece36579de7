/**
 * npm start: builds the SPA when dist/index.html is missing or older than any of its sources,
 * then runs the production server (server/main.ts) on PORT (default 8000) with its SQLite
 * database in DATA_DIR (default ./data). Other settings: docs/server.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

// What the build reads. common/ holds the API types the SPA compiles in.
const SOURCES = ['src', 'config', 'public', 'common', '.umirc.ts'];

/**
 * Newest modification time under `path`, generated src/.umi* directories excluded. A directory's
 * own time counts (a file deleted or renamed changes it), except where `max dev` and `max setup`
 * make and remove those directories: that is not a change of sources.
 */
function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const names = readdirSync(path);
  const generated = names.some((name) => name.startsWith('.umi'));
  return Math.max(
    generated ? 0 : info.mtimeMs,
    ...names.filter((name) => !name.startsWith('.umi')).map((name) => newest(join(path, name))),
  );
}

const index = join('dist', 'index.html');
const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newest))) {
  console.log('[start] dist/ is missing or stale: running max build');
  const max = join('node_modules', '@umijs', 'max', 'bin', 'max.js'); // `npx max build`, without npx's wrapper
  const build = spawnSync(process.execPath, [max, 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join('server', 'main.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'production',
    PORT: process.env.PORT || '8000',
    DATA_DIR: process.env.DATA_DIR || 'data',
  },
});
// The server stops cleanly on either signal; pass them on and exit with it.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
