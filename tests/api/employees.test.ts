/**
 * Employees over HTTP: the scoped list (filters, sorting, paging, masking, the prevention flag),
 * one employee, create / edit / mark as left / delete, for every role; refused requests are 403
 * and change nothing; every validation rule fails and passes.
 */
import type { Page } from '../../common/api/paging';
import type { Employee } from '../../common/api/organisation';
import { makeIdNumber } from '../../common/validation/china-ids';
import { seedEmployees } from '../../server/db/seed';

import { count, departmentId, employeeId, snapshot, type Clients, serveWithRoles } from './support/roles';
import { raw } from './support/database';

const { server, as } = serveWithRoles();

const employees = () => snapshot(server.handle, 'employees');
const list = async (role: keyof Clients, query = '') => {
  const res = await as[role].get<Page<Employee>>(`/api/employees${query}`);
  expect(res.status).toBe(200);
  return res.body.data!;
};
const names = (page: Page<Employee>) => page.list.map((e) => e.name);
const idOf = (name: string) => seedEmployees.find((e) => e.name === name)!.idNumber;

let sequence = 100;
function newIdNumber() {
  sequence += 1;
  return makeIdNumber('310104', '19950101', String(sequence).padStart(3, '0'));
}
function employeeBody(overrides: Record<string, unknown> = {}) {
  return { name: '测试员工', idNumber: newIdNumber(), mobile: '13812345678', position: '专员', entryDate: '2025-02-10', ...overrides };
}

describe('GET /api/employees: scope', () => {
  it('shows an admin every company, with full ID numbers', async () => {
    const page = await list('admin', '?pageSize=100');
    expect(page.total).toBe(seedEmployees.length);
    expect(new Set(page.list.map((e) => e.companyId))).toEqual(new Set([23, 24, 29, 31, 35, 40]));
    const wang = page.list.find((e) => e.name === '王海涛')!;
    expect(wang.idNumber).toBe(idOf('王海涛'));
    expect(wang).toMatchObject({
      companyId: 29,
      companyName: '上海华联物流有限公司',
      departmentName: '仓储运营部',
      status: 'active',
      prevented: false,
      preventedReason: null,
    });
  });

  it.each([
    ['user', 29, 11],
    ['operator', 29, 11],
    ['company', 31, 4],
  ] as const)('shows %s only company %i, ID numbers masked', async (role, companyId, total) => {
    const page = await list(role, '?pageSize=100');
    expect(page.total).toBe(total);
    expect(page.list.every((e) => e.companyId === companyId)).toBe(true);
    for (const e of page.list) expect(e.idNumber).toMatch(/^\d{6}\*{8}[\dX]{4}$/);
  });

  it('shows a department user only its department, with the prevention flag and reason', async () => {
    const page = await list('department', '?pageSize=100&sorter=name');
    expect(page.total).toBe(5);
    expect(page.list.every((e) => e.departmentName === '人力资源部')).toBe(true);
    const yang = page.list.find((e) => e.name === '杨雪')!;
    expect(yang).toMatchObject({ prevented: true, preventedReason: '劳动争议仲裁中，暂停签署新合同' });
    expect(yang.idNumber).toBe(`${idOf('杨雪').slice(0, 6)}********${idOf('杨雪').slice(-4)}`);
  });

  it('refuses filters outside the scope with 403 instead of narrowing them', async () => {
    expect((await as.user.get('/api/employees?companyId=31')).status).toBe(403);
    expect((await as.company.get('/api/employees?companyId=29')).status).toBe(403);
    expect((await as.company.get(`/api/employees?departmentId=${departmentId(server.handle, 29, '财务部')}`)).status).toBe(403);
    expect((await as.department.get(`/api/employees?departmentId=${departmentId(server.handle, 29, '财务部')}`)).status).toBe(403);
    expect((await as.operator.get('/api/employees?companyId=23')).status).toBe(403);
    // In scope, the same filters work.
    expect((await list('user', '?companyId=29')).total).toBe(11);
    expect((await list('department', `?departmentId=${departmentId(server.handle, 29, '人力资源部')}`)).total).toBe(5);
  });

  it('answers 401 with status 302 when logged out', async () => {
    const res = await as.anonymous.get('/api/employees');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(302);
  });
});

