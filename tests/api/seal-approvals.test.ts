/**
 * Approval before sealing (用印审批), over HTTP: a seal's approval settings; an operator's single
 * sealing or batch with such a seal waits as `awaiting_approval` with nothing sealed; only an
 * approver of the seal who did not ask decides, once; approval starts the batch and the approver
 * and time go into each task's audit chain, the task page and the evidence report; a refusal
 * ends the batch with its reason and the tasks still wait. A batch that started before approval
 * was required seals nothing with that seal.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../common/api/paging';
import type { AuditEvent } from '../../common/api/audit';
import type { Batch, BatchDetail } from '../../common/api/batches';
import type { Seal, SealApproval } from '../../common/api/seals';
import type { CompanySignAwaitingApproval, SignTaskDetail } from '../../common/api/signing';
import { raw } from './support/database';
import { count, serveWithRoles, snapshot } from './support/roles';
import { addEmployees, pendingCompanyTasks } from './support/signing';

const { server, as } = serveWithRoles({ background: { pollMs: 3_600_000 } });

const accountId = (username: string) =>
  (raw(server.handle).prepare('select id from accounts where username = ?').get(username) as { id: number }).id;
const companySeal = () =>
  (
    raw(server.handle).prepare("select id from seals where company_id = 29 and kind = 'company' and status = 'active'").get() as {
      id: number;
    }
  ).id;
const tasks = (n: number, prefix: string) => pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, n, prefix));
const task = async (id: number) => (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${id}`)).body.data!;
const approvals = async (client = as.user, query = '') => (await client.get<Page<SealApproval>>(`/api/seal-approvals${query}`)).body.data!;
const SEALING_TABLES = ['sign_tasks', 'sign_events', 'sign_document_versions', 'batches', 'batch_items', 'seal_approvals'];
const tables = () => SEALING_TABLES.map((t) => snapshot(server.handle, t));

/** Approval on the company seal, approved by the company user 李静 (and whoever else is named). */
async function requireApproval(approvers = ['user']) {
  const res = await as.user.patch<Seal>(`/api/seals/${companySeal()}`, {
    approvalRequired: true,
    approverIds: approvers.map(accountId),
  });
  expect(res.status).toBe(200);
  return res.body.data!;
}
const noApproval = () => as.user.patch(`/api/seals/${companySeal()}`, { approvalRequired: false, approverIds: [] });

afterEach(async () => {
  expect((await noApproval()).status).toBe(200);
});

describe('settings', () => {
  it('turns approval on with approvers of the company only, names the field otherwise, and logs the change', async () => {
    const none = await as.user.patch(`/api/seals/${companySeal()}`, { approvalRequired: true });
    expect(none.body).toMatchObject({ status: 422, field: 'approverIds', msg: '开启用印审批须至少指定一位审批人' });
    const foreign = await as.user.patch(`/api/seals/${companySeal()}`, { approvalRequired: true, approverIds: [accountId('company')] });
    expect(foreign.body).toMatchObject({ status: 422, field: 'approverIds' });
    // A malformed field is refused as every body's is (400, naming it).
    expect((await as.user.patch(`/api/seals/${companySeal()}`, { approverIds: 'x' })).body).toMatchObject({
      status: 400,
      field: 'approverIds',
    });
    // Another company's user may not touch the seal at all.
    expect((await as.company.patch(`/api/seals/${companySeal()}`, { approvalRequired: false })).status).toBe(403);

    const seal = await requireApproval(['user', 'department']);
    expect(seal.approvalRequired).toBe(true);
    expect(seal.approvers.map((a) => a.accountName).sort()).toEqual(['李静', '刘洋'].sort());
    const log = (await as.user.get<Page<AuditEvent>>('/api/audit-events?action=seals.approvers')).body.data!;
    expect(log.list[0]).toMatchObject({ actorName: '李静', details: { sealId: seal.id, approvalRequired: true } });
    // The approvers' current user says so (the SPA shows them the approvals page); the operator's does not.
    expect((await as.department.get<{ sealApprover: boolean }>('/api/currentUser')).body.data!.sealApprover).toBe(true);
    expect((await as.operator.get<{ sealApprover: boolean }>('/api/currentUser')).body.data!.sealApprover).toBe(false);
  });
});

