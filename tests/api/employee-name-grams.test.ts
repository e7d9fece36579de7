/**
 * Migration 034's name grams, which the list's "name contains" reads: they start from the
 * employees already there (an upgrade), and after every kind of write (create, rename, status,
 * entry date, department, delete, import) they are exactly the grams of the names, and the
 * search answers what scanning every name in scope would (Latin text ignoring case, other text
 * as it is; one, two and more characters; never another company's employee), on either database
 * (node scripts/test-pg.mjs runs this file on PostgreSQL).
 */
import { Workbook } from 'exceljs';
import type { Page } from '../../common/api/paging';
import type { Employee, ImportReport } from '../../common/api/organisation';
import { makeIdNumber } from '../../common/validation/china-ids';
import { migrations } from '../../server/db/migrations';
import { seedDemoData } from '../../server/db/seed';
import { openTestDatabase, raw } from './support/database';
import { tempDir } from './support/harness';
import { departmentId, fileForm, serveWithRoles, type Clients } from './support/roles';

interface EmployeeRow {
  id: number;
  company_id: number;
  department_id: number | null;
  name: string;
  status: string;
  entry_date: string;
}

/** The grams a name should have: its distinct characters and adjacent pairs, lower-cased. */
function expectedGrams(rows: EmployeeRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    const characters = Array.from(row.name.toLowerCase());
    const grams = [...characters, ...characters.slice(1).map((character, i) => characters[i] + character)];
    for (const gram of grams) {
      keys.add(JSON.stringify([row.company_id, gram, row.status, row.entry_date, row.id, row.department_id, row.name]));
    }
  }
  return [...keys].sort();
}

const keptGrams = (rows: Array<Record<string, unknown>>) =>
  rows.map((g) => JSON.stringify([g.company_id, g.gram, g.status, g.entry_date, g.employee_id, g.department_id, g.name])).sort();

it('migration 034 fills the grams from the employees already there', async () => {
  const handle = await openTestDatabase(tempDir(), 'grams.sqlite');
  try {
    for (const migration of migrations.filter((m) => m.id !== 34)) await migration.up(handle.db);
    await seedDemoData(handle.db);
    await migrations.find((m) => m.id === 34)!.up(handle.db);
    const employees = (await handle.db.selectFrom('employees').selectAll().execute()) as EmployeeRow[];
    const grams = await handle.db.selectFrom('employee_name_grams').selectAll().execute();
    expect(employees.length).toBeGreaterThan(10);
    expect(keptGrams(grams)).toEqual(expectedGrams(employees));
  } finally {
    await handle.close();
  }
});

