/**
 * Employee .xlsx: the template, the import (dry run and real, with good and bad rows in a sheet
 * built here with exceljs), its reading of headers (synonyms, unknown, missing and duplicated
 * columns), the file of rejected rows (read back, fixed and imported again), and the export (the
 * list's filters, scope and masking).
 */
import { Workbook } from 'exceljs';
import type { Notice } from '../../common/api/accounts';
import type { Page } from '../../common/api/paging';
import type { AuditEvent } from '../../common/api/audit';
import type { Employee, ImportReport } from '../../common/api/organisation';
import { isValidIdNumber, makeIdNumber } from '../../common/validation/china-ids';
import { seedEmployees, seedPreventionEntries } from '../../server/db/seed';
import { exportEmployees } from '../../server/domain/organisation/employees/export-employees';
import { DomainError } from '../../server/domain/errors';

import { count, departmentId, fileForm, PNG_1X1, snapshot, type Clients, serveWithRoles } from './support/roles';
import type { ApiClient } from './support/harness';
import { raw } from './support/database';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const { server, as } = serveWithRoles();

const TEMPLATE_HEADER = ['姓名', '身份证号', '手机号', '部门', '岗位', '入职日期'];
const FIELDS = ['name', 'idNumber', 'mobile', 'department', 'position', 'entryDate'] as const;
/** The columns report of a sheet whose headers are `headers`, one per field in template order. */
const recognised = (headers: string[], synonym: boolean[] = headers.map(() => false)) =>
  headers.map((header, i) => ({ column: 'ABCDEF'[i], header, field: FIELDS[i], synonym: synonym[i] }));
const templateColumns = { recognised: recognised(TEMPLATE_HEADER), unknown: [], missing: [] };

const employees = () => snapshot(server.handle, 'employees');
const idOf = (name: string) => seedEmployees.find((e) => e.name === name)!.idNumber;

