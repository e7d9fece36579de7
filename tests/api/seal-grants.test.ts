/**
 * Who may stamp a company's seal, over HTTP: company signing of one task or a batch needs a live
 * grant (not revoked, not expired, covering the task's template and department) of the seal the
 * template asks for; a refusal names the seal and writes nothing; a batch is refused whole at its
 * start and checks each task again as it seals. The seal and grant used are named in the
 * `company_signed` event, and what is sealed still verifies (pdfsig).
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Batch, BatchDetail } from '../../common/api/batches';
import type { Seal, SealGrant } from '../../common/api/seals';
import type { SignTask, SignTaskDetail } from '../../common/api/signing';
import { raw } from './support/database';
import { departmentId, serveWithRoles, snapshot } from './support/roles';
import { addEmployees, pendingCompanyTasks, templateIdOf } from './support/signing';
import { pdfsigBlocks } from './support/signatures-fixtures';

const { server, as } = serveWithRoles({ background: { pollMs: 3_600_000 } });

const HOUR = 3_600_000;
const NOT_GRANTED = (seal: string) =>
  `您没有印章「${seal}」的有效授权（未授权、已到期、已撤销，或授权不含此合同模板或部门），无法签章：请联系本公司的公司用户授权`;
/** What a refused sealing must leave as it was. */
const SEALING_TABLES = ['sign_tasks', 'sign_events', 'sign_document_versions', 'batches', 'batch_items'];
const tables = () => SEALING_TABLES.map((t) => snapshot(server.handle, t));

const accountId = (username: string) =>
  (raw(server.handle).prepare('select id from accounts where username = ?').get(username) as { id: number }).id;
const companySeal = () =>
  (
    raw(server.handle).prepare("select id from seals where company_id = 29 and kind = 'company' and status = 'active'").get() as {
      id: number;
    }
  ).id;

/** Revokes every live grant the operator holds on `sealId`, as the company user. */
async function revokeOperator(sealId = companySeal()) {
  const grants = (await as.user.get<SealGrant[]>(`/api/seals/${sealId}/grants`)).body.data!;
  for (const grant of grants.filter((g) => g.accountId === accountId('operator') && g.revokedAt === null)) {
    expect((await as.user.post(`/api/seal-grants/${grant.id}/revoke`, {})).status).toBe(200);
  }
}

async function grantOperator(limits: Partial<Omit<SealGrant, 'id'>> = {}, sealId = companySeal()): Promise<SealGrant> {
  const res = await as.user.post<SealGrant>(`/api/seals/${sealId}/grants`, { accountId: accountId('operator'), ...limits });
  expect(res.status).toBe(201);
  return res.body.data!;
}

const tasks = (count: number, prefix: string) =>
  pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, count, prefix));
const companySign = (id: number, client = as.operator) => client.post<SignTask>(`/api/sign-tasks/${id}/company-sign`, {});
const sealedEvent = (taskId: number) =>
  JSON.parse(
    (
      raw(server.handle).prepare("select detail from sign_events where task_id = ? and action = 'company_signed'").get(taskId) as {
        detail: string;
      }
    ).detail,
  ) as Record<string, unknown>;

/** pdfsig's verdict on each signature field of the task's first document (certificates aside). */
async function pdfsigVerdicts(taskId: number): Promise<Record<string, string>> {
  const detail = (await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`)).body.data!;
  const res = await as.operator.raw('GET', `/api/sign-tasks/${taskId}/documents/${detail.documents[0].id}`);
  const file = join(server.dir, `task-${taskId}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  const done = await promisify(execFile)('pdfsig', ['-nocert', file], { encoding: 'utf8' }).catch(
    (e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }),
  );
  const verdicts: Record<string, string> = {};
  for (const block of pdfsigBlocks(`${done.stdout}${done.stderr}`)) {
    const field = /Signature Field Name: (\S+)/.exec(block)?.[1];
    if (field) verdicts[field] = /Signature Validation: ([^\n]+)/.exec(block)?.[1] ?? '';
  }
  return verdicts;
}

it('seals with the grant the upgrade gave the operator, names seal and grant in the event, and pdfsig finds both signatures valid', async () => {
  const [id] = await tasks(1, '授权');
  const seeded = (await as.user.get<SealGrant[]>(`/api/seals/${companySeal()}/grants`)).body.data!.find(
    (g) => g.accountId === accountId('operator'),
  )!;
  const sealed = await companySign(id);
  expect([sealed.status, sealed.body.data?.status]).toEqual([200, 'completed']);
  expect(sealedEvent(id)).toMatchObject({ sealId: companySeal(), grantId: seeded.id });
  expect(await pdfsigVerdicts(id)).toMatchObject({ EmployeeSignature: 'Signature is Valid.', CompanySignature: 'Signature is Valid.' });
});

it('lets the company user seal with its own grant; administrators never seal (403)', async () => {
  const [mine, admins] = await tasks(2, '公司');
  expect((await companySign(mine, as.user)).status).toBe(200);
  const before = tables();
  expect((await companySign(admins, as.admin)).status).toBe(403);
  expect(tables()).toEqual(before);
});

