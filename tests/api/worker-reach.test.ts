/**
 * Reaching the worker, with no SMS provider (development): every text is held in the outbox and
 * shown to administrators; a reminder carries the link the worker already has; the identity
 * check before the code; the completion text; and `/my`, where a worker signs in with a texted
 * code and keeps their contracts, and no one else's. The request log carries no link and no code.
 */
import { execFileSync } from 'node:child_process';
import type { OutboxMessage, MessagingSettings } from '../../common/api/messages';
import type { MyContract, MyWorker } from '../../common/api/my';
import type { Page } from '../../common/api/paging';
import type { SignTaskCreateResult, SignTaskDetail, SigningView } from '../../common/api/signing';
import { devMessaging, type Messaging } from '../../server/messaging';
import { HOUR, MINUTE, startServer, TestClock, type TestServer } from './support/harness';
import { heldTexts, lastText, SIGNING_LINK } from './support/outbox';
import { count, loginAll, type Clients } from './support/roles';
import {
  addEmployees,
  employeeCode,
  LABOUR_VALUES,
  linkToken,
  mobileOf,
  pendingCompanyTasks,
  templateIdOf,
  uploadSeal,
} from './support/signing';
import { dataUrl, signaturePng } from './support/png';
import { raw } from './support/database';

const logLines: string[] = [];
let server: TestServer;
let as: Clients;

/** The identity verifier of the carrier, answering as the test says. */
let carrierSays: 'match' | 'mismatch' = 'match';
const messaging: Messaging = {
  ...devMessaging(),
  identity: {
    name: 'tencent',
    method: 'carrier_three_element',
    verify: async () =>
      carrierSays === 'match'
        ? { answered: true, match: true, reference: 'req-match-1', detail: '0' }
        : { answered: true, match: false, reference: 'req-mismatch-1', detail: '-4' },
  },
};

beforeAll(async () => {
  server = await startServer({
    clock: new TestClock(new Date().toISOString()),
    background: { pollMs: 3_600_000 },
    messaging,
    ownPublicUrl: true,
    logRequests: true,
    log: (line) => logLines.push(line),
  });
  as = await loginAll(server);
});
afterAll(() => server.close());

async function sendTo(employeeIds: number[], extra: Record<string, unknown> = {}) {
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds,
    values: LABOUR_VALUES,
    send: true,
    ...extra,
  });
  expect(created.status).toBe(201);
  return created.body.data!.created;
}