type Cell = string | number | Date | null;
async function xlsx(rows: Cell[][], header: string[] = TEMPLATE_HEADER): Promise<Buffer> {
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('员工');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function readXlsx(bytes: ArrayBuffer): Promise<string[][]> {
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    // Array.from: an empty cell is a hole in row.values, which map() would skip.
    rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

function upload(role: keyof Clients, bytes: Buffer, query = '') {
  return as[role].request<ImportReport>('POST', `/api/employees/import${query}`, { body: fileForm(bytes, 'employees.xlsx', XLSX) });
}

const id = (birth: string, seq: string) => makeIdNumber('310101', birth, seq);
const good1 = id('19920310', '011');
const good2 = (() => {
  let value = '';
  for (let n = 12; !value.endsWith('X'); n += 1) value = id('19930421', String(n).padStart(3, '0'));
  return value;
})();
const good3 = id('19940705', '033');
const badCheck = id('19950101', '044').slice(0, 17) + (id('19950101', '044')[17] === '0' ? '1' : '0');
const prevented = seedPreventionEntries.find((e) => e.name === '韩涛')!;

/** Rows 2-11 of the sheet: three good, six bad (one reason each), one blank (skipped). */
const mixedRows: Cell[][] = [
  ['导入一', good1, '13900001111', '财务部', '会计', '2025-03-01'], // 2 good
  ['导入二', badCheck, '13900002222', '财务部', '出纳', '2025-03-01'], // 3 bad check digit
  ['导入三', id('19960101', '055'), '1390000333', '', '文员', '2025-03-01'], // 4 bad mobile
  ['导入四', good2.toLowerCase(), 13900004444, '', '', new Date(Date.UTC(2025, 2, 3))], // 5 good (x, numeric mobile, date cell)
  ['导入五', good1, '13900005555', '', '', '2025-03-01'], // 6 duplicate of row 2
  ['导入六', idOf('王海涛'), '13900006666', '', '', '2025-03-01'], // 7 already an employee of company 29
  [prevented.name, prevented.idNumber, '13900007777', '', '', '2025-03-01'], // 8 on the prevention list
  ['导入八', id('19970101', '066'), '13900008888', '研发部', '', '2025-03-01'], // 9 unknown department
  [null, null, null, null, null, null], // 10 blank: skipped
  ['导入九', good3, '13900009999', '运输调度部', '司机', '2025/3/5'], // 11 good
];

describe('GET /api/employees/template', () => {
  it.each(['admin', 'user', 'company', 'department', 'operator'] as const)(
    'gives %s an .xlsx with the header and one example row',
    async (role) => {
      const res = await as[role].raw('GET', '/api/employees/template');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(XLSX);
      expect(res.headers.get('content-disposition')).toContain('.xlsx');
      const rows = await readXlsx(await res.arrayBuffer());
      expect(rows[0]).toEqual(TEMPLATE_HEADER);
      expect(rows).toHaveLength(2);
      expect(isValidIdNumber(rows[1][1])).toBe(true);
    },
  );

  it('names the columns in the user language', async () => {
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('user');
    const rows = await readXlsx(await (await en.raw('GET', '/api/employees/template')).arrayBuffer());
    expect(rows[0]).toEqual(['name', 'ID number', 'mobile number', 'department', 'position', 'entry date']);
  });

  it('is refused logged out', async () => {
    expect((await as.anonymous.get('/api/employees/template')).status).toBe(401);
  });

  it('imports as it comes (a dry run of the template finds its example row valid)', async () => {
    const bytes = Buffer.from(await (await as.department.raw('GET', '/api/employees/template')).arrayBuffer());
    const res = await upload('department', bytes, '?dryRun=1');
    expect(res.body.data).toEqual({ dryRun: true, total: 1, valid: 1, imported: 0, columns: templateColumns, errors: [] });
  });
});

describe('POST /api/employees/import', () => {
  it('dry run: writes nothing and lists every bad row with its row number, field and reason', async () => {
    const before = employees();
    const res = await upload('user', await xlsx(mixedRows), '?dryRun=1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      dryRun: true,
      total: 9,
      valid: 3,
      imported: 0,
      columns: templateColumns,
      errors: [
        { row: 3, field: 'idNumber', reason: '身份证号 不是有效的身份证号码' },
        { row: 4, field: 'mobile', reason: '手机号 不是有效的手机号码' },
        { row: 6, field: 'idNumber', reason: '与第 2 行的身份证号码重复' },
        { row: 7, field: 'idNumber', reason: '该企业已有此身份证号码的员工' },
        { row: 8, field: 'idNumber', reason: `此人在防范名单中：${prevented.reason}` },
        { row: 9, field: 'department', reason: '部门“研发部”在该企业中不存在' },
      ],
    });
    expect(employees()).toEqual(before);
  });

  it('real import: writes exactly the good rows, in one go', async () => {
    const before = count(server.handle, 'select count(*) n from employees');
    const res = await upload('user', await xlsx(mixedRows));
    expect(res.body.data).toMatchObject({ dryRun: false, total: 9, valid: 3, imported: 3 });
    expect(res.body.data!.errors).toHaveLength(6);
    expect(count(server.handle, 'select count(*) n from employees')).toBe(before + 3);
    // The importer is told, with a link to the list (a dry run tells nobody).
    const notices = (await as.user.get<Notice[]>('/api/notices')).body.data!.filter((n) => n.link === '/employee');
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'notification',
        title: '员工导入完成：导入 3 人，6 处问题未导入',
        description: '共 9 行',
        status: 'urgent',
      }),
    ]);
    const rows = raw(server.handle)
      .prepare(
        'select e.name, e.id_number, e.mobile, d.name dept, e.position, e.entry_date, e.status, e.company_id from employees e left join departments d on d.id = e.department_id where e.name like ? order by e.id',
      )
      .all('导入%');
    expect(rows).toEqual([
      {
        name: '导入一',
        id_number: good1,
        mobile: '13900001111',
        dept: '财务部',
        position: '会计',
        entry_date: '2025-03-01',
        status: 'active',
        company_id: 29,
      },
      {
        name: '导入四',
        id_number: good2,
        mobile: '13900004444',
        dept: null,
        position: '',
        entry_date: '2025-03-03',
        status: 'active',
        company_id: 29,
      },
      {
        name: '导入九',
        id_number: good3,
        mobile: '13900009999',
        dept: '运输调度部',
        position: '司机',
        entry_date: '2025-03-05',
        status: 'active',
        company_id: 29,
      },
    ]);
    // Importing the same file again: the good rows are now duplicates.
    const again = await upload('user', await xlsx(mixedRows), '?dryRun=1');
    expect(again.body.data!.valid).toBe(0);
  });

  it('keeps a department user to its department (empty column = its own)', async () => {
    const hr = departmentId(server.handle, 29, '人力资源部');
    const rows: Cell[][] = [
      ['部甲', id('19880101', '101'), '13700001111', '', '', '2025-01-02'],
      ['部乙', id('19880101', '102'), '13700002222', '人力资源部', '', '2025-01-02'],
      ['部丙', id('19880101', '103'), '13700003333', '财务部', '', '2025-01-02'],
    ];
    const res = await upload('department', await xlsx(rows));
    expect(res.body.data).toMatchObject({ total: 3, valid: 2, imported: 2 });
    expect(res.body.data!.errors).toEqual([{ row: 4, field: 'department', reason: '只能导入本部门（人力资源部）的员工' }]);
    expect(raw(server.handle).prepare("select department_id from employees where name in ('部甲', '部乙')").all()).toEqual([
      { department_id: hr },
      { department_id: hr },
    ]);
  });

  it('makes an admin name the company; imports into it', async () => {
    const rows: Cell[][] = [['管甲', id('19870101', '201'), '13600001111', '门店运营部', '', '2025-01-02']];
    const missing = await upload('admin', await xlsx(rows));
    expect(missing.body).toEqual({ status: 422, msg: '企业 不能为空', field: 'companyId' });
    const res = await upload('admin', await xlsx(rows), '?companyId=31');
    expect(res.body.data).toMatchObject({ valid: 1, imported: 1 });
    expect(raw(server.handle).prepare("select company_id from employees where name = '管甲'").get()).toEqual({ company_id: 31 });
  });

  it('refuses company 31 importing into company 29 (403), writing nothing', async () => {
    const before = employees();
    const rows: Cell[][] = [['越权', id('19860101', '301'), '13500001111', '', '', '2025-01-02']];
    expect((await upload('company', await xlsx(rows), '?companyId=29')).status).toBe(403);
    expect(employees()).toEqual(before);
    expect((await as.anonymous.request('POST', '/api/employees/import', { body: fileForm(await xlsx(rows), 'a.xlsx') })).status).toBe(401);
  });

  it('reports required fields, lengths and dates per row', async () => {
    const rows: Cell[][] = [
      ['', id('19850101', '401'), '13400001111', '', '', '2025-01-02'],
      ['名'.repeat(51), id('19850101', '402'), '', '', 'p'.repeat(51), '2025-02-30'],
      ['日期', id('19850101', '403'), '13400003333', '', '', ''],
    ];
    const res = await upload('user', await xlsx(rows), '?dryRun=1');
    expect(res.body.data!.errors).toEqual([
      { row: 2, field: 'name', reason: '姓名 不能为空' },
      { row: 3, field: 'name', reason: '姓名 长度不能超过 50 个字符' },
      { row: 3, field: 'mobile', reason: '手机号 不能为空' },
      { row: 3, field: 'position', reason: '岗位 长度不能超过 50 个字符' },
      { row: 3, field: 'entryDate', reason: '入职日期 不是有效的日期（YYYY-MM-DD）' },
      { row: 4, field: 'entryDate', reason: '入职日期 不能为空' },
    ]);
  });

  it('gives the reasons in the user language and reads headers in any language', async () => {
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('user');
    const bytes = await xlsx(
      [['Ann', badCheck, '13900002222', '', '', '2025-03-01']],
      ['name', 'ID number', 'mobile number', 'department', 'position', 'entry date'],
    );
    const res = await en.request<ImportReport>('POST', '/api/employees/import?dryRun=1', { body: fileForm(bytes, 'e.xlsx') });
    expect(res.body.data!.errors).toEqual([{ row: 2, field: 'idNumber', reason: 'ID number is not a valid resident ID number' }]);
  });

  it('refuses to import a sheet without the required columns (422), naming them in the user language', async () => {
    const res = await upload('user', await xlsx([['a', 'b']], ['姓名', '岗位']));
    expect(res.body).toEqual({ status: 422, msg: '文件 缺少必需的列：身份证号, 手机号, 入职日期', field: 'file' });
  });

  it('refuses what is not an .xlsx by its bytes, a damaged one, a missing file, and a non-multipart body', async () => {
    const before = employees();
    expect((await as.user.request('POST', '/api/employees/import', { body: fileForm(PNG_1X1, 'employees.xlsx', XLSX) })).body).toEqual({
      status: 422,
      msg: '文件 必须是 .xlsx 格式的 Excel 文件',
      field: 'file',
    });
    const good = await xlsx(mixedRows);
    const damaged = Buffer.concat([good.subarray(0, 200), Buffer.alloc(500), good.subarray(700)]);
    expect((await upload('user', damaged)).body).toMatchObject({ status: 422, field: 'file' });
    const noFile = new FormData();
    noFile.append('note', 'x');
    expect((await as.user.request('POST', '/api/employees/import', { body: noFile })).body).toEqual({
      status: 422,
      msg: '文件 不能为空',
      field: 'file',
    });
    expect((await as.user.post('/api/employees/import', { rows: [] })).status).toBe(400);
    expect(employees()).toEqual(before);
  });

  it('refuses a file over 5 MB (413)', async () => {
    const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload('user', big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ status: 413, msg: '文件 过大，不能超过 5 MB' });
    const huge = Buffer.alloc(6 * 1024 * 1024);
    expect((await upload('user', huge)).status).toBe(413);
  });

  it('refuses more than 20,000 data rows (422), writing nothing', async () => {
    const rows: Cell[][] = [];
    for (let i = 0; i < 20_001; i += 1) rows.push(['多', '1', '1', '', '', '']);
    const before = count(server.handle, 'select count(*) n from employees');
    const res = await upload('user', await xlsx(rows), '?dryRun=1');
    expect(res.body).toEqual({ status: 422, msg: '文件 数据行过多，最多 20000 行', field: 'file' });
    expect(count(server.handle, 'select count(*) n from employees')).toBe(before);
  });

  it('validates the query', async () => {
    expect((await upload('admin', await xlsx([]), '?companyId=x')).body).toMatchObject({ status: 400, field: 'companyId' });
    expect((await upload('admin', await xlsx([]), '?dryRun=yes')).body).toMatchObject({ status: 422, field: 'dryRun' });
  });
});