describe('the grams over HTTP', () => {
  const { server, as } = serveWithRoles();

  const expectInStep = () => {
    const db = raw(server.handle);
    const employees = db.prepare('select id, company_id, department_id, name, status, entry_date from employees').all() as EmployeeRow[];
    const grams = db.prepare('select * from employee_name_grams').all() as Array<Record<string, unknown>>;
    expect(keptGrams(grams)).toEqual(expectedGrams(employees));
  };

  const list = async (role: keyof Clients, query: string) => {
    const res = await as[role].get<Page<Employee>>(`/api/employees?pageSize=100&${query}`);
    expect(res.status).toBe(200);
    return res.body.data!;
  };
  const found = async (role: keyof Clients, text: string, more = '') =>
    (await list(role, `name=${encodeURIComponent(text)}${more}`)).list.map((e) => e.name).sort();

  let sequence = 500;
  const body = (overrides: Record<string, unknown>) => {
    sequence += 1;
    return {
      name: '测试',
      idNumber: makeIdNumber('310104', '19900101', String(sequence).padStart(3, '0')),
      mobile: '13812345678',
      entryDate: '2024-05-01',
      ...overrides,
    };
  };
  const create = async (role: keyof Clients, overrides: Record<string, unknown>) => {
    const res = await as[role].post<Employee>('/api/employees', body(overrides));
    expect(res.status).toBe(200);
    return res.body.data!;
  };

  it('follow renames, status, entry date and department changes and deletes', async () => {
    expectInStep();
    const warehouse = departmentId(server.handle, 29, '仓储运营部');
    const employee = await create('user', { name: '欧阳栩栩' });
    expectInStep();
    expect(await found('user', '栩栩')).toEqual(['欧阳栩栩']);

    expect((await as.user.put(`/api/employees/${employee.id}`, { name: '欧阳娜娜' })).status).toBe(200);
    expectInStep();
    expect(await found('user', '栩')).toEqual([]);
    expect(await found('user', '阳娜')).toEqual(['欧阳娜娜']);

    expect((await as.user.put(`/api/employees/${employee.id}`, { status: 'left', leaveDate: '2025-01-31' })).status).toBe(200);
    expect((await as.user.put(`/api/employees/${employee.id}`, { entryDate: '2023-02-01', departmentId: warehouse })).status).toBe(200);
    expectInStep();
    expect(await found('user', '娜娜', '&status=left')).toEqual(['欧阳娜娜']);
    expect(await found('user', '娜娜', '&status=active')).toEqual([]);
    expect(await found('user', '欧', `&departmentId=${warehouse}`)).toEqual(['欧阳娜娜']);
    expect(await found('user', '欧', `&departmentId=${departmentId(server.handle, 29, '人力资源部')}`)).toEqual([]);

    expect((await as.user.delete(`/api/employees/${employee.id}`)).status).toBe(200);
    expectInStep();
    expect(await found('user', '欧阳')).toEqual([]);
  });

  it('follow an import', async () => {
    const workbook = new Workbook();
    const sheet = workbook.addWorksheet('员工');
    sheet.addRow(['姓名', '身份证号', '手机号', '部门', '岗位', '入职日期']);
    sheet.addRow(['导入栩一', makeIdNumber('310101', '19920310', '611'), '13900001111', '', '会计', '2025-03-01']);
    sheet.addRow(['Ann Lee', makeIdNumber('310101', '19920310', '622'), '13900002222', '', '出纳', '2025-03-02']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const res = await as.user.request<ImportReport>('POST', '/api/employees/import', { body: fileForm(bytes, 'employees.xlsx', type) });
    expect(res.body.data).toMatchObject({ imported: 2 });
    expectInStep();
    expect(await found('user', '栩一')).toEqual(['导入栩一']);
    expect(await found('user', 'LEE')).toEqual(['Ann Lee']);
  });

  it('answer what a scan of every name in scope answers, in every order, and count the same', async () => {
    await create('user', { name: 'Mary Smith' });
    await create('user', { name: 'MARY-JO SMYTHE' });
    await create('user', { name: '50%_折扣' });
    // Another company's employees holding the same characters: never in company 29's answers.
    await create('admin', { companyId: 31, name: 'Mary 海涛' });
    await create('admin', { companyId: 31, name: '王海涛' });
    expectInStep();

    const db = raw(server.handle);
    const everyone = db.prepare('select id, company_id, department_id, name, status, entry_date from employees').all() as EmployeeRow[];
    const departmentUsers = departmentId(server.handle, 29, '人力资源部'); // the department user's
    const inScope: Record<'admin' | 'user' | 'department', (e: EmployeeRow) => boolean> = {
      admin: () => true,
      user: (e) => e.company_id === 29,
      department: (e) => e.department_id === departmentUsers,
    };
    // The search as it was: Latin text lower-cased in a lower-cased name, other text as it is.
    const contains = (name: string, text: string) =>
      /[A-Za-z]/.test(text) ? name.toLowerCase().includes(text.toLowerCase()) : name.includes(text);
    const texts = ['海', '海涛', '王海涛', 'm', 'M', 'ary', 'MARY', 'smith', 'y s', 'Smy', '%', '_', '%_', '0%', '不存在', 'x'];
    for (const role of ['admin', 'user', 'department'] as const) {
      for (const text of texts) {
        const expected = everyone
          .filter((e) => inScope[role](e) && contains(e.name, text))
          .map((e) => e.name)
          .sort();
        const page = await list(role, `name=${encodeURIComponent(text)}`);
        expect([role, text, page.total, page.list.map((e) => e.name).sort()]).toEqual([role, text, expected.length, expected]);
      }
    }
    expect(await found('user', '海涛')).toEqual(['王海涛']);
    expect(await found('admin', '海涛')).toEqual(['Mary 海涛', '王海涛', '王海涛']);
    expect(await found('user', 'MARY')).toEqual(['MARY-JO SMYTHE', 'Mary Smith']);

    // Every order, paged one at a time, is the order of the whole list restricted to the matches.
    for (const sorter of ['id', '-id', 'name', '-name', 'entryDate', '-entryDate', 'status', 'createdAt']) {
      const whole = (await list('admin', `sorter=${sorter}&pageSize=100`)).list.filter((e) => contains(e.name, 'a')).map((e) => e.id);
      const paged: number[] = [];
      for (let current = 1; current <= whole.length + 1; current += 1) {
        const page = await as.admin.get<Page<Employee>>(`/api/employees?name=a&sorter=${sorter}&pageSize=1&current=${current}`);
        expect(page.body.data!.total).toBe(whole.length);
        paged.push(...page.body.data!.list.map((e) => e.id));
      }
      expect([sorter, paged]).toEqual([sorter, whole]);
    }
  });
});
