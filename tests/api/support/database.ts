/**
 * The database under test: a SQLite file in the test's directory, or, when DATABASE_URL names a
 * PostgreSQL server (npm run test:pg), a database of its own there, dropped on close. And `raw`,
 * the synchronous SQL the tests check rows with, on either.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/db/open';

export const POSTGRES_URL = process.env.DATABASE_URL || undefined;
export const onPostgres = POSTGRES_URL !== undefined;

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
  const database = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
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
}

/**
 * Synchronous SQL on the handle's database, for checking and arranging rows between requests.
 * SQLite: the raw connection. PostgreSQL: psql, one session per statement (a test blocks while it
 * runs, as with SQLite), rows read back as JSON; parameters become quoted literals.
 */
export function raw(handle: DatabaseHandle): RawDatabase {
  if (handle.sqlite) return handle.sqlite;
  const psql = (statement: string): string =>
    execFileSync('psql', [handle.location, '-XAtq', '-v', 'ON_ERROR_STOP=1', '-c', statement], {
      encoding: 'utf8',
      // A row locked by an open transaction of the server fails the test rather than hanging it.
      env: { ...process.env, PGOPTIONS: '-c lock_timeout=5000' },
    });
  // JSON renders bytea as \x and hex digits: back to a Buffer, as better-sqlite3 answers blobs.
  const bytes = (_key: string, value: unknown) =>
    typeof value === 'string' && /^\\x(?:[0-9a-f]{2})*$/.test(value) ? Buffer.from(value.slice(2), 'hex') : value;
  const rows = (statement: string) => JSON.parse(psql(`select coalesce(json_agg(r), '[]') from (${statement}) r`), bytes) as unknown[];
  return {
    prepare: (statement) => ({
      get: (...params) => rows(bind(statement, params))[0],
      all: (...params) => rows(bind(statement, params)),
      run: (...params) =>
        JSON.parse(
          psql(
            `with w as (${bind(statement, params)} returning *)
             select json_build_object('changes', count(*), 'lastInsertRowid', max((to_jsonb(w)->>'id')::bigint)) from w`,
          ),
        ),
    }),
    exec: (statement) => void psql(statement),
  };
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `'\\x${Buffer.from(value).toString('hex')}'::bytea`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Replaces each `?` (or `@name`, given one object) outside quotes with its parameter as a literal. */
function bind(statement: string, params: unknown[]): string {
  const [first] = params;
  if (params.length === 1 && first !== null && typeof first === 'object' && !(first instanceof Uint8Array)) {
    const named = first as Record<string, unknown>;
    return statement.replace(/'(?:[^']|'')*'|@(\w+)/g, (match, name?: string) => (name ? literal(named[name]) : match));
  }
  let next = 0;
  return statement.replace(/'(?:[^']|'')*'|\?/g, (match) => (match === '?' ? literal(params[next++]) : match));
}