describe('POST /api/employees/import: the header row', () => {
  const person = (name: string, birth: string, mobile: string, position = ''): Cell[] => [
    name,
    id(birth, '501'),
    mobile,
    '',
    position,
    '2025-04-01',
  ];

  it('reads synonyms, full-width forms and required marks; imports the position from 职位', async () => {
    const header = ['＊名字：', ' 身份证号码 ', '手机号码*', '所属部门', '职位', '入职时间(YYYY-MM-DD)'];
    const bytes = await xlsx([person('同义甲', '19810101', '13911120001', '会计')], header);
    const check = await upload('user', bytes, '?dryRun=1');
    expect(check.body.data).toEqual({
      dryRun: true,
      total: 1,
      valid: 1,
      imported: 0,
      columns: {
        recognised: recognised(
          header.map((h) => h.trim()),
          header.map(() => true),
        ),
        unknown: [],
        missing: [],
      },
      errors: [],
    });
    expect((await upload('user', bytes)).body.data).toMatchObject({ imported: 1 });
    expect(raw(server.handle).prepare("select position, entry_date from employees where name = '同义甲'").get()).toEqual({
      position: '会计',
      entry_date: '2025-04-01',
    });
  });

  it('reads English, traditional Chinese, Portuguese and Indonesian headers; a synonym is a header other than the user language template', async () => {
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('user');
    const english = ['Name', 'ID Number', 'Mobile', 'Department', 'Position', 'Entry Date'];
    const res = await en.request<ImportReport>('POST', '/api/employees/import?dryRun=1', {
      body: fileForm(await xlsx([person('Ann', '19810202', '13911120002')], english), 'e.xlsx'),
    });
    expect(res.body.data!.columns.recognised).toEqual(recognised(english, [false, false, true, false, false, false]));
    expect(res.body.data!.valid).toBe(1);
    for (const header of [
      ['姓名', '身分證號碼', '手機號碼', '部門', '職位', '到職日期'],
      ['Nome', 'Número de identidade', 'Telefone', 'Setor', 'Função', 'Data de admissao'],
      ['Nama', 'NIK', 'No HP', 'Divisi', 'Jabatan', 'Tanggal masuk'],
    ]) {
      const data = (await upload('user', await xlsx([person('多语', '19810303', '13911120003')], header), '?dryRun=1')).body.data!;
      expect(data.columns).toEqual({ recognised: expect.any(Array), unknown: [], missing: [] });
      expect(data.columns.recognised.map((c) => c.field)).toEqual(FIELDS);
      expect(data.valid).toBe(1);
    }
  });

  it('names unknown columns (headerless ones too, when they hold data) and still imports the rest', async () => {
    const header = [...TEMPLATE_HEADER, '备注', '', '职 称'];
    const rows: Cell[][] = [
      [...person('未知甲', '19810404', '13911120004'), '老员工', '', ''],
      [...person('未知乙', '19810505', '13911120005'), '', '遗漏的数据', ''],
    ];
    const check = await upload('user', await xlsx(rows, header), '?dryRun=1');
    expect(check.body.data).toMatchObject({
      valid: 2,
      columns: {
        recognised: recognised(TEMPLATE_HEADER),
        unknown: [
          { column: 'G', header: '备注' },
          { column: 'H', header: '' },
          { column: 'I', header: '职 称' },
        ],
        missing: [],
      },
    });
    expect((await upload('user', await xlsx(rows, header))).body.data).toMatchObject({ imported: 2 });
  });

  it('names missing required columns in a dry run, beside the unknown column that was meant; the import is refused', async () => {
    const header = ['姓名', '身份证', '手机', '入职日'];
    const bytes = await xlsx([['缺列', id('19810606', '501'), '13911120006', '2025-04-01']], header);
    const check = await upload('user', bytes, '?dryRun=1');
    expect(check.body.data).toEqual({
      dryRun: true,
      total: 1,
      valid: 0,
      imported: 0,
      columns: {
        recognised: recognised(['姓名', '身份证', '手机'], [false, true, true]),
        unknown: [{ column: 'D', header: '入职日' }],
        missing: ['entryDate'],
      },
      errors: [],
    });
    const before = employees();
    expect((await upload('user', bytes)).body).toEqual({ status: 422, msg: '文件 缺少必需的列：入职日期', field: 'file' });
    expect(employees()).toEqual(before);
  });

  it('refuses two columns of the same field (422), naming both, in a dry run and an import', async () => {
    const before = employees();
    const header = ['姓名', '身份证号', '手机号', '职位', '岗位', '入职日期'];
    const bytes = await xlsx([['双列', id('19810707', '501'), '13911120007', '会计', '出纳', '2025-04-01']], header);
    for (const query of ['?dryRun=1', '']) {
      expect((await upload('user', bytes, query)).body).toEqual({
        status: 422,
        msg: '职位 (D), 岗位 (E) 都是“岗位”列，请只保留其中一列',
        field: 'file',
      });
    }
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('user');
    const res = await en.request('POST', '/api/employees/import?dryRun=1', { body: fileForm(bytes, 'e.xlsx') });
    expect(res.body).toMatchObject({ status: 422, msg: 'The columns 职位 (D), 岗位 (E) are all "position": keep only one of them' });
    expect(employees()).toEqual(before);
  });
});