it('refuses without a grant, naming the seal, and writes nothing; a new grant lets the operator seal', async () => {
  const [id] = await tasks(1, '撤销');
  await revokeOperator();
  const before = tables();
  const refused = await companySign(id);
  expect([refused.status, refused.body.msg]).toEqual([403, NOT_GRANTED('公章')]);
  expect(tables()).toEqual(before);
  as.operator.locale = 'en-US';
  expect((await companySign(id)).body.msg).toContain('You hold no live grant of the seal "公章"');
  as.operator.locale = 'zh-CN';
  const grant = await grantOperator();
  expect((await companySign(id)).status).toBe(200);
  expect(sealedEvent(id)).toMatchObject({ grantId: grant.id });
});

it('refuses once the grant has expired', async () => {
  const [early, late] = await tasks(2, '到期');
  await revokeOperator();
  await grantOperator({ expiresAt: new Date(server.clock.now().getTime() + HOUR).toISOString() });
  expect((await companySign(early)).status).toBe(200);
  server.clock.advance(2 * HOUR);
  const before = tables();
  expect((await companySign(late)).body).toMatchObject({ status: 403, msg: NOT_GRANTED('公章') });
  expect(tables()).toEqual(before);
  await grantOperator();
  expect((await companySign(late)).status).toBe(200);
});

it('refuses outside the templates and departments of the grant, and seals within them', async () => {
  const [id] = await tasks(1, '范围');
  await revokeOperator();
  const otherTemplate = await grantOperator({ templateIds: [templateIdOf(server, 'HL-WH-2025')] });
  const otherDepartment = await grantOperator({ departmentIds: [departmentId(server.handle, 29, '运输调度部')] });
  const before = tables();
  expect((await companySign(id)).status).toBe(403);
  expect(tables()).toEqual(before);
  for (const grant of [otherTemplate, otherDepartment]) await as.user.post(`/api/seal-grants/${grant.id}/revoke`, {});
  const within = await grantOperator({
    templateIds: [templateIdOf(server, 'LC-2025')],
    departmentIds: [departmentId(server.handle, 29, '仓储运营部')],
  });
  expect((await companySign(id)).status).toBe(200);
  expect(sealedEvent(id)).toMatchObject({ grantId: within.id });
});

describe('batches', () => {
  it('refuses to start a batch whose seal the operator holds no grant of, whole and with the reason', async () => {
    const ids = await tasks(2, '批无');
    await revokeOperator();
    const before = tables();
    const res = await as.operator.post('/api/batches', { taskIds: ids });
    expect([res.status, res.body.msg]).toEqual([403, NOT_GRANTED('公章')]);
    expect(tables()).toEqual(before);
    await grantOperator();
    expect((await as.operator.post<Batch>('/api/batches', { taskIds: ids })).status).toBe(202);
    await server.runJobs();
    for (const id of ids) expect((await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${id}`)).body.data!.status).toBe('completed');
  });

  it('checks each task again as it seals: a grant revoked after the start fails the tasks with the reason, and the batch ends', async () => {
    const ids = await tasks(2, '批撤');
    const started = await as.operator.post<Batch>('/api/batches', { taskIds: ids });
    expect(started.status).toBe(202);
    await revokeOperator();
    await server.runJobs();
    const batch = (await as.operator.get<BatchDetail>(`/api/batches/${started.body.data!.id}`)).body.data!;
    expect(batch).toMatchObject({ status: 'done', done: 0, failed: 2 });
    for (const item of batch.items) expect(item).toMatchObject({ status: 'failed', error: NOT_GRANTED('公章') });
    for (const id of ids)
      expect((await as.operator.get<SignTaskDetail>(`/api/sign-tasks/${id}`)).body.data!.status).toBe('pending_company');
    await grantOperator();
  });
});

it('stamps the seal of the kind the template names: none of that kind is a 409 naming it; granted, it is the seal recorded', async () => {
  const template = templateIdOf(server, 'LC-2025');
  const [id] = await tasks(1, '合同章');
  expect((await as.admin.put(`/api/contracts/${template}`, { sealKind: 'contract' })).status).toBe(200);
  try {
    const before = tables();
    const none = await companySign(id);
    expect([none.status, none.body.msg]).toEqual([
      409,
      '该公司没有启用中的合同专用章，无法签章：请联系本公司的公司用户或管理员添加后再签章',
    ]);
    const seal = (await as.user.post<Seal>('/api/companies/29/seals/drawn', { kind: 'contract', name: '合同专用章' })).body.data!;
    // The operator's grant of the company seal does not reach the contract seal.
    expect((await companySign(id)).body).toMatchObject({ status: 403, msg: NOT_GRANTED('合同专用章') });
    expect(tables()).toEqual(before);
    const grant = await grantOperator({}, seal.id);
    expect((await companySign(id)).status).toBe(200);
    expect(sealedEvent(id)).toMatchObject({ sealId: seal.id, grantId: grant.id });
    expect(await pdfsigVerdicts(id)).toMatchObject({ EmployeeSignature: 'Signature is Valid.', CompanySignature: 'Signature is Valid.' });
  } finally {
    await as.admin.put(`/api/contracts/${template}`, { sealKind: 'company' });
  }
});
