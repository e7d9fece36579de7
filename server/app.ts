/**
 * Builds the Hono app from a database handle: the API under /api (the same one the production
 * server and the Umi mock server run) and, in production, the SPA build with history fallback.
 */
import { hkdfSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { dialectOf } from './db/dialect';
import type { DatabaseHandle, Db } from './db/open';
import { systemClock, type Clock } from './lib/clock';
import { defaultPolicy, type Deps, type SecurityPolicy, type SigningServices } from './domain/deps';
import { DomainError } from './domain/errors';
import { createMarkedCache } from './lib/marked-cache';
import { devMessaging, type Messaging } from './messaging';
import { pickLocale, type Locale } from './i18n';
import { myAccountRoutes } from './routes/my-account';
import { companyRoutes } from './routes/companies';
import { sealApprovalRoutes } from './routes/seal-approvals';
import { sealRoutes } from './routes/seals';
import { contractRoutes } from './routes/contracts';
import { employeeRoutes } from './routes/employees';
import { preventionListRoutes } from './routes/prevention-list';
import { currentUserRoutes } from './routes/current-user';
import { devOutboxRoutes } from './routes/dev-outbox';
import { fieldHelpRoutes } from './routes/field-helps';
import { loginRoutes } from './routes/login';
import { noticeRoutes } from './routes/notices';
import { signTaskRoutes } from './routes/sign-tasks';
import { signingRoutes } from './routes/signing';
import { pkiRoutes } from './routes/pki';
import { messageRoutes } from './routes/messages';
import { myRoutes } from './routes/my';
import { verifyRoutes } from './routes/verify';
import { accountRoutes } from './routes/accounts';
import { auditEventRoutes } from './routes/audit-events';
import { apiDocsRoutes } from './routes/api-docs';
import { apiKeyRoutes } from './routes/api-keys';
import { webhookRoutes } from './routes/webhooks';
import { folderPkiFiles, openPki, type Pki } from './signatures';
import { loadKeyEncryptionKey } from './signatures/key-vault';
import type { PkiFiles } from './signatures/pki-files';
import { createSigningPool, type SigningPool } from './signatures/signing-pool';
import { startBackground, type Background, type BackgroundOptions } from './background';
import { batchRoutes } from './routes/batches';
import { createDatabaseDocumentStore } from './storage/database-document-store';
import { databasePkiFiles } from './storage/database-pki-files';
import { createFileDocumentStore } from './storage/file-document-store';
import { createMemoryDocumentStore } from './storage/memory-document-store';
import { signingPageLink } from './routes/signing-page';
import { staticFiles } from './routes/static-files';
import type { AppEnv, HttpOptions } from './routes/support/context';
import { domainErrorResponse, toErrorResponse } from './routes/support/errors';
import { requestHeader } from './routes/support/request-headers';
import { bufferLines, requestLog } from './routes/support/request-log';
import { compressJson } from './routes/support/compress';
import { prepareHeader, sameOriginWrites, securityHeaders } from './routes/support/security';
import { formatBytes, uploadBodyLimit } from './routes/support/upload';
import { helpRoutes } from './routes/help';
import { statsRoutes } from './routes/stats';
import { remembered } from './lib/remembered';

export interface AppOptions {
  /** The database (see db/open.ts), already migrated. */
  db: DatabaseHandle | Db;
  /** The clock; tests pass one they can move. */
  now?: Clock;
  /** Who carries texts and mail and checks identities; by default nobody (messages are held). */
  messaging?: Messaging;
  policy?: Partial<SecurityPolicy>;
  /** Serve GET /api/dev/outbox. */
  devOutbox?: boolean;
  /** Client IP from X-Forwarded-For (set only behind a trusted proxy). */
  trustProxy?: boolean;
  /** Secure flag on the session cookie (HTTPS). */
  secureCookies?: boolean;
  /** Largest accepted request body; 1 MB by default. */
  bodyLimitBytes?: number;
  /** Directory of the SPA build to serve (production). */
  staticDir?: string;
  /** Compress API answers (production; the static files are compressed anyway). */
  compress?: boolean;
  /** Log one line per request. */
  logRequests?: boolean;
  log?: (line: string) => void;
  /**
   * Where signed documents and the platform PKI live (`<dataDir>/documents`, `<dataDir>/pki`).
   * Without it (the Umi mock server) documents stay in memory and the PKI in a temporary folder.
   */
  dataDir?: string;
  /** Key that encrypts the PKI's private keys; otherwise a 0600 key file in the PKI folder. */
  keyEncryptionKey?: string;
  /** Origin of the links texted to employees; defaults to http://localhost:8000. */
  publicUrl?: string;
  /** A real CA and timestamp authority instead of the platform's own (see signatures/pki.ts). */
  pki?: { rootP12?: { file: string; password: string }; caCertFile?: string; caKeyFile?: string; tsaUrl?: string };
  /** Run background jobs (batches, scheduled sends, deadlines) in this process. */
  background?: boolean | BackgroundOptions;
  /** Seal batches on worker threads (one per core); otherwise on this thread. */
  workerThreads?: boolean;
}

/** The Hono app, with this process's background work when it runs any. */
export type App = Hono<AppEnv> & {
  background: Background | null;
  /** Writes the request log lines still gathered (at shutdown). */
  flushLogs(): void;
};

const ONE_MB = 1024 * 1024;

function signingServices(db: Db, options: AppOptions): SigningServices & { closePool(): Promise<void> } {
  const dataDir = options.dataDir;
  // On PostgreSQL, servers on several machines share documents and the PKI through the database;
  // otherwise they live in DATA_DIR's folders (in memory and a temporary folder for the mock server).
  const shared = dialectOf(db) === 'postgres';
  let pki: Promise<Pki> | undefined;
  let pool: Promise<SigningPool> | undefined;
  let linkKey: Promise<Uint8Array> | undefined;
  let files: PkiFiles | undefined;
  const pkiFiles = () =>
    (files ??= shared ? databasePkiFiles(db) : folderPkiFiles(dataDir ? join(dataDir, 'pki') : mkdtempSync(join(tmpdir(), 'esign-pki-'))));
  const services: SigningServices & { closePool(): Promise<void> } = {
    documentStore: shared
      ? createDatabaseDocumentStore(db)
      : dataDir
        ? createFileDocumentStore(join(dataDir, 'documents'))
        : createMemoryDocumentStore(),
    pki: () => {
      if (!pki) {
        const opening = openPki({
          files: pkiFiles(),
          keyEncryptionKey: options.keyEncryptionKey,
          publicUrl: options.publicUrl,
          now: options.now,
          ...options.pki,
        });
        // A failed start is tried again by the next caller.
        opening.catch(() => (pki = undefined));
        pki = opening;
      }
      return pki;
    },
    linkBase: (options.publicUrl ?? 'http://localhost:8000').replace(/\/+$/, ''),
    linkKey: () => {
      if (!linkKey) {
        // Its own key, derived: a signing link reveals nothing of the key that seals the signing keys.
        const deriving = loadKeyEncryptionKey(pkiFiles(), options.keyEncryptionKey).then(
          (kek) => new Uint8Array(hkdfSync('sha256', kek, Buffer.alloc(0), 'esign signing links', 32)),
        );
        deriving.catch(() => (linkKey = undefined));
        linkKey = deriving;
      }
      return linkKey;
    },
    pool: options.workerThreads
      ? () => {
          pool ??= services.pki().then((opened) => createSigningPool(opened.workerTimestamping));
          return pool;
        }
      : undefined,
    async closePool() {
      if (pool) await (await pool).close();
    },
  };
  return services;
}

/** The locale of an Accept-Language header; browsers send few distinct ones, so each is ranked once. */
const localeOf = remembered((header: string | undefined): Locale => pickLocale(header), 100);

const CACHED_SESSIONS = 10_000;
const CACHED_LIST_PAGES = 1_000;

/** In-memory copies of sessions and list pages, where the database has a change mark (SQLite). */
function markedCaches(changeMark: (() => string) | undefined): Pick<Deps, 'sessionCache' | 'listCache'> {
  if (!changeMark) return {};
  return { sessionCache: createMarkedCache(changeMark, CACHED_SESSIONS), listCache: createMarkedCache(changeMark, CACHED_LIST_PAGES) };
}

export function createApp(options: AppOptions): App {
  const db = 'db' in options.db ? options.db.db : options.db;
  const now = options.now ?? systemClock;
  const write = options.log ?? ((text: string) => console.log(text));
  const requestLines = options.logRequests ? bufferLines(write) : undefined;
  // Other lines (errors, jobs) are written at once, after the request lines gathered before them.
  const log = (line: string) => {
    requestLines?.flush();
    write(line);
  };
  const signing = signingServices(db, options);
  const deps: Deps = {
    db,
    now,
    messaging: options.messaging ?? devMessaging(),
    policy: { ...defaultPolicy, ...options.policy },
    signing,
    ...markedCaches('db' in options.db ? options.db.changeMark : undefined),
  };
  const http: HttpOptions = {
    trustProxy: options.trustProxy ?? false,
    secureCookies: options.secureCookies ?? false,
    devOutbox: options.devOutbox ?? false,
    bodyLimitBytes: options.bodyLimitBytes ?? ONE_MB,
  };

  const app = new Hono<AppEnv>();
  if (requestLines) app.use('*', requestLog(requestLines));
  app.use('*', securityHeaders({ hsts: http.secureCookies }));
  app.use('*', (c, next) => {
    c.set('deps', deps);
    c.set('http', http);
    c.set('locale', localeOf(requestHeader(c, 'accept-language')));
    return next();
  });

  if (options.compress) app.use('/api/*', compressJson());
  app.use('/api/*', sameOriginWrites());
  // Upload routes (support/upload.ts) take larger bodies than the rest of the API.
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: (c) => {
          // The rest of the body is not read: the connection cannot carry another request.
          prepareHeader(c, { name: 'Connection', value: 'close' });
          return domainErrorResponse(c, new DomainError('too_large', 'error.tooLarge', { params: { limit: formatBytes(maxSize) } }));
        },
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  // GET and HEAD carry no body; asking for one would build a web Request for nothing.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? next()
      : limiterFor(uploadBodyLimit(c.req.method, c.req.path) ?? http.bodyLimitBytes)(c, next),
  );

  const apiRoutes = [
    loginRoutes(),
    devOutboxRoutes(),
    currentUserRoutes(),
    myAccountRoutes(),
    noticeRoutes(),
    accountRoutes(),
    companyRoutes(),
    sealRoutes(),
    sealApprovalRoutes(),
    employeeRoutes(),
    preventionListRoutes(),
    contractRoutes(),
    fieldHelpRoutes(),
    signTaskRoutes(),
    signingRoutes(),
    verifyRoutes(),
    pkiRoutes(),
    messageRoutes(),
    myRoutes(),
    batchRoutes(),
    statsRoutes(),
    helpRoutes(),
    auditEventRoutes(),
    apiKeyRoutes(),
    apiDocsRoutes(),
    webhookRoutes(),
  ];
  for (const routes of apiRoutes) app.route('/api', routes);
  app.all('/api/*', () => {
    throw new DomainError('not_found', 'error.routeNotFound');
  });

  if (options.staticDir) app.use('*', staticFiles(options.staticDir, { linkFor: signingPageLink }));

  app.onError((error, c) => toErrorResponse(c, error, log));
  const background = options.background
    ? startBackground(deps, { log, ...(typeof options.background === 'object' ? options.background : {}) }, () => signing.closePool())
    : null;
  return Object.assign(app, { background, flushLogs: () => requestLines?.flush() });
}