describe('POST /api/employees/import/rejected', () => {
  const HEADER = ['名字', '身份证号码', '电话', '所属部门', '职位', '入职时间', '备注'];
  const ids = { a: id('19820101', '601'), b: id('19820202', '602'), c: id('19820303', '603') };
  const badId = id('19820404', '604').slice(0, 17) + (id('19820404', '604')[17] === '0' ? '1' : '0');
  /** Rows 2-6: one good, four refused for one reason each. */
  const rows: Cell[][] = [
    ['退一', ids.a, '13922220001', '财务部', '会计', '2025-04-01', ''], // 2 good
    ['退二', ids.b, '1392222000', '', '出纳', '2025-04-01', '手机少一位'], // 3 bad mobile
    ['退三', ids.c, '13922220003', '研发部', '', '2025/4/1', ''], // 4 unknown department
    ['退四', ids.a, '13922220004', '', '', '2025-04-01', ''], // 5 same ID number as row 2
    ['退五', badId, '13922220005', '', '', '2025-04-01', ''], // 6 bad check digit
  ];

  async function rejected(client: ApiClient, bytes: Buffer, query = '') {
    return client.raw('POST', `/api/employees/import/rejected${query}`, { body: fileForm(bytes, 'employees.xlsx', XLSX) });
  }

  it('gives the refused rows as uploaded with their reasons; fixed, the file imports again as it is', async () => {
    const original = await xlsx(rows, HEADER);
    // Check, take the refused rows, then import the good ones.
    const res = await rejected(as.user, original);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="employees-rejected-\d{8}\.xlsx"$/);
    const file = await res.arrayBuffer();
    expect(await readXlsx(file)).toEqual([
      [...HEADER, '原因'],
      ['退二', ids.b, '1392222000', '', '出纳', '2025-04-01', '手机少一位', '手机号 不是有效的手机号码'],
      ['退三', ids.c, '13922220003', '研发部', '', '2025/4/1', '', '部门“研发部”在该企业中不存在'],
      ['退四', ids.a, '13922220004', '', '', '2025-04-01', '', '与第 2 行的身份证号码重复'],
      ['退五', badId, '13922220005', '', '', '2025-04-01', '', '身份证号 不是有效的身份证号码'],
    ]);
    expect((await upload('user', original)).body.data).toMatchObject({ imported: 1 });

    // Fix two rows in Excel and import the file as it is: the reasons column is no unknown column.
    const workbook = new Workbook();
    await workbook.xlsx.load(file);
    const sheet = workbook.worksheets[0];
    sheet.getCell('C2').value = '13922220002';
    sheet.getCell('D3').value = '财务部';
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    // What is still refused comes back with today's reasons, in the column the file already has.
    expect((await readXlsx(await (await rejected(as.user, fixed)).arrayBuffer())).map((r) => r.slice(6))).toEqual([
      ['备注', '原因'],
      ['', '该企业已有此身份证号码的员工'],
      ['', '身份证号 不是有效的身份证号码'],
    ]);
    const again = await upload('user', fixed);
    expect(again.body.data).toEqual({
      dryRun: false,
      total: 4,
      valid: 2,
      imported: 2,
      columns: {
        recognised: recognised(
          HEADER.slice(0, 6),
          HEADER.slice(0, 6).map(() => true),
        ),
        unknown: [{ column: 'G', header: '备注' }],
        missing: [],
      },
      errors: [
        { row: 4, field: 'idNumber', reason: '该企业已有此身份证号码的员工' },
        { row: 5, field: 'idNumber', reason: '身份证号 不是有效的身份证号码' },
      ],
    });
    expect(
      raw(server.handle).prepare("select name, mobile from employees where name in ('退一', '退二', '退三') order by mobile").all(),
    ).toEqual([
      { name: '退一', mobile: '13922220001' },
      { name: '退二', mobile: '13922220002' },
      { name: '退三', mobile: '13922220003' },
    ]);
  });

  it('writes the reasons in the user language; a file with nothing refused has the header only', async () => {
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('user');
    const mine = [['Bob', id('19820505', '605'), '139222', '', '', '2025-04-01']];
    const english = await readXlsx(await (await rejected(en, await xlsx(mine))).arrayBuffer());
    expect(english).toEqual([
      [...TEMPLATE_HEADER, 'Reason'],
      ['Bob', id('19820505', '605'), '139222', '', '', '2025-04-01', 'mobile number is not a valid mobile number'],
    ]);
    const clean = [['Bob', id('19820505', '605'), '13922220006', '', '', '2025-04-01']];
    expect(await readXlsx(await (await rejected(as.user, await xlsx(clean))).arrayBuffer())).toEqual([[...TEMPLATE_HEADER, '原因']]);
  });

  it('keeps to the scope and refuses what the import refuses, writing nothing', async () => {
    const before = employees();
    const bytes = await xlsx(rows, HEADER);
    expect((await rejected(as.company, bytes, '?companyId=29')).status).toBe(403);
    expect((await rejected(as.anonymous, bytes)).status).toBe(401);
    expect(await (await rejected(as.admin, bytes)).json()).toEqual({ status: 422, msg: '企业 不能为空', field: 'companyId' });
    const missing = await xlsx([['缺列', ids.a]], ['姓名', '身份证号']);
    expect(await (await rejected(as.user, missing)).json()).toEqual({
      status: 422,
      msg: '文件 缺少必需的列：手机号, 入职日期',
      field: 'file',
    });
    const doubled = await xlsx([], ['姓名', '身份证号', '手机号', '电话', '入职日期']);
    expect(await (await rejected(as.user, doubled)).json()).toMatchObject({
      status: 422,
      msg: '手机号 (C), 电话 (D) 都是“手机号”列，请只保留其中一列',
    });
    expect(await (await rejected(as.user, PNG_1X1)).json()).toMatchObject({ status: 422, field: 'file' });
    expect(employees()).toEqual(before);
  });
});

