/**
 * Contract templates: every route × role, scope (shared templates, another company's), uploads
 * checked by content, list filters, accessories, delete rules and new versions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '../../common/api/paging';
import type { ContractField, ContractTemplate, ContractVersionResult } from '../../common/api/contracts';
import { rowOf, type ApiClient } from './support/harness';
import { serveWithRoles } from './support/roles';
import { fetchPdf, makePdf, upload, uploadForm } from './support/pdf';
import { raw } from './support/database';

const { server, as } = serveWithRoles();
/** Seeded templates: shared labour contract and NDA, company 29's warehouse contract. */
const seeded = { labour: 0, nda: 0, warehouse: 0 };
let pdf: Uint8Array;

const count = (table: string) => (raw(server.handle).prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
const idOf = (code: string) =>
  (raw(server.handle).prepare('select id from contract_templates where code = ? and version = 1').get(code) as { id: number }).id;

beforeAll(async () => {
  seeded.labour = idOf('LC-2025');
  seeded.nda = idOf('NDA-2025');
  seeded.warehouse = idOf('HL-WH-2025');
  pdf = await makePdf([
    [595.28, 841.89],
    [841.89, 595.28],
    [300, 400],
  ]);
});

/** What the server says of a version that is not a whole number 1-9999 (zh-CN). */
const VERSION_REFUSED = '版本 须为 1 到 9999 的整数，不能带小数点（版本依次为 1、2、3……，每上传一个新版本加 1）';

let codeCounter = 0;
const nextCode = () => `T-${++codeCounter}`;

async function create(client: ApiClient, fields: Record<string, string | number | null> = {}, bytes: Uint8Array | null = pdf) {
  return upload<ContractTemplate>(
    client,
    '/api/contracts',
    uploadForm(bytes, { kind: 'principal', name: '测试模板', code: nextCode(), ...fields }),
  );
}

/** A template of company 29, made by its company user. */
async function company29Template(kind: 'principal' | 'accessory' = 'principal') {
  const res = await create(as.user, { kind });
  expect(res.status).toBe(201);
  return res.body.data!;
}

describe('access by role', () => {
  const expected = { admin: 200, user: 200, company: 403, department: 403, operator: 403, anonymous: 401 } as const;
  const readers = Object.entries(expected) as Array<[keyof typeof expected, number]>;
  // Initiators of company 29 (department user, operator) read its enabled templates; they change nothing.
  const reading = readers.map(
    ([role, status]) => [role, role === 'department' || role === 'operator' ? 200 : status] as [keyof typeof expected, number],
  );

  it.each(reading)('GET /api/contracts/:id of company 29 as %s → %i', async (role, status) => {
    const res = await as[role].get<ContractTemplate>(`/api/contracts/${seeded.warehouse}`);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.data).toMatchObject({ id: seeded.warehouse, companyId: 29, kind: 'principal', code: 'HL-WH-2025' });
    else if (status === 403) expect(res.body).toEqual({ status: 403, msg: '没有权限执行此操作' });
    else expect(res.body.status).toBe(302);
  });

  it.each(reading)('GET /api/contracts/:id/file of company 29 as %s → %i', async (role, status) => {
    const res = await fetchPdf(as[role], 'GET', `/api/contracts/${seeded.warehouse}/file`);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.type).toBe('application/pdf');
      expect(Buffer.from(res.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(res.disposition).toContain('HL-WH-2025-v1.pdf');
    } else {
      expect(res.type).toContain('application/json');
    }
  });

  it.each(reading)('GET /api/contracts/:id/fields of company 29 as %s → %i', async (role, status) => {
    const res = await as[role].get<ContractField[]>(`/api/contracts/${seeded.warehouse}/fields`);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.data!.map((f) => f.key)).toContain('work_location');
  });

  it.each(reading)('POST /api/contracts/:id/preview of company 29 as %s → %i', async (role, status) => {
    const values = {
      employee_name: '王海涛',
      id_number: '11010519491231002X',
      position: '仓库管理员',
      entry_date: '2025-03-01',
      monthly_salary: '6800',
    };
    const res = await fetchPdf(as[role], 'POST', `/api/contracts/${seeded.warehouse}/preview`, { values });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.type).toBe('application/pdf');
  });

  it.each(readers)('PUT /api/contracts/:id of company 29 as %s → %i (refusals change nothing)', async (role, status) => {
    const before = rowOf(server.handle, 'contract_templates', seeded.warehouse);
    const res = await as[role].put<ContractTemplate>(`/api/contracts/${seeded.warehouse}`, { name: `仓储岗位劳动合同（${role}）` });
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.data!.name).toBe(`仓储岗位劳动合同（${role}）`);
    else expect(rowOf(server.handle, 'contract_templates', seeded.warehouse)).toEqual(before);
  });

  it.each(readers)('PUT /api/contracts/:id/fields of company 29 as %s → %i', async (role, status) => {
    const current = (await as.admin.get<ContractField[]>(`/api/contracts/${seeded.warehouse}/fields`)).body.data!;
    const before = raw(server.handle).prepare('select * from contract_fields where template_id = ? order by id').all(seeded.warehouse);
    const res = await as[role].put<ContractField[]>(`/api/contracts/${seeded.warehouse}/fields`, current);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.data).toEqual(current);
    else
      expect(raw(server.handle).prepare('select * from contract_fields where template_id = ? order by id').all(seeded.warehouse)).toEqual(
        before,
      );
  });

  it.each(readers.map(([role, status]) => [role, status === 200 ? 201 : status] as const))(
    'POST /api/contracts/:id/versions of a company 29 template as %s → %i',
    async (role, status) => {
      const template = await company29Template();
      const rows = count('contract_templates');
      const res = await upload<ContractVersionResult>(as[role], `/api/contracts/${template.id}/versions`, uploadForm(pdf));
      expect(res.status).toBe(status);
      if (status === 201) expect(res.body.data).toMatchObject({ code: template.code, version: 2, companyId: 29, status: 'draft' });
      else expect(count('contract_templates')).toBe(rows);
    },
  );

  it.each(readers)('DELETE /api/contracts/:id of a company 29 template as %s → %i', async (role, status) => {
    const template = await company29Template();
    const res = await as[role].delete<ContractTemplate>(`/api/contracts/${template.id}`);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.body.data!.id).toBe(template.id);
      expect(rowOf(server.handle, 'contract_templates', template.id)).toBeUndefined();
    } else {
      expect(rowOf(server.handle, 'contract_templates', template.id)).toBeDefined();
    }
  });

  it.each([
    ['admin', 201, null],
    ['user', 201, 29],
    ['company', 201, 31],
    ['department', 403, undefined],
    ['operator', 403, undefined],
    ['anonymous', 401, undefined],
  ] as const)('POST /api/contracts as %s → %i', async (role, status, companyId) => {
    const rows = count('contract_templates');
    const res = await create(as[role]);
    expect(res.status).toBe(status);
    if (status === 201) {
      expect(res.body.data).toMatchObject({
        companyId,
        kind: 'principal',
        version: 1,
        status: 'draft',
        pageCount: 3,
        inUse: false,
        accessoryIds: [],
      });
      expect(count('contract_templates')).toBe(rows + 1);
    } else {
      expect(count('contract_templates')).toBe(rows);
    }
  });

  it.each([
    ['admin', 200],
    ['user', 200],
    ['company', 200],
    ['department', 200],
    ['operator', 200],
    ['anonymous', 401],
  ] as const)('GET /api/contracts as %s → %i', async (role, status) => {
    const res = await as[role].get<Page<ContractTemplate>>('/api/contracts?pageSize=100');
    expect(res.status).toBe(status);
  });
});