describe('GET /api/employees: filters, sorting, paging', () => {
  it('filters by whole ID number (also for masked callers), exact mobile, name contains', async () => {
    expect(names(await list('user', `?idNumber=${idOf('张建军')}`))).toEqual(['张建军']);
    // 17 characters are a prefix: admins may search by it (masked callers by the first 6 only).
    expect(names(await list('admin', `?idNumber=${idOf('张建军').slice(0, 17)}`))).toEqual(['张建军']);
    expect(names(await list('user', `?idNumber=${idOf('孙志刚')}`))).toEqual([]); // company 31's
    expect(names(await list('admin', '?mobile=13641953827'))).toEqual(['王海涛']);
    expect(names(await list('admin', '?mobile=1364195382'))).toEqual([]);
    expect(names(await list('user', `?name=${encodeURIComponent('晓')}`))).toEqual(['马晓丽']);
    expect(names(await list('admin', `?name=${encodeURIComponent('晓')}&sorter=name`)).sort()).toEqual(['林晓婷', '马晓丽'].sort());
    expect((await list('admin', '?name=%25')).total).toBe(0);
  });

  it('filters Latin names ignoring case', async () => {
    await as.admin.post('/api/employees', employeeBody({ companyId: 40, name: 'John Smith' }));
    expect(names(await list('admin', '?name=SMITH'))).toEqual(['John Smith']);
  });

  it('filters by department, status and prevented', async () => {
    const warehouse = departmentId(server.handle, 29, '仓储运营部');
    expect(names(await list('user', `?departmentId=${warehouse}&sorter=name`)).sort()).toEqual(['王海涛', '马晓丽'].sort());
    expect(names(await list('user', '?status=left&sorter=name')).sort()).toEqual(['何静', '吴昊'].sort());
    expect((await list('user', '?status=active')).total).toBe(9);
    expect(names(await list('user', '?prevented=true'))).toEqual(['杨雪']);
    expect((await list('user', '?prevented=false')).total).toBe(10);
    expect((await list('user', '?prevented=0&status=active')).total).toBe(8);
    expect((await list('user', `?prevented=1&name=${encodeURIComponent('杨')}`)).total).toBe(1);
  });

  it('combines name contains with every sort, paging and the total', async () => {
    for (const sorter of ['id', '-id', 'name', '-entryDate', 'status', 'createdAt']) {
      const page = await list('user', `?name=${encodeURIComponent('海')}&sorter=${sorter}`);
      expect(names(page)).toEqual(['王海涛']);
      expect(page.total).toBe(1);
    }
    const beyond = await list('admin', `?name=${encodeURIComponent('李')}&current=5&pageSize=1`);
    expect(beyond).toMatchObject({ list: [], total: 1, current: 5 });
    expect((await list('admin', `?name=${encodeURIComponent('不存在')}`)).total).toBe(0);
  });

  it('sorts by entryDate, name, status and pages with stable order', async () => {
    const byDate = await list('user', '?sorter=-entryDate&pageSize=100');
    const dates = byDate.list.map((e) => e.entryDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const pages = [];
    for (let current = 1; current <= 4; current += 1)
      pages.push(...names(await list('user', `?sorter=status&pageSize=3&current=${current}`)));
    expect(pages).toHaveLength(11);
    expect(new Set(pages).size).toBe(11);
  });

  it.each([
    ['?sorter=id_number', 422, 'sorter'],
    ['?status=fired', 422, 'status'],
    ['?prevented=maybe', 422, 'prevented'],
    ['?companyId=abc', 400, 'companyId'],
    ['?departmentId=0', 422, 'departmentId'],
    ['?pageSize=101', 422, 'pageSize'],
    ['?idNumber=1234567890123456789', 422, 'idNumber'],
  ])('rejects %s with %i naming the field', async (query, status, field) => {
    const res = await as.user.get(`/api/employees${query}`);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, field });
  });
});

