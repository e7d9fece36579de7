/**
 * `Idempotency-Key` on POST /api/sign-tasks, /api/employees and /api/batches, over HTTP: a retry
 * with the same key and body answers the first answer (same status and body) and creates
 * nothing; the same key with another body or route is refused (422) writing nothing, and while
 * the first request runs (409); a failed request frees its key; keys are the caller's own and
 * kept a day. Without the header the routes behave as before.
 */
import type { ApiKeyCreated } from '../../common/api/api-keys';
import type { Batch } from '../../common/api/batches';
import type { Employee } from '../../common/api/organisation';
import type { SignTaskCreateResult } from '../../common/api/signing';
import { makeIdNumber } from '../../common/validation/china-ids';
import { sha256 } from '../../server/lib/tokens';
import { raw } from './support/database';
import { DAY, MINUTE, accountId, type ApiClient } from './support/harness';
import { count, departmentId, serveWithRoles, snapshot } from './support/roles';
import { addEmployees, LABOUR_VALUES, pendingCompanyTasks, templateIdOf } from './support/signing';

const { server, as } = serveWithRoles({ policy: { apiKeyBurst: 100_000 } });

const withKey = <T>(client: ApiClient, key: string, path: string, json: unknown) =>
  client.request<T>('POST', path, { json, headers: { 'idempotency-key': key } });

const WRITTEN = ['employees', 'sign_tasks', 'sign_events', 'batches', 'batch_items'];
const tables = () => WRITTEN.map((table) => snapshot(server.handle, table));

let made = 0;
function employeeBody(name = '幂等员工') {
  made += 1;
  return {
    name,
    departmentId: departmentId(server.handle, 29, '人力资源部'),
    idNumber: makeIdNumber('310104', '19930405', String(100 + made)),
    mobile: `1370000${String(made).padStart(4, '0')}`,
    entryDate: '2025-03-01',
  };
}

const taskBody = (employeeIds: number[]) => ({
  templateId: templateIdOf(server, 'LC-2025'),
  employeeIds,
  values: LABOUR_VALUES,
  send: false,
});