describe('scope', () => {
  it('shows admins everything, company users their own and the shared templates only', async () => {
    const all = (await as.admin.get<Page<ContractTemplate>>('/api/contracts?pageSize=100')).body.data!;
    expect(all.list.some((t) => t.companyId === 31)).toBe(true);
    expect(all.list.some((t) => t.companyId === 29)).toBe(true);
    const mine = (await as.user.get<Page<ContractTemplate>>('/api/contracts?pageSize=100')).body.data!;
    expect(mine.list.every((t) => t.companyId === null || t.companyId === 29)).toBe(true);
    expect(mine.list.map((t) => t.id)).toEqual(expect.arrayContaining([seeded.labour, seeded.nda, seeded.warehouse]));
    const other = (await as.company.get<Page<ContractTemplate>>('/api/contracts?pageSize=100')).body.data!;
    expect(other.list.every((t) => t.companyId === null || t.companyId === 31)).toBe(true);
    expect(other.list.map((t) => t.id)).not.toContain(seeded.warehouse);
  });

  it('lets company users read but not change shared templates', async () => {
    expect((await as.company.get(`/api/contracts/${seeded.labour}`)).status).toBe(200);
    expect((await fetchPdf(as.company, 'GET', `/api/contracts/${seeded.labour}/file`)).status).toBe(200);
    expect((await as.company.get(`/api/contracts/${seeded.labour}/fields`)).status).toBe(200);
    const before = rowOf(server.handle, 'contract_templates', seeded.labour);
    expect((await as.company.put(`/api/contracts/${seeded.labour}`, { name: '改名' })).status).toBe(403);
    expect((await as.user.put(`/api/contracts/${seeded.labour}/fields`, [])).status).toBe(403);
    expect((await as.user.delete(`/api/contracts/${seeded.labour}`)).status).toBe(403);
    expect((await upload(as.user, `/api/contracts/${seeded.labour}/versions`, uploadForm(pdf))).status).toBe(403);
    expect(rowOf(server.handle, 'contract_templates', seeded.labour)).toEqual(before);
  });

  it('refuses a company filter outside the caller scope instead of filtering', async () => {
    expect((await as.company.get('/api/contracts?companyId=29')).status).toBe(403);
    const own = await as.user.get<Page<ContractTemplate>>('/api/contracts?companyId=29&pageSize=100');
    expect(own.status).toBe(200);
    expect(own.body.data!.list.every((t) => t.companyId === 29)).toBe(true);
  });

  it('lets company users create only for their own company, admins for any existing company or shared', async () => {
    expect((await create(as.user, { companyId: 31 })).status).toBe(403);
    expect((await create(as.user, { companyId: 29 })).body.data!.companyId).toBe(29);
    expect((await create(as.admin, { companyId: 31 })).body.data!.companyId).toBe(31);
    expect((await create(as.admin, { companyId: '' })).body.data!.companyId).toBeNull();
    const unknown = await create(as.admin, { companyId: 9999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ field: 'companyId', msg: '企业 对应的企业不存在' });
  });

  it('answers 404 for a template that does not exist and 400 for a bad id', async () => {
    const missing = await as.admin.get('/api/contracts/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('合同模板不存在');
    expect((await as.admin.get('/api/contracts/abc')).status).toBe(400);
    expect((await fetchPdf(as.admin, 'GET', '/api/contracts/999999/file')).status).toBe(404);
  });
});

describe('upload checked by content', () => {
  async function refused(bytes: Uint8Array, fileName = 'contract.pdf') {
    const rows = count('contract_templates');
    const res = await upload(
      as.user,
      '/api/contracts',
      uploadForm(bytes, { kind: 'principal', name: '坏文件', code: nextCode() }, fileName),
    );
    expect(count('contract_templates')).toBe(rows);
    return res;
  }

  it('stores the bytes, page count and page sizes', async () => {
    const res = await create(as.user, { kind: 'accessory', name: '附属协议 A', version: 3 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      kind: 'accessory',
      name: '附属协议 A',
      version: 3,
      pageCount: 3,
      pages: [
        { width: 595.28, height: 841.89 },
        { width: 841.89, height: 595.28 },
        { width: 300, height: 400 },
      ],
      fileSize: pdf.length,
      fieldCount: 0,
    });
    const file = await fetchPdf(as.user, 'GET', `/api/contracts/${res.body.data!.id}/file`);
    expect(Buffer.compare(Buffer.from(file.bytes), Buffer.from(pdf))).toBe(0);
  });

  it('refuses a PNG named .pdf', async () => {
    const png = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'));
    const res = await refused(png, 'photo.pdf');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 422, msg: '上传的文件不是 PDF 文件', field: 'file' });
  });

  it.each(['encrypted-aes256.pdf', 'encrypted-rc4-owner-only.pdf'])('refuses the encrypted PDF %s', async (name) => {
    const bytes = new Uint8Array(readFileSync(join(__dirname, 'fixtures', name)));
    const res = await refused(bytes);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 422, msg: '加密的 PDF 不能用作合同模板，请先解除密码保护后再上传', field: 'file' });
  });

  it.each([
    ['truncated', async () => (await makePdf([[300, 300]])).subarray(0, 300)],
    ['header only', async () => new Uint8Array(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))],
    ['header and junk', async () => new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x41)]))],
  ])('refuses a broken PDF (%s) as not a valid PDF', async (_name, make) => {
    const res = await refused(await make());
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'file', msg: '上传的文件不是有效的 PDF（无法解析，可能已损坏）' });
  });

  it('refuses a file over 10 MB with 413, and a body far over the limit before reading it', async () => {
    const justOver = new Uint8Array(10 * 1024 * 1024 + 1);
    justOver.set(Buffer.from('%PDF-1.7\n'));
    const res = await refused(justOver);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, msg: '文件 过大，不能超过 10 MB', field: 'file' });
    const far = await refused(new Uint8Array(12 * 1024 * 1024));
    expect(far.status).toBe(413);
  });

  it('answers in the caller language', async () => {
    const client = server.client({ locale: 'en-US' });
    await client.loginOk('user');
    const bytes = new Uint8Array(readFileSync(join(__dirname, 'fixtures', 'encrypted-aes256.pdf')));
    const res = await upload(client, '/api/contracts', uploadForm(bytes, { kind: 'principal', name: 'x', code: nextCode() }));
    expect(res.body.msg).toBe('Encrypted PDFs cannot be used as contract templates: remove the password protection and upload again');
  });

  it.each([
    [{ kind: undefined }, 422, 'kind', '模板类别 不能为空'],
    [{ kind: 'other' }, 422, 'kind', '模板类别 必须是以下值之一：principal, accessory'],
    [{ code: '' }, 422, 'code', '编号 不能为空'],
    [{ code: '合同 1' }, 422, 'code', '编号 格式不正确'],
    [{ version: 0 }, 422, 'version', VERSION_REFUSED],
    [{ version: 'two' }, 422, 'version', VERSION_REFUSED],
    [{ version: 10000 }, 422, 'version', VERSION_REFUSED],
  ] as const)('validates the form fields: %j → %i', async (fields, status, field, msg) => {
    const rows = count('contract_templates');
    const all: Record<string, string | number | undefined> = { kind: 'principal', name: '表单', code: nextCode(), ...fields };
    const form = uploadForm(
      pdf,
      Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string | number] => entry[1] !== undefined)),
    );
    const res = await upload(as.user, '/api/contracts', form);
    expect(res.status).toBe(status);
    expect(res.body.field).toBe(field);
    if (msg) expect(res.body.msg).toBe(msg);
    expect(count('contract_templates')).toBe(rows);
  });

  it('needs a file and a multipart body', async () => {
    const noFile = await upload(as.user, '/api/contracts', uploadForm(null, { kind: 'principal', name: 'x', code: nextCode() }));
    expect(noFile.status).toBe(422);
    expect(noFile.body).toMatchObject({ field: 'file', msg: '文件 不能为空' });
    const json = await as.user.post('/api/contracts', { kind: 'principal', name: 'x', code: 'J-1' });
    expect(json.status).toBe(400);
  });

  it('keeps codes unique per company, kind and version (409)', async () => {
    const code = nextCode();
    expect((await create(as.user, { code, version: 1 })).status).toBe(201);
    const again = await create(as.user, { code, version: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, msg: `编号为 ${code} 的第 1 版模板已存在` });
    expect((await create(as.user, { code, version: 2 })).status).toBe(201);
    expect((await create(as.user, { code, kind: 'accessory', version: 1 })).status).toBe(201);
    expect((await create(as.company, { code, version: 1 })).status).toBe(201);
    expect((await create(as.admin, { code, version: 1 })).status).toBe(201);
    expect((await create(as.admin, { code, version: 1 })).status).toBe(409);
  });
});