describe('GET /api/employees/export', () => {
  async function exported(role: keyof Clients, query = '') {
    const res = await as[role].raw('GET', `/api/employees/export${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="employees-\d{8}\.xlsx"$/);
    return readXlsx(await res.arrayBuffer());
  }
  async function listed(role: keyof Clients, query: string) {
    return (await as[role].get<Page<Employee>>(`/api/employees?pageSize=100&${query}`)).body.data!.list;
  }

  it('exports the filtered rows of a company user, ID numbers masked', async () => {
    const rows = await exported('user', '?status=active&sorter=name');
    expect(rows[0]).toEqual(['企业名称', '部门', '姓名', '身份证号', '手机号', '岗位', '入职日期', '状态', '防范名单']);
    const expected = await listed('user', 'status=active&sorter=name');
    expect(rows.slice(1).map((r) => r[2])).toEqual(expected.map((e) => e.name));
    expect(rows.slice(1).map((r) => r[3])).toEqual(expected.map((e) => e.idNumber));
    expect(rows.slice(1).every((r) => /^\d{6}\*{8}[\dX]{4}$/.test(r[3]))).toBe(true);
    expect(rows.slice(1).every((r) => r[0] === '上海华联物流有限公司' && r[7] === '在职')).toBe(true);
    expect(rows.find((r) => r[2] === '杨雪')![8]).toBe('是');
  });

  it('exports full ID numbers for an admin and only the department for a department user', async () => {
    const admin = await exported('admin', `?companyId=29&name=${encodeURIComponent('王海涛')}`);
    expect(admin.slice(1)).toEqual([
      ['上海华联物流有限公司', '仓储运营部', '王海涛', idOf('王海涛'), '13641953827', '仓库管理员', '2021-03-15', '在职', '否'],
    ]);
    const dept = await exported('department');
    expect(dept.slice(1).every((r) => r[1] === '人力资源部')).toBe(true);
    expect(dept.length - 1).toBe((await listed('department', '')).length);
  });

  it("gives a company's admin full ID numbers on request, recorded in the audit log it can read", async () => {
    const before = count(server.handle, 'select count(*) as n from audit_events');
    const rows = await exported('user', `?unmaskedIds=true&name=${encodeURIComponent('王海涛')}`);
    expect(rows.slice(1).map((r) => r[3])).toEqual([idOf('王海涛')]);
    expect(count(server.handle, 'select count(*) as n from audit_events')).toBe(before + 1);

    const events = (await as.user.get<Page<AuditEvent>>('/api/audit-events')).body.data!;
    expect(events.list[0]).toMatchObject({
      companyId: 29,
      actorName: expect.any(String),
      action: 'employees.exportUnmasked',
      details: { filters: { name: '王海涛' }, rows: 1 },
      ip: expect.any(String),
    });
    // Another company's admin sees none of it; an admin sees it under company 29.
    expect((await as.company.get<Page<AuditEvent>>('/api/audit-events')).body.data!.list.some((e) => e.companyId === 29)).toBe(false);
    expect((await as.company.get('/api/audit-events?companyId=29')).status).toBe(403);
    const admin = (await as.admin.get<Page<AuditEvent>>('/api/audit-events?companyId=29')).body.data!;
    expect(admin.list[0].id).toBe(events.list[0].id);
  });

  it('refuses full ID numbers to department users and operators, recording nothing; the log to them too', async () => {
    const before = snapshot(server.handle, 'audit_events');
    for (const role of ['department', 'operator'] as const) {
      expect((await as[role].get('/api/employees/export?unmaskedIds=true')).status).toBe(403);
      expect((await as[role].get('/api/audit-events')).status).toBe(403);
    }
    expect(snapshot(server.handle, 'audit_events')).toEqual(before);
    expect((await as.user.get('/api/employees/export?unmaskedIds=maybe')).body).toMatchObject({ status: 422, field: 'unmaskedIds' });
  });

  it('refuses filters outside the scope (403) and logged-out callers (401), and bad queries', async () => {
    expect((await as.company.get('/api/employees/export?companyId=29')).status).toBe(403);
    expect((await as.department.get(`/api/employees/export?departmentId=${departmentId(server.handle, 29, '财务部')}`)).status).toBe(403);
    expect((await as.anonymous.get('/api/employees/export')).status).toBe(401);
    expect((await as.user.get('/api/employees/export?sorter=secret')).body).toMatchObject({ status: 422, field: 'sorter' });
  });

  it('refuses more rows than the cap with 422 naming the count', async () => {
    await expect(
      exportEmployees(
        { db: server.handle.db, now: () => new Date() },
        { actor: { id: 1, type: 1, relation_id: 0, department: null, name: 'admin' }, filters: { companyId: 29 }, maxRows: 5 },
      ),
    ).rejects.toMatchObject(new DomainError('validation', 'export.tooMany'));
    // 100,001 rows in company 40, over HTTP: made by the database in one statement, the same on
    // SQLite and PostgreSQL (one psql per row took minutes).
    raw(server.handle).exec(
      `with recursive n (i) as (select 0 union all select i + 1 from n where i < 100000)
       insert into employees (company_id, department_id, name, id_number, mobile, position, entry_date, status, created_at, updated_at)
       select 40, null, '批量', 'B' || i, '13800000000', '', '2025-01-01', 'active', '', '' from n`,
    );
    const res = await as.admin.get('/api/employees/export?companyId=40');
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('筛选结果有 100003 行，超过导出上限 100000 行，请缩小筛选范围');
  });
});
