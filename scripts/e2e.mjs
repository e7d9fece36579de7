/**
 * Browser tests: builds nothing itself (scripts/start.mjs builds a stale dist/), starts the
 * production server, runs tests/e2e/*.test.mjs with node's test runner in system Chromium.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chromiumPath, INSTALL_CHROMIUM } from './chromium.mjs';
import { startServer } from './serve-for-tests.mjs';

if (!chromiumPath()) {
  console.error(`Browser tests need Chromium, and none was found. Install it with:\n  ${INSTALL_CHROMIUM}`);
  process.exit(1);
}

const server = await startServer();
let status = 1;
try {
  const files = readdirSync('tests/e2e')
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => `tests/e2e/${f}`);
  // tsx lets the tests import the project's TypeScript (common/ validators).
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: server.url },
  });
  status = run.status ?? 1;
} finally {
  await server.stop();
}
process.exit(status);