describe('version and name as typed, or their defaults', () => {
  const versionOf = async (client: ApiClient, fields: Record<string, string | number | null>) => {
    const res = await create(client, fields);
    expect(res.status).toBe(201);
    return res.body.data!.version;
  };

  it('keeps a whole-number version exactly as typed', async () => {
    expect(await versionOf(as.user, { version: '7' })).toBe(7);
    expect(await versionOf(as.user, { version: ' 12 ' })).toBe(12);
    expect(await versionOf(as.user, { version: '9999' })).toBe(9999);
  });

  it.each(['2025.1', '1.0', '1e3', '0x10', '01', '-1', '2025,1'])(
    'refuses the version %j with what a version may be, instead of storing another number',
    async (version) => {
      const rows = count('contract_templates');
      const res = await create(as.user, { version });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 422, msg: VERSION_REFUSED, field: 'version' });
      expect(count('contract_templates')).toBe(rows);
    },
  );

  it('says so in the caller language', async () => {
    const client = server.client({ locale: 'en-US' });
    await client.loginOk('user');
    const res = await create(client, { version: '2025.1' });
    expect(res.body.msg).toBe(
      'version must be a whole number from 1 to 9999, without a decimal point (versions count 1, 2, 3…; each new version adds 1)',
    );
  });

  it('numbers a template without a version after the highest of its code: 1 for a new code', async () => {
    const code = nextCode();
    expect(await versionOf(as.user, { code })).toBe(1);
    expect(await versionOf(as.user, { code, version: '' })).toBe(2);
    expect(await versionOf(as.user, { code, version: 5 })).toBe(5);
    expect(await versionOf(as.user, { code })).toBe(6);
    // Counted per owner and kind: another company, shared, or the other kind start again at 1.
    expect(await versionOf(as.company, { code })).toBe(1);
    expect(await versionOf(as.admin, { code })).toBe(1);
    expect(await versionOf(as.user, { code, kind: 'accessory' })).toBe(1);
  });

  it('names a template after its file (without .pdf) when no name is given', async () => {
    const named = async (name: string | null, fileName: string) =>
      upload<ContractTemplate>(
        as.user,
        '/api/contracts',
        uploadForm(pdf, { kind: 'principal', code: nextCode(), ...(name === null ? {} : { name }) }, fileName),
      );
    expect((await named(null, '劳动合同（2025 版）.pdf')).body.data!.name).toBe('劳动合同（2025 版）');
    expect((await named('', 'Offer Letter.PDF')).body.data!.name).toBe('Offer Letter');
    expect((await named('   ', 'nda.v2.pdf')).body.data!.name).toBe('nda.v2');
    expect((await named('自定名称', 'nda.pdf')).body.data!.name).toBe('自定名称');
    const long = await named(null, `${'长'.repeat(120)}.pdf`);
    expect(long.body.data!.name).toBe('长'.repeat(100));
    const rows = count('contract_templates');
    const nameless = await named(null, '.pdf');
    expect(nameless.status).toBe(422);
    expect(nameless.body).toMatchObject({ field: 'name', msg: '模板名称 不能为空' });
    expect(count('contract_templates')).toBe(rows);
  });
});

