/** Field help: every route × role, company scope with shared entries, key unique per company. */
import type { Page } from '../../common/api/paging';
import type { FieldHelp } from '../../common/api/contracts';
import { rowOf, type ApiClient } from './support/harness';
import { serveWithRoles } from './support/roles';
import { raw } from './support/database';

const { server, as } = serveWithRoles();

const count = () => (raw(server.handle).prepare('select count(*) as n from field_helps').get() as { n: number }).n;
const helpId = (key: string, companyId: number | null) =>
  (
    raw(server.handle)
      .prepare('select id from field_helps where key = ? and coalesce(company_id, 0) = ?')
      .get(key, companyId ?? 0) as {
      id: number;
    }
  ).id;

let keyCounter = 0;
const nextKey = () => `help_key_${++keyCounter}`;
const body = (extra: Record<string, unknown> = {}) => ({
  key: nextKey(),
  title: '说明标题',
  content: '说明内容',
  example: '示例',
  ...extra,
});

const list = async (client: ApiClient, query = '') => {
  const res = await client.get<Page<FieldHelp>>(`/api/field-helps${query}`);
  expect(res.status).toBe(200);
  return res.body.data!;
};

describe('access by role', () => {
  it.each([
    ['admin', 200],
    ['user', 200],
    ['company', 200],
    ['department', 200],
    ['operator', 200],
    ['anonymous', 401],
  ] as const)('GET /api/field-helps as %s → %i', async (role, status) => {
    expect((await as[role].get('/api/field-helps')).status).toBe(status);
  });

  it.each([
    ['admin', 201, null],
    ['user', 201, 29],
    ['company', 201, 31],
    ['department', 403, undefined],
    ['operator', 403, undefined],
    ['anonymous', 401, undefined],
  ] as const)('POST /api/field-helps as %s → %i', async (role, status, companyId) => {
    const before = count();
    const res = await as[role].post<FieldHelp>('/api/field-helps', body());
    expect(res.status).toBe(status);
    if (status === 201) expect(res.body.data).toMatchObject({ companyId, title: '说明标题', content: '说明内容', example: '示例' });
    expect(count()).toBe(status === 201 ? before + 1 : before);
  });

  const onCompany29 = [
    ['admin', 200],
    ['user', 200],
    ['company', 403],
    ['department', 403],
    ['operator', 403],
    ['anonymous', 401],
  ] as const;

  it.each(onCompany29)('PUT /api/field-helps/:id of company 29 as %s → %i', async (role, status) => {
    const id = helpId('work_location', 29);
    const before = rowOf(server.handle, 'field_helps', id);
    const res = await as[role].put<FieldHelp>(`/api/field-helps/${id}`, {
      key: 'work_location',
      title: `工作地点（${role}）`,
      content: '实际工作地点',
    });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.data).toMatchObject({ id, companyId: 29, title: `工作地点（${role}）`, example: '' });
    else expect(rowOf(server.handle, 'field_helps', id)).toEqual(before);
  });

  it.each(onCompany29)('DELETE /api/field-helps/:id of company 29 as %s → %i', async (role, status) => {
    const created = (await as.user.post<FieldHelp>('/api/field-helps', body())).body.data!;
    const res = await as[role].delete<FieldHelp>(`/api/field-helps/${created.id}`);
    expect(res.status).toBe(status);
    expect(rowOf(server.handle, 'field_helps', created.id) === undefined).toBe(status === 200);
  });
});

