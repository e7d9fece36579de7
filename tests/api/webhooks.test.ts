/**
 * Webhooks over HTTP, to a receiver on loopback that verifies every request with the
 * `standardwebhooks` package: a whole hire (task.sent, task.employee_signed, task.completed
 * exactly once each, subscriptions honoured), a batch, an import and a failed text; retries on
 * the schedule, failure after about a day, the endpoint switched off after a streak and its
 * company told; redelivery by hand; who may manage endpoints, each change an audit event, and
 * nothing written on refusal; private destinations refused unless allowed; and kill -9 between
 * the seal and the delivery.
 */
import type { ApiKey, ApiKeyCreated } from '../../common/api/api-keys';
import type { AuditEvent } from '../../common/api/audit';
import type { Seal } from '../../common/api/seals';
import { documentedClient } from './support/key-client';
import { rmSync } from 'node:fs';
import { Workbook } from 'exceljs';
import type { Notice } from '../../common/api/accounts';
import type { Page } from '../../common/api/paging';
import type { MessageKind } from '../../common/api/messages';
import { MESSAGE_KINDS } from '../../common/api/messages';
import type { ImportReport } from '../../common/api/organisation';
import type { SignTaskCreateResult } from '../../common/api/signing';
import type { WebhookCreated, WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../../common/api/webhooks';
import { makeIdNumber } from '../../common/validation/china-ids';
import { RETRY_DELAYS_MS } from '../../server/domain/webhooks/deliver-webhook';
import { createMessaging } from '../../server/messaging';
import { databaseEnv, openTestDatabase, raw } from './support/database';
import { ApiClient, DAY, startServer, tempDir, TestClock, type TestServer } from './support/harness';
import { spawnServer, until, type ServerProcess } from './support/process';
import { startTencentStandIn } from './support/provider-stand-ins';
import { dataUrl, signaturePng } from './support/png';
import { fileForm, loginAll, serveWithRoles, snapshot, type Clients } from './support/roles';
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
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const HIRE: WebhookEventType[] = ['task.sent', 'task.employee_signed', 'task.completed'];
/** Deliveries run side by side, so they may arrive in any order (docs/api.md, "Delivery"). */
function inHireOrder<T extends { payload?: { type: WebhookEventType } | null }>(heard: T[]): T[] {
  return [...heard].sort((a, b) => HIRE.indexOf(a.payload!.type) - HIRE.indexOf(b.payload!.type));
}

/** An endpoint made over HTTP, its secret handed to the receiver for its path. */
async function addEndpoint(
  client: ApiClient,
  receiver: WebhookReceiver,
  path: string,
  events: WebhookEventType[],
  companyId?: number,
): Promise<WebhookCreated> {
  const created = await client.post<WebhookCreated>('/api/webhooks', { url: receiver.url(path), events, companyId });
  expect(created.status).toBe(201);
  receiver.secrets.set(path, created.body.data!.secret);
  return created.body.data!;
}

async function deliveriesOf(client: ApiClient, endpointId: number, query = ''): Promise<WebhookDelivery[]> {
  const page = await client.get<Page<WebhookDelivery>>(`/api/webhooks/${endpointId}/deliveries?pageSize=100${query}`);
  expect(page.status).toBe(200);
  return page.body.data!.list;
}

async function sendTasks(server: TestServer, operator: ApiClient, employeeIds: number[]): Promise<number[]> {
  const created = await operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds,
    values: LABOUR_VALUES,
    send: true,
  });
  expect(created.status).toBe(201);
  return created.body.data!.created.map((task) => task.id);
}