describe('a retry with the same key and body', () => {
  it('POST /api/employees: answers the first answer again and creates one employee', async () => {
    const body = employeeBody();
    const first = await withKey<Employee>(as.department, 'hire-0001', '/api/employees', body);
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const before = tables();
    const again = await withKey<Employee>(as.department, 'hire-0001', '/api/employees', body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(tables()).toEqual(before);
    expect(count(server.handle, 'select count(*) as n from employees where id_number = ?', body.idNumber)).toBe(1);
  });

  it('POST /api/sign-tasks: one task, the same 201 answer', async () => {
    const employees = addEmployees(server, 2, '幂等任务');
    const first = await withKey<SignTaskCreateResult>(as.operator, 'tasks-7', '/api/sign-tasks', taskBody(employees));
    expect(first.status).toBe(201);
    expect(first.body.data!.created).toHaveLength(2);
    const before = tables();
    const again = await withKey<SignTaskCreateResult>(as.operator, 'tasks-7', '/api/sign-tasks', taskBody(employees));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(tables()).toEqual(before);
    // Without the header the route is as it was: each call creates.
    const plain = addEmployees(server, 1, '无键任务');
    expect((await as.operator.post('/api/sign-tasks', taskBody(plain))).status).toBe(201);
    expect((await as.operator.post('/api/sign-tasks', taskBody(plain))).status).toBe(201);
    expect(count(server.handle, 'select count(*) as n from sign_tasks where employee_id = ?', plain[0])).toBe(2);
  });

  it('two at once with one key: one runs, the other waits its turn (409) or gets its answer', async () => {
    const [employee] = addEmployees(server, 1, '同时');
    const answers = await Promise.all(
      [1, 2].map(() => withKey<SignTaskCreateResult>(as.operator, 'twice', '/api/sign-tasks', taskBody([employee]))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(count(server.handle, 'select count(*) as n from sign_tasks where employee_id = ?', employee)).toBe(1);
  });

  it('POST /api/batches: one batch, the same 202 answer', async () => {
    const tasks = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 2, '幂等批量'));
    const first = await withKey<Batch>(as.operator, 'batch-1', '/api/batches', { taskIds: tasks });
    expect(first.status).toBe(202);
    const before = tables();
    const again = await withKey<Batch>(as.operator, 'batch-1', '/api/batches', { taskIds: tasks });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(first.body);
    expect(tables()).toEqual(before);
    expect(count(server.handle, 'select count(*) as n from batches where id = ?', first.body.data!.id)).toBe(1);
  });

  it('works the same for an API key', async () => {
    const created = await as.user.post<ApiKeyCreated>('/api/api-keys', { name: 'HR', role: 'company' });
    const headers = { authorization: `Bearer ${created.body.data!.secret}`, 'idempotency-key': 'k-1' };
    const body = employeeBody('接口幂等');
    const first = await server.client().request<Employee>('POST', '/api/employees', { json: body, headers });
    expect(first.status).toBe(200);
    const again = await server.client().request<Employee>('POST', '/api/employees', { json: body, headers });
    expect(again.body).toEqual(first.body);
    expect(count(server.handle, 'select count(*) as n from employees where id_number = ?', body.idNumber)).toBe(1);
  });
});

describe('refusals', () => {
  it('the same key with another body or on another route: 422 naming the header, nothing written', async () => {
    const body = employeeBody();
    expect((await withKey(as.user, 'reused', '/api/employees', body)).status).toBe(200);
    const otherTask = taskBody(addEmployees(server, 1, '别处'));
    const before = tables();
    const english = server.client({ locale: 'en-US' });
    await english.loginOk('user');
    const changed = await withKey(english, 'reused', '/api/employees', { ...body, name: '另一人' });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({
      status: 422,
      field: 'Idempotency-Key',
      msg: 'Idempotency-Key was used for another request (another route or body): use a new Idempotency-Key for a new request',
    });
    const elsewhere = await withKey(as.user, 'reused', '/api/sign-tasks', otherTask);
    expect(elsewhere).toMatchObject({ status: 422, body: { field: 'Idempotency-Key' } });
    expect(tables()).toEqual(before);
  });

  it.each([
    ['blank', ''],
    ['of 256 characters', 'x'.repeat(256)],
    ['with a space', 'with space'],
  ])('a key %s: 422 naming the header, nothing written', async (_label, key) => {
    const before = tables();
    const res = await as.user.request('POST', '/api/employees', { json: employeeBody(), headers: { 'idempotency-key': key } });
    expect(res).toMatchObject({ status: 422, body: { field: 'Idempotency-Key' } });
    expect(tables()).toEqual(before);
  });

  it('while the first request runs: 409; a request whose server died long ago is run again', async () => {
    const body = employeeBody();
    const own = accountId(server.handle, 'user');
    const reserve = (key: string, at: Date) =>
      raw(server.handle)
        .prepare(
          `insert into idempotency_keys (account_id, key, request, body_hash, status, answer, created_at) values (?, ?, ?, ?, null, null, ?)`,
        )
        .run(own, key, 'POST /api/employees', sha256(JSON.stringify(body)), at.toISOString());
    reserve('running', server.clock.now());
    const before = tables();
    const running = await withKey(as.user, 'running', '/api/employees', body);
    expect(running).toMatchObject({ status: 409, body: { status: 409, field: 'Idempotency-Key' } });
    expect(tables()).toEqual(before);

    reserve('abandoned', new Date(server.clock.now().getTime() - 6 * MINUTE));
    const rerun = await withKey<Employee>(as.user, 'abandoned', '/api/employees', body);
    expect(rerun.status).toBe(200);
    expect((await withKey<Employee>(as.user, 'abandoned', '/api/employees', body)).body).toEqual(rerun.body);
  });

  it('a failed request frees its key: nothing was written, so the key runs again', async () => {
    const body = employeeBody();
    const refused = await withKey(as.user, 'fix-and-retry', '/api/employees', { ...body, idNumber: '123' });
    expect(refused).toMatchObject({ status: 422, body: { field: 'idNumber' } });
    expect(count(server.handle, "select count(*) as n from idempotency_keys where key = 'fix-and-retry'")).toBe(0);
    expect((await withKey(as.user, 'fix-and-retry', '/api/employees', body)).status).toBe(200);
  });

  it('keys are the caller’s own: another account’s same key is its own request', async () => {
    const mine = employeeBody();
    const theirs = employeeBody();
    const first = await withKey<Employee>(as.user, 'shared-name', '/api/employees', mine);
    expect(first.status).toBe(200);
    expect((await withKey(as.department, 'shared-name', '/api/employees', theirs)).status).toBe(200);
    expect(count(server.handle, 'select count(*) as n from employees where id_number in (?, ?)', mine.idNumber, theirs.idNumber)).toBe(2);
    // Each account's retry gets its own first answer.
    expect((await withKey<Employee>(as.user, 'shared-name', '/api/employees', mine)).body).toEqual(first.body);
  });
});

describe('keeping', () => {
  it('keeps a key a day: after that the same key is a new request', async () => {
    const created = await as.user.post<ApiKeyCreated>('/api/api-keys', { name: 'Daily', role: 'company' });
    const headers = { authorization: `Bearer ${created.body.data!.secret}`, 'idempotency-key': 'daily' };
    const body = employeeBody();
    expect((await server.client().request('POST', '/api/employees', { json: body, headers })).status).toBe(200);
    server.clock.advance(DAY - MINUTE);
    const withinADay = await server.client().request('POST', '/api/employees', { json: body, headers });
    expect(withinADay.status).toBe(200);
    expect(withinADay.headers.get('idempotent-replayed')).toBe('true');
    server.clock.advance(2 * MINUTE);
    // The employee exists: run again, the request is refused by the employee rules, not answered from the key.
    const later = await server.client().request('POST', '/api/employees', { json: body, headers });
    expect(later.status).toBe(409);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
  });
});
