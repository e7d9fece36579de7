/**
 * Sign tasks over HTTP against a real database and document store: every route × role (in and
 * out of scope: 403 and nothing written), creation with per-employee refusals, every transition
 * allowed and refused, the employee's link and code, company signing, the audit chain, export.
 * The signatures themselves are checked by poppler's pdfsig in signing-flow.test.ts.
 */
import { lastText, SIGNING_LINK } from './support/outbox';
import type { Page } from '../../common/api/paging';
import type { Seal } from '../../common/api/seals';
import type {
  SignAuditResult,
  SignTask,
  SignTaskCounts,
  SignTaskCreateResult,
  SignTaskDetail,
  SigningView,
} from '../../common/api/signing';
import { MINUTE, type ApiClient } from './support/harness';
import { dataUrl, dotPng, signaturePng } from './support/png';
import { count, employeeId, serveWithRoles, snapshot } from './support/roles';
import { raw } from './support/database';

const { server, as } = serveWithRoles();

const templateId = (code: string) =>
  (raw(server.handle).prepare('select id from contract_templates where code = ?').get(code) as { id: number }).id;
const values = { contract_term: '固定期限', monthly_salary: '6800.00' };

async function create(client: ApiClient, names: string[], extra: Record<string, unknown> = {}) {
  return client.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateId('LC-2025'),
    employeeIds: names.map((n) => employeeId(server.handle, n)),
    values,
    ...extra,
  });
}

/** The newest signing link texted to `mobile`, from the dev outbox (as the employee's phone gets it). */
function linkTokenOf(mobile: string): string {
  return SIGNING_LINK.exec(lastText(server.handle, mobile, '/signing/') ?? '')![1];
}
function codeOf(mobile: string): string {
  return /(\d{6})/.exec(lastText(server.handle, mobile, '验证码')!)![1];
}
const mobileOf = (name: string) =>
  (raw(server.handle).prepare('select mobile from employees where name = ?').get(name) as { mobile: string }).mobile;
const tables = ['sign_tasks', 'sign_task_templates', 'sign_document_versions', 'sign_events', 'sign_codes'];
const snapshotAll = () => tables.map((t) => snapshot(server.handle, t));