describe('delivered to a receiver on loopback (WEBHOOK_ALLOW_PRIVATE)', () => {
  // The real time: the seal's certificates are checked against it. Jobs run when the test says.
  const { server, as } = serveWithRoles({
    clock: new TestClock(new Date().toISOString()),
    background: { pollMs: 3_600_000 },
    // Sessions outlive the day of retries the clock is moved through.
    policy: { webhooksToPrivateAddresses: true, sessionTtlMs: 30 * DAY },
  });
  let receiver: WebhookReceiver;
  let hire: WebhookCreated;

  beforeAll(async () => {
    receiver = await startWebhookReceiver(() => server.clock.now());
    await uploadSeal(as.user, 29);
  });
  afterAll(() => receiver.close());
  afterEach(() => {
    // Every request that reached the receiver carried a valid signature.
    expect(receiver.received.filter((r) => r.error !== null)).toEqual([]);
  });

  it('a whole hire: task.sent, task.employee_signed and task.completed, each verified, exactly once', async () => {
    hire = await addEndpoint(as.user, receiver, '/hire', HIRE);
    expect(hire.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    await addEndpoint(as.user, receiver, '/viewed', ['task.viewed', 'task.completed']);
    // Another company's endpoint hears nothing of company 29.
    await addEndpoint(as.company, receiver, '/elsewhere', [...HIRE, 'task.viewed']);

    const [employeeId] = addEmployees(server, 1, '入职');
    const [taskId] = await sendTasks(server, as.operator, [employeeId]);
    expect((await as.anonymous.get(`/api/signing/${linkToken(server, mobileOf(server, employeeId))}`)).status).toBe(200);
    const { token, code } = await employeeCode(server, as.anonymous, employeeId);
    expect((await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) })).status).toBe(200);
    expect((await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {})).status).toBe(200);
    await server.runJobs();

    const heard = inHireOrder(receiver.verified('/hire'));
    expect(heard.map((r) => r.payload!.type)).toEqual(HIRE);
    expect(new Set(heard.map((r) => r.id)).size).toBe(3);
    // Each with the task as the event left it.
    expect(heard.map((r) => [r.payload!.data.id, r.payload!.data.status])).toEqual([
      [taskId, 'pending_employee'],
      [taskId, 'pending_company'],
      [taskId, 'completed'],
    ]);
    expect(heard[2].payload!.data).toMatchObject({ companyId: 29, employeeId, completedAt: expect.any(String) });
    expect(
      receiver
        .verified('/viewed')
        .map((r) => r.payload!.type)
        .sort(),
    ).toEqual(['task.completed', 'task.viewed']);
    expect(receiver.received.filter((r) => r.path === '/elsewhere')).toEqual([]);

    const log = await deliveriesOf(as.user, hire.id);
    expect(log.map((d) => [d.eventType, d.status, d.attempts, d.lastStatusCode])).toEqual([
      ['task.completed', 'delivered', 1, 204],
      ['task.employee_signed', 'delivered', 1, 204],
      ['task.sent', 'delivered', 1, 204],
    ]);
    expect(log.map((d) => d.eventId)).toEqual(heard.map((r) => r.id).reverse());
    // The secret is kept sealed: the database alone does not hold it.
    const stored = JSON.stringify(raw(server.handle).prepare('select * from webhook_endpoints where id = ?').get(hire.id));
    expect(stored).not.toContain(hire.secret.slice('whsec_'.length, 20));
    const listed = (await as.user.get<Page<WebhookEndpoint>>('/api/webhooks')).body.data!.list.find((e) => e.id === hire.id)!;
    expect(listed).toMatchObject({ url: receiver.url('/hire'), events: HIRE, enabled: true, companyId: 29, createdBy: expect.any(String) });
    expect(listed.secretHint).toBe(`${hire.secret.slice(0, 10)}…`);
    expect(JSON.stringify(listed)).not.toContain(hire.secret);
  });

  it('a whole hire with an API key and no cookie: the key adds the employee, sends, and seals; the hire is heard once each', async () => {
    const key = await as.user.post<ApiKeyCreated>('/api/api-keys', { name: 'HR system', role: 'operator' });
    expect(key.status).toBe(201);
    // The HR system's calls go through a client generated from the OpenAPI document, as its own would.
    const hr = documentedClient(server.base, key.body.data!.secret);
    // The key acts as an operator: it stamps once a company user grants it the seal.
    const listed = (await as.user.get<Page<ApiKey>>('/api/api-keys')).body.data!.list.find((k) => k.id === key.body.data!.id)!;
    const seal = (await as.user.get<Seal[]>('/api/companies/29/seals')).body.data!.find((s) => s.kind === 'company')!;
    expect((await as.user.post(`/api/seals/${seal.id}/grants`, { accountId: listed.accountId })).status).toBe(201);
    const endpoint = await addEndpoint(as.user, receiver, '/hr-system', HIRE);

    const employee = await hr.POST('/api/employees', {
      body: { name: '钱入职', idNumber: makeIdNumber('310104', '19940321', '457'), mobile: '13700006201', entryDate: '2026-11-20' },
      headers: { 'Idempotency-Key': 'hire-qian-1' },
    });
    expect(employee.response.status).toBe(200);
    const employeeId = employee.data!.data.id;
    const created = await hr.POST('/api/sign-tasks', {
      body: { templateId: templateIdOf(server, 'LC-2025'), employeeIds: [employeeId], values: LABOUR_VALUES, send: true },
    });
    expect(created.response.status).toBe(201);
    const taskId = created.data!.data.created[0].id;
    const { token, code } = await employeeCode(server, as.anonymous, employeeId);
    expect((await as.anonymous.post(`/api/signing/${token}/sign`, { code, signature: dataUrl(signaturePng()) })).status).toBe(200);
    const sealed = await hr.POST('/api/sign-tasks/{id}/company-sign', { params: { path: { id: taskId } } });
    expect([sealed.response.status, sealed.data?.data && 'status' in sealed.data.data && sealed.data.data.status]).toEqual([
      200,
      'completed',
    ]);
    await server.runJobs();

    const heard = inHireOrder(receiver.verified('/hr-system'));
    expect(heard.map((r) => [r.payload!.type, r.payload!.data.id])).toEqual(HIRE.map((type) => [type, taskId]));
    expect(new Set(heard.map((r) => r.id)).size).toBe(3);
    expect((await deliveriesOf(as.user, endpoint.id)).every((d) => d.status === 'delivered')).toBe(true);
  });

  it('redelivers by hand: the same webhook-id and bytes, a new timestamp', async () => {
    const [completed] = await deliveriesOf(as.user, hire.id, '&status=delivered');
    const first = receiver.verified('/hire').find((r) => r.id === completed.eventId)!;
    server.clock.advance(60_000);
    const again = await as.user.post<WebhookDelivery>(`/api/webhooks/${hire.id}/deliveries/${completed.id}/redeliver`, {});
    expect(again.status).toBe(202);
    expect(again.body.data).toMatchObject({ id: completed.id, status: 'pending', attempts: 0 });
    await server.runJobs();
    const resent = receiver.verified('/hire').filter((r) => r.id === completed.eventId);
    expect(resent).toHaveLength(2);
    expect(resent[1].body).toBe(first.body);
    expect(Number(resent[1].timestamp)).toBe(Number(first.timestamp) + 60);
    expect((await deliveriesOf(as.user, hire.id)).find((d) => d.id === completed.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    expect((await as.user.post(`/api/webhooks/${hire.id}/deliveries/999999/redeliver`, {})).status).toBe(404);
  });

  it('batch.finished with the batch, employees.imported with the counts', async () => {
    await addEndpoint(as.user, receiver, '/ops', ['batch.finished', 'employees.imported']);
    const ids = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 2, '批量'));
    const batch = await as.operator.post<{ id: number }>('/api/batches', { taskIds: ids });
    expect(batch.status).toBe(202);
    await server.runJobs();
    const [finished] = receiver.verified('/ops', 'batch.finished');
    expect(finished.payload!.data).toMatchObject({ id: batch.body.data!.id, companyId: 29, status: 'done', total: 2, done: 2, failed: 0 });

    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('员工');
    sheet.addRow(['姓名', '身份证号', '手机号', '部门', '岗位', '入职日期']);
    sheet.addRow(['钩子新人', makeIdNumber('310101', '19910304', '057'), '13700000571', '仓储运营部', '分拣员', '2025-03-01']);
    sheet.addRow(['缺号码', makeIdNumber('310101', '19910305', '068'), '', '仓储运营部', '分拣员', '2025-03-01']);
    const file = fileForm(Buffer.from(await workbook.xlsx.writeBuffer()), 'staff.xlsx');
    const dryRun = await as.user.request<ImportReport>('POST', '/api/employees/import?dryRun=true', { body: file });
    expect(dryRun.body.data).toMatchObject({ dryRun: true, valid: 1 });
    const imported = await as.user.request<ImportReport>('POST', '/api/employees/import', { body: file });
    expect(imported.body.data).toMatchObject({ imported: 1 });
    await server.runJobs();
    expect(receiver.verified('/ops', 'employees.imported').map((r) => r.payload!.data)).toEqual([
      { companyId: 29, total: 2, imported: 1, refused: 1 },
    ]);
  });

  it('a receiver answering 500: retried on the schedule, failed after about a day; five in a row switch the endpoint off and tell the company', async () => {
    const down = await addEndpoint(as.user, receiver, '/down', ['task.sent']);
    receiver.reply = (r) => (r.path === '/down' ? 500 : 204);
    const taskIds = await sendTasks(server, as.operator, addEmployees(server, 5, '宕机'));
    await server.runJobs();
    const waiting = await deliveriesOf(as.user, down.id);
    expect(waiting).toHaveLength(5);
    for (const delivery of waiting) {
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500' });
      expect(Date.parse(delivery.nextAttemptAt!) - server.clock.now().getTime()).toBe(RETRY_DELAYS_MS[0]);
    }
    // Not before its time.
    server.clock.advance(RETRY_DELAYS_MS[0] - 1000);
    await server.runJobs();
    expect((await deliveriesOf(as.user, down.id)).map((d) => d.attempts)).toEqual([1, 1, 1, 1, 1]);
    server.clock.advance(1000);
    await server.runJobs();
    expect((await deliveriesOf(as.user, down.id)).map((d) => d.attempts)).toEqual([2, 2, 2, 2, 2]);
    for (const delay of RETRY_DELAYS_MS.slice(1)) {
      server.clock.advance(delay);
      await server.runJobs();
    }
    const failed = await deliveriesOf(as.user, down.id);
    expect(failed.map((d) => [d.status, d.attempts])).toEqual(Array(5).fill(['failed', RETRY_DELAYS_MS.length + 1]));
    // Each event reached the receiver on every attempt under its one id, with the same body.
    const heard = receiver.verified('/down');
    expect(heard).toHaveLength(5 * (RETRY_DELAYS_MS.length + 1));
    expect(new Set(heard.map((r) => r.id)).size).toBe(5);
    for (const id of new Set(heard.map((r) => r.id))) expect(new Set(heard.filter((r) => r.id === id).map((r) => r.body)).size).toBe(1);
    expect(heard.map((r) => r.payload!.data.id).sort()).toEqual(taskIds.flatMap((id) => Array(RETRY_DELAYS_MS.length + 1).fill(id)).sort());

    const endpoint = (await as.user.get<Page<WebhookEndpoint>>('/api/webhooks')).body.data!.list.find((e) => e.id === down.id)!;
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: 'failing', failureStreak: 5 });
    const notices = (await as.user.get<Notice[]>('/api/notices')).body.data!;
    expect(notices.find((n) => n.link === '/company/29?tab=webhooks')).toMatchObject({
      status: 'urgent',
      title: expect.stringContaining(receiver.url('/down')),
    });
    // Switched off: no new deliveries, and no redelivery.
    await sendTasks(server, as.operator, addEmployees(server, 1, '停用'));
    expect(await deliveriesOf(as.user, down.id)).toHaveLength(5);
    expect((await as.user.post(`/api/webhooks/${down.id}/deliveries/${failed[0].id}/redeliver`, {})).status).toBe(409);

    // Switched on again, a new streak; a failed event sent by hand arrives.
    const on = await as.user.patch<WebhookEndpoint>(`/api/webhooks/${down.id}`, { enabled: true });
    expect(on.body.data).toMatchObject({ enabled: true, disabledReason: null, failureStreak: 0 });
    receiver.reply = () => 200;
    expect((await as.user.post(`/api/webhooks/${down.id}/deliveries/${failed[0].id}/redeliver`, {})).status).toBe(202);
    await server.runJobs();
    expect((await deliveriesOf(as.user, down.id)).find((d) => d.id === failed[0].id)).toMatchObject({
      status: 'delivered',
      lastStatusCode: 200,
    });
    expect(receiver.verified('/down').filter((r) => r.id === failed[0].eventId)).toHaveLength(RETRY_DELAYS_MS.length + 2);
  });

  describe('management', () => {
    const tables = () => ['webhook_endpoints', 'webhook_deliveries', 'audit_events'].map((table) => snapshot(server.handle, table));

    it('department users, operators and API keys are refused every route', async () => {
      const [endpoint] = (await as.user.get<Page<WebhookEndpoint>>('/api/webhooks')).body.data!.list;
      const before = tables();
      const calls = (client: ApiClient, headers: Record<string, string> = {}) => [
        client.request('GET', '/api/webhooks', { headers }),
        client.request('POST', '/api/webhooks', { json: { url: receiver.url('/x'), events: ['task.sent'] }, headers }),
        client.request('PATCH', `/api/webhooks/${endpoint.id}`, { json: { enabled: false }, headers }),
        client.request('DELETE', `/api/webhooks/${endpoint.id}`, { headers }),
        client.request('GET', `/api/webhooks/${endpoint.id}/deliveries`, { headers }),
        client.request('POST', `/api/webhooks/${endpoint.id}/deliveries/1/redeliver`, { json: {}, headers }),
      ];
      for (const role of ['department', 'operator'] as const) {
        expect((await Promise.all(calls(as[role]))).map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
      }
      const byKey = await Promise.all(calls(as.user, { authorization: 'Bearer esk_not-a-session' }));
      expect(byKey.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
      expect((await Promise.all(calls(as.anonymous))).map((r) => r.status)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(tables()).toEqual(before);
    });

    it("a company user manages its own company's endpoints only; an administrator any, naming the company", async () => {
      const own = (await as.user.get<Page<WebhookEndpoint>>('/api/webhooks')).body.data!;
      expect(own.total).toBeGreaterThan(0);
      expect(own.list.every((e) => e.companyId === 29)).toBe(true);
      const theirs = (await as.company.get<Page<WebhookEndpoint>>('/api/webhooks')).body.data!;
      expect(theirs.list.map((e) => e.companyId)).toEqual([31]);
      const target = own.list[0];
      const before = tables();
      expect((await as.company.get('/api/webhooks?companyId=29')).status).toBe(403);
      expect((await as.company.post('/api/webhooks', { url: receiver.url('/x'), events: ['task.sent'], companyId: 29 })).status).toBe(403);
      expect((await as.company.patch(`/api/webhooks/${target.id}`, { enabled: false })).status).toBe(403);
      expect((await as.company.delete(`/api/webhooks/${target.id}`)).status).toBe(403);
      expect((await as.company.get(`/api/webhooks/${target.id}/deliveries`)).status).toBe(403);
      const [delivery] = await deliveriesOf(as.user, hire.id);
      expect((await as.company.post(`/api/webhooks/${hire.id}/deliveries/${delivery.id}/redeliver`, {})).status).toBe(403);
      // Administrators name the company, one that exists.
      const unnamed = await as.admin.post('/api/webhooks', { url: receiver.url('/admin'), events: ['task.sent'] });
      expect([unnamed.status, unnamed.body.field]).toEqual([422, 'companyId']);
      const unknown = await as.admin.post('/api/webhooks', { url: receiver.url('/admin'), events: ['task.sent'], companyId: 99999 });
      expect([unknown.status, unknown.body.field]).toEqual([422, 'companyId']);
      expect(tables()).toEqual(before);

      const made = await addEndpoint(as.admin, receiver, '/admin', ['batch.finished'], 31);
      const listed = (await as.admin.get<Page<WebhookEndpoint>>('/api/webhooks?companyId=31')).body.data!.list;
      expect(listed.map((e) => e.id)).toEqual([made.id, theirs.list[0].id]);
      const changed = await as.company.patch<WebhookEndpoint>(`/api/webhooks/${made.id}`, {
        events: ['task.sent', 'task.sent'],
        enabled: false,
      });
      expect(changed.body.data).toMatchObject({ events: ['task.sent'], enabled: false, disabledReason: null });
      expect((await as.company.delete<WebhookEndpoint>(`/api/webhooks/${made.id}`)).body.data!.id).toBe(made.id);
      expect((await as.admin.get<Page<WebhookEndpoint>>('/api/webhooks?companyId=31')).body.data!.total).toBe(1);
    });

    it('creating, changing, deleting and redelivering are audit events of the endpoint’s company, naming who and what', async () => {
      const audited = async (client: ApiClient, action: string) =>
        (await client.get<Page<AuditEvent>>(`/api/audit-events?action=${action}&pageSize=100`)).body.data!.list;
      const url = receiver.url('/audited');
      const made = await addEndpoint(as.user, receiver, '/audited', ['task.sent', 'task.sent']);
      const [created] = (await audited(as.user, 'webhooks.create')).filter((e) => e.details.webhookId === made.id);
      expect(created).toMatchObject({ companyId: 29, actorName: '李静', details: { webhookId: made.id, url, events: ['task.sent'] } });
      expect(JSON.stringify(created)).not.toContain(made.secret.slice('whsec_'.length));

      expect((await as.user.patch(`/api/webhooks/${made.id}`, { events: ['task.viewed'], enabled: false })).status).toBe(200);
      const [changed] = (await audited(as.user, 'webhooks.update')).filter((e) => e.details.webhookId === made.id);
      // Only the fields given.
      expect(changed).toMatchObject({ companyId: 29, actorName: '李静' });
      expect(changed.details).toEqual({ webhookId: made.id, changes: { events: ['task.viewed'], enabled: false } });

      const [delivery] = await deliveriesOf(as.user, hire.id, '&status=delivered');
      expect((await as.user.post(`/api/webhooks/${hire.id}/deliveries/${delivery.id}/redeliver`, {})).status).toBe(202);
      await server.runJobs();
      const redelivered = (await audited(as.user, 'webhooks.redeliver')).find((e) => e.details.deliveryId === delivery.id);
      expect(redelivered).toMatchObject({
        companyId: 29,
        details: { webhookId: hire.id, deliveryId: delivery.id, eventType: delivery.eventType, eventId: delivery.eventId },
      });

      expect((await as.user.delete(`/api/webhooks/${made.id}`)).status).toBe(200);
      const [deleted] = (await audited(as.user, 'webhooks.delete')).filter((e) => e.details.webhookId === made.id);
      expect(deleted).toMatchObject({ companyId: 29, actorName: '李静', details: { webhookId: made.id, url, events: ['task.viewed'] } });
      // An administrator's endpoint for company 31 is in company 31's log, not in 29's.
      const theirs = await addEndpoint(as.admin, receiver, '/audited-31', ['task.sent'], 31);
      const inTheirs = (await audited(as.company, 'webhooks.create')).find((e) => e.details.webhookId === theirs.id);
      expect(inTheirs).toMatchObject({ companyId: 31, actorId: expect.any(Number) });
      expect((await audited(as.user, 'webhooks.create')).map((e) => e.details.webhookId)).not.toContain(theirs.id);
      expect((await as.admin.delete(`/api/webhooks/${theirs.id}`)).status).toBe(200);
    });

    it('deleting an endpoint takes its delivery log along', async () => {
      const made = await addEndpoint(as.user, receiver, '/gone', ['task.sent']);
      await sendTasks(server, as.operator, addEmployees(server, 1, '删除'));
      await server.runJobs();
      expect(await deliveriesOf(as.user, made.id)).toHaveLength(1);
      expect((await as.user.delete(`/api/webhooks/${made.id}`)).status).toBe(200);
      expect((await as.user.get(`/api/webhooks/${made.id}/deliveries`)).status).toBe(404);
      expect(raw(server.handle).prepare('select count(*) as n from webhook_deliveries where endpoint_id = ?').get(made.id)).toEqual({
        n: 0,
      });
    });

    it('refuses bad input with 422 naming the field, in the caller language, writing nothing', async () => {
      const english = server.client({ locale: 'en-US' });
      await english.loginOk('user');
      const before = tables();
      const refused = async (body: unknown) => {
        const res = await english.post('/api/webhooks', body);
        return [res.status, res.body.field, res.body.msg];
      };
      expect(await refused({ url: receiver.url('/x'), events: [] })).toEqual([422, 'events', expect.stringContaining('events')]);
      expect(await refused({ url: receiver.url('/x'), events: ['task.signed'] })).toEqual([422, 'events.0', expect.any(String)]);
      expect(await refused({ url: 'ftp://example.com/hook', events: ['task.sent'] })).toEqual([
        422,
        'url',
        'URL must be an http or https address',
      ]);
      expect(await refused({ url: 'not a url', events: ['task.sent'] })).toEqual([422, 'url', expect.any(String)]);
      expect(await refused({ events: ['task.sent'] })).toEqual([422, 'url', 'URL is required']);
      const [endpoint] = (await english.get<Page<WebhookEndpoint>>('/api/webhooks')).body.data!.list;
      expect((await english.patch(`/api/webhooks/${endpoint.id}`, { url: 'gopher://x' })).body.field).toBe('url');
      expect(tables()).toEqual(before);
    });
  });
});

describe('private destinations, when not allowed (the default)', () => {
  let server: TestServer;
  let as: Clients;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    server = await startServer({ background: { pollMs: 3_600_000 } });
    as = await loginAll(server);
    receiver = await startWebhookReceiver(() => server.clock.now());
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  it.each([
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.1/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:9000/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0x7f.1/hook',
    'https://192.168.1.20/hook',
    'http://100.64.0.1/hook',
    'http://[fd00::1]/hook',
    'http://localhost:8080/hook',
  ])('refuses %s with 422 on url, writing nothing', async (url) => {
    const before = snapshot(server.handle, 'webhook_endpoints');
    const res = await as.user.post('/api/webhooks', { url, events: ['task.sent'] });
    expect([res.status, res.body.field, res.body.msg]).toEqual([422, 'url', expect.stringContaining('Webhook')]);
    expect(snapshot(server.handle, 'webhook_endpoints')).toEqual(before);
  });

  it('checks the address again at each delivery: a host that now resolves inward gets nothing', async () => {
    // A public address is taken (an IP needs no lookup); then its name "resolves" to loopback.
    const made = await as.user.post<WebhookCreated>('/api/webhooks', { url: 'http://93.184.216.34/hook', events: ['task.sent'] });
    expect(made.status).toBe(201);
    const refused = await as.user.patch(`/api/webhooks/${made.body.data!.id}`, { url: receiver.url('/inward') });
    expect([refused.status, refused.body.field]).toEqual([422, 'url']);
    raw(server.handle).prepare('update webhook_endpoints set url = ? where id = ?').run(receiver.url('/inward'), made.body.data!.id);
    await sendTasks(server, as.operator, addEmployees(server, 1, '内网'));
    await server.runJobs();
    expect(receiver.received).toEqual([]);
    const [delivery] = await deliveriesOf(as.user, made.body.data!.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: expect.stringContaining('private') });
  });
});

