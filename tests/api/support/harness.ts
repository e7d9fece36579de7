/**
 * Runs the real app over real HTTP for the API tests: a fresh database (support/database.ts),
 * @hono/node-server on port 0, fetch with a small cookie jar, and a clock the test moves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Envelope } from '../../../common/api/envelope';
import { createApp, type AppOptions } from '../../../server/app';
import { openDatabase, type DatabaseHandle } from '../../../server/db/open';
import { prepareDatabase } from '../../../server/db/setup';
import { openTestDatabase, raw } from './database';

export const PASSWORD = 'ant.design';

/** A clock that stands still until told to move. */
export class TestClock {
  private ms: number;
  constructor(start = '2025-03-03T01:00:00.000Z') {
    this.ms = Date.parse(start);
  }
  now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
}

export function tempDir(prefix = 'esign-api-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface ServeOptions extends Partial<Omit<AppOptions, 'db'>> {
  /** Reuse this database instead of making one. */
  handle?: DatabaseHandle;
  clock?: TestClock;
  seed?: boolean;
  /**
   * PUBLIC_URL is this server's own address, so that verifiers following the certificates' CRL
   * and OCSP URLs (pdfsig, openssl) reach it.
   */
  ownPublicUrl?: boolean;
}

export interface TestServer {
  base: string;
  clock: TestClock;
  handle: DatabaseHandle;
  dir: string;
  /** Runs the due background jobs (started with `background: true`); 0 without. */
  runJobs(): Promise<number>;
  /** Writes the request log lines the app has gathered. */
  flushLogs(): void;
  /** A new browser-like client; `ip` is sent as X-Forwarded-For (the test server trusts it). */
  client(options?: { ip?: string; locale?: string }): ApiClient;
  /** Stops HTTP; `keepDatabase` leaves the handle open (for a second server on it). */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

let ipCounter = 0;
/** A fresh client IP per call, so tests do not share per-IP limits by accident. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * The app's own route table: each method and path it serves under /api/ once (Hono's pattern, such
 * as `:request{.+}`). A route added later is in it the day it is added.
 */
export async function servedApiRoutes(): Promise<Array<{ method: string; path: string }>> {
  const dir = tempDir('esign-routes-');
  const handle = openDatabase(join(dir, 'routes.sqlite'));
  const routes = new Map(
    createApp({ db: handle, log: () => {} })
      .routes.filter((r) => ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && /^\/api\/[^*]*$/.test(r.path))
      .map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }]),
  );
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
  return [...routes.values()];
}

export async function startServer(options: ServeOptions = {}): Promise<TestServer> {
  const clock = options.clock ?? new TestClock();
  const dir = options.handle ? '' : tempDir();
  const handle = options.handle ?? (await openTestDatabase(dir));
  if (!options.handle) await prepareDatabase(handle.db, { seed: options.seed ?? true, now: clock.now });
  const { handle: _h, clock: _c, seed: _s, ownPublicUrl, ...appOptions } = options;
  // The app is made once the port is known (its PUBLIC_URL may be this address).
  const late: { app?: ReturnType<typeof createApp> } = {};
  const server = serve({ fetch: (request, env) => late.app!.fetch(request, env), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const app = (late.app = createApp({
    trustProxy: true,
    devOutbox: true,
    log: process.env.API_LOG ? console.log : () => {},
    dataDir: dir || undefined,
    ...(ownPublicUrl ? { publicUrl: base } : {}),
    ...appOptions,
    db: handle,
    now: clock.now,
  }));
  return {
    base,
    clock,
    handle,
    dir,
    runJobs: () => app.background?.runDue() ?? Promise.resolve(0),
    flushLogs: () => app.flushLogs(),
    client: (clientOptions) => new ApiClient(base, clientOptions),
    async close({ keepDatabase = false } = {}) {
      await new Promise<void>((resolve) => {
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        server.close(() => resolve());
      });
      await app.background?.stop();
      if (!keepDatabase) {
        await handle.close();
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Two servers on two connections to one database file, sharing a clock: two processes, as far as
 * each one's in-memory caches can tell (what the other writes reaches it only through the file).
 */
export async function startTwinServers(): Promise<{ here: TestServer; there: TestServer; close(): Promise<void> }> {
  const here = await startServer();
  const there = await startServer({ handle: openDatabase(here.handle.location), clock: here.clock });
  return {
    here,
    there,
    async close() {
      await there.close();
      await here.close();
    },
  };
}

/** The same browser session (its cookie), sent to the server at `base`. */
export function sameSessionOn(base: string, client: ApiClient): ApiClient {
  const twin = new ApiClient(base);
  twin.cookies.set('sid', client.sid!);
  return twin;
}

export interface ApiResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
  setCookies: string[];
}

/** fetch with a cookie jar, an IP and a language, like one browser. */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  readonly ip: string;
  locale: string;

  constructor(
    private readonly base: string,
    options: { ip?: string; locale?: string } = {},
  ) {
    this.ip = options.ip ?? nextIp();
    this.locale = options.locale ?? 'zh-CN';
  }

  get sid(): string | undefined {
    return this.cookies.get('sid');
  }

  async raw(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.base + path, {
      method,
      body: init.body,
      headers: {
        'accept-language': this.locale,
        'x-forwarded-for': this.ip,
        ...(cookie ? { cookie } : {}),
        ...init.headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const hasJson = 'json' in init;
    const response = await this.raw(method, path, {
      body: hasJson ? JSON.stringify(init.json) : init.body,
      headers: { ...(hasJson ? { 'content-type': 'application/json' } : {}), ...init.headers },
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      headers: response.headers,
      setCookies: response.headers.getSetCookie(),
    };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, json: unknown) {
    return this.request<T>('POST', path, { json });
  }
  put<T = unknown>(path: string, json?: unknown) {
    return this.request<T>('PUT', path, json === undefined ? {} : { json });
  }
  patch<T = unknown>(path: string, json: unknown) {
    return this.request<T>('PATCH', path, { json });
  }
  delete<T = unknown>(path: string) {
    return this.request<T>('DELETE', path);
  }

  login(username: string, password = PASSWORD, extra: { autoLogin?: boolean } = {}) {
    return this.post('/api/login/account', { type: 'account', username, password, ...extra });
  }

  /** Logs in and fails the test if that did not work. */
  async loginOk(username: string, password = PASSWORD, extra: { autoLogin?: boolean } = {}) {
    const res = await this.login(username, password, extra);
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}

/** A row of `table` as it stands now (to prove a refused request wrote nothing). */
export function rowOf(handle: DatabaseHandle, table: string, id: number): Record<string, unknown> | undefined {
  return raw(handle).prepare(`select * from ${table} where id = ?`).get(id) as Record<string, unknown> | undefined;
}

export function accountId(handle: DatabaseHandle, username: string): number {
  const row = raw(handle).prepare('select id from accounts where username = ?').get(username) as { id: number };
  return row.id;
}

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
export const MINUTE = 60_000;
