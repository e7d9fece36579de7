/**
 * Per-person values over HTTP against a real database: each employee's own values in one new
 * signing, a dry run that writes nothing, the values sheet downloaded and read back row by row,
 * a draft edited, and a refused task corrected and sent again in one step. Every refusal names
 * its field and writes nothing. The filled PDFs are read back with poppler's pdftotext.
 */
import { Workbook } from 'exceljs';
import type { SignAuditResult, SignTask, SignTaskCreateResult, SignTaskDetail, SignValuesSheetReport } from '../../common/api/signing';
import { raw } from './support/database';
import type { ApiClient } from './support/harness';
import { lastText, SIGNING_LINK } from './support/outbox';
import { pageText } from './support/pdf';
import { count, employeeId, fileForm, serveWithRoles, snapshot } from './support/roles';

const { server, as } = serveWithRoles();

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const templateId = () =>
  (raw(server.handle).prepare("select id from contract_templates where code = 'LC-2025'").get() as { id: number }).id;
const idOf = (name: string) => employeeId(server.handle, name);
const mobileOf = (name: string) =>
  (raw(server.handle).prepare('select mobile from employees where name = ?').get(name) as { mobile: string }).mobile;
const tables = ['sign_tasks', 'sign_task_templates', 'sign_document_versions', 'sign_events', 'messages'];
const snapshotAll = () => tables.map((t) => snapshot(server.handle, t));
const shared = { contract_term: '固定期限', monthly_salary: '6800.00' };

function create(client: ApiClient, body: Record<string, unknown>) {
  return client.post<SignTaskCreateResult>('/api/sign-tasks', { templateId: templateId(), values: shared, ...body });
}