describe('POST /api/sign-tasks', () => {
  it('creates one task per employee, refusing those who left or are on the prevention list, with the reason', async () => {
    const res = await create(as.operator, ['王海涛', '吴昊', '杨雪']);
    expect(res.status).toBe(201);
    const { created, refused } = res.body.data!;
    expect(created.map((t) => t.employeeName)).toEqual(['王海涛']);
    expect(created[0]).toMatchObject({ status: 'draft', companyId: 29, templateName: '劳动合同（2025 版）', accessoryIds: [] });
    expect(created[0].values).toMatchObject({
      employee_name: '王海涛',
      company_name: '上海华联物流有限公司',
      contract_term: '固定期限',
      monthly_salary: '6800.00',
    });
    expect(refused).toEqual([
      { employeeId: employeeId(server.handle, '吴昊'), employeeName: '吴昊', reason: '员工已离职' },
      { employeeId: employeeId(server.handle, '杨雪'), employeeName: '杨雪', reason: '在防范名单中：劳动争议仲裁中，暂停签署新合同' },
    ]);
    const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${created[0].id}`)).body.data!;
    expect(detail.documents).toHaveLength(1);
    expect(detail.documents[0].current).toMatchObject({ stage: 'filled' });
    expect(detail.documents[0].current.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.events.map((e) => e.action)).toEqual(['created']);
  });

  it('sends at once with send: true, texting a link that no API answer contains', async () => {
    const res = await create(as.operator, ['张建军'], { send: true, deadline: new Date(Date.now() + 7 * 24 * 60 * MINUTE).toISOString() });
    const task = res.body.data!.created[0];
    expect(task.status).toBe('pending_employee');
    const token = linkTokenOf(mobileOf('张建军'));
    const detail = await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`);
    expect(JSON.stringify(detail.body)).not.toContain(token);
    expect(JSON.stringify(res.body)).not.toContain(token);
  });

  it('validates values per field type, naming the field, and writes nothing', async () => {
    const before = snapshotAll();
    const bad = await create(as.operator, ['王海涛'], { values: { ...values, monthly_salary: 'lots' } });
    expect(bad.status).toBe(201);
    expect(bad.body.data!.created).toEqual([]);
    expect(bad.body.data!.refused[0].reason).toContain('月工资');
    const unknown = await create(as.operator, ['王海涛'], { values: { nope: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ field: 'values.nope' });
    const noEmployees = await create(as.operator, []);
    expect(noEmployees.status).toBe(422);
    expect(noEmployees.body).toMatchObject({ field: 'employeeIds' });
    expect(snapshotAll()).toEqual(before);
  });

  it('refuses everyone when the template is disabled or lacks a signature place', async () => {
    const id = templateId('HL-WH-2025');
    raw(server.handle).prepare("update contract_templates set status = 'disabled' where id = ?").run(id);
    try {
      const res = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
        templateId: id,
        employeeIds: [employeeId(server.handle, '王海涛')],
        values: { monthly_salary: '6800.00' },
      });
      expect(res.body.data!.created).toEqual([]);
      expect(res.body.data!.refused[0].reason).toBe('合同模板《仓储岗位劳动合同》未启用');
    } finally {
      raw(server.handle).prepare("update contract_templates set status = 'enabled' where id = ?").run(id);
    }
  });

  it('refuses (403, nothing written) employees outside the caller’s scope and callers without viewSign', async () => {
    const before = snapshotAll();
    // The department user's department is 人力资源部 of company 29; 王海涛 is in 仓储运营部.
    expect((await create(as.department, ['王海涛'])).status).toBe(403);
    expect((await create(as.user, ['孙志刚'])).status).toBe(403);
    expect((await create(as.admin, ['王海涛'])).status).toBe(403);
    expect((await create(as.company, ['孙志刚'])).status).toBe(403);
    expect((await create(as.anonymous, ['王海涛'])).status).toBe(401);
    expect(snapshotAll()).toEqual(before);
  });
});

