/**
 * A sign task's records over HTTP (day-one issue, points 1 and 14): showing a document records
 * nothing, saving it records one `downloaded` event; the evidence report is saved like the other
 * files; and ID numbers among a task's values reach admins only in full, as in every list.
 */
import type { Page } from '../../common/api/paging';
import type { RecentSignEvent, SignTask, SignTaskCreateResult, SignTaskDetail } from '../../common/api/signing';
import { maskIdNumber } from '../../common/validation/limits';
import { raw } from './support/database';
import type { ApiClient } from './support/harness';
import { serveWithRoles } from './support/roles';
import { addEmployees, LABOUR_VALUES, pendingCompanyTasks, templateIdOf, uploadSeal } from './support/signing';

const { server, as } = serveWithRoles();

let taskId = 0;
let documentId = 0;
let fullIdNumber = '';

beforeAll(async () => {
  const [employee] = addEmployees(server, 1, '记录');
  fullIdNumber = (raw(server.handle).prepare('select id_number from employees where id = ?').get(employee) as { id_number: string })
    .id_number;
  [taskId] = await pendingCompanyTasks(server, as.operator, as.anonymous, [employee]);
  await uploadSeal(as.user, 29);
  expect((await as.operator.post(`/api/sign-tasks/${taskId}/company-sign`, {})).status).toBe(200);
  await server.runJobs();
  documentId = (await detailAs(as.user)).documents[0].id;
}, 120_000);

async function detailAs(client: ApiClient): Promise<SignTaskDetail> {
  const res = await client.get<SignTaskDetail>(`/api/sign-tasks/${taskId}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

const eventCount = async () => (await detailAs(as.user)).events.length;
const documentPath = (query = '') => `/api/sign-tasks/${taskId}/documents/${documentId}${query}`;

describe("a completed task's document", () => {
  it('is shown inline, as often as the page draws it, and that records nothing', async () => {
    const before = await eventCount();
    for (let view = 0; view < 3; view += 1) {
      const res = await as.user.raw('GET', documentPath());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
    }
    expect(await eventCount()).toBe(before);
  });

  it('is saved with download=1, which records exactly one downloaded event naming the document', async () => {
    const before = (await detailAs(as.user)).events;
    const res = await as.user.raw('GET', documentPath('?download=1'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    await res.arrayBuffer();
    const after = (await detailAs(as.user)).events;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ action: 'downloaded', actorType: 'account', detail: { documentId } });
    // The home page's recent activity shows that one download, not the views before it.
    const recent = (await as.user.get<RecentSignEvent[]>('/api/sign-events/recent?limit=50')).body.data!;
    expect(recent.filter((e) => e.taskId === taskId && e.action === 'downloaded')).toHaveLength(1);
  });

  it('refuses a download flag it does not understand, recording nothing', async () => {
    const before = await eventCount();
    const res = await as.user.get(documentPath('?download=yes'));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'download' });
    expect(await eventCount()).toBe(before);
  });
});

describe("a completed task's evidence report", () => {
  it('is saved as a file, like the PDFs and the .zip', async () => {
    const res = await as.user.raw('GET', `/api/sign-tasks/${taskId}/evidence`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const archive = await as.user.raw('GET', `/api/sign-tasks/${taskId}/archive`);
    expect(archive.headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});

describe("ID numbers among a task's values", () => {
  const masked = () => maskIdNumber(fullIdNumber);

  it.each(['user', 'operator'] as const)('reach the %s masked, in the task and in the list, and nowhere in full', async (role) => {
    const detail = await as[role].get<SignTaskDetail>(`/api/sign-tasks/${taskId}`);
    expect(detail.body.data!.values.id_number).toBe(masked());
    expect(masked()).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect(JSON.stringify(detail.body)).not.toContain(fullIdNumber);
    const list = await as[role].get<Page<SignTask>>(`/api/sign-tasks?employeeId=${detail.body.data!.employeeId}`);
    expect(list.body.data!.list.map((t) => t.values.id_number)).toEqual([masked()]);
    expect(JSON.stringify(list.body)).not.toContain(fullIdNumber);
  });

  it('reach an administrator in full, as the employee list does', async () => {
    expect((await detailAs(as.admin)).values.id_number).toBe(fullIdNumber);
    const list = await as.admin.get<Page<SignTask>>(`/api/sign-tasks?companyId=29&employeeId=${(await detailAs(as.admin)).employeeId}`);
    expect(list.body.data!.list.map((t) => t.values.id_number)).toEqual([fullIdNumber]);
  });

  it('reach the initiator masked in the answer of a write too', async () => {
    const employeeId = (await detailAs(as.user)).employeeId;
    const created = await as.operator.post<SignTaskCreateResult>('/api/sign-tasks', {
      templateId: templateIdOf(server, 'LC-2025'),
      employeeIds: [employeeId],
      values: LABOUR_VALUES,
    });
    expect(created.status).toBe(201);
    expect(created.body.data!.created[0].values.id_number).toBe(masked());
    expect(JSON.stringify(created.body)).not.toContain(fullIdNumber);
  });
});