const events = async (taskId: number) => (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!.events;

describe('the outbox without a provider', () => {
  it('holds every text, says so, and shows it to administrators only', async () => {
    const [employee] = addEmployees(server, 1, '外发');
    const [task] = await sendTo([employee]);
    const mobile = mobileOf(server, employee);
    const settings = await as.admin.get<MessagingSettings>('/api/messages/settings');
    expect(settings.body.data).toEqual({ sms: 'dev', email: false, identity: 'tencent' });
    const page = await as.admin.get<Page<OutboxMessage>>(`/api/messages?recipient=${mobile}`);
    expect(page.body.data!.list).toEqual([
      expect.objectContaining({
        kind: 'signing_link',
        status: 'held',
        provider: 'dev',
        taskId: task.id,
        text: expect.stringContaining('/signing/'),
      }),
    ]);
    expect((await as.company.get('/api/messages')).status).toBe(403);
    expect((await as.operator.get('/api/messages/settings')).status).toBe(403);
    // The task's timeline shows the message, without its text.
    const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!;
    expect(detail.messages).toEqual([
      expect.objectContaining({
        kind: 'signing_link',
        channel: 'sms',
        status: 'held',
        recipient: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
      }),
    ]);
    expect(JSON.stringify(detail.messages)).not.toContain('/signing/');
  });

  it('refuses a filter it does not know, naming it', async () => {
    const res = await as.admin.get('/api/messages?status=lost');
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('status');
  });
});

describe('reminders', () => {
  // The clock moves past the sessions' lifetime: sign in again for the suites after.
  afterAll(async () => {
    as = await loginAll(server);
  });

  it('text the link the worker already has: it keeps working, and the reminder is an audit event', async () => {
    const [employee] = addEmployees(server, 1, '提醒');
    const deadline = new Date(server.clock.now().getTime() + 30 * HOUR).toISOString();
    const [task] = await sendTo([employee], { deadline });
    const mobile = mobileOf(server, employee);
    const first = linkToken(server, mobile);
    server.clock.advance(7 * HOUR);
    await server.runJobs();
    server.clock.advance(MINUTE);
    await server.runJobs();
    const reminder = heldTexts(server.handle, [mobile]).filter((t) => t.kind === 'reminder');
    expect(reminder).toHaveLength(1);
    expect(SIGNING_LINK.exec(reminder[0].body)![1]).toBe(first);
    expect((await as.anonymous.get<SigningView>(`/api/signing/${first}`)).body.data!.state).toBe('open');
    const actions = (await events(task.id)).map((e) => e.action);
    expect(actions).toContain('reminded');
    expect(actions).not.toContain('link_renewed');
  });

  it('renew a link made before links were derived, and record the change', async () => {
    const [employee] = addEmployees(server, 1, '旧链');
    const deadline = new Date(server.clock.now().getTime() + 30 * HOUR).toISOString();
    const [task] = await sendTo([employee], { deadline });
    const mobile = mobileOf(server, employee);
    const first = linkToken(server, mobile);
    // A link of before: its hash is kept, nothing it was derived from.
    raw(server.handle).prepare('update sign_tasks set link_nonce = null where id = ?').run(task.id);
    server.clock.advance(7 * HOUR);
    await server.runJobs();
    server.clock.advance(MINUTE);
    await server.runJobs();
    const renewed = SIGNING_LINK.exec(lastText(server.handle, mobile, '提醒')!)![1];
    expect(renewed).not.toBe(first);
    const actions = (await events(task.id)).map((e) => e.action);
    expect(actions.slice(-2)).toEqual(['link_renewed', 'reminded']);
    expect((await as.anonymous.get<SigningView>(`/api/signing/${renewed}`)).body.data!.state).toBe('open');
  });
});

describe('the identity check before signing', () => {
  let token = '';
  let taskId = 0;
  let employee = 0;

  beforeAll(async () => {
    expect((await as.admin.put('/api/companies/29', { verifyIdentity: true })).status).toBe(200);
    [employee] = addEmployees(server, 1, '核验');
    [{ id: taskId }] = await sendTo([employee]);
    token = linkToken(server, mobileOf(server, employee));
  });
  afterAll(async () => {
    expect((await as.admin.put('/api/companies/29', { verifyIdentity: false })).status).toBe(200);
  });

  const person = () =>
    raw(server.handle).prepare('select name, id_number from employees where id = ?').get(employee) as { name: string; id_number: string };

  it('is asked first: no code before it', async () => {
    expect((await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!.identity).toBe('required');
    const refused = await as.anonymous.post(`/api/signing/${token}/code`, {});
    expect(refused.status).toBe(409);
    expect(heldTexts(server.handle, [mobileOf(server, employee)]).filter((t) => t.kind === 'signing_code')).toHaveLength(0);
  });

  it('names the field that is not the record, and writes nothing', async () => {
    const before = count(server.handle, 'select count(*) as n from sign_events where task_id = ?', taskId);
    const wrong = await as.anonymous.post(`/api/signing/${token}/identity`, { name: person().name, idNumber: '11010519491231002X' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ field: 'idNumber' });
    expect(count(server.handle, 'select count(*) as n from sign_events where task_id = ?', taskId)).toBe(before);
  });

  it('stops signing when the carrier says the mobile is not theirs, and tells the initiator', async () => {
    carrierSays = 'mismatch';
    const res = await as.anonymous.post(`/api/signing/${token}/identity`, { name: person().name, idNumber: person().id_number });
    carrierSays = 'match';
    expect(res.status).toBe(409);
    const last = (await events(taskId)).at(-1)!;
    expect(last).toMatchObject({
      action: 'identity_failed',
      detail: { method: 'carrier_three_element', provider: 'tencent', reference: 'req-mismatch-1' },
    });
    expect(count(server.handle, "select count(*) as n from notices where link = ? and title like '%核验%'", `/sign/${taskId}`)).toBe(1);
    expect((await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!.identity).toBe('required');
  });

  it('once passed, is kept in the audit chain and the code follows', async () => {
    const res = await as.anonymous.post(`/api/signing/${token}/identity`, { name: person().name, idNumber: person().id_number });
    expect(res.status).toBe(200);
    expect((await events(taskId)).at(-1)).toMatchObject({
      action: 'identity_verified',
      detail: { method: 'carrier_three_element', provider: 'tencent', reference: 'req-match-1' },
    });
    expect((await as.anonymous.get<SigningView>(`/api/signing/${token}`)).body.data!.identity).toBe('verified');
    const { code } = await employeeCode(server, as.anonymous, employee);
    expect((await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) })).status).toBe(200);
    // The evidence report says who signed and how that was proven (read by poppler's pdftotext).
    const report = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/evidence`);
    const text = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(await report.arrayBuffer()), encoding: 'utf8' });
    expect(text).toContain('req-match-1');
    expect(text).toContain('req-mismatch-1');
    expect(text).toContain('运营商三要素核验');
  });
});

describe('the worker keeps the contract on /my', () => {
  let taskId = 0;
  let mobile = '';
  const worker = () => server.client();
  const myCode = () =>
    /(\d{6})/.exec(
      heldTexts(server.handle, [mobile])
        .filter((t) => t.kind === 'my_code')
        .at(-1)!.body,
    )![1];

  beforeAll(async () => {
    const [employee] = addEmployees(server, 1, '留存');
    mobile = mobileOf(server, employee);
    [taskId] = await pendingCompanyTasks(server, as.operator, as.anonymous, [employee]);
    await uploadSeal(as.user, 29);
    expect((await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {})).status).toBe(200);
    await server.runJobs();
  });

  it('is texted that the contract took effect, with the way to /my', () => {
    const completed = heldTexts(server.handle, [mobile]).filter((t) => t.kind === 'completed');
    expect(completed).toHaveLength(1);
    expect(completed[0].body).toContain(`${server.base.replace(/\/$/, '')}/my`);
  });

  it('signs in with a texted code, lists the contract and downloads it, each download an audit event', async () => {
    const phone = worker();
    expect((await phone.get('/api/my/contracts')).status).toBe(401);
    expect((await phone.post('/api/my/code', { mobile })).status).toBe(200);
    const wrong = await phone.post('/api/my/login', { mobile, code: myCode() === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ field: 'code' });
    const login = await phone.post<MyWorker>('/api/my/login', { mobile, code: myCode() });
    expect(login.status).toBe(200);
    expect(login.body.data).toEqual({ mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });
    // A worker session is not a back-office one.
    expect((await phone.get('/api/currentUser')).status).toBe(401);
    const contracts = (await phone.get<MyContract[]>('/api/my/contracts')).body.data!;
    expect(contracts).toEqual([expect.objectContaining({ taskId, status: 'completed', companyName: expect.any(String) })]);
    const before = count(server.handle, "select count(*) as n from sign_events where task_id = ? and action = 'downloaded'", taskId);
    const pdf = await phone.raw('GET', `/api/my/contracts/${taskId}/documents/${contracts[0].documents[0].id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await phone.raw('GET', `/api/my/contracts/${taskId}/evidence`)).status).toBe(200);
    const zip = await phone.raw('GET', `/api/my/contracts/${taskId}/archive`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(count(server.handle, "select count(*) as n from sign_events where task_id = ? and action = 'downloaded'", taskId)).toBe(
      before + 3,
    );
    expect((await events(taskId)).at(-1)).toMatchObject({ action: 'downloaded', actorType: 'employee' });
    expect((await phone.post('/api/my/logout', {})).status).toBe(200);
    expect((await phone.get('/api/my/contracts')).status).toBe(401);
  });

  it("never shows another mobile's contract, and writes nothing when asked", async () => {
    const [other] = addEmployees(server, 1, '旁人');
    const otherMobile = mobileOf(server, other);
    await pendingCompanyTasks(server, as.operator, as.anonymous, [other]);
    const phone = worker();
    await phone.post('/api/my/code', { mobile: otherMobile });
    const code = /(\d{6})/.exec(
      heldTexts(server.handle, [otherMobile])
        .filter((t) => t.kind === 'my_code')
        .at(-1)!.body,
    )![1];
    expect((await phone.post('/api/my/login', { mobile: otherMobile, code })).status).toBe(200);
    const theirs = (await phone.get<MyContract[]>('/api/my/contracts')).body.data!;
    expect(theirs.map((c) => c.taskId)).not.toContain(taskId);
    expect(theirs).toEqual([expect.objectContaining({ status: 'pending_company' })]);
    const before = count(server.handle, 'select count(*) as n from sign_events where task_id = ?', taskId);
    for (const path of [
      `/api/my/contracts/${taskId}/documents/1`,
      `/api/my/contracts/${taskId}/evidence`,
      `/api/my/contracts/${taskId}/archive`,
    ]) {
      expect((await phone.raw('GET', path)).status).toBe(404);
    }
    // Their own contract, not sealed yet: nothing to download.
    expect((await phone.raw('GET', `/api/my/contracts/${theirs[0].taskId}/evidence`)).status).toBe(409);
    expect(count(server.handle, 'select count(*) as n from sign_events where task_id = ?', taskId)).toBe(before);
  });

  it('texts no code to a mobile with no contract, with the same answer', async () => {
    const stranger = '13700000001';
    const res = await worker().post('/api/my/code', { mobile: stranger });
    expect(res.status).toBe(200);
    expect(heldTexts(server.handle, [stranger])).toEqual([]);
  });
});

describe('the request log', () => {
  it('carries no signing link and no code', () => {
    server.flushLogs();
    const log = logLines.join('\n');
    expect(log.split('\n').length).toBeGreaterThan(50);
    const secrets = heldTexts(server.handle).flatMap((t) => [SIGNING_LINK.exec(t.body)?.[1], /\b(\d{6})\b/.exec(t.body)?.[1]]);
    const tokens = secrets.filter((s): s is string => Boolean(s) && s!.length === 43);
    const codes = secrets.filter((s): s is string => Boolean(s) && s!.length === 6);
    expect(tokens.length).toBeGreaterThan(3);
    expect(codes.length).toBeGreaterThan(3);
    for (const token of tokens) expect(log).not.toContain(token);
    for (const code of codes) expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(log).toContain('/api/signing/:token');
  });
});
