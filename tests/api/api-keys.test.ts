/**
 * API keys over HTTP: made by administrators and company users for a company, shown once and
 * kept as a hash, listed without it, revoked for good. `Authorization: Bearer <key>` reaches what
 * the key's role reaches, within the same scope, and nothing a key may not (accounts, keys,
 * webhooks); refusals write nothing; unknown, revoked and expired keys get 401; uses are counted,
 * each key is rate limited, and creating and revoking are audit events.
 */
import { KeyClient } from './support/key-client';
import type { ApiKey, ApiKeyCreated } from '../../common/api/api-keys';
import type { AuditEvent } from '../../common/api/audit';
import type { Batch } from '../../common/api/batches';
import type { Employee } from '../../common/api/organisation';
import type { Page } from '../../common/api/paging';
import type { SignTask, SignTaskCreateResult } from '../../common/api/signing';
import { makeIdNumber } from '../../common/validation/china-ids';
import { ConfigError, readConfig } from '../../server/config';
import { sha256 } from '../../server/lib/tokens';
import { raw } from './support/database';
import { ApiClient, HOUR, accountId, servedApiRoutes, startServer, type TestServer } from './support/harness';
import { departmentId, serveWithRoles, snapshot } from './support/roles';
import { addEmployees, LABOUR_VALUES, pendingCompanyTasks, templateIdOf } from './support/signing';

// A clock that stands still refills no bucket: this suite's keys may make as many calls as it needs.
const { server, as } = serveWithRoles({ policy: { apiKeyBurst: 100_000 } });

const TABLES = ['accounts', 'api_keys', 'employees', 'sign_tasks', 'sign_events', 'audit_events', 'seal_grants', 'batches', 'companies'];
/** What a refused request must leave as it was (a key's use count and last use are bookkeeping). */
const tables = () =>
  TABLES.map((table) =>
    snapshot(server.handle, table).map((row) => {
      const { use_count: _count, last_used_at: _used, ...rest } = row as Record<string, unknown>;
      return rest;
    }),
  );

async function createKey(client: ApiClient, body: Record<string, unknown>, target: TestServer = server): Promise<KeyClient> {
  const res = await client.post<ApiKeyCreated>('/api/api-keys', body);
  if (res.status !== 201) throw new Error(`key not made: ${res.status} ${JSON.stringify(res.body)}`);
  return new KeyClient(target.base, res.body.data!.secret);
}

const keyRow = (secret: string) =>
  raw(server.handle).prepare('select * from api_keys where secret_hash = ?').get(sha256(secret)) as Record<string, unknown> & {
    id: number;
    account_id: number;
  };

const HR = () => departmentId(server.handle, 29, '人力资源部');
const companySeal = () =>
  (
    raw(server.handle).prepare("select id from seals where company_id = 29 and kind = 'company' and status = 'active'").get() as {
      id: number;
    }
  ).id;
let companyKey: KeyClient;
let departmentKey: KeyClient;
let operatorKey: KeyClient;

beforeAll(async () => {
  companyKey = await createKey(as.admin, { name: 'HR system', role: 'company', companyId: 29 });
  departmentKey = await createKey(as.user, { name: 'HR department sync', role: 'department', departmentId: HR() });
  operatorKey = await createKey(as.user, { name: 'Onboarding robot', role: 'operator' });
});