describe('single sealing', () => {
  it('waits for approval with nothing sealed; the approver approves; the batch seals it, and the approval is in its chain and evidence', async () => {
    const [id] = await tasks(1, '审批');
    await requireApproval();
    const asked = await as.operator.post<CompanySignAwaitingApproval>(`/api/sign-tasks/${id}/company-sign`, {});
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ awaitingApproval: true });
    const batchId = asked.body.data!.batchId;
    expect((await task(id)).status).toBe('pending_company');
    expect((await task(id)).seal).toMatchObject({ sealName: '公章', approvalRequired: true, readerMayStamp: true, approvedByName: null });
    const batch = (await as.operator.get<BatchDetail>(`/api/batches/${batchId}`)).body.data!;
    expect(batch).toMatchObject({ status: 'awaiting_approval', total: 1 });
    // No job is queued while it waits.
    await server.runJobs();
    expect((await task(id)).status).toBe('pending_company');

    // The approver is told, and sees it among those to decide; the requester sees it, not to decide.
    const notice = raw(server.handle)
      .prepare("select link from notices where account_id = ? and message like '%sealApproval.requested%'")
      .get(accountId('user')) as { link: string } | undefined;
    expect(notice?.link).toBe('/sealApproval');
    const mine = await approvals(as.user, '?mine=true');
    const approval = mine.list.find((a) => a.batchId === batchId)!;
    expect(approval).toMatchObject({ sealName: '公章', taskCount: 1, status: 'pending', requestedByName: '赵敏', canDecide: true });
    const operatorView = (await approvals(as.operator)).list.find((a) => a.id === approval.id)!;
    expect(operatorView.canDecide).toBe(false);
    // Another company sees none of it and cannot decide it.
    expect((await approvals(as.company)).list.some((a) => a.id === approval.id)).toBe(false);
    expect((await as.company.post(`/api/seal-approvals/${approval.id}/approve`, {})).status).toBe(403);

    // Neither someone who is not an approver nor the requester decides.
    const before = tables();
    const notApprover = await as.department.post(`/api/seal-approvals/${approval.id}/approve`, {});
    expect([notApprover.status, notApprover.body.msg]).toEqual([403, '您不是印章「公章」的审批人']);
    expect(tables()).toEqual(before);

    server.clock.advance(60_000);
    const approved = await as.user.post<SealApproval>(`/api/seal-approvals/${approval.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedByName: '李静', canDecide: false });
    expect((await as.user.post(`/api/seal-approvals/${approval.id}/approve`, {})).body).toMatchObject({
      status: 409,
      msg: '该用印审批已处理',
    });
    await server.runJobs();

    const done = await task(id);
    expect(done.status).toBe('completed');
    const actions = done.events.map((e) => e.action);
    expect(actions.indexOf('seal_approved')).toBeLessThan(actions.indexOf('company_signed'));
    const approvedEvent = done.events.find((e) => e.action === 'seal_approved')!;
    expect(approvedEvent).toMatchObject({ actorName: '李静', detail: { approvalId: approval.id, batchId } });
    expect(done.events.find((e) => e.action === 'company_signed')!.detail).toMatchObject({ approvalId: approval.id, batchId });
    expect(done.seal).toMatchObject({ sealName: '公章', stampedByName: '赵敏', approvedByName: '李静', approvedAt: approvedEvent.at });

    const report = await as.operator.raw('GET', `/api/sign-tasks/${id}/evidence`);
    const file = join(server.dir, `evidence-${id}.pdf`);
    writeFileSync(file, Buffer.from(await report.arrayBuffer()));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain(`用印审批#${approval.id}：由李静于`);
  });

  it('refuses the requester deciding their own request', async () => {
    const [id] = await tasks(1, '自批');
    await requireApproval(['user', 'operator']);
    const { batchId } = (await as.operator.post<CompanySignAwaitingApproval>(`/api/sign-tasks/${id}/company-sign`, {})).body.data!;
    const approval = (await approvals(as.operator)).list.find((a) => a.batchId === batchId)!;
    expect(approval.canDecide).toBe(false);
    const own = await as.operator.post(`/api/seal-approvals/${approval.id}/approve`, {});
    expect([own.status, own.body.msg]).toEqual([403, '不能审批自己提交的用印申请']);
    // The operator is not told of their own request.
    expect(
      count(
        server.handle,
        "select count(*) as n from notices where account_id = ? and message like '%sealApproval.requested%'",
        accountId('operator'),
      ),
    ).toBe(0);
    expect((await as.user.post(`/api/seal-approvals/${approval.id}/approve`, {})).status).toBe(200);
  });
});

