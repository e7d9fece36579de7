/**
 * Companies, seals and departments over HTTP: every route for every role (admin, the company
 * user of company 29 `user`, the company user of company 31 `company` acting on company 29,
 * department user, operator, logged out), validation with a failing and a passing case per rule,
 * and refused requests leave the database as it was.
 */
import type { Page } from '../../common/api/paging';
import type { Company, Department } from '../../common/api/organisation';
import { makeCreditCode } from '../../common/validation/china-ids';

import { count, departmentId, fileForm, paddedPng, PNG_1X1, snapshot, serveWithRoles } from './support/roles';
import { raw } from './support/database';
import { decodePng } from '../../server/lib/png-pixels';

const { server, as } = serveWithRoles();

const companies = () => snapshot(server.handle, 'companies');
const departments = () => snapshot(server.handle, 'departments');

let codeCounter = 0;
/** A fresh valid credit code each call. */
function newCreditCode() {
  codeCounter += 1;
  return makeCreditCode('91', '310101', `MA${String(codeCounter).padStart(6, '0')}`);
}

function companyBody(overrides: Record<string, unknown> = {}) {
  return {
    name: '上海测试科技有限公司',
    creditCode: newCreditCode(),
    legalPerson: '王建国',
    contactName: '李小红',
    contactMobile: '13912345678',
    address: '上海市徐汇区漕溪北路 1 号',
    ...overrides,
  };
}

describe('GET /api/companies', () => {
  it('shows an admin every company, with seal flag and employee count', async () => {
    const res = await as.admin.get<Page<Company>>('/api/companies?pageSize=100');
    expect(res.status).toBe(200);
    expect(res.body.data!.list.map((c) => c.id)).toEqual(expect.arrayContaining([23, 24, 29, 31, 35, 40]));
    const c29 = res.body.data!.list.find((c) => c.id === 29)!;
    // The companies that may sign are seeded with a seal; the others have none.
    expect(c29).toMatchObject({ name: '上海华联物流有限公司', status: 'active', hasSeal: true, employeeCount: 11 });
    expect(res.body.data!.list.find((c) => c.id === 31)).toMatchObject({ hasSeal: false });
    expect(Object.keys(c29).sort()).toEqual(
      [
        'address',
        'contactMobile',
        'contactName',
        'createdAt',
        'creditCode',
        'employeeCount',
        'hasSeal',
        'id',
        'legalPerson',
        'name',
        'status',
        'verifyIdentity',
      ].sort(),
    );
  });

  it('shows a company user only its own company', async () => {
    const user = await as.user.get<Page<Company>>('/api/companies');
    expect(user.body.data).toMatchObject({ total: 1, current: 1, pageSize: 10 });
    expect(user.body.data!.list.map((c) => c.id)).toEqual([29]);
    const company = await as.company.get<Page<Company>>('/api/companies?name=%E5%8D%8E%E8%81%94');
    expect(company.body.data!.total).toBe(0); // 华联 is company 29: not in company 31's list
  });

  it.each(['department', 'operator'] as const)('refuses a %s user with 403', async (role) => {
    const res = await as[role].get('/api/companies');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: 403, msg: '没有权限执行此操作' });
  });

  it('answers 401 with status 302 when logged out', async () => {
    const res = await as.anonymous.get('/api/companies');
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(302);
  });

  it('filters by name (contains), creditCode (exact) and status; sorts; pages', async () => {
    const byName = await as.admin.get<Page<Company>>(`/api/companies?name=${encodeURIComponent('物流')}`);
    expect(byName.body.data!.list.map((c) => c.id)).toEqual([29]);
    const code = byName.body.data!.list[0].creditCode;
    const byCode = await as.admin.get<Page<Company>>(`/api/companies?creditCode=${code.toLowerCase()}`);
    expect(byCode.body.data!.list.map((c) => c.id)).toEqual([29]);
    const suspended = await as.admin.get<Page<Company>>('/api/companies?status=suspended');
    expect(suspended.body.data!.total).toBe(0);
    const desc = await as.admin.get<Page<Company>>('/api/companies?sorter=-id&pageSize=2&current=2');
    expect(desc.body.data).toMatchObject({ current: 2, pageSize: 2 });
    expect(desc.body.data!.list.map((c) => c.id)).toEqual([31, 29]);
    // The list's employee count sorts too, both ways, across pages.
    for (const sorter of ['employeeCount', '-employeeCount']) {
      const counts = (await as.admin.get<Page<Company>>(`/api/companies?sorter=${sorter}&pageSize=100`)).body.data!.list.map(
        (c) => c.employeeCount,
      );
      expect(counts).toEqual([...counts].sort((a, b) => (sorter.startsWith('-') ? b - a : a - b)));
    }
  });

  it.each([
    ['?sorter=seal_png', 422, 'sorter'],
    ['?status=closed', 422, 'status'],
    ['?pageSize=500', 422, 'pageSize'],
    ['?current=x', 400, 'current'],
  ])('rejects %s with %i naming the field', async (query, status, field) => {
    const res = await as.admin.get(`/api/companies${query}`);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, field });
  });
});