describe('creating keys', () => {
  it('answers the key once, keeps only its SHA-256, and acts through an account nobody lists or logs in as', async () => {
    const res = await as.user.post<ApiKeyCreated>('/api/api-keys', { name: '  Payroll export  ', role: 'operator' });
    expect(res.status).toBe(201);
    const { id, prefix, secret } = res.body.data!;
    expect(prefix).toMatch(/^esk_[a-z0-9]{8}$/);
    expect(secret.startsWith(`${prefix}_`)).toBe(true);
    expect(secret.length).toBeGreaterThan(prefix.length + 40);
    const row = keyRow(secret);
    expect(row).toMatchObject({ id, prefix, name: 'Payroll export', role: 'operator', company_id: 29, department_id: null });
    expect(row.secret_hash).toBe(sha256(secret));
    // The key itself is nowhere in the database.
    for (const table of ['api_keys', 'accounts', 'audit_events']) {
      expect(JSON.stringify(snapshot(server.handle, table))).not.toContain(secret.slice(prefix.length + 1));
    }
    const account = raw(server.handle).prepare('select * from accounts where id = ?').get(row.account_id) as Record<string, unknown>;
    expect(account).toMatchObject({ type: 4, company_id: 29, service_account: 1, status: 'enabled', name: 'Payroll export' });

    // Not in the account lists, not the company's Accounts tab, cannot be changed there, cannot log in.
    for (const [client, path] of [
      [as.admin, '/api/users?pageSize=100'],
      [as.admin, `/api/users?pageSize=100&companyId=29&keyword=${prefix}`],
      [as.user, '/api/users?pageSize=100'],
    ] as const) {
      const list = (await client.get<Page<{ id: number; username: string }>>(path)).body.data!;
      expect(list.list.map((a) => a.id)).not.toContain(row.account_id);
      expect(list.list.some((a) => a.username.startsWith('api-key:'))).toBe(false);
    }
    const before = tables();
    expect((await as.admin.patch(`/api/users/${row.account_id}`, { name: 'renamed' })).status).toBe(404);
    expect((await as.admin.post(`/api/users/${row.account_id}/reset-password`, {})).status).toBe(404);
    const login = await server.client().login(`api-key:${prefix}`, secret);
    expect(login.status).toBe(401);
    expect(tables()).toEqual(before);
  });

  it('is an audit event of the key’s company, naming the key', async () => {
    const created = await as.user.post<ApiKeyCreated>('/api/api-keys', { name: 'Audited', role: 'company' });
    const events = (await as.user.get<Page<AuditEvent>>('/api/audit-events?action=apiKeys.create')).body.data!;
    const event = events.list.find((e) => e.details.apiKeyId === created.body.data!.id);
    expect(event).toMatchObject({
      companyId: 29,
      actorName: '李静',
      details: { name: 'Audited', role: 'company', prefix: created.body.data!.prefix },
    });
    expect(JSON.stringify(event)).not.toContain(created.body.data!.secret);
  });

  it.each([
    ['admin', { name: 'x', role: 'company' }, 422, 'companyId'],
    ['admin', { name: 'x', role: 'company', companyId: 999_999 }, 422, 'companyId'],
    ['user', { name: '', role: 'company' }, 422, 'name'],
    ['user', { name: 'n'.repeat(51), role: 'company' }, 422, 'name'],
    ['user', { name: 'x', role: 'admin' }, 422, 'role'],
    ['user', { name: 'x', role: 'department' }, 422, 'departmentId'],
    ['user', { name: 'x', role: 'operator', departmentId: 1 }, 422, 'departmentId'],
    ['user', { name: 'x', role: 'company', expiresAt: '2020-01-01T00:00:00Z' }, 422, 'expiresAt'],
    ['user', { name: 'x', role: 'company', expiresAt: 'tomorrow' }, 422, 'expiresAt'],
    ['user', { name: 'x', role: 'company', companyId: 31 }, 403, undefined],
    ['department', { name: 'x', role: 'company' }, 403, undefined],
    ['operator', { name: 'x', role: 'operator' }, 403, undefined],
    ['anonymous', { name: 'x', role: 'operator' }, 401, undefined],
  ] as const)('%s %j → %i, nothing written', async (who, body, status, field) => {
    const before = tables();
    const res = await as[who].post('/api/api-keys', body);
    expect(res.status).toBe(status);
    if (field) expect(res.body).toMatchObject({ status: 422, field });
    expect(tables()).toEqual(before);
  });

  it('takes a department of the company only, for department keys', async () => {
    const before = tables();
    const foreign = (raw(server.handle).prepare('select id from departments where company_id = 31 limit 1').get() as { id: number }).id;
    const res = await as.user.post('/api/api-keys', { name: 'x', role: 'department', departmentId: foreign });
    expect(res).toMatchObject({ status: 422, body: { field: 'departmentId' } });
    expect(tables()).toEqual(before);
  });
});

