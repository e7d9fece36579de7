/**
 * Managing accounts: POST /api/users, PATCH /api/users/:id, POST /api/users/:id/reset-password,
 * and the companyId filter of GET /api/users. Every role; refused requests change nothing;
 * disabling an account or resetting its password ends its sessions; a password an administrator
 * sets must be changed by its owner.
 */
import { UserType, type Account } from '../../common/api/accounts';
import type { Page } from '../../common/api/paging';
import type { PasswordResetResult } from '../../common/api/organisation';
import { accountId, rowOf } from './support/harness';
import { count, departmentId, snapshot, serveWithRoles } from './support/roles';

const { server, as } = serveWithRoles();

const accounts = () => snapshot(server.handle, 'accounts');

let counter = 0;
function operatorBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return { username: `op${counter}`, name: '新操作员', password: 'Passw0rd', type: UserType.OPERATOR, relation_id: 29, ...overrides };
}

describe('POST /api/users', () => {
  it('lets an admin create an account in any company, answering the saved account (no secrets)', async () => {
    const res = await as.admin.post<Account>('/api/users', {
      username: 'jl.hr',
      name: '周琳',
      password: 'Jinling2025',
      type: UserType.COMPANY,
      relation_id: 31,
      mobile: '13770051234',
      email: 'zhoulin@jinling-catering.cn',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: 'jl.hr',
      name: '周琳',
      type: 2,
      relation_id: 31,
      department: null,
      status: 'enabled',
      mobile: '13770051234',
      // Whoever made it knows the password.
      mustChangePassword: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|Jinling2025/i);
    const login = server.client();
    expect((await login.login('jl.hr', 'Jinling2025')).status).toBe(200);
  });

  it('lets an admin create another admin (no company)', async () => {
    const res = await as.admin.post<Account>('/api/users', {
      username: 'admin2',
      name: '管理员二',
      password: 'Admin2pass',
      type: UserType.ADMIN,
    });
    expect(res.body.data).toMatchObject({ type: 1, relation_id: 0, department: null });
  });

  it('lets a company user create department users and operators of its own company', async () => {
    const hr = departmentId(server.handle, 29, '人力资源部');
    const dept = await as.user.post<Account>('/api/users', { ...operatorBody(), type: UserType.DEPARTMENT, department: hr });
    expect(dept.status).toBe(200);
    expect(dept.body.data).toMatchObject({ type: 3, relation_id: 29, department: hr });
    const op = await as.user.post<Account>('/api/users', operatorBody({ relation_id: undefined }));
    expect(op.body.data).toMatchObject({ type: 4, relation_id: 29, department: null });
  });

  it.each([
    ['a company user creating a company user', 'user', { type: UserType.COMPANY }],
    ['a company user creating an admin', 'user', { type: UserType.ADMIN, relation_id: 0 }],
    ['a company user creating in another company', 'user', { relation_id: 31 }],
    ['company 31 creating in company 29', 'company', {}],
    ['a department user', 'department', {}],
    ['an operator', 'operator', {}],
  ] as const)('refuses %s with 403 and writes nothing', async (_label, role, overrides) => {
    const before = accounts();
    const res = await as[role].post('/api/users', operatorBody(overrides));
    expect(res.status).toBe(403);
    expect(accounts()).toEqual(before);
  });

  it('answers 401 logged out', async () => {
    expect((await as.anonymous.post('/api/users', operatorBody())).status).toBe(401);
  });

  it('refuses a taken username or mobile (409) and writes nothing', async () => {
    const before = accounts();
    const taken = await as.admin.post('/api/users', operatorBody({ username: 'operator' }));
    expect(taken.body).toEqual({ status: 409, msg: '用户名已被使用', field: 'username' });
    const mobile = await as.admin.post('/api/users', operatorBody({ mobile: '13916582047' }));
    expect(mobile.body).toEqual({ status: 409, msg: '手机号已被其他账户使用', field: 'mobile' });
    expect(accounts()).toEqual(before);
  });

  const otherCompanyDept = () => departmentId(server.handle, 31, '行政人事部');
  it.each([
    [() => ({ username: 'ab' }), 422, 'username', '用户名 长度不能少于 3 个字符'],
    [() => ({ username: 'bad name!' }), 422, 'username', '用户名 格式不正确'],
    [() => ({ username: 'x'.repeat(33) }), 422, 'username', '用户名 长度不能超过 32 个字符'],
    [() => ({ password: 'short1' }), 422, 'password', '密码 须为 8-64 位，且同时包含字母和数字'],
    [() => ({ password: 'lettersonly' }), 422, 'password', '密码 须为 8-64 位，且同时包含字母和数字'],
    [() => ({ name: '' }), 422, 'name', '姓名 不能为空'],
    [() => ({ type: 7 }), 422, 'type', '类型 不能大于 4'],
    [() => ({ type: '4' }), 400, 'type', '类型 类型错误'],
    [() => ({ relation_id: 0 }), 422, 'relation_id', '所属企业 不能为空'],
    [() => ({ relation_id: 9999 }), 422, 'relation_id', '企业不存在'],
    [() => ({ type: UserType.ADMIN, relation_id: 29 }), 422, 'relation_id', '管理员不属于任何企业，所属企业 必须为 0'],
    [() => ({ type: UserType.DEPARTMENT }), 422, 'department', '部门 不能为空'],
    [() => ({ type: UserType.DEPARTMENT, department: otherCompanyDept() }), 422, 'department', '部门 不属于该企业'],
    [() => ({ department: departmentId(server.handle, 29, '财务部') }), 422, 'department', '只有部门用户可以设置部门'],
    [() => ({ mobile: '1391234567' }), 422, 'mobile', '手机号 不是有效的手机号码'],
    [() => ({ email: 'not-mail' }), 422, 'email', '邮箱 不是有效的邮箱地址'],
  ])('refuses invalid input %# with %i naming the field, writing nothing', async (overrides, status, field, msg) => {
    const before = accounts();
    const res = await as.admin.post('/api/users', operatorBody(overrides()));
    expect(res.body).toEqual({ status, msg, field });
    expect(res.status).toBe(status);
    expect(accounts()).toEqual(before);
  });

  it('accepts the passing side: 3-char username with . _ -, 8-char password, blank mobile and email', async () => {
    const res = await as.admin.post<Account>('/api/users', operatorBody({ username: 'a.b', password: 'abcdefg1', mobile: '', email: '' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'a.b', mobile: '', email: '' });
  });
});

describe('GET /api/users?companyId=', () => {
  it('filters an admin list by company and refuses another company for a company user', async () => {
    const res = await as.admin.get<Page<Account>>('/api/users?companyId=31&pageSize=100');
    expect(res.body.data!.list.every((a) => a.relation_id === 31)).toBe(true);
    expect(res.body.data!.list.map((a) => a.username)).toContain('company');
    expect((await as.user.get<Page<Account>>('/api/users?companyId=29')).status).toBe(200);
    expect((await as.user.get('/api/users?companyId=31')).status).toBe(403);
  });
});

describe('PATCH /api/users/:id', () => {
  it('lets a company user edit an account of its company and answers the saved account', async () => {
    const id = accountId(server.handle, 'operator');
    const res = await as.user.patch<Account>(`/api/users/${id}`, {
      name: '赵敏敏',
      email: 'zmm@hualian-logistics.cn',
      mobile: '13524986730',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: '赵敏敏', email: 'zmm@hualian-logistics.cn', mobile: '13524986730' });
    expect(rowOf(server.handle, 'accounts', id)).toMatchObject({ name: '赵敏敏' });
  });

  it('moves a department user to another department of its company, not of another company', async () => {
    const id = accountId(server.handle, 'sunlei');
    const finance = departmentId(server.handle, 29, '财务部');
    expect((await as.user.patch<Account>(`/api/users/${id}`, { department: finance })).body.data!.department).toBe(finance);
    const before = accounts();
    const res = await as.admin.patch(`/api/users/${id}`, { department: departmentId(server.handle, 31, '行政人事部') });
    expect(res.body).toMatchObject({ status: 422, field: 'department' });
    expect((await as.admin.patch(`/api/users/${id}`, { department: null })).body).toMatchObject({ status: 422, field: 'department' });
    expect(accounts()).toEqual(before);
  });

  it('disabling an account ends its sessions; enabling lets it log in again', async () => {
    const victim = server.client();
    await victim.loginOk('wangfang');
    const id = accountId(server.handle, 'wangfang');
    const res = await as.admin.patch<Account>(`/api/users/${id}`, { status: 'disabled' });
    expect(res.body.data!.status).toBe('disabled');
    expect(count(server.handle, 'select count(*) n from sessions where account_id = ?', id)).toBe(0);
    const after = await victim.get('/api/currentUser');
    expect(after.body.status).toBe(302);
    expect((await server.client().login('wangfang')).status).not.toBe(200);
    await as.admin.patch(`/api/users/${id}`, { status: 'enabled' });
    expect((await server.client().login('wangfang')).status).toBe(200);
  });

  it('refuses to let anyone disable themselves (403), changing nothing', async () => {
    const before = accounts();
    for (const role of ['admin', 'user'] as const) {
      const res = await as[role].patch(`/api/users/${accountId(server.handle, role)}`, { status: 'disabled' });
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('不能停用自己的账户');
    }
    expect(accounts()).toEqual(before);
    // Other fields of one's own account are fine.
    expect((await as.user.patch(`/api/users/${accountId(server.handle, 'user')}`, { name: '李静' })).status).toBe(200);
  });

  it.each([
    ['company 31 on an account of company 29', 'company', 'operator'],
    ['a company user on an admin', 'user', 'admin'],
    ['a company user on another company', 'user', 'company'],
    ['a department user', 'department', 'operator'],
    ['an operator', 'operator', 'department'],
  ] as const)('refuses %s with 403, changing nothing', async (_label, role, target) => {
    const before = accounts();
    const res = await as[role].patch(`/api/users/${accountId(server.handle, target)}`, { name: '被篡改', status: 'disabled' });
    expect(res.status).toBe(403);
    expect(accounts()).toEqual(before);
  });

  it('answers 404, 401 and validation errors', async () => {
    expect((await as.admin.patch('/api/users/9999', { name: 'x' })).status).toBe(404);
    expect((await as.anonymous.patch('/api/users/1', { name: 'x' })).status).toBe(401);
    const id = accountId(server.handle, 'operator');
    const before = accounts();
    expect((await as.admin.patch(`/api/users/${id}`, { status: 'gone' })).body).toMatchObject({ status: 422, field: 'status' });
    expect((await as.admin.patch(`/api/users/${id}`, { name: '' })).body).toMatchObject({ status: 422, field: 'name' });
    expect((await as.admin.patch(`/api/users/${id}`, { mobile: '123' })).body).toMatchObject({ status: 422, field: 'mobile' });
    expect((await as.admin.patch(`/api/users/${id}`, { mobile: '13916582047' })).body).toMatchObject({ status: 409, field: 'mobile' });
    expect(accounts()).toEqual(before);
  });
});

describe('PATCH /api/users/:id: role and company', () => {
  /** A fresh operator of company 29 (its own, so that tests do not share it). */
  async function operator29() {
    const made = await as.admin.post<Account>('/api/users', operatorBody());
    return made.body.data!;
  }
  const patch = (role: keyof typeof as, id: number, body: Record<string, unknown>) => as[role].patch<Account>(`/api/users/${id}`, body);

  it('lets an admin change name, mobile, role and company at once, checking the department against the new company', async () => {
    const { id } = await operator29();
    const hr31 = departmentId(server.handle, 31, '行政人事部');
    const res = await patch('admin', id, {
      name: '调岗员工',
      mobile: '13770059876',
      type: UserType.DEPARTMENT,
      relation_id: 31,
      department: hr31,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: '调岗员工', mobile: '13770059876', type: 3, relation_id: 31, department: hr31 });
    expect(rowOf(server.handle, 'accounts', id)).toMatchObject({ type: 3, company_id: 31, department_id: hr31, mobile: '13770059876' });

    // Back to an operator: the department goes with the role.
    expect((await patch('admin', id, { type: UserType.OPERATOR })).body.data).toMatchObject({ type: 4, relation_id: 31, department: null });
    // An administrator belongs to no company.
    expect((await patch('admin', id, { type: UserType.ADMIN })).body.data).toMatchObject({ type: 1, relation_id: 0, department: null });
    expect((await patch('admin', id, { type: UserType.COMPANY, relation_id: 29 })).body.data).toMatchObject({ type: 2, relation_id: 29 });
  });

  it('keeps a department user in its department when only its name changes, and asks for one in a new company', async () => {
    const hr = departmentId(server.handle, 29, '人力资源部');
    const { id } = (await as.admin.post<Account>('/api/users', operatorBody({ type: UserType.DEPARTMENT, department: hr }))).body.data!;
    expect((await patch('admin', id, { name: '还在人事', type: UserType.DEPARTMENT, relation_id: 29 })).body.data).toMatchObject({
      department: hr,
    });
    const before = accounts();
    const moved = await patch('admin', id, { relation_id: 31 });
    expect(moved.body).toEqual({ status: 422, msg: '部门 不能为空', field: 'department' });
    expect(accounts()).toEqual(before);
  });

  it('lets a company user turn its operator into a department user of its company, and back', async () => {
    const { id } = await operator29();
    const finance = departmentId(server.handle, 29, '财务部');
    const res = await patch('user', id, { type: UserType.DEPARTMENT, department: finance, relation_id: 29 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 3, relation_id: 29, department: finance });
    expect((await patch('user', id, { type: UserType.OPERATOR })).body.data).toMatchObject({ type: 4, department: null });
  });

  it.each([
    ['a company user making a company user', 'user', { type: UserType.COMPANY }],
    ['a company user making an admin', 'user', { type: UserType.ADMIN }],
    ['a company user moving it to another company', 'user', { relation_id: 31 }],
    ['company 31 changing a role in company 29', 'company', { type: UserType.DEPARTMENT }],
    ['a department user', 'department', { type: UserType.OPERATOR, name: 'x' }],
    ['an operator', 'operator', { type: UserType.OPERATOR, name: 'x' }],
  ] as const)('refuses %s with 403, writing nothing', async (_label, role, body) => {
    const { id } = await operator29();
    const before = accounts();
    const res = await patch(role, id, body);
    expect(res.status).toBe(403);
    expect(accounts()).toEqual(before);
  });

  it('refuses anyone changing their own role or company, in words, writing nothing', async () => {
    const before = accounts();
    const own = await patch('admin', accountId(server.handle, 'admin'), { type: UserType.COMPANY, relation_id: 29 });
    expect(own.body).toEqual({ status: 403, msg: '不能更改自己的角色或所属企业' });
    const user = await patch('user', accountId(server.handle, 'user'), { type: UserType.OPERATOR });
    expect(user.status).toBe(403);
    expect(accounts()).toEqual(before);
    // Saying the role one has is no change.
    expect((await patch('admin', accountId(server.handle, 'admin'), { type: UserType.ADMIN, name: '陈立新' })).status).toBe(200);
  });

  const dept31 = () => departmentId(server.handle, 31, '行政人事部');
  it.each([
    [() => ({ type: 7 }), 422, 'type', '类型 不能大于 4'],
    [() => ({ type: 0 }), 422, 'type', undefined],
    [() => ({ type: '3' }), 400, 'type', '类型 类型错误'],
    [() => ({ relation_id: -1 }), 422, 'relation_id', undefined],
    [() => ({ relation_id: 9999 }), 422, 'relation_id', '企业不存在'],
    [() => ({ type: UserType.COMPANY, relation_id: 0 }), 422, 'relation_id', '所属企业 不能为空'],
    [() => ({ type: UserType.ADMIN, relation_id: 29 }), 422, 'relation_id', '管理员不属于任何企业，所属企业 必须为 0'],
    [() => ({ type: UserType.DEPARTMENT }), 422, 'department', '部门 不能为空'],
    [() => ({ type: UserType.DEPARTMENT, department: dept31() }), 422, 'department', '部门 不属于该企业'],
    [() => ({ department: dept31() }), 422, 'department', '只有部门用户可以设置部门'],
    [() => ({ name: '   ' }), 422, 'name', '姓名 不能为空'],
    [() => ({ name: 'x'.repeat(51) }), 422, 'name', undefined],
    [() => ({ mobile: '1391234567' }), 422, 'mobile', '手机号 不是有效的手机号码'],
    [() => ({ mobile: '13916582047' }), 409, 'mobile', '手机号已被其他账户使用'],
  ])('refuses invalid change %# naming the field, writing nothing', async (body, status, field, msg) => {
    const { id } = await operator29();
    const before = accounts();
    const res = await patch('admin', id, body());
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, field });
    if (msg) expect(res.body.msg).toBe(msg);
    expect(accounts()).toEqual(before);
  });

  it('names the field in the user language', async () => {
    const { id } = await operator29();
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('admin');
    expect((await en.patch(`/api/users/${id}`, { relation_id: 9999 })).body).toMatchObject({ status: 422, field: 'relation_id' });
    expect((await en.patch(`/api/users/${id}`, { relation_id: 9999 })).body.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes effect on the next call of the account, with its new permissions', async () => {
    const body = operatorBody();
    const { id } = (await as.admin.post<Account>('/api/users', body)).body.data!;
    const owner = server.client();
    await owner.loginOk(body.username, body.password);
    expect((await owner.put('/api/account/password', { oldPassword: body.password, newPassword: 'Owner2025x' })).status).toBe(200);
    expect((await owner.get('/api/users')).status).toBe(403);
    expect((await patch('admin', id, { type: UserType.COMPANY })).status).toBe(200);
    expect((await owner.get('/api/users')).status).toBe(200);
  });
});

describe('POST /api/users/:id/reset-password', () => {
  it('answers a new strong password that works, ends the sessions, and the old one stops working', async () => {
    const victim = server.client();
    await victim.loginOk('department');
    const id = accountId(server.handle, 'department');
    const res = await as.user.request<PasswordResetResult>('POST', `/api/users/${id}/reset-password`);
    expect(res.status).toBe(200);
    const { password } = res.body.data!;
    expect(password).toMatch(/^.{16}$/);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/\d/);
    expect(password).toMatch(/[^A-Za-z0-9]/);
    expect(rowOf(server.handle, 'accounts', id)).toMatchObject({ password_strength: 4 });
    expect(count(server.handle, 'select count(*) n from sessions where account_id = ?', id)).toBe(0);
    expect((await victim.get('/api/currentUser')).body.status).toBe(302);
    expect((await server.client().login('department')).status).not.toBe(200);
    expect((await server.client().login('department', password)).status).toBe(200);
    // The owner must replace it; the shared client's session ended too.
    expect(rowOf(server.handle, 'accounts', id)).toMatchObject({ must_change_password: 1 });
    await as.department.loginOk('department', password);
    expect((await as.department.get('/api/notices')).status).toBe(403);
    expect((await as.department.put('/api/account/password', { oldPassword: password, newPassword: 'Dept2025x' })).status).toBe(200);
    expect((await as.department.get('/api/notices')).status).toBe(200);
  });

  it('gives a different password each time', async () => {
    const id = accountId(server.handle, 'sunlei');
    const a = (await as.admin.request<PasswordResetResult>('POST', `/api/users/${id}/reset-password`)).body.data!.password;
    const b = (await as.admin.request<PasswordResetResult>('POST', `/api/users/${id}/reset-password`)).body.data!.password;
    expect(a).not.toBe(b);
  });

  it.each([
    ['company 31 on company 29', 'company', 'operator'],
    ['a company user on an admin', 'user', 'admin'],
    ['an admin on itself', 'admin', 'admin'],
    ['a department user', 'department', 'operator'],
    ['an operator', 'operator', 'operator'],
  ] as const)('refuses %s with 403, changing nothing', async (_label, role, target) => {
    const before = accounts();
    const sessions = snapshot(server.handle, 'sessions');
    const res = await as[role].request('POST', `/api/users/${accountId(server.handle, target)}/reset-password`);
    expect(res.status).toBe(403);
    expect(accounts()).toEqual(before);
    expect(snapshot(server.handle, 'sessions')).toEqual(sessions);
  });

  it('answers 404 and 401', async () => {
    expect((await as.admin.request('POST', '/api/users/9999/reset-password')).status).toBe(404);
    expect((await as.anonymous.request('POST', '/api/users/1/reset-password')).status).toBe(401);
  });
});
