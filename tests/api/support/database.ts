/**
 * The database under test: a SQLite file in the test's directory, or, when DATABASE_URL names a
 * PostgreSQL server (npm run test:pg), a database of its own there, dropped on close. And `raw`,
 * the synchronous SQL the tests check rows with, on either.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/db/open';

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;
export const onPostgres = POSTGRES_URL !== undefined;

let databases = 0;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database: `name` in `dir` on SQLite; a fresh PostgreSQL database with DATABASE_URL. */
export async function openTestDatabase(dir: string, name = 'test.sqlite'): Promise<DatabaseHandle> {
  if (!POSTGRES_URL) return openDatabase(join(dir, name));
  databases += 1;
  const database = `test_${process.pid}_${databases}`;
  await admin(`create database ${database}`);
  created.push(database);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return openDatabase(url.toString());
}

// Dropped when the test file is done, not on close: a test may close a handle and reopen its
// database, as a restarted server would.
const created: string[] = [];
if (onPostgres) {
  afterAll(async () => {
    for (const database of created.splice(0)) await admin(`drop database if exists ${database} with (force)`);
  });
}

/** The environment that points a server process (support/process.ts) at `handle`'s database. */
export function databaseEnv(handle: DatabaseHandle): Record<string, string> {
  return handle.dialect === 'postgres' ? { DATABASE_URL: handle.location } : {};
}

/** better-sqlite3's statement API, as far as the tests use it. */
export interface RawStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

export interface RawDatabase {
  prepare(sql: string): RawStatement;
  exec(sql: string): void;
  transaction<T extends (...args: never[]) => unknown>(fn: T): T;
}

/**
 * Synchronous SQL on the handle's database, for checking and arranging rows between requests.
 * SQLite: the raw connection. PostgreSQL: psql, one session per statement (a test blocks while it
 * runs, as with SQLite), rows read back as JSON; `?` parameters become quoted literals.
 */
export function raw(handle: DatabaseHandle): RawDatabase {
  if (handle.sqlite) return handle.sqlite as unknown as RawDatabase;
  const psql = (statement: string): string =>
    execFileSync('psql', [handle.location, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', statement], {
      encoding: 'utf8',
      // A row locked by an open transaction of the server fails the test rather than hanging it.
      env: { ...process.env, PGOPTIONS: '-c lock_timeout=5000' },
    });
  const rows = (statement: string) => JSON.parse(psql(`select coalesce(json_agg(r), '[]') from (${statement}) r`)) as unknown[];
  return {
    prepare: (statement) => ({
      get: (...params) => rows(bind(statement, params))[0],
      all: (...params) => rows(bind(statement, params)),
      run(...params) {
        const written = `with w as (${bind(statement, params)} returning *)`;
        return JSON.parse(
          psql(`${written} select json_build_object('changes', count(*), 'lastInsertRowid', max((to_jsonb(w)->>'id')::bigint)) from w`),
        );
      },
    }),
    exec: (statement) => void psql(statement),
    transaction: (fn) => fn,
  };
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `'\\x${Buffer.from(value).toString('hex')}'::bytea`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Replaces each `?` outside quotes with the next parameter as a literal. */
function bind(statement: string, params: unknown[]): string {
  let next = 0;
  return statement.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? literal(params[next++]) : match));
}
