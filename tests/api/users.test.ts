/** GET /api/users: scoped by role, paged, filtered, sorted, with its query validated. */
import type { Account } from '../../common/api/accounts';
import type { Page } from '../../common/api/paging';
import { startServer, type ApiClient, type TestServer } from './support/harness';

let server: TestServer;
const clients: Record<string, ApiClient> = {};
beforeAll(async () => {
  server = await startServer();
  for (const username of ['admin', 'user', 'company', 'department', 'operator']) {
    clients[username] = server.client();
    await clients[username].loginOk(username);
  }
});
afterAll(() => server.close());

async function list(client: ApiClient, query = '') {
  const res = await client.get<Page<Account>>(`/api/users${query}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

const usernames = (page: Page<Account>) => page.list.map((a) => a.username);

describe('scope by role', () => {
  it('shows an admin every account', async () => {
    const page = await list(clients.admin, '?pageSize=100');
    expect(page.total).toBe(7);
    expect(usernames(page).sort()).toEqual(['admin', 'company', 'department', 'operator', 'sunlei', 'user', 'wangfang']);
    // No secrets in the list.
    expect(JSON.stringify(page)).not.toMatch(/password|scrypt/);
  });

  it('shows a company user only the accounts of its company', async () => {
    const page = await list(clients.user, '?pageSize=100');
    expect(usernames(page).sort()).toEqual(['department', 'operator', 'sunlei', 'user']);
    expect(page.list.every((a) => a.relation_id === 29)).toBe(true);
    const other = await list(clients.company, '?pageSize=100');
    expect(usernames(other)).toEqual(['company']);
  });

  it('keeps a company user inside its company even when filtering for others', async () => {
    expect((await list(clients.user, '?type=1')).total).toBe(0);
    expect((await list(clients.user, '?keyword=wang')).total).toBe(0);
  });

  it.each(['department', 'operator'])('refuses a %s user with 403', async (username) => {
    const res = await clients[username].get('/api/users');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, msg: '没有权限执行此操作' });
  });

  it('answers 401 with status 302 when logged out', async () => {
    const res = await server.client().get('/api/users');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(302);
  });
});

describe('paging, sorting, filters', () => {
  it('pages with current and pageSize, default page size 10', async () => {
    const first = await list(clients.admin);
    expect(first).toMatchObject({ current: 1, pageSize: 10, total: 7 });
    const page = await list(clients.admin, '?current=2&pageSize=3&sorter=id');
    expect(page).toMatchObject({ current: 2, pageSize: 3, total: 7 });
    expect(page.list.map((a) => a.id)).toEqual([4, 5, 6]);
    const beyond = await list(clients.admin, '?current=9&pageSize=3');
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(7);
  });

  it('sorts ascending by field and descending by -field', async () => {
    const asc = await list(clients.admin, '?sorter=username&pageSize=100');
    expect(usernames(asc)).toEqual([...usernames(asc)].sort());
    const desc = await list(clients.admin, '?sorter=-username&pageSize=100');
    expect(usernames(desc)).toEqual([...usernames(asc)].reverse());
  });

  it('filters by username, name, keyword (contains), type and status', async () => {
    expect(usernames(await list(clients.admin, '?username=OPER'))).toEqual(['operator']);
    expect(usernames(await list(clients.admin, `?name=${encodeURIComponent('刘')}`))).toEqual(['department']);
    expect(usernames(await list(clients.admin, `?keyword=${encodeURIComponent('王')}`))).toEqual(['wangfang']);
    expect(usernames(await list(clients.admin, '?type=3&sorter=username'))).toEqual(['department', 'sunlei']);
    expect(usernames(await list(clients.admin, '?status=disabled'))).toEqual(['sunlei']);
    // Blank filters (as forms send them) are ignored; LIKE wildcards are literal.
    expect((await list(clients.admin, '?username=&name=')).total).toBe(7);
    expect((await list(clients.admin, '?username=%25')).total).toBe(0);
    expect((await list(clients.admin, '?username=_')).total).toBe(0);
  });

  it('answers each raw query for itself, asked in any order and again (parsed queries are kept by their text)', async () => {
    const english = server.client({ locale: 'en-US' });
    await english.loginOk('admin');
    for (let round = 0; round < 2; round++) {
      // Texts one escape or one character apart, parsing alike or not.
      expect(usernames(await list(clients.admin, '?username=oper'))).toEqual(['operator']);
      expect(usernames(await list(clients.admin, '?username=o%70er'))).toEqual(['operator']);
      expect((await list(clients.admin, '?username=oper%25')).total).toBe(0);
      expect(usernames(await list(clients.admin, '?username=user'))).toEqual(['user']);
      expect((await list(clients.admin, '?pageSize=2')).list).toHaveLength(2);
      expect((await list(clients.admin, '?pageSize=3')).list).toHaveLength(3);
      // The same text on another list is parsed by that list's schema.
      const companies = await clients.admin.get<Page<unknown>>('/api/companies?pageSize=2');
      expect(companies.status).toBe(200);
      expect(companies.body.data!.list).toHaveLength(2);
      // A refusal is not kept: it is given again, in the caller's language.
      const refused = await clients.admin.get('/api/users?pageSize=101');
      expect([refused.status, refused.body.msg]).toEqual([422, '每页条数 不能大于 100']);
      const refusedInEnglish = await english.get('/api/users?pageSize=101');
      expect(refusedInEnglish.status).toBe(422);
      expect(refusedInEnglish.body.field).toBe('pageSize');
      expect(refusedInEnglish.body.msg).not.toBe(refused.body.msg);
    }
  });

  it.each([
    ['?pageSize=101', 422, 'pageSize', '每页条数 不能大于 100'],
    ['?pageSize=0', 422, 'pageSize', '每页条数 不能小于 1'],
    ['?current=abc', 400, 'current', '页码 类型错误'],
    ['?current=1.5', 400, 'current', '页码 必须是整数'],
    ['?sorter=password_hash', 422, 'sorter', undefined],
    ['?status=gone', 422, 'status', '状态 必须是以下值之一：enabled, disabled'],
    ['?type=7', 422, 'type', '类型 不能大于 4'],
  ])('rejects %s with %i naming the field', async (query, status, field, msg) => {
    const res = await clients.admin.get(`/api/users${query}`);
    expect(res.status).toBe(status);
    expect(res.body.status).toBe(status);
    expect(res.body.field).toBe(field);
    if (msg) expect(res.body.msg).toBe(msg);
  });
});