async function documentText(client: ApiClient, taskId: number): Promise<string> {
  const detail = (await client.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
  const res = await client.raw('GET', `/api/sign-tasks/${taskId}/documents/${detail.documents[0].id}`);
  return pageText(new Uint8Array(await res.arrayBuffer()), 1);
}

async function sheetOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('values');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const sheetQuery = (names: string[]) => `templateId=${templateId()}&employeeIds=${names.map(idOf).join(',')}`;

describe('per-person values in a new signing', () => {
  it("fills each employee's own salary over the shared values, and a blank one takes the shared value", async () => {
    const res = await create(as.operator, {
      employeeIds: [idOf('王海涛'), idOf('张建军')],
      employeeValues: { [idOf('王海涛')]: { monthly_salary: '7200' }, [idOf('张建军')]: { monthly_salary: ' ' } },
    });
    expect(res.status).toBe(201);
    const [first, second] = res.body.data!.created;
    expect(first.values).toMatchObject({ monthly_salary: '7200.00', contract_term: '固定期限' });
    expect(second.values).toMatchObject({ monthly_salary: '6800.00' });
    expect(await documentText(as.operator, first.id)).toContain('7200.00');
    expect(await documentText(as.operator, second.id)).toContain('6800.00');
  });

  it("refuses only the employee whose own value is wrong, naming the field's rule", async () => {
    const res = await create(as.operator, {
      employeeIds: [idOf('王海涛'), idOf('张建军')],
      employeeValues: { [idOf('张建军')]: { monthly_salary: '六千' } },
    });
    expect(res.body.data!.created.map((t) => t.employeeName)).toEqual(['王海涛']);
    expect(res.body.data!.refused).toEqual([{ employeeId: idOf('张建军'), employeeName: '张建军', reason: expect.stringMatching(/金额/) }]);
  });

  it('refuses values for someone not in the request, or under a key no template has, naming the place; nothing is written', async () => {
    const before = snapshotAll();
    const other = await create(as.operator, {
      employeeIds: [idOf('王海涛')],
      employeeValues: { [idOf('张建军')]: { monthly_salary: '1' } },
    });
    expect(other.status).toBe(422);
    expect(other.body.field).toBe(`employeeValues.${idOf('张建军')}`);
    const unknown = await create(as.operator, { employeeIds: [idOf('王海涛')], employeeValues: { [idOf('王海涛')]: { bonus: '1' } } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.field).toBe(`employeeValues.${idOf('王海涛')}.bonus`);
    expect(snapshotAll()).toEqual(before);
  });

  it('a dry run answers who would get a task and who not, and writes nothing', async () => {
    const before = snapshotAll();
    const res = await create(as.operator, {
      employeeIds: [idOf('王海涛'), idOf('吴昊'), idOf('张建军')],
      employeeValues: { [idOf('张建军')]: { monthly_salary: 'x' } },
      send: true,
      dryRun: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      created: [],
      ready: [{ employeeId: idOf('王海涛'), employeeName: '王海涛' }],
      refused: [
        { employeeId: idOf('吴昊'), employeeName: '吴昊', reason: '员工已离职' },
        { employeeId: idOf('张建军'), employeeName: '张建军', reason: expect.any(String) },
      ],
    });
    expect(snapshotAll()).toEqual(before);
  });
});

describe('the values sheet', () => {
  it('is a row per chosen employee and a column per field to fill, headed with its key', async () => {
    const res = await as.operator.raw('GET', `/api/sign-tasks/values-sheet?${sheetQuery(['王海涛', '张建军'])}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
    expect(rows[0].slice(0, 2)).toEqual(['员工编号', '姓名']);
    expect(rows[0]).toEqual(expect.arrayContaining(['月工资 (monthly_salary)']));
    expect(rows.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [String(idOf('王海涛')), '王海涛'],
      [String(idOf('张建军')), '张建军'],
    ]);
  });

  it('is refused for an employee outside the caller\u2019s company (403)', async () => {
    expect((await as.company.raw('GET', `/api/sign-tasks/values-sheet?${sheetQuery(['王海涛'])}`)).status).toBe(403);
    expect((await as.operator.raw('GET', `/api/sign-tasks/values-sheet?templateId=${templateId()}&employeeIds=1,x`)).status).toBe(422);
  });

  it('read back: values by row, every problem named with its column, unknown columns named, nothing written', async () => {
    const before = snapshotAll();
    const bytes = await sheetOf([
      ['员工编号', '姓名', '月工资 (monthly_salary)', '合同期限类型', '备注'],
      [idOf('王海涛'), '王海涛', '7100', '', 'x'],
      [idOf('张建军'), '张建军', 'abc', '', ''],
      [idOf('王海涛'), '王海涛', '7300', '', ''],
      [999999, '某人', '1', '', ''],
      ['', '', '1', '', ''],
    ]);
    const res = await as.operator.request<SignValuesSheetReport>(
      'POST',
      `/api/sign-tasks/values-sheet?${sheetQuery(['王海涛', '张建军'])}`,
      {
        body: fileForm(bytes, 'values.xlsx', XLSX),
      },
    );
    expect(res.status).toBe(200);
    const report = res.body.data!;
    expect(report.unknownColumns).toEqual(['备注']);
    expect(report.columns).toEqual(['monthly_salary', 'contract_term']);
    expect(report.rows[0]).toEqual({
      row: 2,
      employeeId: idOf('王海涛'),
      employeeName: '王海涛',
      values: { monthly_salary: '7100.00' },
      problems: [],
    });
    expect(report.rows[1].problems).toEqual([{ column: '月工资 (monthly_salary)', reason: expect.stringMatching(/金额/) }]);
    expect(report.rows[2].problems).toEqual([{ column: '员工编号', reason: `员工 ${idOf('王海涛')} 在第 2 行已出现过` }]);
    expect(report.rows[3].problems).toEqual([{ column: '员工编号', reason: '员工 999999 不在本次选择的员工中' }]);
    expect(report.rows[4].problems).toEqual([{ column: '员工编号', reason: '缺少员工编号' }]);
    expect(snapshotAll()).toEqual(before);
  });

  it('refuses a sheet without the employee column or any field column, naming the file', async () => {
    for (const header of [
      ['姓名', '月工资 (monthly_salary)'],
      ['员工编号', '姓名', '备注'],
    ]) {
      const bytes = await sheetOf([header, [idOf('王海涛'), '王海涛', '1']]);
      const res = await as.operator.request('POST', `/api/sign-tasks/values-sheet?${sheetQuery(['王海涛'])}`, {
        body: fileForm(bytes, 'values.xlsx', XLSX),
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ field: 'file' });
    }
    const notXlsx = await as.operator.request('POST', `/api/sign-tasks/values-sheet?${sheetQuery(['王海涛'])}`, {
      body: fileForm(Buffer.from('name,salary'), 'values.csv', 'text/csv'),
    });
    expect(notXlsx.status).toBe(422);
  });
});

describe('editing a draft', () => {
  it('fills the documents again as a new version with an edited event', async () => {
    const draft = (await create(as.operator, { employeeIds: [idOf('王海涛')] })).body.data!.created[0];
    const res = await as.operator.request<SignTask>('PATCH', `/api/sign-tasks/${draft.id}`, {
      json: { values: { ...shared, monthly_salary: '9100' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.values.monthly_salary).toBe('9100.00');
    const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${draft.id}`)).body.data!;
    expect(detail.documents[0].versions.map((v) => v.stage)).toEqual(['filled']);
    expect(detail.events.map((e) => e.action)).toEqual(['created', 'edited']);
    expect(await documentText(as.operator, draft.id)).toContain('9100.00');
    expect((await as.operator.get<SignAuditResult>(`/api/sign-tasks/${draft.id}/audit`)).body.data).toMatchObject({ intact: true });
  });

  it('refuses a bad value (naming it), another company (403) and a task already sent (409), writing nothing', async () => {
    const draft = (await create(as.operator, { employeeIds: [idOf('王海涛')] })).body.data!.created[0];
    const sent = (await create(as.operator, { employeeIds: [idOf('王海涛')], send: true })).body.data!.created[0];
    const before = snapshotAll();
    const bad = await as.operator.request('PATCH', `/api/sign-tasks/${draft.id}`, { json: { values: { ...shared, monthly_salary: 'x' } } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ field: 'values.monthly_salary' });
    expect((await as.company.request('PATCH', `/api/sign-tasks/${draft.id}`, { json: { values: shared } })).status).toBe(403);
    expect((await as.operator.request('PATCH', `/api/sign-tasks/${sent.id}`, { json: { values: shared } })).status).toBe(409);
    expect(snapshotAll()).toEqual(before);
  });
});

describe('sending a refused task again with corrected values', () => {
  async function refusedTask(): Promise<number> {
    const task = (await create(as.operator, { employeeIds: [idOf('周婷')], send: true })).body.data!.created[0];
    const link = SIGNING_LINK.exec(lastText(server.handle, mobileOf('周婷'), '/signing/')!)![1];
    await as.anonymous.post(`/api/signing/${link}/code`, {});
    const code = /(\d{6})/.exec(lastText(server.handle, mobileOf('周婷'), '验证码')!)![1];
    expect((await as.anonymous.post(`/api/signing/${link}/reject`, { code, reason: '薪资与约定不符' })).status).toBe(200);
    return task.id;
  }

  it('creates and texts a new task with the new values; the old one records it, once', async () => {
    const oldId = await refusedTask();
    const res = await as.operator.post<SignTask>(`/api/sign-tasks/${oldId}/resubmit`, { values: { ...shared, monthly_salary: '8800' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending_employee', employeeName: '周婷', values: { monthly_salary: '8800.00' } });
    const old = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${oldId}`)).body.data!;
    expect(old.status).toBe('rejected');
    expect(old.events.at(-1)).toMatchObject({ action: 'resubmitted', detail: { taskId: res.body.data!.id } });
    expect(lastText(server.handle, mobileOf('周婷'), '/signing/')).toBeTruthy();

    const tasksBefore = count(server.handle, 'select count(*) as n from sign_tasks');
    const again = await as.operator.post(`/api/sign-tasks/${oldId}/resubmit`, { values: shared });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ msg: expect.stringContaining(String(res.body.data!.id)) });
    expect(count(server.handle, 'select count(*) as n from sign_tasks')).toBe(tasksBefore);
  });

  it('refuses a task still open (409), a bad value (422) and another company (403), writing nothing', async () => {
    const draft = (await create(as.operator, { employeeIds: [idOf('王海涛')] })).body.data!.created[0];
    const oldId = await refusedTask();
    const before = snapshotAll();
    expect((await as.operator.post(`/api/sign-tasks/${draft.id}/resubmit`, { values: shared })).status).toBe(409);
    const bad = await as.operator.post(`/api/sign-tasks/${oldId}/resubmit`, { values: { ...shared, monthly_salary: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ field: 'values.monthly_salary' });
    expect((await as.company.post(`/api/sign-tasks/${oldId}/resubmit`, { values: shared })).status).toBe(403);
    expect(snapshotAll()).toEqual(before);
  });
});
