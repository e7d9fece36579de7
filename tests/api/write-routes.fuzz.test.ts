/**
 * Fuzzing every write route of the app (its own route table, so a new route is fuzzed the day it
 * is added) with generated bodies, queries and path parameters, as the administrator and as a
 * company user (fast-check, fixed seed, bounded runs and time). Whatever arrives: never a 5xx,
 * always the envelope, and nothing written when the answer is a refusal.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { accountId, servedApiRoutes, type ApiClient } from './support/harness';
import { serveWithRoles } from './support/roles';
import { raw } from './support/database';

const { server, as } = serveWithRoles();

/** Tables whose rows a refusal may touch by design: failure counters, code attempts, sessions. */
const BOOKKEEPING = new Set(['rate_limits', 'captchas', 'sessions', 'messages', 'worker_codes', 'migrations', 'sign_codes']);

const NOT_ENVELOPED = new Set(['/api/logout', '/api/pki/ocsp']);

/**
 * Every write route the app registers (method and path pattern), logout left out: it ends the
 * fuzzing session; and the OCSP responder, which answers in its own binary protocol, not the
 * envelope (its hostile input is tested in pki.test.ts and revocation.test.ts).
 */
async function writeRoutes(): Promise<Array<{ method: string; path: string }>> {
  return (await servedApiRoutes()).filter((r) => r.method !== 'GET' && !NOT_ENVELOPED.has(r.path));
}

/**
 * Counts every row written to a business table, so a write on refusal cannot hide. SQLite:
 * temporary triggers on the server's own connection (the test server runs in this process).
 * PostgreSQL: triggers in the test's own database, seen by every connection.
 */
function countWrites(): () => Promise<number> {
  const db = raw(server.handle);
  const onPostgres = server.handle.dialect === 'postgres';
  const names = onPostgres
    ? "select table_name as name from information_schema.tables where table_schema = 'public'"
    : "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'";
  const tables = (db.prepare(names).all() as Array<{ name: string }>).map((t) => t.name).filter((name) => !BOOKKEEPING.has(name));
  if (onPostgres) {
    db.exec(`create table fuzz_writes (n integer not null); insert into fuzz_writes values (0);
      create function fuzz_write() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$;
      ${tables.map((table) => `create trigger fuzz_write after insert or update or delete on "${table}" for each row execute function fuzz_write();`).join('\n')}`);
  } else {
    db.exec('create temp table if not exists fuzz_writes (n integer not null); insert into fuzz_writes values (0);');
    for (const table of tables)
      for (const event of ['insert', 'update', 'delete'])
        db.exec(
          `create temp trigger if not exists "fuzz_${table}_${event}" after ${event} on main."${table}" begin update fuzz_writes set n = n + 1; end;`,
        );
  }
  // Read through the app's own connection: no process started per request.
  return async () => Number((await sql<{ n: number }>`select n from fuzz_writes`.execute(server.handle.db)).rows[0].n);
}

const weirdText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '1e309',
    'NaN',
    '9'.repeat(400),
  ),
);
const scalar = fc.oneof(
  weirdText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, -1, 1, 29, 31, 2 ** 53, -(2 ** 31)),
);
const FIELDS = [
  'name',
  'kind',
  'code',
  'version',
  'status',
  'type',
  'relation_id',
  'department',
  'mobile',
  'idNumber',
  'creditCode',
  'companyId',
  'templateId',
  'employeeIds',
  'taskIds',
  'values',
  'fields',
  'sendAt',
  'deadline',
  'reason',
  'code',
  'signature',
  'password',
  'oldPassword',
  'newPassword',
  'username',
  'ids',
  'send',
  'accessoryIds',
];
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('value'), { maxLength: 4 }), tie('object')),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('value'), { maxKeys: 6 }),
})).value;
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  value,
  fc.constantFrom(undefined, '', 'null', '[]', '{', '{"a":'),
);
/** Ids and junk for path parameters; never the fuzzing accounts' own ids (a reset would end their sessions). */
const pathValue = (own: Set<string>) =>
  fc
    .oneof(fc.constantFrom('3', '5', '29', '31', '0', '-1', 'abc', '1e3', '99999999999999999999', '%00'), fc.nat({ max: 5000 }).map(String))
    .filter((id) => !own.has(id));
const query = fc.dictionary(fc.constantFrom('dryRun', 'companyId', 'id', 'sorter', 'current', 'pageSize', 'x'), weirdText, { maxKeys: 3 });

function fill(path: string, values: string[]): string {
  let n = 0;
  return path.replace(/:[a-zA-Z]+/g, () => encodeURIComponent(values[n++ % values.length]));
}

async function send(client: ApiClient, method: string, path: string, payload: unknown) {
  const raw = typeof payload === 'string' ? payload : payload === undefined ? undefined : JSON.stringify(payload);
  const response = await client.raw(method, path, { body: raw, headers: raw === undefined ? {} : { 'content-type': 'application/json' } });
  const text = await response.text();
  return { status: response.status, text };
}

it('every write route: no 5xx, the envelope always, nothing written on refusal', async () => {
  const routes = await writeRoutes();
  expect(routes.length).toBeGreaterThan(40);
  const clients = { admin: as.admin, user: as.user };
  const writes = countWrites();
  const own = new Set(['admin', 'user'].map((username) => String(accountId(server.handle, username))));
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...routes),
      fc.constantFrom('admin', 'user' as const),
      fc.array(pathValue(own), { minLength: 1, maxLength: 2 }),
      query,
      body,
      async (route, who, ids, params, payload) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const path = fill(route.path, ids) + (search ? `?${search}` : '');
        const before = await writes();
        const client = clients[who as 'admin' | 'user'];
        const { status, text } = await send(client, route.method, path, payload);
        const label = `${who} ${route.method} ${path} ${JSON.stringify(payload)?.slice(0, 200)} → ${status} ${text.slice(0, 200)}`;
        if (status >= 500) throw new Error(label);
        const envelope = JSON.parse(text) as { status: unknown; msg: unknown };
        if (typeof envelope.status !== 'number' || typeof envelope.msg !== 'string') throw new Error(`no envelope: ${label}`);
        if (status >= 400 && (await writes()) !== before) throw new Error(`written on refusal: ${label}`);
        // Deleting a company, say, may end a session: log in again so that later runs get past it.
        if (status === 401) await client.loginOk(who);
      },
    ),
    { seed: 20261123, numRuns: 1500, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: false },
  );
}, 120_000);
