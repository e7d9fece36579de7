/**
 * Background work over HTTP against a real database: batches in and out of scope, a task revoked
 * during a batch, the progress stream, scheduled sends, expiry and the reminder at a moved clock.
 * Two server processes on one database: batch-processes.test.ts; kill -9: batch-crash.test.ts.
 */
import { heldTexts } from './support/outbox';
import type { Batch, BatchDetail } from '../../common/api/batches';
import type { SignTask, SignTaskCreateResult, SignTaskDetail } from '../../common/api/signing';
import { HOUR, MINUTE } from './support/harness';
import { count, employeeId, serveWithRoles, snapshot } from './support/roles';
import { addEmployees, LABOUR_VALUES, linkToken, pendingCompanyTasks, templateIdOf, uploadSeal } from './support/signing';
import { raw } from './support/database';

// Jobs run when the test says so (runJobs), not on a timer.
const { server, as } = serveWithRoles({ background: { pollMs: 3_600_000 } });
const companySigned = (taskId: number) =>
  count(server.handle, "select count(*) as n from sign_events where task_id = ? and action = 'company_signed'", taskId);

beforeAll(async () => {
  await uploadSeal(as.user, 29);
});

describe('POST /api/batches', () => {
  it('refuses (403, nothing written) callers without batchSign and tasks of another company', async () => {
    const ids = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 1, '甲'));
    const before = snapshot(server.handle, 'batches');
    for (const client of [as.admin, as.company, as.department])
      expect((await client.post('/api/batches', { taskIds: ids })).status).toBe(403);
    expect((await as.anonymous.post('/api/batches', { taskIds: ids })).status).toBe(401);
    // Company 24's user would be a signing company user of another company: simulate with a foreign task id.
    raw(server.handle).prepare('update sign_tasks set company_id = 31 where id = ?').run(ids[0]);
    expect((await as.operator.post('/api/batches', { taskIds: ids })).status).toBe(403);
    raw(server.handle).prepare('update sign_tasks set company_id = 29 where id = ?').run(ids[0]);
    expect(snapshot(server.handle, 'batches')).toEqual(before);
  });

  it('refuses a task that does not wait for the company (409) and an empty request (422)', async () => {
    const draft = (
      await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
        templateId: templateIdOf(server, 'LC-2025'),
        employeeIds: [employeeId(server.handle, '王海涛')],
        values: LABOUR_VALUES,
      })
    ).body.data!.created[0];
    const res = await as.operator.post('/api/batches', { taskIds: [draft.id] });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain(`#${draft.id}`);
    expect((await as.operator.post('/api/batches', { taskIds: [] })).status).toBe(422);
  });

  it('seals the tasks; one revoked meanwhile fails with its reason while the others complete', async () => {
    const ids = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 3, '乙'));
    const started = await as.user.post<Batch>('/api/batches', { taskIds: ids });
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ status: 'running', total: 3, done: 0, failed: 0 });
    await as.operator.post(`/api/sign-tasks/${ids[1]}/revoke`, { reason: '岗位取消' });
    await server.runJobs();
    const batch = (await as.user.get<BatchDetail>(`/api/batches/${started.body.data!.id}`)).body.data!;
    expect(batch).toMatchObject({ status: 'done', total: 3, done: 2, failed: 1 });
    expect(batch.items.find((i) => i.taskId === ids[1])).toMatchObject({ status: 'failed', error: '任务已撤销' });
    for (const id of [ids[0], ids[2]]) {
      expect((await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${id}`)).body.data!).toMatchObject({
        status: 'completed',
        batchId: batch.id,
      });
      expect(companySigned(id)).toBe(1);
    }
    expect(count(server.handle, 'select count(*) as n from notices where title like ?', `%#${batch.id}%失败 1 份%`)).toBe(1);
    // Nothing left to retry: the failed task is revoked.
    expect((await as.user.post(`/api/batches/${batch.id}/retry`, {})).status).toBe(422);
    const list = (await as.operator.get<{ list: Batch[] }>('/api/batches')).body.data!;
    expect(list.list.map((b) => b.id)).toContain(batch.id);
  });

  it('takes every matching task with a filter, and streams progress as server-sent events', async () => {
    const ids = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 2, '丙'));
    const res = await as.operator.post<Batch>('/api/batches', { filter: { employeeName: '丙' } });
    expect(res.body.data!.total).toBe(2);
    await server.runJobs();
    const stream = await as.operator.raw('GET', `/api/batches/${res.body.data!.id}/events`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const text = await stream.text();
    expect(text).toContain('event: progress');
    expect(JSON.parse(/data: (.*)/.exec(text)![1])).toMatchObject({ status: 'done', total: 2, done: 2, failed: 0 });
    for (const id of ids) expect(companySigned(id)).toBe(1);
    expect((await as.company.get(`/api/batches/${res.body.data!.id}`)).status).toBe(403);
  });

  it('ends the progress stream when the session ends', async () => {
    const [id] = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 1, '丁'));
    const operator = server.client();
    await operator.loginOk('operator');
    const batch = (await operator.post<Batch>('/api/batches', { taskIds: [id] })).body.data!;
    // The batch waits for the runner: the stream would go on.
    const stream = await operator.raw('GET', `/api/batches/${batch.id}/events`);
    expect(stream.status).toBe(200);
    expect((await operator.post('/api/logout', {})).status).toBe(200);
    const text = await stream.text();
    expect(text).toContain('"status":"running"');
    expect((await operator.raw('GET', `/api/batches/${batch.id}/events`)).status).toBe(401);
    await server.runJobs();
  });
});

