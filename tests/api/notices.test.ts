/** Notices: listed, read and cleared for the caller only. */
import type { Notice } from '../../common/api/accounts';
import { accountId, rowOf, startServer, type ApiClient, type TestServer } from './support/harness';
import { raw } from './support/database';

let server: TestServer;
let admin: ApiClient;
let operator: ApiClient;
beforeAll(async () => {
  server = await startServer();
  admin = server.client();
  operator = server.client();
  await admin.loginOk('admin');
  await operator.loginOk('operator');
});
afterAll(() => server.close());

function noticeIdsOf(username: string): number[] {
  return (
    raw(server.handle).prepare('select id from notices where account_id = ? order by id').all(accountId(server.handle, username)) as Array<{
      id: number;
    }>
  ).map((r) => r.id);
}

it('lists the notices of the caller, newest first, in the contract shape', async () => {
  const res = await admin.get<Notice[]>('/api/notices');
  expect(res.status).toBe(200);
  const notices = res.body.data!;
  expect(notices.map((n) => n.id).sort((a, b) => a - b)).toEqual(noticeIdsOf('admin'));
  const count = (type: string) => notices.filter((n) => n.type === type).length;
  // The seeded ones (server/db/seed/notices.ts): the manual and the enabled template, the companies without a seal.
  expect([count('notification'), count('message'), count('event')]).toEqual([2, 0, 1]);
  const times = notices.map((n) => n.datetime);
  expect(times).toEqual([...times].sort().reverse());
  expect(notices.find((n) => n.type === 'event')).toMatchObject({ status: 'urgent', link: '/company?hasSeal=false' });
  // Each opens what it is about.
  expect(notices.every((n) => typeof n.link === 'string' && n.link.startsWith('/'))).toBe(true);
  expect(notices[0]).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      title: expect.any(String),
      description: expect.any(String),
      read: expect.any(Boolean),
    }),
  );
});

it('renders the seeded notices in the reader\u2019s language', async () => {
  const english = server.client({ locale: 'en-US' });
  await english.loginOk('company');
  const notices = (await english.get<Notice[]>('/api/notices')).body.data!;
  expect(notices.map(({ title, link }) => ({ title, link }))).toEqual([
    { title: '南京金陵餐饮管理有限公司 has no seal yet', link: '/company/31' },
    { title: 'The principal template "劳动合同（2025 版）" is enabled', link: '/contract/principleContract' },
    { title: 'Welcome to E-Signature Cloud, 张伟', link: '/helpCenter/manual' },
  ]);
});

it('marks one of the caller\u2019s notices read', async () => {
  const [id] = noticeIdsOf('admin');
  const res = await admin.put<Notice>(`/api/notices/${id}/read`);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ id, read: true });
  expect(rowOf(server.handle, 'notices', id)!.read).toBe(1);
});

it('answers 404 for another account\u2019s notice and changes nothing', async () => {
  const [id] = noticeIdsOf('operator');
  const before = rowOf(server.handle, 'notices', id);
  const res = await admin.put(`/api/notices/${id}/read`);
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ status: 404, msg: '通知不存在' });
  expect(rowOf(server.handle, 'notices', id)).toEqual(before);
  expect((await admin.put('/api/notices/999999/read')).status).toBe(404);
});

it('validates the id', async () => {
  const res = await admin.put('/api/notices/abc/read');
  expect(res.status).toBe(400);
  expect(res.body.field).toBe('id');
});

it('clears one type for the caller only', async () => {
  const operatorBefore = noticeIdsOf('operator').length;
  const res = await admin.delete<{ cleared: number }>('/api/notices?type=notification');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ cleared: 2 });
  const after = (await admin.get<Notice[]>('/api/notices')).body.data!;
  expect(after.some((n) => n.type === 'notification')).toBe(false);
  expect(after.filter((n) => n.type === 'event')).toHaveLength(1);
  expect(noticeIdsOf('operator')).toHaveLength(operatorBefore);
  const theirs = (await operator.get<Notice[]>('/api/notices')).body.data!;
  expect(theirs.filter((n) => n.type === 'notification')).toHaveLength(1);
});

it('validates the type to clear', async () => {
  const bad = await admin.delete('/api/notices?type=spam');
  expect(bad.status).toBe(422);
  expect(bad.body).toMatchObject({ status: 422, field: 'type' });
  const missing = await admin.delete('/api/notices');
  expect(missing.status).toBe(422);
  expect(missing.body).toEqual({ status: 422, msg: '类型 不能为空', field: 'type' });
});

it('needs a session for every notice route', async () => {
  const anonymous = server.client();
  for (const [method, path] of [
    ['GET', '/api/notices'],
    ['PUT', '/api/notices/1/read'],
    ['DELETE', '/api/notices?type=event'],
  ]) {
    const res = await anonymous.request(method, path);
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(302);
  }
});
