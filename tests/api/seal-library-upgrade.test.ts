/**
 * Migration 028 on an install from before the seal library (docs/product.md, "Seals"): each
 * company's seal image becomes its company seal (公章), granted to every account that could seal
 * for it (its operators, and its company users where the company may sign), with no limits or
 * expiry; and the operator who sealed before seals after, without anyone granting anything.
 * On either database (npm run test:pg runs this file on PostgreSQL).
 */
import { sql } from 'kysely';
import type { SignTask } from '../../common/api/signing';
import { migrate } from '../../server/db/migrate';
import { prepareDatabase } from '../../server/db/setup';
import { openTestDatabase, raw } from './support/database';
import { startServer, tempDir, TestClock } from './support/harness';
import { addEmployees, pendingCompanyTasks } from './support/signing';

it('makes each seal a 公章 granted to whoever could seal, and signing goes on', async () => {
  const clock = new TestClock();
  const handle = await openTestDatabase(tempDir());
  await prepareDatabase(handle.db, { seed: true, now: clock.now });
  // The same data as an install of before the library left it: the seal in the company's row
  // (company 31, which may not sign, given one too), no library, migration 28 not run.
  await sql`update companies set seal_png = (select s.png from seals s where s.company_id = companies.id and s.kind = 'company')`.execute(
    handle.db,
  );
  await sql`update companies set seal_png = (select seal_png from companies where id = 29) where id = 31`.execute(handle.db);
  // Seal approvals (029) come after the library and are made again with it.
  await sql`drop table seal_approvals`.execute(handle.db);
  await sql`drop table seal_approvers`.execute(handle.db);
  await sql`drop table seal_grants`.execute(handle.db);
  await sql`drop table seals`.execute(handle.db);
  await sql`alter table contract_templates drop column seal_kind`.execute(handle.db);
  await sql`delete from migrations where id in (28, 29)`.execute(handle.db);

  expect((await migrate(handle.db, clock.now)).applied).toEqual([28, 29]);

  const db = raw(handle);
  const seals = db
    .prepare(
      'select s.company_id, s.kind, s.name, s.status, s.png, c.seal_png from seals s join companies c on c.id = s.company_id order by 1',
    )
    .all() as {
    company_id: number;
    kind: string;
    name: string;
    status: string;
    png: Buffer;
    seal_png: Buffer;
  }[];
  expect(seals.map((s) => [Number(s.company_id), s.kind, s.name, s.status])).toEqual([
    [23, 'company', '公章', 'active'],
    [24, 'company', '公章', 'active'],
    [29, 'company', '公章', 'active'],
    [31, 'company', '公章', 'active'],
  ]);
  for (const seal of seals) expect(Buffer.compare(Buffer.from(seal.png), Buffer.from(seal.seal_png))).toBe(0);

  const grants = db
    .prepare(
      `select s.company_id, a.username, a.type, g.template_ids, g.department_ids, g.expires_at, g.revoked_at
       from seal_grants g join seals s on s.id = g.seal_id join accounts a on a.id = g.account_id order by 1, 2`,
    )
    .all() as Record<string, unknown>[];
  // Who could seal (common/access.ts, batchSign): operators; company users of 23, 24 and 29.
  const sealers = db
    .prepare(
      `select company_id, username from accounts
       where company_id in (23, 24, 29, 31) and (type = 4 or (type = 2 and company_id in (23, 24, 29))) order by 1, 2`,
    )
    .all() as { company_id: number; username: string }[];
  expect(sealers.map((s) => s.username)).toEqual(expect.arrayContaining(['operator', 'user', 'wangfang']));
  expect(grants.map((g) => [Number(g.company_id), g.username])).toEqual(sealers.map((s) => [Number(s.company_id), s.username]));
  for (const grant of grants) expect(grant).toMatchObject({ template_ids: null, department_ids: null, expires_at: null, revoked_at: null });
  expect(grants.map((g) => g.username)).not.toContain('company'); // company 31 may not sign
  const otherKinds = db.prepare("select count(*) as n from contract_templates where seal_kind <> 'company'").get() as { n: number };
  expect(Number(otherKinds.n)).toBe(0);

  const server = await startServer({ handle, clock });
  try {
    const operator = server.client();
    await operator.loginOk('operator');
    const [id] = await pendingCompanyTasks(server, operator, server.client(), addEmployees(server, 1, '升级'));
    const sealed = await operator.post<SignTask>(`/api/sign-tasks/${id}/company-sign`, {});
    expect([sealed.status, sealed.body.data?.status]).toEqual([200, 'completed']);
  } finally {
    await server.close();
  }
});