describe('GET /api/companies/:id', () => {
  it('answers admins any company and a company user its own', async () => {
    expect((await as.admin.get<Company>('/api/companies/31')).body.data!.id).toBe(31);
    expect((await as.user.get<Company>('/api/companies/29')).body.data!.name).toBe('上海华联物流有限公司');
  });

  it('refuses another company (403), departments and operators (403), and answers 404 when missing', async () => {
    expect((await as.company.get('/api/companies/29')).status).toBe(403);
    expect((await as.user.get('/api/companies/31')).status).toBe(403);
    expect((await as.department.get('/api/companies/29')).status).toBe(403);
    expect((await as.operator.get('/api/companies/29')).status).toBe(403);
    expect((await as.anonymous.get('/api/companies/29')).status).toBe(401);
    const missing = await as.admin.get('/api/companies/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: 404, msg: '企业不存在' });
    expect((await as.admin.get('/api/companies/abc')).status).toBe(400);
  });
});

describe('POST /api/companies', () => {
  it('lets an admin create a company and answers the saved record', async () => {
    const body = companyBody({ creditCode: newCreditCode().toLowerCase() });
    const res = await as.admin.post<Company>('/api/companies', body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ...body,
      creditCode: body.creditCode.toUpperCase(),
      status: 'active',
      hasSeal: false,
      employeeCount: 0,
    });
    const row = raw(server.handle).prepare('select * from companies where id = ?').get(res.body.data!.id) as Record<string, unknown>;
    expect(row).toMatchObject({ name: body.name, credit_code: body.creditCode.toUpperCase(), status: 'active' });
  });

  it.each(['user', 'company', 'department', 'operator'] as const)('refuses a %s user with 403 and writes nothing', async (role) => {
    const before = companies();
    const res = await as[role].post('/api/companies', companyBody());
    expect(res.status).toBe(403);
    expect(companies()).toEqual(before);
  });

  it('refuses a credit code already used (409) and writes nothing', async () => {
    const existing = (await as.admin.get<Company>('/api/companies/29')).body.data!.creditCode;
    const before = companies();
    const res = await as.admin.post('/api/companies', companyBody({ creditCode: existing }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, msg: '统一社会信用代码已被其他企业使用', field: 'creditCode' });
    expect(companies()).toEqual(before);
  });

  const valid = makeCreditCode('91', '310101', 'MA1XYZ01');
  const wrongCheck = valid.slice(0, 17) + (valid[17] === 'A' ? 'B' : 'A');
  it.each([
    [{ name: '' }, 422, 'name', '企业名称 不能为空'],
    [{ name: 'x'.repeat(101) }, 422, 'name', '企业名称 长度不能超过 100 个字符'],
    [{ name: 42 }, 400, 'name', '企业名称 类型错误'],
    [{ creditCode: wrongCheck }, 422, 'creditCode', '统一社会信用代码 不是有效的统一社会信用代码'],
    [{ creditCode: '91310101MA1XYZ0' }, 422, 'creditCode', '统一社会信用代码 不是有效的统一社会信用代码'],
    [{ creditCode: undefined }, 422, 'creditCode', '统一社会信用代码 不能为空'],
    [{ legalPerson: ' ' }, 422, 'legalPerson', '法定代表人 不能为空'],
    [{ contactName: 'x'.repeat(51) }, 422, 'contactName', '联系人 长度不能超过 50 个字符'],
    [{ contactMobile: '12345678901' }, 422, 'contactMobile', '联系人手机号 不是有效的手机号码'],
    [{ address: 'x'.repeat(201) }, 422, 'address', '街道地址 长度不能超过 200 个字符'],
    [{ status: 'closed' }, 422, 'status', '状态 必须是以下值之一：active, suspended'],
  ])('refuses %j with %i naming the field, and writes nothing', async (overrides, status, field, msg) => {
    const before = companies();
    const res = await as.admin.post('/api/companies', companyBody(overrides));
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status, msg, field });
    expect(companies()).toEqual(before);
  });

  it('accepts the passing side of each rule (100-char name, no address, suspended)', async () => {
    const res = await as.admin.post<Company>(
      '/api/companies',
      companyBody({ name: '企'.repeat(100), address: undefined, status: 'suspended' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ address: '', status: 'suspended' });
  });

  it('refuses bad JSON with 400', async () => {
    const res = await as.admin.request('POST', '/api/companies', { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
  });

  it('names the field in the user language', async () => {
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('admin');
    const res = await en.post('/api/companies', companyBody({ name: '' }));
    expect(res.body).toEqual({ status: 422, msg: 'company name is required', field: 'name' });
    const pt = server.client({ locale: 'pt-BR' });
    await pt.loginOk('admin');
    expect((await pt.post('/api/companies', companyBody({ creditCode: wrongCheck }))).body.msg).toBe(
      'código de crédito social unificado não é um código de crédito social unificado válido',
    );
  });
});

describe('PUT /api/companies/:id', () => {
  let id: number;
  beforeAll(async () => {
    id = (await as.admin.post<Company>('/api/companies', companyBody({ name: '待编辑企业' }))).body.data!.id;
  });

  it('lets an admin edit any field and suspend (status) the company', async () => {
    const res = await as.admin.put<Company>(`/api/companies/${id}`, { contactName: '赵六', status: 'suspended' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, name: '待编辑企业', contactName: '赵六', status: 'suspended' });
    expect(raw(server.handle).prepare('select status from companies where id = ?').get(id)).toEqual({ status: 'suspended' });
    expect((await as.admin.put<Company>(`/api/companies/${id}`, { status: 'active' })).body.data!.status).toBe('active');
  });

  it('lets a company user edit its own company, not its status', async () => {
    const before = companies();
    const refused = await as.user.put('/api/companies/29', { address: '新地址', status: 'suspended' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ status: 403, msg: '只有管理员可以更改企业状态' });
    expect(companies()).toEqual(before);
    const res = await as.user.put<Company>('/api/companies/29', { address: '上海市浦东新区张杨路 1600 号', status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body.data!.address).toBe('上海市浦东新区张杨路 1600 号');
  });

  it.each(['company', 'department', 'operator'] as const)('refuses %s on company 29 with 403 and changes nothing', async (role) => {
    const before = companies();
    const res = await as[role].put('/api/companies/29', { name: '被篡改' });
    expect(res.status).toBe(403);
    expect(companies()).toEqual(before);
  });

  it('answers 404 for a missing company, 409 for a taken credit code, 422 for bad fields', async () => {
    expect((await as.admin.put('/api/companies/9999', { name: 'x' })).status).toBe(404);
    const taken = (await as.admin.get<Company>('/api/companies/31')).body.data!.creditCode;
    const before = companies();
    expect((await as.admin.put(`/api/companies/${id}`, { creditCode: taken })).status).toBe(409);
    const bad = await as.admin.put(`/api/companies/${id}`, { contactMobile: '1391234567' });
    expect(bad.body).toMatchObject({ status: 422, field: 'contactMobile' });
    expect(companies()).toEqual(before);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('refuses while the company has employees or accounts, naming the counts (409)', async () => {
    const before = companies();
    const res = await as.admin.delete('/api/companies/29');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, msg: '企业仍有 11 名员工、4 个账户和 0 个签署任务，不能删除' });
    expect(companies()).toEqual(before);
  });

  it('lets an admin delete an unused company (its departments go with it)', async () => {
    const created = (await as.admin.post<Company>('/api/companies', companyBody({ name: '待删除企业' }))).body.data!;
    await as.admin.post(`/api/companies/${created.id}/departments`, { name: '临时部门' });
    const res = await as.admin.delete<Company>(`/api/companies/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: created.id, name: '待删除企业' });
    expect(count(server.handle, 'select count(*) n from companies where id = ?', created.id)).toBe(0);
    expect(count(server.handle, 'select count(*) n from departments where company_id = ?', created.id)).toBe(0);
    expect((await as.admin.delete(`/api/companies/${created.id}`)).status).toBe(404);
  });

  it.each(['user', 'company', 'department', 'operator'] as const)('refuses %s with 403 and deletes nothing', async (role) => {
    const created = (await as.admin.post<Company>('/api/companies', companyBody())).body.data!;
    const before = companies();
    expect((await as[role].delete(`/api/companies/${created.id}`)).status).toBe(403);
    expect((await as[role].delete('/api/companies/29')).status).toBe(403);
    expect(companies()).toEqual(before);
  });
});

describe('company seal', () => {
  // The company seal (公章) in the seal library, which the upload writes.
  const sealOf = (id: number) =>
    (
      raw(server.handle).prepare("select png from seals where company_id = ? and kind = 'company' and status = 'active'").get(id) as
        { png: Buffer } | undefined
    )?.png;

  it('answers 404 before a seal is uploaded (company 31 is seeded without one)', async () => {
    const res = await as.company.get('/api/companies/31/seal');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, msg: '企业尚未上传印章' });
  });

  it('stores a PNG uploaded by the company user, made anew from its pixels, and serves it back as image/png', async () => {
    const res = await as.user.request<Company>('POST', '/api/companies/29/seal', { body: fileForm(PNG_1X1, 'seal.png', 'image/png') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 29, hasSeal: true });
    expect(decodePng(sealOf(29)!, 1)).toEqual(decodePng(PNG_1X1, 1));
    const image = await as.admin.raw('GET', '/api/companies/29/seal');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await image.arrayBuffer()), sealOf(29)!)).toBe(0);
  });

  it('checks the bytes, not the name or type: a cut-off JPEG called seal.png and a text file are refused (422)', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
    const before = sealOf(29);
    const res = await as.admin.request('POST', '/api/companies/29/seal', { body: fileForm(jpeg, 'seal.png', 'image/png') });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      status: 422,
      msg: '文件 已损坏或不完整（可能在复制时被截断），无法读取：请重新保存为 PNG 或 JPEG 后再上传',
      field: 'file',
    });
    const text = await as.admin.request('POST', '/api/companies/29/seal', { body: fileForm(Buffer.from('seal'), 'seal.png', 'image/png') });
    expect(text.body).toEqual({ status: 422, msg: '文件 必须是不超过 2000 × 2000 像素的 PNG 或 JPEG 图片', field: 'file' });
    expect(sealOf(29)).toEqual(before);
  });

  it('refuses a file over 1 MB (413), a missing file (422) and a body that is not multipart (400)', async () => {
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024)]);
    const tooBig = await as.admin.request('POST', '/api/companies/29/seal', { body: fileForm(big, 'seal.png', 'image/png') });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ status: 413, field: 'file', msg: '文件 过大，不能超过 1 MB' });
    const justUnder = paddedPng(PNG_1X1, 1024 * 1024);
    expect((await as.admin.request('POST', '/api/companies/31/seal', { body: fileForm(justUnder, 'seal.png') })).status).toBe(200);
    const none = new FormData();
    none.append('other', 'x');
    expect((await as.admin.request('POST', '/api/companies/29/seal', { body: none })).body).toMatchObject({ status: 422, field: 'file' });
    expect((await as.admin.post('/api/companies/29/seal', { file: 'x' })).status).toBe(400);
  });

  it.each(['company', 'department', 'operator'] as const)('refuses %s on company 29 with 403 and keeps the seal', async (role) => {
    const before = sealOf(29);
    const other = paddedPng(PNG_1X1, 200);
    expect((await as[role].request('POST', '/api/companies/29/seal', { body: fileForm(other, 'x.png') })).status).toBe(403);
    expect(sealOf(29)).toEqual(before);
    expect((await as[role].get('/api/companies/29/seal')).status).toBe(403);
  });

  it('answers 401 logged out and 404 for a missing company', async () => {
    expect((await as.anonymous.get('/api/companies/29/seal')).status).toBe(401);
    expect((await as.admin.request('POST', '/api/companies/9999/seal', { body: fileForm(PNG_1X1, 'a.png') })).status).toBe(404);
  });
});

describe('departments', () => {
  it.each(['admin', 'user', 'department', 'operator'] as const)(
    'lists company 29 departments for %s, with employee counts',
    async (role) => {
      const res = await as[role].get<Page<Department>>('/api/companies/29/departments?sorter=id');
      expect(res.status).toBe(200);
      expect(res.body.data!.list.map((d) => d.name)).toEqual(expect.arrayContaining(['人力资源部', '仓储运营部', '运输调度部', '财务部']));
      expect(res.body.data!.list.find((d) => d.name === '人力资源部')).toMatchObject({ companyId: 29, employeeCount: 5 });
    },
  );

  it('refuses another company (403), a missing one (404), and logged-out callers (401)', async () => {
    expect((await as.company.get('/api/companies/29/departments')).status).toBe(403);
    expect((await as.department.get('/api/companies/31/departments')).status).toBe(403);
    expect((await as.admin.get('/api/companies/9999/departments')).status).toBe(404);
    expect((await as.anonymous.get('/api/companies/29/departments')).status).toBe(401);
  });

  it('filters by name and pages', async () => {
    const res = await as.user.get<Page<Department>>(
      `/api/companies/29/departments?name=${encodeURIComponent('运')}&pageSize=1&sorter=-name`,
    );
    expect(res.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(res.body.data!.list.map((d) => d.name)).toEqual(['运输调度部']);
  });

  it('lets the company user create, rename and delete an empty department', async () => {
    const created = await as.user.post<Department>('/api/companies/29/departments', { name: ' 法务部 ' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ companyId: 29, name: '法务部', employeeCount: 0 });
    const id = created.body.data!.id;
    const renamed = await as.user.put<Department>(`/api/departments/${id}`, { name: '法务合规部' });
    expect(renamed.body.data).toMatchObject({ id, name: '法务合规部' });
    expect(raw(server.handle).prepare('select name from departments where id = ?').get(id)).toEqual({ name: '法务合规部' });
    const deleted = await as.user.delete<Department>(`/api/departments/${id}`);
    expect(deleted.body.data).toMatchObject({ id, name: '法务合规部' });
    expect(count(server.handle, 'select count(*) n from departments where id = ?', id)).toBe(0);
  });

  it('refuses a duplicate name in the company (409) but allows it in another company', async () => {
    const before = departments();
    const res = await as.user.post('/api/companies/29/departments', { name: '财务部' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, msg: '该企业已有同名部门', field: 'name' });
    expect(departments()).toEqual(before);
    expect((await as.company.post('/api/companies/31/departments', { name: '财务部' })).status).toBe(200);
    const hr = departmentId(server.handle, 29, '人力资源部');
    expect((await as.user.put(`/api/departments/${hr}`, { name: '财务部' })).status).toBe(409);
  });

  it.each([
    [{ name: '' }, 422, '部门名称 不能为空'],
    [{ name: 'x'.repeat(51) }, 422, '部门名称 长度不能超过 50 个字符'],
    [{}, 422, '部门名称 不能为空'],
    [{ name: 7 }, 400, '部门名称 类型错误'],
  ])('refuses %j with %i', async (body, status, msg) => {
    const before = departments();
    const res = await as.user.post('/api/companies/29/departments', body);
    expect(res.body).toEqual({ status, msg, field: 'name' });
    expect(departments()).toEqual(before);
  });

  it('refuses to delete a department that has employees or accounts (409, naming the counts)', async () => {
    const hr = departmentId(server.handle, 29, '人力资源部');
    const before = departments();
    const res = await as.admin.delete(`/api/departments/${hr}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, msg: '部门仍有 5 名员工和 1 个账户，不能删除' });
    expect(departments()).toEqual(before);
  });

  it.each(['company', 'department', 'operator'] as const)(
    'refuses %s writes on company 29 departments with 403, writing nothing',
    async (role) => {
      const finance = departmentId(server.handle, 29, '财务部');
      const before = departments();
      expect((await as[role].post('/api/companies/29/departments', { name: '新部门' })).status).toBe(403);
      expect((await as[role].put(`/api/departments/${finance}`, { name: '改名' })).status).toBe(403);
      expect((await as[role].delete(`/api/departments/${finance}`)).status).toBe(403);
      expect(departments()).toEqual(before);
    },
  );

  it('answers 404 for a missing department and 401 logged out', async () => {
    expect((await as.admin.put('/api/departments/9999', { name: 'x' })).status).toBe(404);
    expect((await as.admin.delete('/api/departments/9999')).status).toBe(404);
    expect((await as.anonymous.put('/api/departments/5', { name: 'x' })).status).toBe(401);
  });
});
