/**
 * Day one, point 3 ("times without a zone"): whatever leaves the screen gives the company's time
 * (China, UTC+8) and names the zone. Tasks made at 00:30 in China (still the day before in UTC),
 * with a deadline of 23:59:59 China time as the page sets it: the texted deadline (the full
 * time), the .xlsx exports (cells, headers, file names), the evidence report read by pdftotext,
 * the created-day filter as a China day, and the reminder with its notice.
 */
import { execFileSync } from 'node:child_process';
import { Workbook, type Worksheet } from 'exceljs';
import type { Notice } from '../../common/api/accounts';
import type { Page } from '../../common/api/paging';
import type { SignTask, SignTaskCreateResult } from '../../common/api/signing';
import { HOUR, MINUTE, TestClock, type ApiClient } from './support/harness';
import { lastText } from './support/outbox';
import { squeeze } from './support/pdf';
import { dataUrl, signaturePng } from './support/png';
import { serveWithRoles } from './support/roles';
import { addEmployees, employeeCode, LABOUR_VALUES, mobileOf, templateIdOf } from './support/signing';

// 2026-11-26 00:30 in China. Jobs (the reminder) run when the test says so.
const { server, as } = serveWithRoles({ clock: new TestClock('2026-11-25T16:30:00.000Z'), background: { pollMs: 3_600_000 } });

/** 12-03 23:59:59 in China: the end of the day the page's deadline picker gives. */
const DEADLINE = '2026-12-03T23:59:59+08:00';

let signedTaskId = 0;
let waitingTaskId = 0;
let signer = 0;
let waiter = 0;

/** The first sheet of an .xlsx answer, and the answer's file name. */
async function sheetOf(client: ApiClient, path: string): Promise<{ sheet: Worksheet; fileName: string }> {
  const res = await client.raw('GET', path);
  expect(res.status).toBe(200);
  const workbook = new Workbook();
  await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return { sheet: workbook.worksheets[0], fileName };
}

/** The cell under `header` in the row whose first cell is `key`. */
function cellUnder(sheet: Worksheet, header: string, key: string): string {
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const column = headers.indexOf(header);
  expect(column).toBeGreaterThan(0);
  let found = '';
  sheet.eachRow((row) => {
    if (row.getCell(1).text === key) found = row.getCell(column).text;
  });
  return found;
}

/** The evidence report's text, every page, white space removed (read by poppler's pdftotext). */
async function evidenceText(client: ApiClient, taskId: number): Promise<string> {
  const res = await client.raw('GET', `/api/sign-tasks/${taskId}/evidence`);
  expect(res.status).toBe(200);
  const pdf = Buffer.from(await res.arrayBuffer());
  return squeeze(execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' }));
}

beforeAll(async () => {
  [signer, waiter] = addEmployees(server, 2, '时区');
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: [signer, waiter],
    values: LABOUR_VALUES,
    deadline: DEADLINE,
    send: true,
  });
  expect(created.status).toBe(201);
  const byEmployee = new Map(created.body.data!.created.map((task) => [task.employeeId, task.id]));
  signedTaskId = byEmployee.get(signer)!;
  waitingTaskId = byEmployee.get(waiter)!;
  // The employee signs ten minutes later: 00:40 on the 26th in China, 16:40 on the 25th in UTC.
  server.clock.advance(10 * MINUTE);
  const { token, code } = await employeeCode(server, as.anonymous, signer);
  const signed = await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) });
  expect(signed.status).toBe(200);
});

it('texts the deadline as the full time in China, the zone named', () => {
  const text = lastText(server.handle, mobileOf(server, waiter), '/signing/');
  expect(text).toContain('请在北京时间 2026-12-03 23:59 前打开');
});

it('exports the sign tasks with China times, the zone in the headers and the China date in the file name', async () => {
  const chinese = await sheetOf(as.operator, `/api/sign-tasks/export?employeeId=${signer}`);
  expect(cellUnder(chinese.sheet, '截止时间（北京时间）', String(signedTaskId))).toBe('2026-12-03 23:59:59');
  expect(cellUnder(chinese.sheet, '创建时间（北京时间）', String(signedTaskId))).toBe('2026-11-26 00:30:00');
  expect(cellUnder(chinese.sheet, '员工签署时间（北京时间）', String(signedTaskId))).toBe('2026-11-26 00:40:00');
  expect(chinese.fileName).toBe('sign-tasks-20261126.xlsx');

  const english = server.client({ locale: 'en-US' });
  await english.loginOk('operator');
  const { sheet } = await sheetOf(english, `/api/sign-tasks/export?employeeId=${signer}`);
  expect(cellUnder(sheet, 'Deadline (China time, UTC+8)', String(signedTaskId))).toBe('2026-12-03 23:59:59');
});

it('dates the other exports in China: file names, the statistics’ days, the import template’s example', async () => {
  expect((await sheetOf(as.user, '/api/employees/export')).fileName).toBe('employees-20261126.xlsx');
  const template = (await sheetOf(as.user, '/api/employees/template')).sheet;
  expect(template.getRow(2).getCell(6).text).toBe('2026-11-26');
  const stats = (await sheetOf(as.admin, '/api/stats/export')).sheet;
  expect(stats.getRow(1).getCell(1).text).toBe('日期（北京时间）');
});

it('gives every time of the evidence report in China time with its zone', async () => {
  const chinese = await evidenceText(as.operator, signedTaskId);
  expect(chinese).toContain('创建2026-11-2600:30:00（北京时间）');
  expect(chinese).toContain('员工签署2026-11-2600:40:00（北京时间）');
  expect(chinese).toContain('报告生成时间：2026-11-2600:40:00（北京时间）');
  // The UTC date of the same instants appears nowhere.
  expect(chinese).not.toContain('2026-11-25');
  expect(chinese).not.toContain('UTC）');

  const english = server.client({ locale: 'en-US' });
  await english.loginOk('operator');
  expect(await evidenceText(english, signedTaskId)).toContain(squeeze('employee signed 2026-11-26 00:40:00 (China time, UTC+8)'));
});

it('reads a created-day filter as a China day', async () => {
  const total = async (days: string) =>
    (await as.operator.get<Page<SignTask>>(`/api/sign-tasks?employeeId=${signer}&${days}`)).body.data!.total;
  expect(await total('createdFrom=2026-11-26&createdTo=2026-11-26')).toBe(1);
  expect(await total('createdFrom=2026-11-25&createdTo=2026-11-25')).toBe(0);
});

it('reminds with the full time in China, and tells the initiator so, the zone named', async () => {
  // 12-03 09:00 in China: within a day of the deadline.
  server.clock.advance(7 * 24 * HOUR + 8 * HOUR + 20 * MINUTE);
  await server.runJobs();
  await server.runJobs();
  server.clock.advance(MINUTE);
  await server.runJobs();
  expect(lastText(server.handle, mobileOf(server, waiter), '提醒')).toContain('将于北京时间 2026-12-03 23:59 截止');

  const english = server.client({ locale: 'en-US' });
  await english.loginOk('operator');
  const notices = (await english.get<Notice[]>('/api/notices')).body.data!;
  const notice = notices.find((n) => n.link === `/sign/${waitingTaskId}`);
  expect(notice?.title).toContain('expires at 2026-12-03 23:59 (China time, UTC+8)');
});
