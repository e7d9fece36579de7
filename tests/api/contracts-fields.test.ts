/**
 * Contract fields (PUT takes the whole list) and filled previews: validation per rule and per
 * field type, one transaction per save, and the filled PDF read back page by page, Chinese
 * included.
 */
import type { ContractField, ContractFieldInput, ContractTemplate } from '../../common/api/contracts';
import { makeIdNumber } from '../../common/validation/china-ids';
import { startServer, type ApiClient, type TestServer } from './support/harness';
import { fetchPdf, makePdf, pageCount, pageText, squeeze, upload, uploadForm } from './support/pdf';
import { raw } from './support/database';

let server: TestServer;
const as: Record<string, ApiClient> = {};
let labourId = 0;
let warehouseId = 0;

beforeAll(async () => {
  server = await startServer();
  for (const role of ['admin', 'user', 'company']) {
    as[role] = server.client();
    await as[role].loginOk(role);
  }
  const id = (code: string) =>
    (raw(server.handle).prepare('select id from contract_templates where code = ?').get(code) as { id: number }).id;
  labourId = id('LC-2025');
  warehouseId = id('HL-WH-2025');
});
afterAll(() => server.close());

const fieldRows = (templateId: number) =>
  raw(server.handle).prepare('select * from contract_fields where template_id = ? order by id').all(templateId);

/** A draft template of company 29 with pages A4 portrait and A4 landscape. */
async function draft(): Promise<ContractTemplate> {
  const res = await upload<ContractTemplate>(
    as.user,
    '/api/contracts',
    uploadForm(
      await makePdf([
        [595.28, 841.89],
        [841.89, 595.28],
      ]),
      { kind: 'principal', name: '字段测试', code: `F-${Math.random().toString(36).slice(2, 10)}` },
    ),
  );
  expect(res.status).toBe(201);
  return res.body.data!;
}

const text = (key: string, extra: Partial<ContractFieldInput> = {}): ContractFieldInput => ({
  key,
  label: key,
  type: 'text',
  page: 1,
  x: 100,
  y: 700,
  width: 200,
  height: 20,
  ...extra,
});

const signatures: ContractFieldInput[] = [
  { key: 'employee_sign', label: '员工签名', type: 'signature', party: 'employee', page: 2, x: 80, y: 80, width: 160, height: 60 },
  { key: 'company_seal', label: '企业盖章', type: 'signature', party: 'company', page: 2, x: 480, y: 80, width: 160, height: 60 },
];

