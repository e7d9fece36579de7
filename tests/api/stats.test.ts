/**
 * GET /api/stats over HTTP: figures kept by the database as tasks change (created, sent, signed,
 * refused, completed), per role and scope, the range checked, one day as well as thirty, times
 * to sign to the minute (also for tasks of before migration 026), the .xlsx export.
 */
import { rmSync } from 'node:fs';
import { Workbook } from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { SignStats } from '../../common/api/stats';
import { migrate } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { seedDemoData } from '../../server/db/seed';
import { openTestDatabase, raw } from './support/database';
import { HOUR, MINUTE, startServer, tempDir, TestClock } from './support/harness';
import { serveWithRoles } from './support/roles';
import { dataUrl, signaturePng } from './support/png';
import { addEmployees, employeeCode, LABOUR_VALUES, templateIdOf, uploadSeal } from './support/signing';

const { server, as } = serveWithRoles();
// The test clock starts on 3 March 2025, 09:00 in China; the first task is signed 5 hours later.
const TODAY = '2025-03-03';

let made: { completed: number; refused: number; waiting: number };

beforeAll(async () => {
  await uploadSeal(as.user, 29);
  // One task sealed 5 hours after it was sent, one refused, one still with the employee.
  const [sealed] = await pendingCompanyTasksAfter(5 * HOUR);
  expect((await as.operator.post(`/api/sign-tasks/${sealed}/company-sign`, {})).status).toBe(200);
  const created = await as.operator.post<{ created: { id: number; employeeId: number }[] }>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: addEmployees(server, 2, '统'),
    values: LABOUR_VALUES,
    send: true,
  });
  const [refusedTask, waitingTask] = created.body.data!.created;
  const { token, code } = await employeeCode(server, as.anonymous, refusedTask.employeeId);
  expect((await as.anonymous.post(`/api/signing/${token}/reject`, { code, reason: '薪资与约定不符' })).status).toBe(200);
  made = { completed: sealed, refused: refusedTask.id, waiting: waitingTask.id };
});

/** A task sent now and signed by its employee `ms` later (signing as the employee would). */
async function pendingCompanyTasksAfter(ms: number): Promise<number[]> {
  const [employeeId] = addEmployees(server, 1, '时');
  const created = await as.operator.post<{ created: { id: number }[] }>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: [employeeId],
    values: LABOUR_VALUES,
    send: true,
  });
  server.clock.advance(ms);
  const { token, code } = await employeeCode(server, as.anonymous, employeeId);
  const signed = await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) });
  expect(signed.status).toBe(200);
  // Sessions end after hours without use: the staff log in again.
  for (const role of ['operator', 'admin', 'user', 'company', 'department'] as const) await as[role].loginOk(role);
  return [created.body.data!.created[0].id];
}

const stats = (client = as.admin, query = '') => client.get<SignStats>(`/api/stats${query}`);

it('counts today’s tasks by status, per company for admins, with the reasons of refusal', async () => {
  const res = await stats();
  expect(res.status).toBe(200);
  const data = res.body.data!;
  expect(data).toMatchObject({ from: '2025-02-02', to: TODAY });
  expect(data.byStatus).toMatchObject({ completed: 1, rejected: 1, pending_employee: 1 });
  expect(
    data.perDay
      .filter((row) => row.day === TODAY)
      .map((row) => row.status)
      .sort(),
  ).toEqual(['completed', 'pending_employee', 'rejected']);
  expect(data.groups.by).toBe('company');
  expect(data.groups.rows).toEqual([{ id: 29, name: '上海华联物流有限公司', tasks: 3, completed: 1 }]);
  expect(data.refusalReasons).toEqual([{ reason: '薪资与约定不符', tasks: 1 }]);
  expect(data.toCompleted).toMatchObject({ tasks: 1 });
});

it('follows status changes: a revoked task leaves its old status for the new one', async () => {
  await as.operator.post(`/api/sign-tasks/${made.waiting}/revoke`, { reason: '重复发起' });
  const { byStatus } = (await stats()).body.data!;
  expect(byStatus).toMatchObject({ pending_employee: 0, revoked: 1, completed: 1 });
});

it('gives company users their own company per department, and refuses the rest', async () => {
  const own = (await stats(as.user)).body.data!;
  expect(own.groups.by).toBe('department');
  expect(own.groups.rows.map((row) => row.name)).toEqual(['仓储运营部']);
  expect((await stats(as.user, '?companyId=23')).status).toBe(403);
  expect((await stats(as.company)).body.data!.byStatus.completed).toBe(0);
  for (const client of [as.department, as.operator]) expect((await stats(client)).status).toBe(403);
  expect((await stats(as.anonymous)).status).toBe(401);
  expect((await stats(as.admin, '?companyId=29')).body.data!.groups.by).toBe('department');
});

it('refuses a range that ends before it starts or spans more than a year, naming the field', async () => {
  const backwards = await stats(as.admin, '?from=2025-03-05&to=2025-03-01');
  expect(backwards.status).toBe(422);
  expect(backwards.body).toMatchObject({ field: 'from', msg: '开始日期不能晚于结束日期' });
  expect((await stats(as.admin, '?from=2023-01-01&to=2025-03-01')).status).toBe(422);
  expect((await stats(as.admin, '?from=yesterday')).status).toBe(422);
});