describe('batches', () => {
  it('a refusal needs a reason, ends the batch with it, and the tasks still wait; a retry asks again', async () => {
    const ids = await tasks(2, '拒绝');
    await requireApproval();
    const started = await as.operator.post<Batch>('/api/batches', { taskIds: ids });
    expect(started.status).toBe(202);
    expect(started.body.data!.status).toBe('awaiting_approval');
    const approval = (await approvals(as.user, '?mine=true')).list.find((a) => a.batchId === started.body.data!.id)!;
    expect(approval.taskCount).toBe(2);

    const before = tables();
    const blank = await as.user.post(`/api/seal-approvals/${approval.id}/refuse`, { reason: '  ' });
    expect(blank.body).toMatchObject({ status: 422, field: 'reason' });
    expect(tables()).toEqual(before);

    const refused = await as.user.post<SealApproval>(`/api/seal-approvals/${approval.id}/refuse`, { reason: '合同金额待核实' });
    expect(refused.body.data).toMatchObject({ status: 'refused', reason: '合同金额待核实', decidedByName: '李静' });
    await server.runJobs();
    const batch = (await as.operator.get<BatchDetail>(`/api/batches/${started.body.data!.id}`)).body.data!;
    expect(batch).toMatchObject({ status: 'refused', done: 0, failed: 2 });
    for (const item of batch.items) expect(item).toMatchObject({ status: 'failed', error: '用印审批未通过：合同金额待核实' });
    for (const id of ids) {
      const t = await task(id);
      expect(t.status).toBe('pending_company');
      expect(t.events.find((e) => e.action === 'seal_refused')).toMatchObject({ actorName: '李静', detail: { reason: '合同金额待核实' } });
    }
    const notice = raw(server.handle)
      .prepare("select link from notices where account_id = ? and message like '%sealApproval.refused%'")
      .get(accountId('operator')) as { link: string } | undefined;
    expect(notice?.link).toBe(`/batchSign?batch=${started.body.data!.id}`);

    const retried = await as.operator.post<Batch>(`/api/batches/${started.body.data!.id}/retry`, {});
    expect(retried.body.data!.status).toBe('awaiting_approval');
  });

  it('a batch that started before approval was required seals nothing with that seal', async () => {
    const ids = await tasks(1, '先跑');
    const started = await as.operator.post<Batch>('/api/batches', { taskIds: ids });
    expect(started.body.data!.status).toBe('running');
    await requireApproval();
    await server.runJobs();
    const batch = (await as.operator.get<BatchDetail>(`/api/batches/${started.body.data!.id}`)).body.data!;
    expect(batch).toMatchObject({ status: 'done', done: 0, failed: 1 });
    expect(batch.items[0].error).toContain('印章「公章」用印前须经审批');
    expect((await task(ids[0])).status).toBe('pending_company');
  });
});
