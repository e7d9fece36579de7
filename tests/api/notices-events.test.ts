/**
 * Notices made by what happens: each signing event reaches the task's initiator (and nobody
 * else), in the reader's language, linking to the task; a batch with failures is urgent and
 * links to its results. Scheduled sends, reminders and expiry run at a moved clock.
 */
import type { Notice } from '../../common/api/accounts';
import type { Batch } from '../../common/api/batches';
import type { SignTaskCreateResult } from '../../common/api/signing';
import { HOUR, MINUTE, type ApiClient } from './support/harness';
import { serveWithRoles } from './support/roles';
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

const { server, as } = serveWithRoles({ background: { pollMs: 3_600_000 } });

/** The caller's notices about `link`, newest first. */
async function noticesAbout(client: ApiClient, link: string): Promise<Notice[]> {
  return (await client.get<Notice[]>('/api/notices')).body.data!.filter((n) => n.link === link);
}

async function inEnglish(role: 'operator' | 'department'): Promise<ApiClient> {
  const client = server.client({ locale: 'en-US' });
  await client.loginOk(role);
  return client;
}

beforeAll(async () => {
  await uploadSeal(as.user, 29);
});

it('an employee signing reaches the initiator only, in each reader’s language, linking to the task', async () => {
  const [taskId] = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 1, '甲'));
  const [zh] = await noticesAbout(as.operator, `/sign/${taskId}`);
  expect(zh).toMatchObject({ type: 'event', title: '甲0 已签署《劳动合同（2025 版）》', description: `签署任务 #${taskId}`, read: false });
  const [en] = await noticesAbout(await inEnglish('operator'), `/sign/${taskId}`);
  expect(en).toMatchObject({ title: '甲0 signed "劳动合同（2025 版）"', description: `Sign task #${taskId}`, status: 'processing' });
  for (const other of [as.user, as.company, as.department, as.admin]) expect(await noticesAbout(other, `/sign/${taskId}`)).toEqual([]);
});

it('a refusal reaches the initiator as urgent, with the reason', async () => {
  const [employeeId] = addEmployees(server, 1, '拒');
  const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: [employeeId],
    values: LABOUR_VALUES,
    send: true,
  });
  const taskId = created.body.data!.created[0].id;
  const { token, code } = await employeeCode(server, as.anonymous, employeeId);
  expect((await as.anonymous.post(`/api/signing/${token}/reject`, { code, reason: '岗位不符' })).status).toBe(200);
  const [notice] = await noticesAbout(await inEnglish('operator'), `/sign/${taskId}`);
  expect(notice).toMatchObject({ status: 'urgent', title: expect.stringContaining('岗位不符') });
});

it('a batch with a failure is urgent and links to its results', async () => {
  const ids = await pendingCompanyTasks(server, as.operator, as.anonymous, addEmployees(server, 2, '乙'));
  const batch = (await as.operator.post<Batch>('/api/batches', { taskIds: ids })).body.data!;
  await as.operator.post(`/api/sign-tasks/${ids[1]}/revoke`, { reason: '信息有误' });
  await server.runJobs();
  const [notice] = await noticesAbout(await inEnglish('operator'), `/batchSign?batch=${batch.id}`);
  expect(notice).toMatchObject({ title: `Batch signing #${batch.id} finished: 1 sealed, 1 failed`, status: 'urgent' });
});

it('a scheduled send going out, the day-before reminder and the expiry each tell the initiator', async () => {
  const [employeeId] = addEmployees(server, 1, '丙', '人力资源部');
  const at = (hours: number) => new Date(server.clock.now().getTime() + hours * HOUR).toISOString();
  const created = await as.department.post<SignTaskCreateResult>('/api/sign-tasks', {
    templateId: templateIdOf(server, 'LC-2025'),
    employeeIds: [employeeId],
    values: LABOUR_VALUES,
    sendAt: at(1),
    deadline: at(30),
  });
  const link = `/sign/${created.body.data!.created[0].id}`;
  const titles = async () => (await noticesAbout(await inEnglish('department'), link)).map((n) => n.title).reverse();

  server.clock.advance(HOUR + MINUTE);
  await server.runJobs();
  expect(await titles()).toEqual(['"劳动合同（2025 版）" was sent to 丙0 as scheduled']);
  expect(linkToken(server, mobileOf(server, employeeId))).toHaveLength(43);

  server.clock.advance(6 * HOUR);
  await server.runJobs();
  // The deadline in China's time, the zone named: 30 h after 01:00 UTC on 3 March is 4 March 07:00 UTC, 15:00 in Beijing.
  expect((await titles())[1]).toBe('"劳动合同（2025 版）" (丙0) expires at 2025-03-04 15:00 (China time, UTC+8) and is not signed yet');

  server.clock.advance(24 * HOUR);
  await server.runJobs();
  expect(await titles()).toHaveLength(3);
  expect((await noticesAbout(await inEnglish('department'), link))[0]).toMatchObject({ status: 'processing' });
});