describe('list', () => {
  const list = async (client: ApiClient, query: string) => {
    const res = await client.get<Page<ContractTemplate>>(`/api/contracts${query}`);
    expect(res.status).toBe(200);
    return res.body.data!;
  };

  it('filters by kind, name, code, status, shared and pages', async () => {
    expect((await list(as.user, '?kind=accessory&pageSize=100')).list.every((t) => t.kind === 'accessory')).toBe(true);
    const byName = await list(as.user, `?name=${encodeURIComponent('保密')}`);
    expect(byName.list.map((t) => t.id)).toEqual([seeded.nda]);
    expect((await list(as.user, '?code=hl-wh')).list.map((t) => t.id)).toEqual([seeded.warehouse]);
    expect((await list(as.user, '?status=enabled&pageSize=100')).list.every((t) => t.status === 'enabled')).toBe(true);
    const shared = await list(as.user, '?shared=true&pageSize=100');
    expect(shared.list.every((t) => t.companyId === null)).toBe(true);
    expect((await list(as.user, '?shared=false&pageSize=100')).list.every((t) => t.companyId === 29)).toBe(true);
    const page = await list(as.admin, '?current=2&pageSize=2&sorter=id');
    expect(page).toMatchObject({ current: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const desc = await list(as.admin, '?sorter=-id&pageSize=100');
    expect(desc.list.map((t) => t.id)).toEqual([...desc.list.map((t) => t.id)].sort((a, b) => b - a));
    expect(await list(as.admin, '?name=%25')).toMatchObject({ total: 0 });
  });

  it('answers the seeded templates with accessories, field counts and pages', async () => {
    const labour = (await as.user.get<ContractTemplate>(`/api/contracts/${seeded.labour}`)).body.data!;
    expect(labour).toMatchObject({
      kind: 'principal',
      companyId: null,
      companyName: null,
      status: 'enabled',
      pageCount: 2,
      accessoryIds: [seeded.nda],
      inUse: false,
    });
    expect(labour.pages).toEqual([
      { width: 595.28, height: 841.89 },
      { width: 595.28, height: 841.89 },
    ]);
    expect(labour.fieldCount).toBeGreaterThanOrEqual(6);
    const warehouse = (await as.user.get<ContractTemplate>(`/api/contracts/${seeded.warehouse}`)).body.data!;
    expect(warehouse.companyName).toBe('上海华联物流有限公司');
  });

  it.each([
    ['?kind=other', 422, 'kind'],
    ['?sorter=pdf', 422, 'sorter'],
    ['?pageSize=500', 422, 'pageSize'],
    ['?shared=maybe', 422, 'shared'],
    ['?companyId=x', 400, 'companyId'],
  ])('rejects %s with %i naming the field', async (query, status, field) => {
    const res = await as.admin.get(`/api/contracts${query}`);
    expect(res.status).toBe(status);
    expect(res.body.field).toBe(field);
  });
});

describe('update', () => {
  it('changes name, code and status, and answers the saved record', async () => {
    const template = await company29Template();
    const code = nextCode();
    const res = await as.user.put<ContractTemplate>(`/api/contracts/${template.id}`, { name: '新名称', code, status: 'disabled' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: template.id, name: '新名称', code, status: 'disabled' });
    expect((await as.user.get<ContractTemplate>(`/api/contracts/${template.id}`)).body.data).toMatchObject({ name: '新名称', code });
  });

  it('refuses to enable a template without a signature field for each party', async () => {
    const template = await company29Template();
    const res = await as.user.put(`/api/contracts/${template.id}`, { status: 'enabled' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'status', msg: '启用前请为员工和企业各设置一个签署字段' });
    expect(rowOf(server.handle, 'contract_templates', template.id)!.status).toBe('draft');
  });

  it('refuses a code another template of the same version has (409)', async () => {
    const a = await company29Template();
    const b = await company29Template();
    const res = await as.user.put(`/api/contracts/${b.id}`, { code: a.code });
    expect(res.status).toBe(409);
    expect(res.body.field).toBe('code');
  });

  it('lists accessory templates on a principal template', async () => {
    const principal = await company29Template('principal');
    const accessory = await company29Template('accessory');
    const res = await as.user.put<ContractTemplate>(`/api/contracts/${principal.id}`, {
      accessoryIds: [accessory.id, seeded.nda, accessory.id],
    });
    expect(res.status).toBe(200);
    expect(res.body.data!.accessoryIds).toEqual([accessory.id, seeded.nda]);
    const cleared = await as.user.put<ContractTemplate>(`/api/contracts/${principal.id}`, { accessoryIds: [] });
    expect(cleared.body.data!.accessoryIds).toEqual([]);
  });

  it('refuses accessories that are not accessory templates the principal viewers can see', async () => {
    const principal = await company29Template('principal');
    const other = (await create(as.company, { kind: 'accessory' })).body.data!;
    const cases: Array<[number[], string]> = [
      [[seeded.labour], 'accessoryIds.0'], // a principal template
      [[seeded.nda, other.id], 'accessoryIds.1'], // company 31's accessory
      [[999999], 'accessoryIds.0'], // missing
    ];
    for (const [accessoryIds, field] of cases) {
      const res = await as.user.put(`/api/contracts/${principal.id}`, { accessoryIds });
      expect(res.status).toBe(422);
      expect(res.body.field).toBe(field);
      expect(res.body.msg).toMatch(/^附属协议 中的 \d+ 不是可关联的附属协议模板$/);
    }
    // A shared principal lists shared accessories only.
    const sharedPrincipal = (await create(as.admin, {})).body.data!;
    const ownAccessory = await company29Template('accessory');
    expect((await as.admin.put(`/api/contracts/${sharedPrincipal.id}`, { accessoryIds: [ownAccessory.id] })).status).toBe(422);
    expect((await as.admin.put(`/api/contracts/${sharedPrincipal.id}`, { accessoryIds: [seeded.nda] })).status).toBe(200);
    // Accessory templates list none.
    const accessory = await company29Template('accessory');
    const res = await as.user.put(`/api/contracts/${accessory.id}`, { accessoryIds: [seeded.nda] });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('只有主合同模板可以关联附属协议');
    expect(
      raw(server.handle).prepare('select count(*) as n from contract_template_accessories where principal_id = ?').get(principal.id),
    ).toEqual({ n: 0 });
  });

  it.each([
    [{ name: '' }, 422, 'name', '模板名称 不能为空'],
    [{ status: 'archived' }, 422, 'status', undefined],
    [{ accessoryIds: 'all' }, 400, 'accessoryIds', undefined],
    [{ accessoryIds: [0] }, 422, 'accessoryIds.0', undefined],
  ])('validates %j', async (body, status, field, msg) => {
    const res = await as.user.put(`/api/contracts/${seeded.warehouse}`, body);
    expect(res.status).toBe(status);
    expect(res.body.field).toBe(field);
    if (msg) expect(res.body.msg).toBe(msg);
  });
});

describe('delete', () => {
  it('deletes a template with its fields', async () => {
    const version = (
      await upload<ContractVersionResult>(
        as.admin,
        `/api/contracts/${seeded.labour}/versions`,
        uploadForm(
          await makePdf([
            [595.28, 841.89],
            [595.28, 841.89],
          ]),
        ),
      )
    ).body.data!;
    expect(version.fieldCount).toBeGreaterThan(0);
    expect((await as.admin.delete(`/api/contracts/${version.id}`)).status).toBe(200);
    expect(raw(server.handle).prepare('select count(*) as n from contract_fields where template_id = ?').get(version.id)).toEqual({
      n: 0,
    });
  });

  it('refuses to delete an accessory a principal template still lists (409)', async () => {
    const res = await as.admin.delete(`/api/contracts/${seeded.nda}`);
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('劳动合同（2025 版）');
    expect(rowOf(server.handle, 'contract_templates', seeded.nda)).toBeDefined();
  });

  it('refuses to delete a template a sign task uses (409)', async () => {
    const template = await company29Template();
    const db = raw(server.handle);
    const employee = db.prepare('select id, department_id from employees where company_id = 29 limit 1').get() as {
      id: number;
      department_id: number | null;
    };
    const now = new Date().toISOString();
    const task = db
      .prepare(
        `insert into sign_tasks (company_id, department_id, employee_id, template_id, status, field_values, created_at, updated_at)
         values (29, ?, ?, ?, 'draft', '{}', ?, ?)`,
      )
      .run(employee.department_id, employee.id, template.id, now, now);
    db.prepare('insert into sign_task_templates (task_id, template_id, position) values (?, ?, 0)').run(task.lastInsertRowid, template.id);
    try {
      expect((await as.user.get<ContractTemplate>(`/api/contracts/${template.id}`)).body.data!.inUse).toBe(true);
      const res = await as.user.delete(`/api/contracts/${template.id}`);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('合同模板已被签署任务使用，不能删除');
      expect(rowOf(server.handle, 'contract_templates', template.id)).toBeDefined();
    } finally {
      db.prepare('delete from sign_tasks where id = ?').run(task.lastInsertRowid);
    }
    expect((await as.user.delete(`/api/contracts/${template.id}`)).status).toBe(200);
  });
});

describe('versions', () => {
  it('adds the next version with the same code, owner and accessories, the fields copied, as a draft', async () => {
    const res = await upload<ContractVersionResult>(
      as.user,
      `/api/contracts/${seeded.warehouse}/versions`,
      uploadForm(await makePdf(), { name: '仓储岗位劳动合同（第二版）' }),
    );
    expect(res.status).toBe(201);
    const v2 = res.body.data!;
    expect(v2).toMatchObject({
      code: 'HL-WH-2025',
      kind: 'principal',
      companyId: 29,
      status: 'draft',
      name: '仓储岗位劳动合同（第二版）',
      accessoryIds: [seeded.nda],
      droppedFieldKeys: [],
    });
    expect(v2.version).toBeGreaterThanOrEqual(2);
    const oldFields = (await as.user.get<ContractField[]>(`/api/contracts/${seeded.warehouse}/fields`)).body.data!;
    const newFields = (await as.user.get<ContractField[]>(`/api/contracts/${v2.id}/fields`)).body.data!;
    const strip = (fields: ContractField[]) => fields.map(({ id: _id, ...rest }) => rest);
    expect(strip(newFields)).toEqual(strip(oldFields));
    // Numbered after the highest version, whichever version it came from.
    const v3 = (await upload<ContractVersionResult>(as.user, `/api/contracts/${seeded.warehouse}/versions`, uploadForm(await makePdf())))
      .body.data!;
    expect(v3.version).toBe(v2.version + 1);
    const latest = (await as.user.get<Page<ContractTemplate>>('/api/contracts?code=HL-WH-2025&latest=true')).body.data!;
    expect(latest.list.map((t) => t.id)).toEqual([v3.id]);
  });

  it('leaves out fields that do not fit the new PDF and says which', async () => {
    const res = await upload<ContractVersionResult>(
      as.admin,
      `/api/contracts/${seeded.labour}/versions`,
      uploadForm(await makePdf([[595.28, 841.89]])),
    );
    expect(res.status).toBe(201);
    const labourFields = (await as.admin.get<ContractField[]>(`/api/contracts/${seeded.labour}/fields`)).body.data!;
    const onPage2 = labourFields.filter((f) => f.page === 2).map((f) => f.key);
    expect(onPage2.length).toBeGreaterThan(0);
    expect(res.body.data!.droppedFieldKeys).toEqual(onPage2);
    expect(res.body.data!.fieldCount).toBe(labourFields.length - onPage2.length);
  });

  it('checks the new file by content', async () => {
    const rows = count('contract_templates');
    const res = await upload(as.user, `/api/contracts/${seeded.warehouse}/versions`, uploadForm(new Uint8Array(Buffer.from('not a pdf'))));
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('file');
    expect(count('contract_templates')).toBe(rows);
  });
});