describe('PUT /api/contracts/:id/fields', () => {
  it('replaces the whole list, keeps ids of existing fields, and answers it in order', async () => {
    const template = await draft();
    const first = await as.user.put<ContractField[]>(`/api/contracts/${template.id}/fields`, [
      text('name'),
      text('salary', { type: 'money', y: 650 }),
      ...signatures,
    ]);
    expect(first.status).toBe(200);
    expect(first.body.data!.map((f) => f.key)).toEqual(['name', 'salary', 'employee_sign', 'company_seal']);
    expect(first.body.data![0]).toEqual({
      id: expect.any(Number),
      key: 'name',
      label: 'name',
      type: 'text',
      required: false,
      source: null,
      party: null,
      page: 1,
      x: 100,
      y: 700,
      width: 200,
      height: 20,
      fontSize: 12,
      options: [],
    });
    const [name, , sign] = first.body.data!;
    const second = await as.user.put<ContractField[]>(`/api/contracts/${template.id}/fields`, [
      { ...sign },
      { ...name, label: '姓名', required: true, source: 'employee.name' },
      text('term', { type: 'select', options: ['固定期限', '无固定期限'], y: 600 }),
    ]);
    expect(second.status).toBe(200);
    const saved = second.body.data!;
    expect(saved.map((f) => f.key)).toEqual(['employee_sign', 'name', 'term']);
    expect(saved[0].id).toBe(sign.id);
    expect(saved[1]).toMatchObject({ id: name.id, label: '姓名', required: true, source: 'employee.name' });
    expect(saved[2].options).toEqual(['固定期限', '无固定期限']);
    expect((await as.user.get<ContractField[]>(`/api/contracts/${template.id}/fields`)).body.data).toEqual(saved);
    expect((await as.user.get<ContractTemplate>(`/api/contracts/${template.id}`)).body.data!.fieldCount).toBe(3);
    expect((await as.user.put<ContractField[]>(`/api/contracts/${template.id}/fields`, [])).body.data).toEqual([]);
  });

  it('stores boxes to 0.01 pt, float noise and finer digits rounded away', async () => {
    const template = await draft();
    const res = await as.user.put<ContractField[]>(`/api/contracts/${template.id}/fields`, [
      text('noisy', { x: 72.00000000000001, y: 472.48999999999995, width: 180.123, height: 19.996 }),
      // At the page's edge: rounding keeps it on the page (595.28 - 415.281 = 179.999).
      text('edge', { y: 650, x: 415.281, width: 179.999 }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data!.map(({ x, y, width, height }) => ({ x, y, width, height }))).toEqual([
      { x: 72, y: 472.49, width: 180.12, height: 20 },
      { x: 415.28, y: 650, width: 180, height: 20 },
    ]);
    expect(fieldRows(template.id)).toEqual([
      expect.objectContaining({ key: 'noisy', x: 72, y: 472.49, width: 180.12, height: 20 }),
      expect.objectContaining({ key: 'edge', x: 415.28, width: 180 }),
    ]);
  });

  it('keeps constants only with the constant source and options only on select fields', async () => {
    const template = await draft();
    const res = await as.user.put<ContractField[]>(`/api/contracts/${template.id}/fields`, [
      text('city', { source: 'constant', constant: '上海' }),
      text('plain', { y: 650, options: ['ignored'], constant: 'ignored' }),
      text('amount', { y: 600, type: 'money', source: 'constant', constant: '1200.5' }),
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data![0]).toMatchObject({ source: 'constant', constant: '上海' });
    expect(res.body.data![1]).not.toHaveProperty('constant');
    expect(res.body.data![1].options).toEqual([]);
    expect(res.body.data![2].constant).toBe('1200.50');
  });

  const refusals: Array<[string, ContractFieldInput[] | unknown, number, string, string | RegExp]> = [
    ['a duplicate key', [text('name'), text('name', { y: 600 })], 422, '1.key', '字段标识 name 重复'],
    ['a key that is not an identifier', [text('1st')], 422, '0.key', '字段标识 须以字母开头，只能包含字母、数字和下划线'],
    ['a key with a hyphen', [text('first-name')], 422, '0.key', /字段标识/],
    ['a blank label', [text('a', { label: ' ' })], 422, '0.label', '字段名称 不能为空'],
    ['an unknown type', [text('a', { type: 'colour' as never })], 422, '0.type', /类型 必须是以下值之一/],
    ['page 0', [text('a', { page: 0 })], 422, '0.page', '所在页 不能小于 1'],
    ['a page the template lacks', [text('a', { page: 3 })], 422, '0.page', '所在页 须在 1 到 2 之间（模板共 2 页）'],
    [
      'a rectangle beyond the right edge',
      [text('a', { x: 500, width: 100 })],
      422,
      '0.width',
      '字段 a 超出了第 1 页的范围（页面 595.28 × 841.89 点）',
    ],
    ['a rectangle beyond the top', [text('a', { y: 830, height: 20 })], 422, '0.height', /超出了第 1 页的范围/],
    ['a landscape rectangle on page 2 too tall', [text('a', { page: 2, y: 580 })], 422, '0.height', /第 2 页/],
    ['a negative x', [text('a', { x: -1 })], 422, '0.x', 'X 坐标 不能小于 0'],
    ['font size 5', [text('a', { fontSize: 5 })], 422, '0.fontSize', '字号 不能小于 6'],
    ['font size 73', [text('a', { fontSize: 73 })], 422, '0.fontSize', '字号 不能大于 72'],
    ['a select without options', [text('a', { type: 'select' })], 422, '0.options', '下拉选择字段 a 至少需要一个选项'],
    ['a select with repeated options', [text('a', { type: 'select', options: ['甲', '甲'] })], 422, '0.options', '字段 a 的选项不能重复'],
    ['a signature without party', [text('s', { type: 'signature' })], 422, '0.party', '签署字段 s 须指定签署方（员工或企业）'],
    [
      'two employee signatures',
      [signatures[0], { ...signatures[0], key: 'again', x: 300 }],
      422,
      '1.party',
      '签署方 employee 只能有一个签署字段',
    ],
    ['a party on a text field', [text('a', { party: 'employee' })], 422, '0.party', '只有签署字段可以指定签署方（字段 a）'],
    [
      'a source on a signature field',
      [{ ...signatures[0], source: 'employee.name' }],
      422,
      '0.source',
      /默认值来源 employee.name 不适用于类型 signature/,
    ],
    [
      'employee.name on a date field',
      [text('d', { type: 'date', source: 'employee.name' })],
      422,
      '0.source',
      '字段 d 的默认值来源 employee.name 不适用于类型 date',
    ],
    ['today on a money field', [text('m', { type: 'money', source: 'today' })], 422, '0.source', /today/],
    ['an unknown source', [text('a', { source: 'employee.salary' as never })], 422, '0.source', /默认值来源 必须是以下值之一/],
    [
      'a constant source without the constant',
      [text('c', { source: 'constant' })],
      422,
      '0.constant',
      '字段 c 的默认值来源是固定值，请填写固定值',
    ],
    [
      'a constant that is not a number',
      [text('n', { type: 'number', source: 'constant', constant: 'abc' })],
      422,
      '0.constant',
      '字段 n 的固定值不符合字段类型 number',
    ],
    [
      'a constant date that does not exist',
      [text('d', { type: 'date', source: 'constant', constant: '2025-02-30' })],
      422,
      '0.constant',
      /固定值不符合/,
    ],
    ['a repeated id', [text('a', { id: 5 }), text('b', { id: 5, y: 600 })], 422, '1.id', '字段编号 5 重复'],
    ['a width of text', [text('a', { width: 'wide' as never })], 400, '0.width', '宽度 类型错误'],
    ['an object instead of the list', { fields: [] }, 400, 'body', '请求体必须是字段数组（JSON 数组）'],
  ];

  let target: ContractTemplate;
  beforeAll(async () => {
    target = await draft();
    expect((await as.user.put(`/api/contracts/${target.id}/fields`, [text('existing'), ...signatures])).status).toBe(200);
  });

  it.each(refusals)('refuses %s, naming the field and writing nothing', async (_name, body, status, field, msg) => {
    const before = fieldRows(target.id);
    expect(before).toHaveLength(3);
    const res = await as.user.put(`/api/contracts/${target.id}/fields`, body);
    expect(res.status).toBe(status);
    expect(res.body.field).toBe(field);
    if (typeof msg === 'string') expect(res.body.msg).toBe(msg);
    else expect(res.body.msg).toMatch(msg);
    expect(fieldRows(target.id)).toEqual(before);
  });

  it('keeps an enabled template signable', async () => {
    const before = fieldRows(warehouseId);
    const res = await as.user.put(`/api/contracts/${warehouseId}/fields`, [text('only')]);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('启用前请为员工和企业各设置一个签署字段');
    expect(fieldRows(warehouseId)).toEqual(before);
  });

  it('allows enabling once both signature fields are placed', async () => {
    const template = await draft();
    await as.user.put(`/api/contracts/${template.id}/fields`, [text('name'), ...signatures]);
    const res = await as.user.put<ContractTemplate>(`/api/contracts/${template.id}`, { status: 'enabled' });
    expect(res.status).toBe(200);
    expect(res.body.data!.status).toBe('enabled');
  });

  it('localises messages', async () => {
    const client = server.client({ locale: 'en-US' });
    await client.loginOk('user');
    const res = await client.put(`/api/contracts/${warehouseId}/fields`, [text('a', { page: 9 })]);
    expect(res.body.msg).toBe('page must be between 1 and 1 (the template has 1 pages)');
  });
});

describe('POST /api/contracts/:id/preview', () => {
  const idNumber = makeIdNumber('310115', '19950903', '062');
  const labourValues = {
    company_name: '上海华联物流有限公司',
    employee_name: '周婷',
    id_number: idNumber,
    contract_term: '无固定期限',
    entry_date: '2022-09-05',
    position: '人事专员',
    monthly_salary: 8500.5,
    sign_date: '2025-03-01',
  };

  it('draws each value on its page of the seeded labour contract, Chinese included', async () => {
    const res = await fetchPdf(as.company, 'POST', `/api/contracts/${labourId}/preview`, { values: labourValues });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(await pageCount(res.bytes)).toBe(2);
    const fields = (await as.company.get<ContractField[]>(`/api/contracts/${labourId}/fields`)).body.data!;
    const pages = [squeeze(pageText(res.bytes, 1)), squeeze(pageText(res.bytes, 2))];
    const drawn: Record<string, string> = { ...labourValues, monthly_salary: '8500.50' } as Record<string, string>;
    for (const field of fields.filter((f) => f.type !== 'signature')) {
      const value = squeeze(String(drawn[field.key]));
      expect([field.key, pages[field.page - 1].includes(value)]).toEqual([field.key, true]);
      expect([field.key, pages[2 - field.page].includes(value)]).toEqual([field.key, false]);
    }
    // Signature places are labelled boxes on page 2.
    expect(pages[1]).toContain('员工签署区');
    expect(pages[1]).toContain('企业签章区');
    expect(pages[0]).not.toContain('签署区');
    // The template text is still there.
    expect(pages[0]).toContain('劳动合同');
  });

  it('embeds a subset of the CJK font, not all of it', async () => {
    const res = await fetchPdf(as.user, 'POST', `/api/contracts/${labourId}/preview`, { values: labourValues });
    expect(res.bytes.length).toBeLessThan(400 * 1024);
  });

  it('fills blanks from defaults: the company, today (China time) and constants', async () => {
    server.clock.advance(16 * 3600_000); // 2025-03-03T17:00Z is already 4 March in China
    for (const role of Object.keys(as)) await as[role].loginOk(role); // the sessions ran out meanwhile
    const res = await fetchPdf(as.user, 'POST', `/api/contracts/${warehouseId}/preview`, {
      values: {
        employee_name: '王海涛',
        id_number: '11010519491231002x',
        position: '仓库管理员',
        entry_date: '2021-03-15',
        monthly_salary: '6800',
      },
    });
    expect(res.status).toBe(200);
    const page = squeeze(pageText(res.bytes, 1));
    for (const value of [
      '上海华联物流有限公司',
      '王海涛',
      '11010519491231002X',
      '仓库管理员',
      '2021-03-15',
      '6800.00',
      '2025-03-04',
      '上海市浦东新区张杨路1588号华联物流仓储中心',
    ]) {
      expect([value, page.includes(value)]).toEqual([value, true]);
    }
  });

  it("fills blanks from a chosen employee's record, as a sign task would; only an employee of the template's company in scope", async () => {
    const employeeId = async (name: string) =>
      (await as.admin.get<{ list: { id: number }[] }>(`/api/employees?name=${encodeURIComponent(name)}`)).body.data!.list[0].id;
    const wang = await employeeId('王海涛'); // company 29, like the warehouse template
    const res = await fetchPdf(as.user, 'POST', `/api/contracts/${warehouseId}/preview`, {
      employeeId: wang,
      values: { monthly_salary: '6800' },
    });
    expect(res.status).toBe(200);
    const page = squeeze(pageText(res.bytes, 1));
    for (const value of ['王海涛', '仓库管理员', '2021-03-15', '6800.00']) expect([value, page.includes(value)]).toEqual([value, true]);
    // A typed value wins over the record.
    const typed = await fetchPdf(as.user, 'POST', `/api/contracts/${warehouseId}/preview`, {
      employeeId: wang,
      values: { monthly_salary: '6800', employee_name: '王小明' },
    });
    expect(squeeze(pageText(typed.bytes, 1))).toContain('王小明');

    const elsewhere = await employeeId('蒋文博'); // company 31
    const otherCompany = await server.client({ locale: 'en-US' });
    await otherCompany.loginOk('admin');
    const refused = await otherCompany.post(`/api/contracts/${warehouseId}/preview`, { employeeId: elsewhere, values: {} });
    expect([refused.status, refused.body.field, refused.body.msg]).toEqual([
      422,
      'employeeId',
      "This employee does not belong to the template's company",
    ]);
    expect((await as.user.post(`/api/contracts/${warehouseId}/preview`, { employeeId: elsewhere, values: {} })).status).toBe(403);
    expect((await as.user.post(`/api/contracts/${warehouseId}/preview`, { employeeId: 99999, values: {} })).body.field).toBe('employeeId');
  });

  it('wraps long text inside its rectangle and leaves optional blanks empty', async () => {
    const template = await draft();
    const long = '甲方为乙方提供符合国家规定的劳动安全卫生条件和必要的劳动防护用品，乙方应严格遵守安全操作规程。';
    await as.user.put(`/api/contracts/${template.id}/fields`, [
      text('remark', { width: 150, height: 80, fontSize: 12 }),
      text('optional_note', { y: 600 }),
      text('landscape_note', { page: 2, x: 500, y: 300 }),
    ]);
    const res = await fetchPdf(as.user, 'POST', `/api/contracts/${template.id}/preview`, {
      values: { remark: long, landscape_note: 'Page two 第二页' },
    });
    expect(res.status).toBe(200);
    const page1 = pageText(res.bytes, 1);
    expect(squeeze(page1)).toContain(squeeze(long));
    expect(page1.split('\n').filter((line) => /[\u4e00-\u9fa5]/.test(line)).length).toBeGreaterThan(2); // wrapped
    expect(squeeze(pageText(res.bytes, 2))).toContain('Pagetwo第二页');
  });

  const fieldsForTypes: ContractFieldInput[] = [
    text('count', { type: 'number' }),
    text('salary', { type: 'money', y: 660 }),
    text('start', { type: 'date', y: 620 }),
    text('idno', { type: 'idNumber', y: 580 }),
    text('phone', { type: 'mobile', y: 540 }),
    text('term', { type: 'select', options: ['固定期限', '无固定期限'], y: 500 }),
    text('name', { required: true, label: '乙方姓名', y: 460 }),
  ];
  let typed: ContractTemplate;
  const good = {
    count: '-12.5',
    salary: '1234.5',
    start: '2024-02-29',
    idno: '11010519491231002X',
    phone: '13761429085',
    term: '固定期限',
    name: '李娜',
  };

  beforeAll(async () => {
    typed = await draft();
    const res = await as.user.put(`/api/contracts/${typed.id}/fields`, fieldsForTypes);
    expect(res.status).toBe(200);
  });

  it('accepts a valid value of every type and draws it normalised', async () => {
    const res = await fetchPdf(as.user, 'POST', `/api/contracts/${typed.id}/preview`, { values: { ...good, count: 42, salary: 99 } });
    expect(res.status).toBe(200);
    const page = squeeze(pageText(res.bytes, 1));
    for (const value of ['42', '99.00', '2024-02-29', '11010519491231002X', '13761429085', '固定期限', '李娜'])
      expect([value, page.includes(value)]).toEqual([value, true]);
  });

  it.each([
    ['count', 'abc', 'count 须为数字'],
    ['count', '1e5', 'count 须为数字'],
    ['salary', '12.345', 'salary 须为金额（不小于 0，最多两位小数）'],
    ['salary', '-1', 'salary 须为金额（不小于 0，最多两位小数）'],
    ['salary', '1,000', 'salary 须为金额（不小于 0，最多两位小数）'],
    ['start', '2025-02-29', 'start 须为有效日期（YYYY-MM-DD）'],
    ['start', '2025/03/01', 'start 须为有效日期（YYYY-MM-DD）'],
    ['idno', '110105194912310021', 'idno 不是有效的居民身份证号码'],
    ['idno', '11010519491331002X', 'idno 不是有效的居民身份证号码'],
    ['phone', '12345678901', 'phone 不是有效的手机号码'],
    ['phone', '1376142908', 'phone 不是有效的手机号码'],
    ['term', '三年', 'term 须为以下选项之一：固定期限, 无固定期限'],
    ['name', '', '乙方姓名 不能为空'],
    ['name', null, '乙方姓名 不能为空'],
    ['name', true, '乙方姓名 须为文本或数字'],
    ['name', 'x'.repeat(501), '乙方姓名 不能超过 500 个字符'],
  ])('refuses %s = %j (422 naming values.%s)', async (key, value, msg) => {
    const res = await as.user.post(`/api/contracts/${typed.id}/preview`, { values: { ...good, [key]: value } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 422, msg, field: `values.${key}` });
  });

  it('refuses a missing required value, an unknown key, and a body without values', async () => {
    const { name: _name, ...withoutName } = good;
    const missing = await as.user.post(`/api/contracts/${typed.id}/preview`, { values: withoutName });
    expect(missing.body).toEqual({ status: 422, msg: '乙方姓名 不能为空', field: 'values.name' });
    const unknown = await as.user.post(`/api/contracts/${typed.id}/preview`, { values: { ...good, salary_bonus: '1' } });
    expect(unknown.body).toEqual({ status: 422, msg: 'salary_bonus 不是该模板的字段', field: 'values.salary_bonus' });
    const empty = await as.user.post(`/api/contracts/${typed.id}/preview`, {});
    expect(empty.body.field).toBe('values.name');
    const notObject = await as.user.post(`/api/contracts/${typed.id}/preview`, { values: ['a'] });
    expect(notObject.status).toBe(400);
    const badJson = await as.user.request('POST', `/api/contracts/${typed.id}/preview`, {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
  });

  it('answers value errors in the caller language', async () => {
    const client = server.client({ locale: 'pt-BR' });
    await client.loginOk('user');
    const res = await client.post(`/api/contracts/${typed.id}/preview`, { values: { ...good, start: '2025-13-01' } });
    expect(res.body.msg).toBe('start deve ser uma data válida (AAAA-MM-DD)');
  });

  it('previews a template without fields as the template itself', async () => {
    const template = await draft();
    const res = await fetchPdf(as.user, 'POST', `/api/contracts/${template.id}/preview`, { values: {} });
    expect(res.status).toBe(200);
    expect(pageText(res.bytes, 1)).toContain('Test page 1');
  });

  it('refuses company 31 on company 29 templates, before reading values', async () => {
    const res = await as.company.post(`/api/contracts/${typed.id}/preview`, { values: {} });
    expect(res.status).toBe(403);
  });

  it('keeps page sizes and count of the template in the preview', async () => {
    const bytes = (await fetchPdf(as.user, 'POST', `/api/contracts/${typed.id}/preview`, { values: good })).bytes;
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPages().map((p) => [Math.round(p.getWidth()), Math.round(p.getHeight())])).toEqual([
      [595, 842],
      [842, 595],
    ]);
  });
});

// A template uploaded with pages of another size keeps coordinates per page.
it('places fields by page size of each page', async () => {
  const res = await upload<ContractTemplate>(
    as.admin,
    '/api/contracts',
    uploadForm(await makePdf([[200, 100]]), { kind: 'accessory', name: '小页', code: 'SMALL' }),
  );
  const id = res.body.data!.id;
  expect((await as.admin.put(`/api/contracts/${id}/fields`, [text('a', { x: 0, y: 0, width: 200, height: 100 })])).status).toBe(200);
  expect((await as.admin.put(`/api/contracts/${id}/fields`, [text('a', { x: 0, y: 0, width: 200.5, height: 100 })])).status).toBe(422);
});
