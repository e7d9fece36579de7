/**
 * Browser tests: builds nothing itself (scripts/start.mjs builds a stale dist/), starts the
 * production server, runs tests/e2e/*.test.mjs with node's test runner in system Chromium. Then
 * the signing flow once more against a server on a throwaway PostgreSQL (the API suite runs there
 * through npm run test:pg).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromiumPath, INSTALL_CHROMIUM } from './chromium.mjs';
import { startServer } from './serve-for-tests.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const ON_POSTGRES_TOO = ['tests/e2e/signing.test.mjs'];

if (!chromiumPath()) {
  console.error(`Browser tests need Chromium, and none was found. Install it with:\n  ${INSTALL_CHROMIUM}`);
  process.exit(1);
}

/** Runs `files` against a fresh production server started with `env`; answers the exit status. */
async function runAgainstServer(files, env = {}) {
  const server = await startServer({ env });
  try {
    // tsx lets the tests import the project's TypeScript (common/ validators).
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      stdio: 'inherit',
      env: { ...process.env, BASE_URL: server.url },
    });
    const status = (run.status ?? 1) || secretsInLog(server);
    // What the server said (its request log, errors) goes with a failure.
    if (status !== 0) console.log(`e2e: the server's last output:\n${server.log().slice(-6000)}`);
    return status;
  } finally {
    await server.stop();
  }
}

/**
 * Whether the server's request log of the whole run shows a signing link's token or a code
 * texted in it (SQLite runs: the texts are read from its outbox); answers an exit status.
 */
function secretsInLog(server) {
  if (!existsSync(join(server.dataDir, 'esign.sqlite'))) return 0;
  const db = new Database(join(server.dataDir, 'esign.sqlite'), { readonly: true });
  const texts = db.prepare("select params from messages where channel = 'sms'").all();
  db.close();
  const secrets = texts.flatMap(({ params }) =>
    JSON.parse(params).flatMap(([name, value]) =>
      name === 'code' ? [value] : name === 'link' ? [/\/signing\/([A-Za-z0-9_-]{43})/.exec(value)?.[1]] : [],
    ),
  );
  const log = server.log();
  const shown = secrets.filter((secret) => secret && secret !== '***' && log.includes(secret));
  console.log(`e2e: the request log checked for ${secrets.length} texted links and codes: ${shown.length} shown`);
  return shown.length ? 1 : 0;
}

const files = readdirSync('tests/e2e')
  .filter((f) => f.endsWith('.test.mjs'))
  .map((f) => `tests/e2e/${f}`);
const onSqlite = await runAgainstServer(files);

const postgres = await startThrowawayPostgres();
try {
  console.log(`e2e: ${ON_POSTGRES_TOO.join(', ')} on PostgreSQL`);
  // As deployed on PostgreSQL: the signing keys sealed with a key kept apart from the database.
  const keyEncryptionKey = randomBytes(32).toString('hex');
  const onPostgres = await runAgainstServer(ON_POSTGRES_TOO, { DATABASE_URL: postgres.url, KEY_ENCRYPTION_KEY: keyEncryptionKey });
  process.exitCode = onSqlite || onPostgres;
} finally {
  postgres.stop();
}
