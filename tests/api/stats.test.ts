/**
 * GET /api/stats over HTTP: figures kept by the database as tasks change (created, sent, signed,
 * refused, completed), per role and scope, the range checked, the .xlsx export.
 */
import { Workbook } from 'exceljs';
import type { SignStats } from '../../common/api/stats';
import { HOUR } from './support/harness';
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
  const [sealed] = await pendingCompanyTasksAfter(5);
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

/** A task sent now and signed by its employee `hours` later (signing as the employee would). */
async function pendingCompanyTasksAfter(hours: number): Promise<number[]> {
  const [employeeId] = addEmployees(server, 1, '时');
  const created = await as.operator.post<{ created: { id: number }[] }>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: [employeeId],
    values: LABOUR_VALUES,
    send: true,
  });
  server.clock.advance(hours * HOUR);
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
});

it('takes the hours from sending to signing from the tasks, to the hour', async () => {
  const { toEmployeeSigned } = (await stats()).body.data!;
  expect(toEmployeeSigned.tasks).toBe(1);
  expect(toEmployeeSigned.medianHours).toBe(5);
});