describe('scope', () => {
  it('shows admins all entries and company users their own and the shared ones', async () => {
    const all = await list(as.admin, '?pageSize=100');
    const mine = await list(as.user, '?pageSize=100');
    const other = await list(as.company, '?pageSize=100');
    expect(mine.list.every((h) => h.companyId === null || h.companyId === 29)).toBe(true);
    expect(other.list.every((h) => h.companyId === null || h.companyId === 31)).toBe(true);
    expect(mine.list.some((h) => h.key === 'work_location')).toBe(true);
    expect(other.list.some((h) => h.key === 'work_location')).toBe(false);
    expect(all.total).toBeGreaterThan(mine.total);
    expect(all.list.find((h) => h.companyId === 29)!.companyName).toBe('上海华联物流有限公司');
  });

  it('lets company users read shared entries but change only their own', async () => {
    const shared = helpId('employee_name', null);
    const before = rowOf(server.handle, 'field_helps', shared);
    expect((await as.user.put(`/api/field-helps/${shared}`, { key: 'employee_name', title: 'x', content: 'y' })).status).toBe(403);
    expect((await as.company.delete(`/api/field-helps/${shared}`)).status).toBe(403);
    expect(rowOf(server.handle, 'field_helps', shared)).toEqual(before);
  });

  it('lets admins make shared entries or entries of a company; company users only their own', async () => {
    expect((await as.admin.post<FieldHelp>('/api/field-helps', body({ companyId: null }))).body.data!.companyId).toBeNull();
    expect((await as.admin.post<FieldHelp>('/api/field-helps', body({ companyId: 31 }))).body.data!.companyId).toBe(31);
    expect((await as.admin.post('/api/field-helps', body({ companyId: 9999 }))).status).toBe(422);
    const before = count();
    expect((await as.user.post('/api/field-helps', body({ companyId: 31 }))).status).toBe(403);
    expect((await as.user.post<FieldHelp>('/api/field-helps', body({ companyId: 29 }))).body.data!.companyId).toBe(29);
    expect(count()).toBe(before + 1);
  });

  it('refuses a company filter outside the caller scope', async () => {
    expect((await as.company.get('/api/field-helps?companyId=29')).status).toBe(403);
    expect((await list(as.user, '?companyId=29')).list.every((h) => h.companyId === 29)).toBe(true);
  });

  it('answers 404 for an entry that does not exist', async () => {
    const res = await as.admin.put('/api/field-helps/999999', body());
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('字段说明不存在');
    expect((await as.admin.delete('/api/field-helps/999999')).status).toBe(404);
  });
});

describe('keys and validation', () => {
  it('keeps keys unique per company (and among shared entries)', async () => {
    const key = nextKey();
    expect((await as.user.post('/api/field-helps', body({ key }))).status).toBe(201);
    const again = await as.user.post('/api/field-helps', body({ key }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ field: 'key', msg: `字段标识 ${key} 已有说明` });
    expect((await as.company.post('/api/field-helps', body({ key }))).status).toBe(201);
    expect((await as.admin.post('/api/field-helps', body({ key }))).status).toBe(201);
    expect((await as.admin.post('/api/field-helps', body({ key }))).status).toBe(409);
    // Renaming onto a taken key is refused too.
    const other = (await as.user.post<FieldHelp>('/api/field-helps', body())).body.data!;
    const rename = await as.user.put(`/api/field-helps/${other.id}`, { key, title: 't', content: 'c' });
    expect(rename.status).toBe(409);
  });

  it.each([
    [{ key: '' }, 422, 'key', '字段标识 不能为空'],
    [{ key: '2nd' }, 422, 'key', '字段标识 须以字母开头，只能包含字母、数字和下划线'],
    [{ title: '' }, 422, 'title', '标题 不能为空'],
    [{ content: ' ' }, 422, 'content', '内容 不能为空'],
    [{ content: 'x'.repeat(2001) }, 422, 'content', '内容 长度不能超过 2000 个字符'],
    [{ example: 7 }, 400, 'example', '示例 类型错误'],
    // The limit the SPA's form shares (common/validation/templates.ts).
    [{ example: '例'.repeat(501) }, 422, 'example', '示例 长度不能超过 500 个字符'],
  ])('refuses %j', async (extra, status, field, msg) => {
    const before = count();
    const res = await as.user.post('/api/field-helps', body(extra));
    expect(res).toMatchObject({ status, body: { status, field, msg } });
    expect(count()).toBe(before);
  });

  it('filters by key, keyword and shared, and sorts', async () => {
    const byKey = await list(as.user, '?key=id_number');
    expect(byKey.list.map((h) => h.key)).toEqual(['id_number']);
    const byKeyword = await list(as.user, `?keyword=${encodeURIComponent('身份证')}`);
    expect(byKeyword.list.map((h) => h.key)).toContain('id_number');
    expect((await list(as.user, '?shared=true&pageSize=100')).list.every((h) => h.companyId === null)).toBe(true);
    expect((await list(as.user, '?shared=false&pageSize=100')).list.every((h) => h.companyId === 29)).toBe(true);
    const sorted = await list(as.admin, '?sorter=key&pageSize=100');
    expect(sorted.list.map((h) => h.key)).toEqual([...sorted.list.map((h) => h.key)].sort());
    expect((await as.admin.get('/api/field-helps?sorter=content')).status).toBe(422);
  });
});