describe('message.failed', () => {
  it('a text the provider refuses for good: the message and its task', async () => {
    const templates = Object.fromEntries(MESSAGE_KINDS.map((kind, i) => [kind, String(100100 + i)])) as Record<MessageKind, string>;
    const tencent = await startTencentStandIn({ secretId: 'AKIDhook0001', secretKey: 'hook-secret', sdkAppId: '1400000003' });
    const messaging = createMessaging({
      sms: {
        provider: 'tencent',
        keyId: 'AKIDhook0001',
        keySecret: 'hook-secret',
        appId: '1400000003',
        signName: '电子签名云服务',
        templates,
        endpoint: tencent.url,
      },
      identity: { provider: 'dev' },
    });
    const server = await startServer({ background: { pollMs: 3_600_000 }, messaging, policy: { webhooksToPrivateAddresses: true } });
    const receiver = await startWebhookReceiver(() => server.clock.now());
    try {
      const as = await loginAll(server);
      await addEndpoint(as.user, receiver, '/texts', ['message.failed']);
      tencent.failNext(1, 'FailedOperation.TemplateIncorrectOrUnapproved', 'template not approved');
      const [taskId] = await sendTasks(server, as.operator, addEmployees(server, 1, '短信'));
      await server.runJobs();
      const [failed] = receiver.verified('/texts');
      expect(failed.payload).toMatchObject({
        type: 'message.failed',
        data: {
          message: { kind: 'signing_link', channel: 'sms', status: 'failed', recipient: expect.stringContaining('****') },
          task: { id: taskId },
        },
      });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
      await server.close();
      await tencent.close();
    }
  });
});

