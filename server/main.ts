/**
 * The production server: opens (migrating and, if empty, seeding) the database (DATABASE_URL's
 * PostgreSQL, else SQLite in DATA_DIR), serves the API and the SPA build on PORT, and on SIGTERM/SIGINT stops taking
 * connections, lets requests in flight finish, and closes the database. It refuses to start on a
 * setting it cannot run safely with (config.ts, key-checks.ts), and logs no secret: no key, no
 * code, no signing link (log-redaction.ts).
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, readConfig } from './config';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/setup';
import { systemClock } from './lib/clock';
import { purgeExpiredLimits } from './domain/auth/rate-limit';
import { purgeExpiredSessions } from './domain/auth/sessions';
import { flushKeyUses } from './domain/api-keys/key-uses';
import { purgeExpiredWorkerSessions } from './domain/my/worker-sign-in';
import { checkSigningKeys, refuseKeyInSharedDatabase, StartRefused } from './key-checks';
import { createMessaging, messagingBanner } from './messaging';
import { MessagingConfigError } from './messaging/settings';
import { parsing } from './parsing';
import { redactSecrets } from './log-redaction';
import { KeyVaultError } from './signatures/key-vault';

const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = readConfig();
  // Before connecting: the refusal needs no database, and nothing is made in one.
  refuseKeyInSharedDatabase(config.database, config.keyEncryptionKey);
  mkdirSync(config.dataDir, { recursive: true });
  const handle = openDatabase(config.database);
  const { seeded } = await prepareDatabase(handle.db, { seed: config.seed });
  if (seeded) console.log('[server] empty database: demo data seeded (password ant.design)');

  try {
    for (const line of await checkSigningKeys(handle, config.dataDir, config.keyEncryptionKey)) console.warn(line);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const hasDist = existsSync(config.distDir);
  if (!hasDist) console.warn(`[server] ${config.distDir} not found: serving the API only`);
  const log = (text: string) => console.log(redactSecrets(text));
  // Where texts and mail go, said at every start: without a provider nothing leaves (docs/deploy.md).
  const messaging = createMessaging(config.messaging);
  for (const line of messagingBanner(messaging)) console.warn(line);
  const app = createApp({
    db: handle,
    log,
    messaging,
    devOutbox: config.devOutbox,
    trustProxy: config.trustProxy,
    secureCookies: config.secureCookies,
    staticDir: hasDist ? config.distDir : undefined,
    compress: true,
    logRequests: config.logRequests,
    dataDir: config.dataDir,
    keyEncryptionKey: config.keyEncryptionKey,
    pki: { rootP12: config.caP12, caCertFile: config.caCertFile, caKeyFile: config.caKeyFile, tsaUrl: config.tsaUrl },
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    background: { log, leaseMs: config.jobLeaseMs },
    workerThreads: true,
    policy: { ...config.apiKeyLimits, webhooksToPrivateAddresses: config.webhookAllowPrivate },
  });

  const housekeeping = async () => {
    const deps = { db: handle.db, now: systemClock };
    await purgeExpiredSessions(deps);
    await purgeExpiredLimits(deps);
    await purgeExpiredWorkerSessions(deps);
  };
  await housekeeping();
  const timer = setInterval(() => housekeeping().catch((e) => console.error('[server] housekeeping', e)), HOUSEKEEPING_EVERY_MS);
  timer.unref();

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    // The address it listens on, as it is; on every interface, also where to open it from this machine.
    const local = config.host === '0.0.0.0' ? ` (every interface: open http://localhost:${info.port})` : '';
    console.log(`[server] listening on http://${config.host}:${info.port}${local} (database: ${handle.location})`);
    // The worker that draws contract pages for phones, made ready before the first link opens.
    parsing.warmDrawing().catch((error) => console.error('[server] could not load the page drawing', error));
  });

  // Request log lines gathered in memory are written whenever the process ends.
  process.on('exit', () => app.flushLogs());

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[server] ${signal}: stopping`);
    clearInterval(timer);
    const force = setTimeout(() => {
      console.warn('[server] requests still open after grace period, closing them');
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    server.close(async () => {
      // Jobs in flight finish their current step; a job cut short is taken over later.
      await app.background?.stop();
      // The last second's API key uses, still in memory.
      await flushKeyUses(handle.db);
      await handle.close();
      console.log('[server] stopped, database closed');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  // A setting to fix: its message alone, no stack trace to read past.
  if (
    error instanceof ConfigError ||
    error instanceof MessagingConfigError ||
    error instanceof StartRefused ||
    error instanceof KeyVaultError
  ) {
    console.error(`[server] refusing to start: ${error.message}`);
  } else {
    console.error('[server] failed to start', error);
  }
  process.exit(1);
});
