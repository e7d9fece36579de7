/**
 * The prevention list: administrators only (every other role 403, writing nothing), list with
 * filters, create / edit / delete with validation, the check route, its effect on employees,
 * and the domain check the signing flow will call.
 */
import type { Page } from '../../common/api/paging';
import type { Employee, PreventionCheck, PreventionEntry } from '../../common/api/organisation';
import { makeIdNumber } from '../../common/validation/china-ids';
import { seedEmployees, seedPreventionEntries } from '../../server/db/seed';
import { DomainError } from '../../server/domain/errors';
import { assertNotPrevented } from '../../server/domain/organisation/prevention-list/prevented-people';

import { snapshot, serveWithRoles } from './support/roles';
import { raw } from './support/database';

const { server, as } = serveWithRoles();

const entries = () => snapshot(server.handle, 'prevention_list');
let sequence = 500;
function entryBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: '孔明',
    idNumber: makeIdNumber('370881', '19810611', String(sequence)),
    mobile: '13300001111',
    reason: '伪造学历',
    ...overrides,
  };
}
const idOf = (name: string) => seedEmployees.find((e) => e.name === name)!.idNumber;

describe('access', () => {
  it.each(['user', 'company', 'department', 'operator'] as const)('refuses %s on every route with 403, writing nothing', async (role) => {
    const before = entries();
    const client = as[role];
    expect((await client.get('/api/prevention-list')).status).toBe(403);
    expect((await client.post('/api/prevention-list', entryBody())).status).toBe(403);
    expect((await client.put('/api/prevention-list/1', { reason: '改' })).status).toBe(403);
    expect((await client.delete('/api/prevention-list/1')).status).toBe(403);
    const check = await client.get(`/api/prevention-list/check?idNumber=${idOf('杨雪')}`);
    expect(check.status).toBe(403);
    expect(check.body).toEqual({ status: 403, msg: '没有权限执行此操作' });
    expect(entries()).toEqual(before);
  });

  it('answers 401 with status 302 logged out', async () => {
    for (const res of [await as.anonymous.get('/api/prevention-list'), await as.anonymous.post('/api/prevention-list', entryBody())]) {
      expect(res.status).toBe(401);
      expect(res.body.status).toBe(302);
    }
  });
});

describe('GET /api/prevention-list', () => {
  it('lists the entries with who added them, newest first', async () => {
    const res = await as.admin.get<Page<PreventionEntry>>('/api/prevention-list');
    expect(res.body.data).toMatchObject({ total: seedPreventionEntries.length, current: 1, pageSize: 10 });
    const ids = res.body.data!.list.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body.data!.list.at(-1)).toMatchObject({
      name: '杨雪',
      idNumber: idOf('杨雪'),
      createdBy: '陈立新',
      reason: '劳动争议仲裁中，暂停签署新合同',
    });
  });

  it('filters by name (contains), ID number and mobile (exact); sorts', async () => {
    const get = async (query: string) =>
      (await as.admin.get<Page<PreventionEntry>>(`/api/prevention-list${query}`)).body.data!.list.map((e) => e.name);
    expect(await get(`?name=${encodeURIComponent('涛')}`)).toEqual(['韩涛']);
    expect(await get(`?idNumber=${idOf('杨雪').toLowerCase()}`)).toEqual(['杨雪']);
    expect(await get('?mobile=13831146072')).toEqual(['韩涛']);
    expect(await get('?mobile=1383114607')).toEqual([]);
    expect(await get('?sorter=-id')).toEqual(['邓超', '韩涛', '杨雪']);
    expect((await as.admin.get('/api/prevention-list?sorter=reason')).body).toMatchObject({ status: 422, field: 'sorter' });
  });
});