describe('across kill -9', () => {
  it('the server killed after the seal committed, before the delivery answered: task.completed arrives once', async () => {
    const dataDir = tempDir('esign-kill-hook-');
    const handle = await openTestDatabase(dataDir, 'esign.sqlite');
    const db = raw(handle);
    const receiver = await startWebhookReceiver();
    const env = { WEBHOOK_ALLOW_PRIVATE: '1', JOB_LEASE_MS: '1500', ...databaseEnv(handle) };
    let server: ServerProcess = await spawnServer(dataDir, env);
    try {
      const [user, operator, anonymous] = [new ApiClient(server.base), new ApiClient(server.base), new ApiClient(server.base)];
      await user.loginOk('user');
      await operator.loginOk('operator');
      await uploadSeal(user, 29);
      await addEndpoint(user, receiver, '/crash', HIRE);
      const [taskId] = await pendingCompanyTasks({ handle } as never, operator, anonymous, addEmployees({ handle } as never, 1, '断电'));
      await until('task.sent and task.employee_signed', async () => (receiver.verified('/crash').length === 2 ? true : undefined));

      // The receiver takes task.completed and never answers: the server dies with it in flight.
      receiver.reply = (r) => (r.payload?.type === 'task.completed' ? 'hang' : 204);
      expect((await operator.post(`/api/sign-tasks/${taskId}/company-sign`, {})).status).toBe(200);
      await until('task.completed in flight', async () => (receiver.verified('/crash', 'task.completed').length === 1 ? true : undefined));
      await server.kill();
      const row = () =>
        db.prepare("select status, attempts from webhook_deliveries where event_type = 'task.completed'").get() as {
          status: string;
          attempts: number;
        };
      expect(row().status).toBe('sending');

      receiver.reply = () => 204;
      server = await spawnServer(dataDir, { ...env, PORT: new URL(server.base).port });
      await until('task.completed delivered', async () => (row().status === 'delivered' ? true : undefined), 60_000);
      const heard = receiver.verified('/crash');
      const ids = (type: WebhookEventType) => new Set(heard.filter((r) => r.payload!.type === type).map((r) => r.id));
      expect(HIRE.map((type) => ids(type).size)).toEqual([1, 1, 1]);
      const completed = heard.filter((r) => r.payload!.type === 'task.completed');
      expect(new Set(completed.map((r) => r.body)).size).toBe(1);
      expect(completed[0].payload!.data).toMatchObject({ id: taskId, status: 'completed' });
      expect(receiver.received.filter((r) => r.error !== null)).toEqual([]);
    } finally {
      await server.kill();
      await receiver.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
