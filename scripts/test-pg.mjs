#!/usr/bin/env node
/**
 * npm run test:pg: the API suite against a throwaway PostgreSQL (scripts/throwaway-postgres.mjs):
 * jest's `api` project runs with DATABASE_URL set (each test file makes its own databases
 * there), then the server is stopped and removed, also when the tests fail or the run is
 * interrupted. Arguments are passed to jest (e.g. a test file's path).
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = join(import.meta.dirname, '..');
let jest;
// Registered before the server's own handlers (which stop it and exit): jest stops first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => jest?.kill(signal));
const began = Date.now();
const postgres = await startThrowawayPostgres();
console.log(`test:pg: PostgreSQL (${postgres.bin}) on port ${postgres.port}, ready in ${((Date.now() - began) / 1000).toFixed(1)} s`);

// jest itself, not through npx: a signal reaches it directly.
jest = spawn(process.execPath, [join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', 'api', '-i', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // psql on PATH: the tests read rows back with it (tests/api/support/database.ts). A key for the
  // signing keys: servers on PostgreSQL refuse to start without one (docs/deploy.md).
  env: {
    ...process.env,
    DATABASE_URL: postgres.url,
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PATH: `${postgres.bin}:${process.env.PATH}`,
  },
});
const code = await new Promise((resolve) => jest.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))));
console.log(`test:pg: done in ${((Date.now() - began) / 1000).toFixed(0)} s`);
postgres.stop();
process.exit(code);
