/**
 * What the home page reads, over HTTP: the latest events in the caller's scope, tasks due soon
 * and refused lately (sign-task filters), companies without a seal and templates that cannot be
 * signed (admin lists).
 */
import type { Page } from '../../common/api/paging';
import type { ContractTemplate } from '../../common/api/contracts';
import type { Company } from '../../common/api/organisation';
import type { RecentSignEvent, SignTask, SignTaskCounts } from '../../common/api/signing';
import { HOUR } from './support/harness';
import { serveWithRoles } from './support/roles';
import { addEmployees, employeeCode, LABOUR_VALUES, templateIdOf, uploadSeal } from './support/signing';

const { server, as } = serveWithRoles();
const at = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();

async function send(employeeIds: number[], deadline: string) {
  const res = await as.operator.post<{ created: SignTask[] }>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds,
    values: LABOUR_VALUES,
    deadline,
    send: true,
  });
  expect(res.status).toBe(201);
  return res.body.data!.created;
}

describe('GET /api/sign-events/recent', () => {
  it('answers the latest events of the caller’s scope only, newest first', async () => {
    const [task] = await send(addEmployees(server, 1, '近'), at(48));
    const recent = (await as.operator.get<RecentSignEvent[]>('/api/sign-events/recent?limit=5')).body.data!;
    expect(recent[0]).toMatchObject({ taskId: task.id, employeeName: '近0', action: 'sent', actorType: 'account', actorName: '赵敏' });
    expect(recent.length).toBeLessThanOrEqual(5);
    // The department user's department is another one; the admin sees every company.
    expect((await as.department.get<RecentSignEvent[]>('/api/sign-events/recent')).body.data!.map((e) => e.taskId)).not.toContain(task.id);
    expect((await as.admin.get<RecentSignEvent[]>('/api/sign-events/recent')).body.data![0].taskId).toBe(task.id);
    expect((await as.operator.get('/api/sign-events/recent?limit=0')).status).toBe(422);
    expect((await as.anonymous.get('/api/sign-events/recent')).status).toBe(401);
  });
});

describe('sign-task filters of the home figures', () => {
  it('deadlineBefore: due before a time; updatedFrom: changed since (refused lately)', async () => {
    const [soon, later] = addEmployees(server, 2, '期');
    await send([soon], at(24));
    await send([later], at(24 * 10));
    const due = await as.operator.get<SignTaskCounts>(
      `/api/sign-tasks/counts?employeeName=期&deadlineBefore=${encodeURIComponent(at(72))}`,
    );
    expect(due.body.data!.pending_employee).toBe(1);

    const { token, code } = await employeeCode(server, as.anonymous, soon);
    expect((await as.anonymous.post(`/api/signing/${token}/reject`, { code, reason: '岗位不符' })).status).toBe(200);
    const refused = await as.operator.get<Page<SignTask>>(
      `/api/sign-tasks?status=rejected&employeeName=期&updatedFrom=${encodeURIComponent(at(-1))}`,
    );
    expect(refused.body.data!.list.map((t) => t.employeeId)).toEqual([soon]);
    const none = await as.operator.get<Page<SignTask>>(
      `/api/sign-tasks?status=rejected&employeeName=期&updatedFrom=${encodeURIComponent(at(1))}`,
    );
    expect(none.body.data!.total).toBe(0);
    const bad = await as.operator.get('/api/sign-tasks?deadlineBefore=soon');
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ field: 'deadlineBefore', msg: expect.stringContaining('截止时间早于') });
  });
});

describe('admin lists of what cannot be signed', () => {
  it('hasSeal=false: companies without a seal, until one is uploaded', async () => {
    const withoutSeal = async () =>
      (await as.admin.get<Page<Company>>('/api/companies?hasSeal=false&pageSize=100')).body.data!.list.map((c) => c.id);
    // The signing companies are seeded with a seal; company 31 is not.
    expect(await withoutSeal()).not.toContain(29);
    expect(await withoutSeal()).toContain(31);
    await uploadSeal(as.company, 31);
    expect(await withoutSeal()).not.toContain(31);
    expect((await as.admin.get<Page<Company>>('/api/companies?hasSeal=true&pageSize=100')).body.data!.list.map((c) => c.id)).toContain(31);
  });

  it('missingSignaturePlaces: templates without both signature places, and the complement', async () => {
    const list = async (missing: boolean) =>
      (await as.admin.get<Page<ContractTemplate>>(`/api/contracts?missingSignaturePlaces=${missing}&pageSize=100`)).body.data!;
    const [missing, complete, all] = [
      await list(true),
      await list(false),
      (await as.admin.get<Page<ContractTemplate>>('/api/contracts?pageSize=100')).body.data!,
    ];
    expect(complete.list.map((c) => c.code)).toContain('LC-2025');
    expect(missing.list.map((c) => c.code)).not.toContain('LC-2025');
    expect(missing.total + complete.total).toBe(all.total);
  });
});