describe('listing and revoking', () => {
  it('lists a company’s keys to its company users and to admins, never the secret or its hash', async () => {
    const mine = (await as.user.get<Page<ApiKey>>('/api/api-keys?pageSize=100')).body.data!;
    expect(mine.list.length).toBeGreaterThanOrEqual(3);
    expect(mine.list.every((k) => k.companyId === 29)).toBe(true);
    const department = mine.list.find((k) => k.id === keyRow(departmentKey.secret).id)!;
    expect(department).toMatchObject({
      name: 'HR department sync',
      role: 'department',
      departmentId: HR(),
      accountId: keyRow(departmentKey.secret).account_id,
      status: 'active',
      createdByName: '李静',
      expiresAt: null,
      revokedAt: null,
    });
    expect(Object.keys(department).sort()).toEqual(
      [
        'accountId',
        'companyId',
        'createdAt',
        'createdByName',
        'departmentId',
        'expiresAt',
        'id',
        'lastUsedAt',
        'name',
        'prefix',
        'revokedAt',
        'role',
        'status',
        'useCount',
      ].sort(),
    );
    const text = JSON.stringify(mine);
    for (const key of [companyKey, departmentKey, operatorKey]) {
      expect(text).not.toContain(key.secret);
      expect(text).not.toContain(sha256(key.secret));
    }

    expect((await as.company.get<Page<ApiKey>>('/api/api-keys')).body.data!.list.some((k) => k.companyId === 29)).toBe(false);
    expect((await as.company.get('/api/api-keys?companyId=29')).status).toBe(403);
    const admin = (await as.admin.get<Page<ApiKey>>('/api/api-keys?companyId=29&pageSize=100')).body.data!;
    expect(admin.total).toBe(mine.total);
    for (const who of ['department', 'operator'] as const) expect((await as[who].get('/api/api-keys')).status).toBe(403);
  });

  it('revokes for good: 401 from then on, the row kept, its account disabled, an audit event', async () => {
    const key = await createKey(as.user, { name: 'Short-lived', role: 'company' });
    const row = keyRow(key.secret);
    expect((await key.get('/api/employees')).status).toBe(200);

    const before = tables();
    for (const who of ['company', 'department', 'operator'] as const) {
      expect((await as[who].delete(`/api/api-keys/${row.id}`)).status).toBe(403);
    }
    expect((await as.user.delete('/api/api-keys/999999')).status).toBe(404);
    expect(tables()).toEqual(before);

    const revoked = await as.user.delete<ApiKey>(`/api/api-keys/${row.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: row.id, status: 'revoked', revokedAt: server.clock.now().toISOString() });
    expect((await as.user.delete(`/api/api-keys/${row.id}`)).status).toBe(409);
    const denied = await key.get('/api/employees');
    expect(denied.status).toBe(401);
    expect(denied.body).toMatchObject({ status: 401, msg: 'API 密钥无效、已撤销或已过期' });
    expect(raw(server.handle).prepare('select status from accounts where id = ?').get(row.account_id)).toEqual({ status: 'disabled' });
    const events = (await as.user.get<Page<AuditEvent>>('/api/audit-events?action=apiKeys.revoke')).body.data!;
    expect(events.list.find((e) => e.details.apiKeyId === row.id)).toMatchObject({ companyId: 29, actorName: '李静' });
    // An administrator revokes any company's key.
    const other = await createKey(as.company, { name: 'Catering', role: 'operator' });
    expect((await as.admin.delete(`/api/api-keys/${keyRow(other.secret).id}`)).status).toBe(200);
    expect((await other.get('/api/employees')).status).toBe(401);
  });
});

describe('calling with a key', () => {
  it('refuses unknown, malformed, revoked and expired keys with 401, in the caller’s language', async () => {
    const unknown = new KeyClient(server.base, `esk_abcdefgh_${'A'.repeat(43)}`, { locale: 'en-US' });
    expect(await unknown.get('/api/employees')).toMatchObject({
      status: 401,
      body: { status: 401, msg: 'The API key is unknown, revoked or expired' },
    });
    for (const header of ['Bearer', 'Bearer ', 'Bearer two words', `bearer ${companyKey.secret}x`]) {
      const res = await server.client().request('GET', '/api/employees', { headers: { authorization: header } });
      expect(res.status).toBe(401);
    }
    const expiring = await createKey(as.user, {
      name: 'Expiring',
      role: 'company',
      expiresAt: new Date(server.clock.now().getTime() + HOUR).toISOString(),
    });
    expect((await expiring.get('/api/employees')).status).toBe(200);
    server.clock.advance(HOUR);
    expect((await expiring.get('/api/employees')).status).toBe(401);
    expect(
      (await as.user.get<Page<ApiKey>>('/api/api-keys?pageSize=100')).body.data!.list.find((k) => k.name === 'Expiring'),
    ).toMatchObject({ status: 'expired' });
  });

  it('refuses a suspended company’s keys (403) until it is active again', async () => {
    const key = await createKey(as.admin, { name: 'Yunfan', role: 'operator', companyId: 23 });
    expect((await key.get('/api/employees')).status).toBe(200);
    expect((await as.admin.put('/api/companies/23', { status: 'suspended' })).status).toBe(200);
    expect(await key.get('/api/employees')).toMatchObject({
      status: 403,
      body: { status: 403, msg: '您所在的公司已被暂停使用，请联系平台管理员' },
    });
    expect((await as.admin.put('/api/companies/23', { status: 'active' })).status).toBe(200);
    expect((await key.get('/api/employees')).status).toBe(200);
  });

  it('takes the key over a session cookie sent with it', async () => {
    const both = new KeyClient(server.base, operatorKey.secret);
    both.cookies.set('sid', as.user.sid!);
    // The operator key may not read companies, which the company user's session may.
    expect((await both.get('/api/companies')).status).toBe(403);
    expect((await as.user.get('/api/companies')).status).toBe(200);
  });

  /** The key and the session of the same role and company reach the same, and see the same. */
  const PAIRS = () =>
    [
      ['company', companyKey, as.user],
      ['department', departmentKey, as.department],
      ['operator', operatorKey, as.operator],
    ] as const;

  it('reads what its role reads, in its scope, and is refused what its role is refused', async () => {
    const db = raw(server.handle);
    const elsewhere = (db.prepare('select id from employees where company_id = 31 limit 1').get() as { id: number }).id;
    const otherDepartment = (
      db.prepare('select id from employees where company_id = 29 and department_id != ? limit 1').get(HR()) as { id: number }
    ).id;
    const paths = [
      '/api/employees?pageSize=100',
      '/api/employees?companyId=31',
      `/api/employees/${elsewhere}`,
      `/api/employees/${otherDepartment}`,
      '/api/contracts',
      '/api/sign-tasks',
      '/api/sign-tasks/counts',
      '/api/field-helps',
      '/api/companies',
      '/api/companies/29',
      '/api/companies/31',
      '/api/companies/29/departments',
      '/api/companies/29/seals',
      '/api/stats',
      '/api/audit-events',
      '/api/batches',
      '/api/prevention-list',
      '/api/messages',
      '/api/help/faq',
    ];
    const seen = new Set<string>();
    for (const [role, key, session] of PAIRS()) {
      for (const path of paths) {
        const byKey = await key.get(path);
        const bySession = await session.get(path);
        expect({ role, path, status: byKey.status, body: byKey.body }).toEqual({
          role,
          path,
          status: bySession.status,
          body: bySession.body,
        });
        seen.add(`${byKey.status}`);
      }
    }
    // Both answers occur: the table checks refusals as well as reads.
    expect([...seen].sort()).toEqual(expect.arrayContaining(['200', '403']));
    const departmentList = (await departmentKey.get<Page<Employee>>('/api/employees?pageSize=100')).body.data!;
    expect(departmentList.total).toBeGreaterThan(0);
    expect(departmentList.list.every((e) => e.departmentId === HR())).toBe(true);
  });

  it('every route of the app: a key answers as a session of its role, and writes nothing where refused', async () => {
    // Logging out would end the session compared with.
    const routes = (await servedApiRoutes()).filter((r) => r.path !== '/api/logout');
    const sessionOnly = /^\/api\/(users|account|api-keys|webhooks)(\/|$)/;
    const statusOf = async (client: ApiClient, method: string, path: string) => {
      const res = await client.raw(method, path, method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } });
      await res.arrayBuffer();
      return res.status;
    };
    const before = tables();
    const checked = new Set<number>();
    for (const { method, path: pattern } of routes) {
      // Ids no record has: what is compared is the guard (permission, then scope), never a success.
      const path = pattern.replace(/:[a-zA-Z]+/g, '999999');
      for (const [role, key, session] of PAIRS()) {
        const byKey = await statusOf(key, method, path);
        const expected = sessionOnly.test(path) ? 403 : await statusOf(session, method, path);
        expect({ role, method, path, status: byKey }).toEqual({ role, method, path, status: expected });
        checked.add(byKey);
      }
    }
    expect(tables()).toEqual(before);
    expect(routes.length).toBeGreaterThan(80);
    expect([...checked]).toEqual(expect.arrayContaining([200, 403, 404]));
  });

  it('is refused writes outside its role or scope as the session is, writing nothing', async () => {
    const db = raw(server.handle);
    const elsewhere = (db.prepare('select id from employees where company_id = 31 limit 1').get() as { id: number }).id;
    const newEmployee = (companyId: number, departmentIdValue?: number) => ({
      companyId,
      ...(departmentIdValue === undefined ? {} : { departmentId: departmentIdValue }),
      name: '外部员工',
      idNumber: makeIdNumber('310104', '19910203', '771'),
      mobile: '13700001111',
      entryDate: '2025-01-01',
    });
    const other29 = departmentId(server.handle, 29, '仓储运营部');
    // [method, path, body, the roles it is tried with (all when absent)]
    const writes: Array<[string, string, unknown, string[]?]> = [
      ['POST', '/api/employees', newEmployee(31)],
      ['POST', '/api/employees', newEmployee(29, other29), ['department']],
      ['PUT', `/api/employees/${elsewhere}`, { position: '经理' }],
      ['DELETE', `/api/employees/${elsewhere}`, undefined],
      ['PUT', '/api/companies/31', { address: '别处' }],
      ['POST', '/api/companies', { name: '新公司' }],
      ['POST', '/api/companies/31/departments', { name: '新部门' }],
      ['POST', '/api/prevention-list', { name: '某人', idNumber: makeIdNumber('310104', '19800101', '123') }],
      ['POST', '/api/sign-tasks', { templateId: 1, employeeIds: [elsewhere], send: false }],
    ];
    for (const [role, key, session] of PAIRS()) {
      for (const [method, path, json, roles] of writes) {
        if (roles && !roles.includes(role)) continue;
        const before = tables();
        const byKey = await key.request(method, path, json === undefined ? {} : { json });
        expect(byKey.status).toBeGreaterThanOrEqual(400);
        expect(tables()).toEqual(before);
        const bySession = await session.request(method, path, json === undefined ? {} : { json });
        expect({ role, method, path, status: byKey.status, msg: byKey.body.msg }).toEqual({
          role,
          method,
          path,
          status: bySession.status,
          msg: bySession.body.msg,
        });
      }
    }
  });

  it('writes as its own account: the creator of what it makes', async () => {
    const made = await departmentKey.post<Employee>('/api/employees', {
      name: '接口入职',
      departmentId: HR(),
      idNumber: makeIdNumber('310104', '19920304', '552'),
      mobile: '13700002222',
      entryDate: '2025-02-01',
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ companyId: 29, departmentId: HR() });

    const [employee] = addEmployees(server, 1, '接口签约');
    const created = await operatorKey.post<SignTaskCreateResult>('/api/sign-tasks', {
      templateId: templateIdOf(server, 'LC-2025'),
      employeeIds: [employee],
      values: LABOUR_VALUES,
      send: false,
    });
    expect(created.status).toBe(201);
    const task = raw(server.handle).prepare('select initiator_id from sign_tasks where id = ?').get(created.body.data!.created[0].id);
    expect(task).toEqual({ initiator_id: keyRow(operatorKey.secret).account_id });
  });

  it('seals, as an operator key, only with a seal grant to its account, like any operator', async () => {
    const [taskId] = await pendingCompanyTasks(server, operatorKey, as.anonymous, addEmployees(server, 1, '接口盖章'));
    const before = tables();
    const refused = await operatorKey.post(`/api/sign-tasks/${taskId}/company-sign`, {});
    expect(refused.status).toBe(403);
    expect(tables()).toEqual(before);

    const granted = await as.user.post(`/api/seals/${companySeal()}/grants`, { accountId: keyRow(operatorKey.secret).account_id });
    expect(granted.status).toBe(201);
    const sealed = await operatorKey.post<SignTask>(`/api/sign-tasks/${taskId}/company-sign`, {});
    expect(sealed.status).toBe(200);
    expect(sealed.body.data!.status).toBe('completed');
  });

  it('follows a batch’s progress while the key lives, and no longer once it is revoked', async () => {
    const key = await createKey(as.user, { name: 'Batch robot', role: 'operator' });
    expect((await as.user.post(`/api/seals/${companySeal()}/grants`, { accountId: keyRow(key.secret).account_id })).status).toBe(201);
    const [taskId] = await pendingCompanyTasks(server, key, as.anonymous, addEmployees(server, 1, '接口批量'));
    const batch = await key.post<Batch>('/api/batches', { taskIds: [taskId] });
    expect(batch.status).toBe(202);
    // Nothing runs the batch here: its stream goes on as long as the caller may follow it.
    const stream = await key.raw('GET', `/api/batches/${batch.body.data!.id}/events`);
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (text.split('event: progress').length <= 2) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`the stream ended while the key lived: ${text}`);
      text += chunk.value;
    }
    expect((await as.user.delete(`/api/api-keys/${keyRow(key.secret).id}`)).status).toBe(200);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    expect(text).toContain('"status":"running"');
    expect((await key.raw('GET', `/api/batches/${batch.body.data!.id}/events`)).status).toBe(401);
  });

  it('never reaches account, key or webhook management, nor its own account settings', async () => {
    const user = accountId(server.handle, 'operator');
    const calls: Array<[string, string, unknown]> = [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users', { username: 'robot2', name: 'r', password: 'abcd1234', type: 4, relation_id: 29 }],
      ['PATCH', `/api/users/${user}`, { name: 'x' }],
      ['POST', `/api/users/${user}/reset-password`, {}],
      ['GET', '/api/account/settings', undefined],
      ['PUT', '/api/account/settings', { name: 'x' }],
      ['PUT', '/api/account/password', { oldPassword: 'x', newPassword: 'abcd1234' }],
      ['DELETE', '/api/account/avatar', undefined],
      ['GET', '/api/api-keys', undefined],
      ['POST', '/api/api-keys', { name: 'child', role: 'company' }],
      ['DELETE', `/api/api-keys/${keyRow(operatorKey.secret).id}`, undefined],
      ['GET', '/api/webhooks', undefined],
      ['POST', '/api/webhooks', { url: 'https://example.com/hook', events: ['task.sent'] }],
    ];
    const english = new KeyClient(server.base, companyKey.secret, { locale: 'en-US' });
    for (const [method, path, json] of calls) {
      const before = tables();
      const res = await english.request(method, path, json === undefined ? {} : { json });
      expect({ method, path, status: res.status, msg: res.body.msg }).toEqual({
        method,
        path,
        status: 403,
        msg: 'An API key cannot manage accounts, API keys or webhooks: sign in to the back office to do this',
      });
      expect(tables()).toEqual(before);
    }
  });

  it('counts every use, refusals included, with the time of the last', async () => {
    const key = await createKey(as.user, { name: 'Counted', role: 'operator' });
    const id = keyRow(key.secret).id;
    const countOf = async () => (await as.user.get<Page<ApiKey>>('/api/api-keys?pageSize=100')).body.data!.list.find((k) => k.id === id)!;
    expect(await countOf()).toMatchObject({ useCount: 0, lastUsedAt: null });
    await key.get('/api/employees');
    await key.get('/api/sign-tasks');
    server.clock.advance(5_000);
    expect((await key.get('/api/companies')).status).toBe(403);
    expect(await countOf()).toMatchObject({ useCount: 3, lastUsedAt: server.clock.now().toISOString() });
  });
});

describe('rate limit', () => {
  it('is set by API_KEY_RATE and API_KEY_BURST, positive numbers, else the defaults', () => {
    expect(readConfig({}).apiKeyLimits).toEqual({});
    expect(readConfig({ API_KEY_RATE: '2.5', API_KEY_BURST: '20' }).apiKeyLimits).toEqual({
      apiKeyRequestsPerSecond: 2.5,
      apiKeyBurst: 20,
    });
    for (const value of ['0', '-1', 'many']) expect(() => readConfig({ API_KEY_BURST: value })).toThrow(ConfigError);
  });

  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ policy: { apiKeyBurst: 3, apiKeyRequestsPerSecond: 0.5 } });
  });
  afterAll(() => limited?.close());

  it('allows the burst, then answers 429 with Retry-After in the caller’s language, and refills with time', async () => {
    const admin = limited.client();
    await admin.loginOk('admin');
    const key = await createKey(admin, { name: 'Busy', role: 'company', companyId: 29 }, limited);
    const other = await createKey(admin, { name: 'Quiet', role: 'company', companyId: 29 }, limited);
    for (let i = 0; i < 3; i++) expect((await key.get('/api/employees')).status).toBe(200);

    const messages: Record<string, string> = {
      'zh-CN': '此 API 密钥的请求过于频繁，请 2 秒后再试',
      'en-US': 'Too many requests with this API key: try again in 2 seconds',
      'zh-TW': '此 API 金鑰的請求過於頻繁，請 2 秒後再試',
      'pt-BR': 'Requisições demais com esta chave de API: tente novamente em 2 segundos',
      'id-ID': 'Terlalu banyak permintaan dengan kunci API ini: coba lagi dalam 2 detik',
    };
    for (const [locale, msg] of Object.entries(messages)) {
      const res = await new KeyClient(limited.base, key.secret, { locale }).get('/api/employees');
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(res.body).toEqual({ status: 429, msg });
    }
    // Per key: another key of the same company is not held back.
    expect((await other.get('/api/employees')).status).toBe(200);
    limited.clock.advance(2_000);
    expect((await key.get('/api/employees')).status).toBe(200);
    expect((await key.get('/api/employees')).status).toBe(429);
  });
});