it('exports the figures as a workbook of four sheets, in the caller’s language', async () => {
  const english = server.client({ locale: 'en-US' });
  await english.loginOk('admin');
  const res = await english.raw('GET', `/api/stats/export?from=${TODAY}&to=${TODAY}`);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Tasks per day', 'Groups', 'Time to sign', 'Refusal reasons']);
  const perDay = workbook.getWorksheet('Tasks per day')!;
  expect(perDay.getRow(2).getCell(1).text).toBe(TODAY);
  expect(perDay.getRow(2).getCell(10).value).toBe(3);
  expect(workbook.getWorksheet('Refusal reasons')!.getRow(2).getCell(1).text).toBe('薪资与约定不符');
  // The median time to the employee's signature, in hours.
  expect(workbook.getWorksheet('Time to sign')!.getRow(2).getCell(2).value).toBe(5);
});

it('answers a range of one day with that day’s figures', async () => {
  const data = (await stats(as.admin, `?from=${TODAY}&to=${TODAY}`)).body.data!;
  expect(data).toMatchObject({ from: TODAY, to: TODAY });
  expect(new Set(data.perDay.map((row) => row.day))).toEqual(new Set([TODAY]));
  expect(data.byStatus).toMatchObject({ completed: 1, rejected: 1, revoked: 1 });
  expect((await stats(as.admin, '?from=2025-02-01&to=2025-02-01')).body.data!.perDay).toEqual([]);
});

it('takes the time from sending to signing from the tasks, to the minute within the first hour', async () => {
  expect((await stats()).body.data!.toEmployeeSigned).toEqual({ tasks: 1, medianMinutes: 300, p90Minutes: 300 });
  await pendingCompanyTasksAfter(20 * MINUTE + 30_000);
  // 20 minutes and a half: in the bucket of its 20th minute, not "0 hours".
  expect((await stats()).body.data!.toEmployeeSigned).toEqual({ tasks: 2, medianMinutes: 20, p90Minutes: 300 });
});

describe('a database of before minutes (migration 026)', () => {
  /**
   * Every migration but `ids`, each recorded: the database as a server without them left it.
   * Those after them too, because the demo data is written for the newest schema (the seal
   * library); but not those built on the tables they make (035 sums 026's).
   */
  async function migrateAllBut(db: Kysely<any>, ids: number[]) {
    await sql`create table migrations (id integer primary key, name text not null, applied_at text not null)`.execute(db);
    for (const migration of migrations.filter((m) => !ids.includes(m.id))) {
      await db.transaction().execute(async (trx) => {
        await migration.up(trx);
        await trx
          .insertInto('migrations')
          .values({ id: migration.id, name: migration.name, applied_at: '2025-03-01T00:00:00.000Z' })
          .execute();
      });
    }
  }

  it('counts its signed tasks again to the minute as it upgrades', async () => {
    const dir = tempDir();
    const clock = new TestClock();
    const handle = await openTestDatabase(dir);
    await migrateAllBut(handle.db, [26, 35]);
    await seedDemoData(handle.db, clock.now);
    const db = raw(handle);
    const employee = db.prepare('select id from employees where company_id = 29 order by id limit 1').get() as { id: number };
    const template = db.prepare('select id from contract_templates order by id limit 1').get() as { id: number };
    const sent = clock.now().getTime();
    for (const signedAfter of [12 * MINUTE, 5 * HOUR]) {
      const [at, signed] = [new Date(sent).toISOString(), new Date(sent + signedAfter).toISOString()];
      db.prepare(
        `insert into sign_tasks (company_id, employee_id, template_id, status, field_values, sent_at, signed_at, created_at, updated_at)
         values (29, ?, ?, 'pending_company', '{}', ?, ?, ?, ?)`,
      ).run(employee.id, template.id, at, signed, at, signed);
    }
    const at = new Date(sent).toISOString();
    db.prepare(
      `insert into sign_tasks (company_id, employee_id, template_id, status, field_values, sent_at, reject_reason, created_at, updated_at)
       values (29, ?, ?, 'rejected', '{}', ?, '岗位不符', ?, ?)`,
    ).run(employee.id, template.id, at, at, at);
    // 026 and 035 run now: 035 sums the days 026 counts again.
    expect((await migrate(handle.db)).applied).toEqual(expect.arrayContaining([26, 35]));

    const upgraded = await startServer({ handle, clock });
    try {
      const admin = upgraded.client();
      await admin.loginOk('admin');
      const { toEmployeeSigned, byStatus, groups, refusalReasons } = (await admin.get<SignStats>('/api/stats')).body.data!;
      expect(toEmployeeSigned).toEqual({ tasks: 2, medianMinutes: 12, p90Minutes: 300 });
      // The day counts, made again from the tasks.
      expect(byStatus.pending_company).toBe(2);
      expect(groups.rows).toEqual([{ id: 29, name: '上海华联物流有限公司', tasks: 3, completed: 0 }]);
      expect(refusalReasons).toEqual([{ reason: '岗位不符', tasks: 1 }]);
      // The same from the month tables 035 filled: March read whole.
      const march = (await admin.get<SignStats>('/api/stats?from=2025-03-01&to=2025-03-31')).body.data!;
      expect(march).toMatchObject({ toEmployeeSigned, byStatus, groups, refusalReasons });

      // And kept by the new triggers: one sealed five and a half hours after sending.
      db.prepare(`update sign_tasks set status = 'completed', completed_at = ? where id = (select min(id) from sign_tasks)`).run(
        new Date(sent + 5.5 * HOUR).toISOString(),
      );
      const after = (await admin.get<SignStats>('/api/stats')).body.data!;
      expect(after.byStatus).toMatchObject({ pending_company: 1, completed: 1 });
      expect(after.toCompleted).toEqual({ tasks: 1, medianMinutes: 300, p90Minutes: 300 });
    } finally {
      await upgraded.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