describe('scheduled sends, deadlines and reminders at a moved clock', () => {
  const create = (name: string, extra: Record<string, unknown>) =>
    as.department.post<SignTaskCreateResult>('/api/sign-tasks', {
      templateId: templateIdOf(server, 'LC-2025'),
      employeeIds: [employeeId(server.handle, name)],
      values: LABOUR_VALUES,
      ...extra,
    });
  const mobileOf = (name: string) =>
    (raw(server.handle).prepare('select mobile from employees where name = ?').get(name) as { mobile: string }).mobile;
  const texts = (mobile: string, like: string) => heldTexts(server.handle, [mobile]).filter((text) => text.body.includes(like)).length;

  it('sends a scheduled task when its time comes, and not before', async () => {
    const sendAt = new Date(server.clock.now().getTime() + 2 * HOUR).toISOString();
    const task = (await create('陈思远', { sendAt })).body.data!.created[0];
    await server.runJobs();
    expect((await as.department.get<SignTask>(`/api/sign-tasks/${task.id}`)).body.data!.status).toBe('scheduled');
    const moved = new Date(server.clock.now().getTime() + 3 * HOUR).toISOString();
    expect((await as.department.post<SignTask>(`/api/sign-tasks/${task.id}/schedule`, { sendAt: moved })).body.data!.sendAt).toBe(moved);
    server.clock.advance(2 * HOUR + MINUTE);
    await server.runJobs();
    expect((await as.department.get<SignTask>(`/api/sign-tasks/${task.id}`)).body.data!.status).toBe('scheduled');
    server.clock.advance(HOUR + MINUTE);
    await server.runJobs();
    expect((await as.department.get<SignTask>(`/api/sign-tasks/${task.id}`)).body.data!.status).toBe('pending_employee');
    expect(linkToken(server, mobileOf('陈思远'))).toHaveLength(43);
  });

  it('lists scheduled sends by send time: a window of send times, sorted by it, a bad bound refused by name', async () => {
    // In the department user's own department.
    const [soon, later] = addEmployees(server, 2, '定', '人力资源部');
    const at = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();
    for (const [employeeId, hours] of [
      [soon, 2],
      [later, 26],
    ]) {
      const res = await as.department.post('/api/sign-tasks', {
        templateId: templateIdOf(server, 'LC-2025'),
        employeeIds: [employeeId],
        values: LABOUR_VALUES,
        sendAt: at(hours),
      });
      expect(res.status).toBe(201);
    }
    const list = (query: string) =>
      as.department.get<{ list: SignTask[]; total: number }>(`/api/sign-tasks?status=scheduled&employeeName=定&${query}`);
    const window = await list(`sendFrom=${encodeURIComponent(at(1))}&sendBefore=${encodeURIComponent(at(3))}`);
    expect(window.body.data!.list.map((t) => t.employeeId)).toEqual([soon]);
    const sorted = await list('sorter=-sendAt');
    expect(sorted.body.data!.list.map((t) => t.employeeId)).toEqual([later, soon]);
    const counts = await as.department.get<Record<string, number>>(
      `/api/sign-tasks/counts?employeeName=定&sendBefore=${encodeURIComponent(at(3))}`,
    );
    expect(counts.body.data!.scheduled).toBe(1);
    const bad = await as.department.get('/api/sign-tasks?sendFrom=tomorrow');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ field: 'sendFrom', msg: expect.stringContaining('发送时间起') });
  });

  it('checks the prevention list again at send time: refused back to draft, with the reason, and the initiator told', async () => {
    const sendAt = new Date(server.clock.now().getTime() + HOUR).toISOString();
    const task = (await create('赵磊', { sendAt })).body.data!.created[0];
    const idNumber = (raw(server.handle).prepare("select id_number from employees where name = '赵磊'").get() as { id_number: string })
      .id_number;
    await as.admin.post('/api/prevention-list', { name: '赵磊', idNumber, mobile: '', reason: '背景调查未通过' });
    server.clock.advance(HOUR + MINUTE);
    await server.runJobs();
    const detail = (await as.department.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!;
    expect(detail.status).toBe('draft');
    expect(detail.events.at(-1)).toMatchObject({ action: 'schedule_cancelled', actorType: 'system' });
    expect(String(detail.events.at(-1)!.detail.reason)).toContain('背景调查未通过');
    expect(count(server.handle, "select count(*) as n from notices where title like '%赵磊%未能定时发送%'")).toBe(1);
  });

  it('texts one reminder a day before the deadline, then expires the task when it passes', async () => {
    const deadline = new Date(server.clock.now().getTime() + 30 * HOUR).toISOString();
    const created = await create('周婷', { send: true, deadline });
    expect(created.body.data!.refused).toEqual([]);
    const task = created.body.data!.created[0];
    const mobile = mobileOf('周婷');
    await server.runJobs();
    expect(texts(mobile, '提醒')).toBe(0);
    server.clock.advance(7 * HOUR);
    await server.runJobs();
    await server.runJobs();
    server.clock.advance(MINUTE);
    await server.runJobs();
    expect(texts(mobile, '提醒')).toBe(1);
    server.clock.advance(24 * HOUR);
    await server.runJobs();
    // A day later every session has ended: log in again to look.
    await as.department.loginOk('department');
    const detail = (await as.department.get<SignTaskDetail>(`/api/sign-tasks/${task.id}`)).body.data!;
    expect(detail.status).toBe('expired');
    expect(detail.events.at(-1)).toMatchObject({ action: 'expired', actorType: 'system' });
    expect(count(server.handle, "select count(*) as n from notices where title like '%周婷%已过签署截止时间%'")).toBe(1);
  });
});