describe('POST, PUT, DELETE /api/prevention-list', () => {
  it('adds an entry and answers it; the person is then flagged and refused as an employee', async () => {
    const idNumber = idOf('王海涛');
    const res = await as.admin.post<PreventionEntry>(
      '/api/prevention-list',
      entryBody({ name: '王海涛', idNumber, reason: '多次违规操作叉车' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '王海涛', idNumber, reason: '多次违规操作叉车', createdBy: '陈立新' });
    const list = (await as.user.get<Page<Employee>>(`/api/employees?idNumber=${idNumber}`)).body.data!.list;
    expect(list[0]).toMatchObject({ prevented: true, preventedReason: '多次违规操作叉车' });
    const refused = await as.company.post('/api/employees', { name: '王海涛', idNumber, mobile: '13641953827', entryDate: '2025-01-01' });
    expect(refused.body).toEqual({ status: 409, msg: '此人在防范名单中：多次违规操作叉车', field: 'idNumber' });

    const removed = await as.admin.delete<PreventionEntry>(`/api/prevention-list/${res.body.data!.id}`);
    expect(removed.body.data).toMatchObject({ id: res.body.data!.id, name: '王海涛' });
    expect((await as.user.get<Page<Employee>>(`/api/employees?idNumber=${idNumber}`)).body.data!.list[0].prevented).toBe(false);
    expect((await as.admin.delete(`/api/prevention-list/${res.body.data!.id}`)).status).toBe(404);
  });

  it('edits an entry', async () => {
    const created = (await as.admin.post<PreventionEntry>('/api/prevention-list', entryBody())).body.data!;
    const res = await as.admin.put<PreventionEntry>(`/api/prevention-list/${created.id}`, { reason: '伪造学历证书', mobile: '' });
    expect(res.body.data).toMatchObject({ id: created.id, reason: '伪造学历证书', mobile: '', name: '孔明' });
    expect(raw(server.handle).prepare('select reason from prevention_list where id = ?').get(created.id)).toEqual({
      reason: '伪造学历证书',
    });
    expect((await as.admin.put('/api/prevention-list/9999', { reason: 'x' })).status).toBe(404);
  });

  it('refuses an ID number already on the list (409), writing nothing', async () => {
    const before = entries();
    const res = await as.admin.post('/api/prevention-list', entryBody({ idNumber: idOf('杨雪') }));
    expect(res.body).toEqual({ status: 409, msg: '该身份证号码已在防范名单中', field: 'idNumber' });
    const second = (await as.admin.get<Page<PreventionEntry>>('/api/prevention-list?sorter=id')).body.data!.list[1];
    expect((await as.admin.put(`/api/prevention-list/${second.id}`, { idNumber: idOf('杨雪') })).status).toBe(409);
    expect(entries()).toEqual(before);
  });

  const valid = makeIdNumber('370881', '19810611', '777');
  it.each([
    [{ name: '' }, 422, 'name', '姓名 不能为空'],
    [{ idNumber: valid.slice(0, 17) + (valid[17] === '9' ? '8' : '9') }, 422, 'idNumber', '身份证号 不是有效的身份证号码'],
    [{ idNumber: makeIdNumber('370881', '19811311', '777') }, 422, 'idNumber', '身份证号 不是有效的身份证号码'],
    [{ mobile: '1330000111' }, 422, 'mobile', '手机号 不是有效的手机号码'],
    [{ reason: '' }, 422, 'reason', '原因 不能为空'],
    [{ reason: 'r'.repeat(201) }, 422, 'reason', '原因 长度不能超过 200 个字符'],
    [{ reason: 5 }, 400, 'reason', '原因 类型错误'],
  ])('refuses %j with %i naming the field, writing nothing', async (overrides, status, field, msg) => {
    const before = entries();
    const res = await as.admin.post('/api/prevention-list', entryBody(overrides));
    expect(res.body).toEqual({ status, msg, field });
    expect(entries()).toEqual(before);
  });

  it('accepts the passing side: no mobile, 200-char reason', async () => {
    const res = await as.admin.post<PreventionEntry>('/api/prevention-list', entryBody({ mobile: undefined, reason: 'r'.repeat(200) }));
    expect(res.status).toBe(200);
    expect(res.body.data!.mobile).toBe('');
  });
});

describe('GET /api/prevention-list/check', () => {
  it('answers the entry when the person is listed, and prevented: false otherwise', async () => {
    const hit = await as.admin.get<PreventionCheck>(`/api/prevention-list/check?idNumber=${idOf('杨雪')}`);
    expect(hit.body.data).toMatchObject({ prevented: true, entry: { name: '杨雪', reason: '劳动争议仲裁中，暂停签署新合同' } });
    const miss = await as.admin.get<PreventionCheck>(`/api/prevention-list/check?idNumber=${idOf('周婷')}`);
    expect(miss.body.data).toEqual({ prevented: false, entry: null });
  });

  it('validates the ID number', async () => {
    expect((await as.admin.get('/api/prevention-list/check')).body).toEqual({ status: 422, msg: '身份证号 不能为空', field: 'idNumber' });
    expect((await as.admin.get('/api/prevention-list/check?idNumber=123')).body).toMatchObject({ status: 422, field: 'idNumber' });
  });
});

describe('assertNotPrevented (for the signing flow)', () => {
  it('throws a business error carrying the reason for a listed person, nothing otherwise', async () => {
    const error = await assertNotPrevented(server.handle.db, idOf('杨雪')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      kind: 'conflict',
      messageKey: 'prevention.prevented',
      field: 'idNumber',
      params: { reason: '劳动争议仲裁中，暂停签署新合同' },
    });
    await expect(assertNotPrevented(server.handle.db, idOf('周婷'))).resolves.toBeUndefined();
  });
});
