/** The database: pragmas, migrations, and data that survives closing and reopening. */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { appliedMigrations, migrate } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { openDatabase } from '../../server/db/open';
import { onPostgres, openTestDatabase, raw } from './support/database';
import { prepareDatabase } from '../../server/db/setup';
import { startServer, tempDir, TestClock } from './support/harness';

let dir: string;
beforeEach(() => {
  dir = tempDir();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// SQLite's settings; PostgreSQL's durability and foreign keys are its own.
(onPostgres ? it.skip : it)('opens SQLite with WAL, synchronous FULL and foreign keys on', async () => {
  const handle = openDatabase(join(dir, 'p.sqlite'));
  try {
    expect(handle.sqlite!.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(handle.sqlite!.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(handle.sqlite!.pragma('foreign_keys', { simple: true })).toBe(1);
  } finally {
    await handle.close();
  }
});

it('runs each numbered migration once and records it', async () => {
  const handle = await openTestDatabase(dir, 'm.sqlite');
  try {
    const first = await migrate(handle.db);
    expect(first.applied).toEqual(migrations.map((m) => m.id));
    expect(await appliedMigrations(handle.db)).toEqual(migrations.map((m) => m.id));
    expect((await migrate(handle.db)).applied).toEqual([]);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'accounts',
        'captchas',
        'companies',
        'departments',
        'employees',
        'messages',
        'migrations',
        'notices',
        'prevention_list',
        'rate_limits',
        'sessions',
      ]),
    );
  } finally {
    await handle.close();
  }
});

it('refuses a database migrated by a newer server', async () => {
  const handle = await openTestDatabase(dir, 'n.sqlite');
  try {
    await migrate(handle.db);
    raw(handle).prepare("insert into migrations (id, name, applied_at) values (99, 'future', 'x')").run();
    await expect(migrate(handle.db)).rejects.toThrow(/99/);
  } finally {
    await handle.close();
  }
});

it('enforces foreign keys', async () => {
  const handle = await openTestDatabase(dir, 'f.sqlite');
  try {
    await migrate(handle.db);
    expect(() =>
      raw(handle).prepare("insert into notices (account_id, type, title, created_at) values (12345, 'event', 'orphan', 'x')").run(),
    ).toThrow(/foreign key/i);
  } finally {
    await handle.close();
  }
});

it('leaves an empty database empty with SEED=none, and seeds only once otherwise', async () => {
  const bare = await openTestDatabase(dir, 'bare.sqlite');
  expect(await prepareDatabase(bare.db, { seed: false })).toEqual({ seeded: false });
  expect(raw(bare).prepare('select count(*) as n from accounts').get()).toEqual({ n: 0 });
  await bare.close();

  const seeded = await openTestDatabase(dir, 'seeded.sqlite');
  expect(await prepareDatabase(seeded.db, { seed: true })).toEqual({ seeded: true });
  expect(await prepareDatabase(seeded.db, { seed: true })).toEqual({ seeded: false });
  expect(raw(seeded).prepare('select count(*) as n from accounts').get()).toEqual({ n: 7 });
  await seeded.close();
});

it('keeps sessions and saved changes across closing and reopening the database', async () => {
  const clock = new TestClock();
  const first = await openTestDatabase(dir, 'durable.sqlite');
  await prepareDatabase(first.db, { seed: true, now: clock.now });
  const before = await startServer({ handle: first, clock });
  const client = before.client();
  await client.loginOk('admin');
  expect((await client.put('/api/account/settings', { signature: '坚持每天签好每一份合同' })).status).toBe(200);
  await before.close({ keepDatabase: true });
  await first.close();

  const reopened = openDatabase(first.location);
  expect(await prepareDatabase(reopened.db, { seed: true, now: clock.now })).toEqual({ seeded: false });
  const after = await startServer({ handle: reopened, clock });
  try {
    // The same browser, with its cookie, against the reopened database.
    const again = after.client();
    again.cookies.set('sid', client.sid!);
    const profile = await again.get<{ signature: string }>('/api/account/settings');
    expect(profile.status).toBe(200);
    expect(profile.body.data!.signature).toBe('坚持每天签好每一份合同');
  } finally {
    await after.close({ keepDatabase: true });
    await reopened.close();
  }
});