describe('reading tasks', () => {
  it('scopes the list: department users their department, company accounts their company, admins all', async () => {
    await create(as.department, ['周婷']);
    const department = (await as.department.get<Page<SignTask>>('/api/sign-tasks?pageSize=100')).body.data!;
    expect(department.list.length).toBeGreaterThan(0);
    expect(new Set(department.list.map((t) => t.departmentName))).toEqual(new Set(['人力资源部']));
    const operator = (await as.operator.get<Page<SignTask>>('/api/sign-tasks?pageSize=100')).body.data!;
    expect(operator.total).toBeGreaterThan(department.total);
    const admin = (await as.admin.get<Page<SignTask>>('/api/sign-tasks?pageSize=100')).body.data!;
    expect(admin.total).toBe(count(server.handle, 'select count(*) as n from sign_tasks'));
    expect((await as.company.get<Page<SignTask>>('/api/sign-tasks')).body.data!.total).toBe(0);
    expect((await as.company.get('/api/sign-tasks?companyId=29')).status).toBe(403);
    const someone = operator.list.find((t) => t.departmentName !== '人力资源部')!;
    expect((await as.department.get(`/api/sign-tasks/${someone.id}`)).status).toBe(403);
    expect((await as.company.get(`/api/sign-tasks/${someone.id}`)).status).toBe(403);
  });

  it('counts per status and filters by status, employee name and date', async () => {
    const counts = (await as.operator.get<SignTaskCounts>('/api/sign-tasks/counts')).body.data!;
    const drafts = (await as.operator.get<Page<SignTask>>('/api/sign-tasks?status=draft&pageSize=100')).body.data!;
    expect(drafts.total).toBe(counts.draft);
    expect(drafts.list.every((t) => t.status === 'draft')).toBe(true);
    const named = (await as.operator.get<Page<SignTask>>(`/api/sign-tasks?employeeName=${encodeURIComponent('海涛')}`)).body.data!;
    expect(named.list.every((t) => t.employeeName === '王海涛')).toBe(true);
    expect((await as.operator.get<Page<SignTask>>('/api/sign-tasks?createdTo=2000-01-01')).body.data!.total).toBe(0);
    expect((await as.operator.get('/api/sign-tasks?status=nope')).status).toBe(422);
    expect((await as.operator.get('/api/sign-tasks?sorter=password')).status).toBe(422);
  });

  it('exports the filtered list as .xlsx', async () => {
    const res = await as.operator.raw('GET', '/api/sign-tasks/export?status=draft');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});

describe('transitions', () => {
  async function draftFor(name: string) {
    return (await create(as.operator, [name])).body.data!.created[0];
  }

  it('sends a draft once; a second send answers 409 naming the state and changes nothing', async () => {
    const task = await draftFor('李娜');
    expect((await as.operator.post<SignTask>(`/api/sign-tasks/${task.id}/send`, {})).body.data!.status).toBe('pending_employee');
    const before = snapshotAll();
    const again = await as.operator.post(`/api/sign-tasks/${task.id}/send`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ msg: '任务正在等待员工签署，不能执行此操作' });
    expect(snapshotAll()).toEqual(before);
  });

  it('revokes with a reason; the link then says revoked; a second revoke is refused', async () => {
    const task = await draftFor('郭强');
    await as.operator.post(`/api/sign-tasks/${task.id}/send`, {});
    const token = linkTokenOf(mobileOf('郭强'));
    expect((await as.operator.post(`/api/sign-tasks/${task.id}/revoke`, {})).status).toBe(422);
    const revoked = await as.operator.post<SignTask>(`/api/sign-tasks/${task.id}/revoke`, { reason: '岗位调整' });
    expect(revoked.body.data).toMatchObject({ status: 'revoked', revokeReason: '岗位调整' });
    // The employee's page says so, with the initiator's reason.
    const view = (await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!;
    expect(view).toMatchObject({ state: 'revoked', revokeReason: '岗位调整' });
    expect((await as.anonymous.post(`/api/signing/${token}/code`, {})).status).toBe(409);
    expect((await as.operator.post(`/api/sign-tasks/${task.id}/revoke`, { reason: 'again' })).status).toBe(409);
  });

  it('schedules, cancels the schedule back to draft, and refuses a send time in the past', async () => {
    const sendAt = new Date(server.clock.now().getTime() + 60 * MINUTE).toISOString();
    const scheduled = (await create(as.operator, ['马晓丽'], { sendAt })).body.data!.created[0];
    expect(scheduled).toMatchObject({ status: 'scheduled', sendAt });
    const cancelled = await as.operator.post<SignTask>(`/api/sign-tasks/${scheduled.id}/cancel-schedule`, {});
    expect(cancelled.body.data).toMatchObject({ status: 'draft', sendAt: null });
    expect((await as.operator.post(`/api/sign-tasks/${scheduled.id}/cancel-schedule`, {})).status).toBe(409);
    const past = await create(as.operator, ['马晓丽'], { sendAt: '2001-01-01T00:00:00.000Z' });
    expect(past.status).toBe(422);
    expect(past.body).toMatchObject({ field: 'sendAt' });
  });

  it('resend makes a new link and kills the old one', async () => {
    const task = await draftFor('赵磊');
    await as.operator.post(`/api/sign-tasks/${task.id}/send`, {});
    const old = linkTokenOf(mobileOf('赵磊'));
    expect((await as.anonymous.get(`/api/signing/${old}`)).status).toBe(200);
    expect((await as.operator.post(`/api/sign-tasks/${task.id}/resend`, {})).status).toBe(200);
    const fresh = linkTokenOf(mobileOf('赵磊'));
    expect(fresh).not.toBe(old);
    expect((await as.anonymous.get(`/api/signing/${old}`)).status).toBe(404);
    expect((await as.anonymous.get<SigningView>(`/api/signing/${fresh}`)).body.data!.state).toBe('open');
  });

  it('refuses transitions to roles without the permission, writing nothing', async () => {
    const task = await draftFor('王海涛');
    const before = snapshotAll();
    expect((await as.admin.post(`/api/sign-tasks/${task.id}/send`, {})).status).toBe(403);
    expect((await as.company.post(`/api/sign-tasks/${task.id}/revoke`, { reason: 'x' })).status).toBe(403);
    expect((await as.department.post(`/api/sign-tasks/${task.id}/send`, {})).status).toBe(403);
    expect((await as.department.post(`/api/sign-tasks/${task.id}/company-sign`, {})).status).toBe(403);
    expect(snapshotAll()).toEqual(before);
  });
});

describe("the employee's link and code", () => {
  let token = '';
  let taskId = 0;
  const mobile = () => mobileOf('陈思远');
  beforeAll(async () => {
    const task = (await create(as.department, ['陈思远'], { send: true })).body.data!.created[0];
    taskId = task.id;
    token = linkTokenOf(mobile());
  });

  it('shows what to sign with the name and mobile masked, and answers 404 for unknown links', async () => {
    const view = (await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!;
    expect(view).toMatchObject({ state: 'open', companyName: '上海华联物流有限公司', employeeName: '陈**', revokeReason: null });
    expect(view.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(view.documents).toHaveLength(1);
    expect(view.fieldHelps.map((h) => h.key)).toContain('monthly_salary');
    const pdf = await as.anonymous.raw('GET', `/api/signing/${token}/documents/${view.documents[0].id}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await as.anonymous.get(`/api/signing/${'x'.repeat(43)}`)).status).toBe(404);
    expect((await as.anonymous.get('/api/signing/short')).status).toBe(404);
  });

  it('texts a code once a minute; wrong codes count, each saying the tries left; five wrong ones burn it; an old code expires', async () => {
    expect((await as.anonymous.post(`/api/signing/${token}/code`, {})).status).toBe(200);
    const again = await as.anonymous.post(`/api/signing/${token}/code`, {});
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    const right = codeOf(mobile());
    const wrong = right === '000000' ? '111111' : '000000';
    const sign = (code: string, client = as.anonymous) =>
      client.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) });
    const first = await sign(wrong);
    expect(first.status).toBe(422);
    expect(first.body).toMatchObject({ field: 'code', msg: '验证码错误，还可再试 4 次' });
    expect((await sign(wrong)).body.msg).toBe('验证码错误，还可再试 3 次');
    expect((await sign(wrong, server.client({ locale: 'en-US' }))).body.msg).toBe('The code is wrong: 2 tries left');
    // One try left: the singular ("1 tries" was the day-one report).
    expect((await sign(wrong, server.client({ locale: 'en-US' }))).body).toMatchObject({
      field: 'code',
      msg: 'The code is wrong: 1 try left',
    });
    expect((await sign(wrong)).body.msg).toBe('验证码错误次数过多，请重新获取');
    expect((await sign(right)).body.msg).toBe('验证码已失效，请重新获取');
    server.clock.advance(MINUTE + 1000);
    await as.anonymous.post(`/api/signing/${token}/code`, {});
    server.clock.advance(6 * MINUTE);
    expect((await sign(codeOf(mobile()))).body.msg).toBe('验证码已失效，请重新获取');
    expect(count(server.handle, "select count(*) as n from sign_tasks where id = ? and status = 'pending_employee'", taskId)).toBe(1);
  });

  it('counts guesses sent at once, each: five wrong ones together burn the code', async () => {
    server.clock.advance(MINUTE + 1000);
    expect((await as.anonymous.post(`/api/signing/${token}/code`, {})).status).toBe(200);
    const right = codeOf(mobile());
    const wrong = right === '000000' ? '111111' : '000000';
    const sign = (code: string) => as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) });
    // On PostgreSQL (a pool of connections) a read-then-write count lost some of these.
    const answers = await Promise.all(Array.from({ length: 5 }, () => sign(wrong)));
    expect(answers.every((a) => a.status === 422)).toBe(true);
    expect((await sign(right)).body.msg).toBe('验证码已失效，请重新获取');
    expect(count(server.handle, "select count(*) as n from sign_tasks where id = ? and status = 'pending_employee'", taskId)).toBe(1);
    server.clock.advance(MINUTE + 1000);
  });

  it('refuses a signature that is not a PNG or is a single tap (writing nothing), then signs; the link then says signed', async () => {
    await as.anonymous.post(`/api/signing/${token}/code`, {});
    const code = codeOf(mobile());
    const before = snapshotAll();
    const bad = await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: 'data:image/png;base64,aGVsbG8=' });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ field: 'signature' });
    // A tap: a dot of 7 px on a 300 px pad. Refused before the code is checked: no try is counted.
    const dot = await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(dotPng()) });
    expect(dot.status).toBe(422);
    expect(dot.body).toMatchObject({ field: 'signature', msg: '签名太小，请在签名框内用手指完整写下您的姓名' });
    const english = await server.client({ locale: 'en-US' }).post(`/api/signing/${token}/sign`, { code, signature: dataUrl(dotPng()) });
    expect(english.body.msg).toBe('The signature is too small: write your full name across the box with your finger');
    expect(snapshotAll()).toEqual(before);
    // The scribble every signing test draws passes, with the same code.
    const ok = await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) });
    expect(ok.status).toBe(200);
    expect((await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!.state).toBe('signed');
    const detail = (await as.department.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
    expect(detail.status).toBe('pending_company');
    expect(detail.documents[0].current.stage).toBe('employee_signed');
    expect(detail.events.map((e) => e.action)).toEqual(
      expect.arrayContaining(['created', 'sent', 'viewed', 'code_sent', 'employee_signed']),
    );
    // The initiator is told.
    expect(count(server.handle, "select count(*) as n from notices where title like '%陈思远%已签署%'")).toBe(1);
    expect((await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) })).status).toBe(409);
  });

  it('company signing: refused without a seal (saying who can upload one, naming no page), then completes', async () => {
    // Company 29 is seeded with a seal: disabled here to see the refusal.
    raw(server.handle).prepare("update seals set status = 'disabled' where company_id = 29 and kind = 'company'").run();
    const noSeal = await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {});
    expect(noSeal.status).toBe(409);
    expect(noSeal.body.msg).toBe('该公司尚未上传印章，无法签章：请联系本公司的公司用户或管理员上传印章后再签章');
    expect(noSeal.body.msg).not.toMatch(/客户|→|\/api\//);
    const { sealPng } = await import('./support/png');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sealPng())], { type: 'image/png' }), 'seal.png');
    expect((await as.user.request('POST', '/api/companies/29/seal', { body: form })).status).toBe(200);
    // The uploaded seal is a new seal: whoever stamps it is granted it first.
    const [seal] = (await as.user.get<Seal[]>('/api/companies/29/seals')).body.data!.filter((s) => s.status === 'active');
    const operatorId = (raw(server.handle).prepare("select id from accounts where username = 'operator'").get() as { id: number }).id;
    expect((await as.user.post(`/api/seals/${seal.id}/grants`, { accountId: operatorId })).status).toBe(201);
    const done = await as.operator.post<SignTask>(`/api/sign-tasks/${taskId}/company-sign`, {});
    expect(done.body.data).toMatchObject({ status: 'completed' });
    expect((await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {})).status).toBe(409);
    expect(count(server.handle, "select count(*) as n from sign_events where task_id = ? and action = 'company_signed'", taskId)).toBe(1);
  });

  it('refuses after a reject: the employee refuses with a reason and the initiator is told', async () => {
    const task = (await create(as.department, ['周婷'], { send: true })).body.data!.created[0];
    const link = linkTokenOf(mobileOf('周婷'));
    await as.anonymous.post(`/api/signing/${link}/code`, {});
    const res = await as.anonymous.post(`/api/signing/${link}/reject`, { code: codeOf(mobileOf('周婷')), reason: '薪资与约定不符' });
    expect(res.status).toBe(200);
    const detail = (await as.department.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!;
    expect(detail).toMatchObject({ status: 'rejected', rejectReason: '薪资与约定不符' });
    expect((await as.anonymous.get<SigningView>(`/api/signing/${link}`)).body.data!.state).toBe('rejected');
  });
});

describe('audit chain', () => {
  let taskId = 0;
  const audit = async () => (await as.operator.get<SignAuditResult>(`/api/sign-tasks/${taskId}/audit`)).body.data!;
  const db = () => raw(server.handle);
  beforeAll(async () => {
    taskId = (await create(as.operator, ['王海涛'], { send: true })).body.data!.created[0].id;
    await as.operator.post(`/api/sign-tasks/${taskId}/revoke`, { reason: '测试审计' });
  });

  it('is intact as written', async () => {
    expect(await audit()).toEqual({ intact: true, events: 3, brokenAt: null, problem: null });
  });

  it('finds an edited row', async () => {
    const { ip } = db().prepare('select ip from sign_events where task_id = ? and sequence = 2').get(taskId) as { ip: string };
    db().prepare("update sign_events set ip = '6.6.6.6' where task_id = ? and sequence = 2").run(taskId);
    expect(await audit()).toMatchObject({ intact: false, brokenAt: 2, problem: 'edited' });
    db().prepare('update sign_events set ip = ? where task_id = ? and sequence = 2').run(ip, taskId);
    expect((await audit()).intact).toBe(true);
  });

  it('finds a deleted row, in the middle and at the end', async () => {
    const rows = db().prepare('select * from sign_events where task_id = ? order by sequence').all(taskId) as Record<string, unknown>[];
    const insert = db().prepare(
      'insert into sign_events (id, task_id, sequence, action, actor_type, actor_id, actor_name, at, ip, user_agent, document_sha256, detail, prev_hash, hash) values (@id, @task_id, @sequence, @action, @actor_type, @actor_id, @actor_name, @at, @ip, @user_agent, @document_sha256, @detail, @prev_hash, @hash)',
    );
    db().prepare('delete from sign_events where id = ?').run(rows[1].id);
    expect(await audit()).toMatchObject({ intact: false, brokenAt: 2, problem: 'deleted' });
    insert.run(rows[1]);
    db().prepare('delete from sign_events where id = ?').run(rows[2].id);
    expect(await audit()).toMatchObject({ intact: false, brokenAt: 3, problem: 'deleted' });
    insert.run(rows[2]);
    expect((await audit()).intact).toBe(true);
  });

  it('finds an inserted row', async () => {
    const last = db().prepare('select * from sign_events where task_id = ? order by sequence desc limit 1').get(taskId) as Record<
      string,
      unknown
    >;
    db()
      .prepare(
        "insert into sign_events (task_id, sequence, action, actor_type, actor_id, actor_name, at, ip, user_agent, document_sha256, detail, prev_hash, hash) values (?, ?, 'company_signed', 'account', 1, 'x', ?, null, null, '[]', '{}', ?, ?)",
      )
      .run(taskId, Number(last.sequence) + 1, last.at, last.hash, 'f'.repeat(64));
    expect(await audit()).toMatchObject({ intact: false, brokenAt: Number(last.sequence) + 1 });
    db()
      .prepare('delete from sign_events where task_id = ? and sequence = ?')
      .run(taskId, Number(last.sequence) + 1);
    expect((await audit()).intact).toBe(true);
  });
});

describe('templates for initiators', () => {
  it('lets department users and operators read enabled templates and field help, not change them', async () => {
    for (const client of [as.department, as.operator]) {
      const list = await client.get<Page<{ status: string }>>('/api/contracts?pageSize=100');
      expect(list.status).toBe(200);
      expect(list.body.data!.list.length).toBeGreaterThan(0);
      expect(list.body.data!.list.every((t) => t.status === 'enabled')).toBe(true);
      expect((await client.get('/api/contracts?status=draft')).status).toBe(403);
      expect((await client.get(`/api/contracts/${templateId('LC-2025')}/fields`)).status).toBe(200);
      expect((await client.get('/api/field-helps')).status).toBe(200);
      expect((await client.put(`/api/contracts/${templateId('LC-2025')}`, { name: 'x' })).status).toBe(403);
      expect((await client.post('/api/field-helps', { key: 'k', title: 't', content: 'c' })).status).toBe(403);
    }
  });
});