describe('GET /api/employees/:id', () => {
  it('answers an employee in scope (masked for non-admins)', async () => {
    const id = employeeId(server.handle, '周婷');
    expect((await as.admin.get<Employee>(`/api/employees/${id}`)).body.data!.idNumber).toBe(idOf('周婷'));
    for (const role of ['user', 'operator', 'department'] as const) {
      const res = await as[role].get<Employee>(`/api/employees/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.data!.idNumber).toContain('********');
    }
  });

  it('refuses an employee outside the scope with 403 and answers 404 when missing', async () => {
    const warehouse = employeeId(server.handle, '王海涛');
    expect((await as.company.get(`/api/employees/${warehouse}`)).status).toBe(403);
    expect((await as.department.get(`/api/employees/${warehouse}`)).status).toBe(403);
    expect((await as.user.get(`/api/employees/${employeeId(server.handle, '孙志刚')}`)).status).toBe(403);
    const missing = await as.admin.get('/api/employees/99999');
    expect(missing.body).toEqual({ status: 404, msg: '员工不存在' });
    expect((await as.anonymous.get(`/api/employees/${warehouse}`)).status).toBe(401);
  });
});

describe('POST /api/employees', () => {
  it("puts a company user's or operator's new employee in their company", async () => {
    const finance = departmentId(server.handle, 29, '财务部');
    const body = employeeBody({ departmentId: finance, idNumber: newIdNumber().toLowerCase() });
    const res = await as.user.post<Employee>('/api/employees', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      companyId: 29,
      departmentId: finance,
      departmentName: '财务部',
      name: '测试员工',
      status: 'active',
      prevented: false,
    });
    expect(res.body.data!.idNumber).toContain('********');
    const row = raw(server.handle).prepare('select * from employees where id = ?').get(res.body.data!.id) as Record<string, unknown>;
    expect(row).toMatchObject({ company_id: 29, department_id: finance, id_number: (body.idNumber as string).toUpperCase() });
    const op = await as.operator.post<Employee>('/api/employees', employeeBody({ companyId: 29 }));
    expect(op.body.data).toMatchObject({ companyId: 29, departmentId: null });
  });

  it("puts a department user's new employee in its department, and refuses another department", async () => {
    const hr = departmentId(server.handle, 29, '人力资源部');
    const res = await as.department.post<Employee>('/api/employees', employeeBody());
    expect(res.body.data).toMatchObject({ companyId: 29, departmentId: hr });
    expect((await as.department.post<Employee>('/api/employees', employeeBody({ departmentId: hr }))).status).toBe(200);
    const before = employees();
    expect(
      (await as.department.post('/api/employees', employeeBody({ departmentId: departmentId(server.handle, 29, '财务部') }))).status,
    ).toBe(403);
    expect((await as.department.post('/api/employees', employeeBody({ departmentId: null }))).status).toBe(403);
    expect((await as.department.post('/api/employees', employeeBody({ companyId: 31 }))).status).toBe(403);
    expect(employees()).toEqual(before);
  });

  it('makes an admin name the company', async () => {
    const before = employees();
    expect((await as.admin.post('/api/employees', employeeBody())).body).toEqual({ status: 422, msg: '企业 不能为空', field: 'companyId' });
    expect((await as.admin.post('/api/employees', employeeBody({ companyId: 9999 }))).body).toMatchObject({
      status: 422,
      field: 'companyId',
    });
    expect(employees()).toEqual(before);
    expect((await as.admin.post<Employee>('/api/employees', employeeBody({ companyId: 31 }))).body.data!.companyId).toBe(31);
  });

  it('refuses company 31 creating in company 29 (403), writing nothing', async () => {
    const before = employees();
    expect((await as.company.post('/api/employees', employeeBody({ companyId: 29 }))).status).toBe(403);
    expect(
      (await as.company.post('/api/employees', employeeBody({ departmentId: departmentId(server.handle, 29, '财务部') }))).body,
    ).toMatchObject({
      status: 422,
      field: 'departmentId',
    });
    expect(employees()).toEqual(before);
    expect((await as.anonymous.post('/api/employees', employeeBody())).status).toBe(401);
  });

  it('refuses an ID number already in the company (409) but accepts it in another company', async () => {
    const before = employees();
    const res = await as.user.post('/api/employees', employeeBody({ idNumber: idOf('王海涛') }));
    expect(res.body).toEqual({ status: 409, msg: '该企业已有此身份证号码的员工', field: 'idNumber' });
    expect(employees()).toEqual(before);
    expect((await as.company.post('/api/employees', employeeBody({ idNumber: idOf('王海涛') }))).status).toBe(200);
  });

  it("refuses a person on the prevention list, naming the entry's reason (409)", async () => {
    const before = employees();
    const res = await as.company.post('/api/employees', employeeBody({ idNumber: idOf('杨雪') }));
    expect(res.body).toEqual({ status: 409, msg: '此人在防范名单中：劳动争议仲裁中，暂停签署新合同', field: 'idNumber' });
    expect(employees()).toEqual(before);
  });

  const valid = makeIdNumber('110105', '19491231', '002');
  it.each([
    [{ name: '' }, 422, 'name', '姓名 不能为空'],
    [{ name: '名'.repeat(51) }, 422, 'name', '姓名 长度不能超过 50 个字符'],
    [{ idNumber: valid.slice(0, 17) + (valid[17] === '1' ? '2' : '1') }, 422, 'idNumber', '身份证号 不是有效的身份证号码'],
    [{ idNumber: makeIdNumber('110105', '19490231', '002') }, 422, 'idNumber', '身份证号 不是有效的身份证号码'],
    [{ idNumber: '12345' }, 422, 'idNumber', '身份证号 不是有效的身份证号码'],
    [{ idNumber: undefined }, 422, 'idNumber', '身份证号 不能为空'],
    [{ mobile: '23812345678' }, 422, 'mobile', '手机号 不是有效的手机号码'],
    [{ mobile: '1381234567' }, 422, 'mobile', '手机号 不是有效的手机号码'],
    [{ position: 'p'.repeat(51) }, 422, 'position', '岗位 长度不能超过 50 个字符'],
    [{ entryDate: '2025-02-30' }, 422, 'entryDate', '入职日期 不是有效的日期（YYYY-MM-DD）'],
    [{ entryDate: '2025/02/10' }, 422, 'entryDate', '入职日期 不是有效的日期（YYYY-MM-DD）'],
    [{ status: 'fired' }, 422, 'status', '状态 必须是以下值之一：active, left'],
    [{ departmentId: 'x' }, 400, 'departmentId', '部门 类型错误'],
    [{ departmentId: 99999 }, 422, 'departmentId', '部门 不属于该企业'],
  ])('refuses %j with %i naming the field, writing nothing', async (overrides, status, field, msg) => {
    const before = employees();
    const res = await as.user.post('/api/employees', employeeBody(overrides));
    expect(res.body).toEqual({ status, msg, field });
    expect(res.status).toBe(status);
    expect(employees()).toEqual(before);
  });

  it('accepts the passing side: 50-char name, X check digit, no position, status left', async () => {
    let withX = '';
    for (let n = 0; !withX.endsWith('X'); n += 1) withX = makeIdNumber('110105', '19491231', String(n).padStart(3, '0'));
    const res = await as.user.post<Employee>(
      '/api/employees',
      employeeBody({
        name: '名'.repeat(50),
        idNumber: withX.replace('X', 'x'),
        position: undefined,
        status: 'left',
        leaveDate: '2025-12-31',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ position: '', status: 'left', leaveDate: '2025-12-31' });
  });

  it('answers messages in the user language', async () => {
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('user');
    expect((await en.post('/api/employees', employeeBody({ idNumber: '110105194912310021' }))).body.msg).toBe(
      'ID number is not a valid resident ID number',
    );
    const id = server.client({ locale: 'id-ID' });
    await id.loginOk('user');
    expect((await id.post('/api/employees', employeeBody({ entryDate: 'kemarin' }))).body.msg).toBe(
      'tanggal masuk bukan tanggal yang valid (YYYY-MM-DD)',
    );
  });
});

describe('PUT /api/employees/:id', () => {
  it('marks an employee as left on a leave date and edits fields, answering the saved record', async () => {
    const id = employeeId(server.handle, '李娜');
    const before = employees();
    const undated = await as.user.put(`/api/employees/${id}`, { status: 'left' });
    expect(undated.body).toMatchObject({ status: 422, field: 'leaveDate', msg: '标记为离职时须填写离职日期' });
    const early = await as.user.put(`/api/employees/${id}`, { status: 'left', leaveDate: '1990-01-01' });
    expect(early.body).toMatchObject({ status: 422, field: 'leaveDate' });
    expect(employees()).toEqual(before);

    const res = await as.user.put<Employee>(`/api/employees/${id}`, { status: 'left', leaveDate: '2026-11-20', position: '高级调度员' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'left', leaveDate: '2026-11-20', position: '高级调度员', name: '李娜' });
    expect(raw(server.handle).prepare('select status, position, leave_date from employees where id = ?').get(id)).toEqual({
      status: 'left',
      position: '高级调度员',
      leave_date: '2026-11-20',
    });
    // Other edits keep the leave date; the way back clears it.
    expect((await as.user.put<Employee>(`/api/employees/${id}`, { mobile: '13681927411' })).body.data!.leaveDate).toBe('2026-11-20');
    const back = await as.user.put<Employee>(`/api/employees/${id}`, { status: 'active' });
    expect(back.body.data).toMatchObject({ status: 'active', leaveDate: null });
    expect((await as.user.put(`/api/employees/${id}`, { status: 'left', leaveDate: '2026-11-20' })).status).toBe(200);
  });

  it("lets a department user edit its department's employees only, and not move them out", async () => {
    const own = employeeId(server.handle, '陈思远');
    expect((await as.department.put<Employee>(`/api/employees/${own}`, { mobile: '13681927400' })).body.data!.mobile).toBe('13681927400');
    const before = employees();
    expect((await as.department.put(`/api/employees/${own}`, { departmentId: departmentId(server.handle, 29, '财务部') })).status).toBe(
      403,
    );
    expect((await as.department.put(`/api/employees/${own}`, { departmentId: null })).status).toBe(403);
    expect((await as.department.put(`/api/employees/${employeeId(server.handle, '王海涛')}`, { name: '改' })).status).toBe(403);
    expect(employees()).toEqual(before);
  });

  it("refuses company 31 editing company 29's employee (403), changing nothing", async () => {
    const before = employees();
    expect((await as.company.put(`/api/employees/${employeeId(server.handle, '张建军')}`, { status: 'left' })).status).toBe(403);
    expect(employees()).toEqual(before);
  });

  it('refuses a duplicate or prevented ID number and bad fields; the company cannot change', async () => {
    const id = employeeId(server.handle, '张建军');
    const before = employees();
    expect((await as.user.put(`/api/employees/${id}`, { idNumber: idOf('王海涛') })).status).toBe(409);
    expect((await as.user.put(`/api/employees/${id}`, { idNumber: idOf('杨雪') })).body.msg).toContain('劳动争议仲裁中');
    expect((await as.user.put(`/api/employees/${id}`, { entryDate: '20250101' })).body).toMatchObject({ status: 422, field: 'entryDate' });
    expect((await as.user.put(`/api/employees/${id}`, { status: 'gone' })).body).toMatchObject({ status: 422, field: 'status' });
    expect(employees()).toEqual(before);
    // Keeping its own ID number is fine (also for a prevented person: the check is for changes).
    expect((await as.user.put(`/api/employees/${id}`, { idNumber: idOf('张建军'), companyId: 31 })).body.data).toMatchObject({
      companyId: 29,
    });
    const yang = employeeId(server.handle, '杨雪');
    expect((await as.department.put(`/api/employees/${yang}`, { position: '薪酬主管' })).status).toBe(200);
  });

  it('answers 404 and 401', async () => {
    expect((await as.admin.put('/api/employees/99999', { name: 'x' })).status).toBe(404);
    expect((await as.anonymous.put(`/api/employees/${employeeId(server.handle, '李娜')}`, { name: 'x' })).status).toBe(401);
  });
});

describe('DELETE /api/employees/:id', () => {
  it('deletes an employee in scope and answers it', async () => {
    const created = (await as.user.post<Employee>('/api/employees', employeeBody({ name: '待删除' }))).body.data!;
    const res = await as.operator.delete<Employee>(`/api/employees/${created.id}`);
    expect(res.body.data).toMatchObject({ id: created.id, name: '待删除' });
    expect(count(server.handle, 'select count(*) n from employees where id = ?', created.id)).toBe(0);
    expect((await as.operator.delete(`/api/employees/${created.id}`)).status).toBe(404);
  });

  it.each([
    ['company', '王海涛'],
    ['department', '王海涛'],
    ['user', '孙志刚'],
  ] as const)('refuses %s deleting %s (out of scope) with 403, deleting nothing', async (role, name) => {
    const before = employees();
    expect((await as[role].delete(`/api/employees/${employeeId(server.handle, name)}`)).status).toBe(403);
    expect(employees()).toEqual(before);
  });

  it('answers 401 logged out', async () => {
    expect((await as.anonymous.delete(`/api/employees/${employeeId(server.handle, '王海涛')}`)).status).toBe(401);
  });
});

describe('GET /api/employees: totals after every kind of write', () => {
  it('answers the totals the rows have, for each scope, company, department and status', async () => {
    // Writes of every kind that moves a count: a new employee, a move between departments,
    // leaving, deleting (the tests above wrote more of each).
    const warehouse = departmentId(server.handle, 29, '仓储运营部');
    const created = (await as.user.post<Employee>('/api/employees', employeeBody({ name: '计数员工' }))).body.data!;
    expect((await as.user.put(`/api/employees/${created.id}`, { departmentId: warehouse })).status).toBe(200);
    expect((await as.user.put(`/api/employees/${created.id}`, { status: 'left', leaveDate: '2025-06-30' })).status).toBe(200);
    const removed = (await as.user.post<Employee>('/api/employees', employeeBody({ name: '计数删除', departmentId: warehouse }))).body
      .data!;
    expect((await as.user.delete(`/api/employees/${removed.id}`)).status).toBe(200);

    const rows = (where: string, ...params: unknown[]) =>
      count(server.handle, `select count(*) n from employees where ${where}`, ...params);
    const departmentUsers = departmentId(server.handle, 29, '人力资源部'); // the department user's
    const totals: Array<[keyof Clients, string, number]> = [
      ['admin', '', rows('1 = 1')],
      ['admin', '?status=left', rows("status = 'left'")],
      ['admin', '?companyId=29&status=active', rows("company_id = 29 and status = 'active'")],
      ['admin', `?departmentId=${warehouse}`, rows('department_id = ?', warehouse)],
      ['user', '', rows('company_id = 29')],
      ['user', '?status=left', rows("company_id = 29 and status = 'left'")],
      ['user', `?departmentId=${warehouse}&status=left`, rows("department_id = ? and status = 'left'", warehouse)],
      ['department', '', rows('department_id = ?', departmentUsers)],
      ['department', '?status=active', rows("department_id = ? and status = 'active'", departmentUsers)],
    ];
    for (const [role, query, expected] of totals) expect([role, query, (await list(role, query)).total]).toEqual([role, query, expected]);
    expect(totals[6][2]).toBeGreaterThan(0);
  });
});
