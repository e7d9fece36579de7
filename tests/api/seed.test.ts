/** The demo data: every role, valid Chinese identifiers, and hashed passwords. */
import { UserType } from '../../common/api/accounts';
import { accessOf, type Permission } from '../../common/access';
import routes from '../../config/routes';
import { isMainlandMobile, isValidCreditCode, isValidIdNumber } from '../../common/validation/china-ids';
import { verifyPassword } from '../../server/domain/auth/password';
import { SEED_PASSWORD, seedCompanies, seedEmployees } from '../../server/db/seed';
import { startServer, type TestServer } from './support/harness';
import { raw } from './support/database';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const all = <T>(sql: string, ...params: unknown[]) =>
  raw(server.handle)
    .prepare(sql)
    .all(...params) as T[];

interface RouteEntry {
  path?: string;
  access?: string;
  redirect?: string;
  routes?: RouteEntry[];
}

/** The page of config/routes.ts that `path` opens (`:id` matching one segment), with the permission it asks for. */
function routeOf(path: string): { access?: Permission } | undefined {
  const flat = (list: RouteEntry[]): RouteEntry[] => list.flatMap((r) => [r, ...flat(r.routes ?? [])]);
  const found = flat(routes as RouteEntry[]).find(
    (r) => r.path && r.path !== '*' && !r.redirect && new RegExp(`^${r.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
  return found && { access: found.access as Permission | undefined };
}

describe('identifier checks', () => {
  it('accept published valid codes and reject altered ones', () => {
    expect(isValidCreditCode('91440300708461136T')).toBe(true);
    expect(isValidCreditCode('91440300708461136U')).toBe(false);
    expect(isValidIdNumber('11010519491231002X')).toBe(true);
    expect(isValidIdNumber('110105194912310021')).toBe(false);
    expect(isValidIdNumber('11010519490231002X')).toBe(false); // 31 February
  });
});

it('has the five role accounts of the brief', () => {
  const accounts = all<{ username: string; type: number; company_id: number | null; department_id: number | null; status: string }>(
    'select username, type, company_id, department_id, status from accounts',
  );
  const by = Object.fromEntries(accounts.map((a) => [a.username, a]));
  expect(by.admin).toMatchObject({ type: UserType.ADMIN, company_id: null, status: 'enabled' });
  expect(by.user).toMatchObject({ type: UserType.COMPANY, company_id: 29 });
  expect(by.company).toMatchObject({ type: UserType.COMPANY, company_id: 31 });
  expect(by.department).toMatchObject({ type: UserType.DEPARTMENT, company_id: 29 });
  expect(by.operator).toMatchObject({ type: UserType.OPERATOR, company_id: 29 });
  const [dept] = all<{ company_id: number }>('select company_id from departments where id = ?', by.department.department_id);
  expect(dept.company_id).toBe(29);
});

it('gives every account a name, a distinct valid mobile and an email, and hashes the password', async () => {
  const accounts = all<{ name: string; mobile: string; email: string; password_hash: string }>('select * from accounts');
  expect(new Set(accounts.map((a) => a.mobile)).size).toBe(accounts.length);
  for (const account of accounts) {
    expect(account.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
    expect(isMainlandMobile(account.mobile)).toBe(true);
    expect(account.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
    expect(account.password_hash).toMatch(/^scrypt\$/);
    expect(account.password_hash).not.toContain(SEED_PASSWORD);
  }
  expect(await verifyPassword(SEED_PASSWORD, accounts[0].password_hash)).toBe(true);
  expect(await verifyPassword('ant.design!', accounts[0].password_hash)).toBe(false);
});

it('has companies 23, 24, 29, 31 and more, with valid credit codes and departments', () => {
  const companies = all<{ id: number; credit_code: string }>('select id, credit_code from companies order by id');
  expect(companies.map((c) => c.id)).toEqual(expect.arrayContaining([23, 24, 29, 31]));
  expect(companies.length).toBeGreaterThan(4);
  for (const company of companies) expect(isValidCreditCode(company.credit_code)).toBe(true);
  expect(seedCompanies.every((c) => c.departments.length >= 2)).toBe(true);
  const departments = all<{ company_id: number }>('select company_id from departments');
  expect(new Set(departments.map((d) => d.company_id)).size).toBe(companies.length);
});

it('has employees with valid ID numbers and mobiles in their own company departments', () => {
  const employees = all<{ id_number: string; mobile: string; company_id: number; dept_company: number | null }>(
    'select e.id_number, e.mobile, e.company_id, d.company_id as dept_company from employees e left join departments d on d.id = e.department_id',
  );
  expect(employees).toHaveLength(seedEmployees.length);
  for (const employee of employees) {
    expect(isValidIdNumber(employee.id_number)).toBe(true);
    expect(isMainlandMobile(employee.mobile)).toBe(true);
    expect(employee.dept_company).toBe(employee.company_id);
  }
});

it('gives every account notices true of the seeded data, each linking to a page the account may open', () => {
  const accounts = all<{ id: number; username: string; type: number; company_id: number | null }>(
    'select id, username, type, company_id from accounts',
  );
  for (const account of accounts) {
    const notices = all<{ title: string; link: string | null; message: string | null }>(
      'select title, link, message from notices where account_id = ?',
      account.id,
    );
    // Everyone has the manual; nothing about tasks, batches or imports, of which none are seeded.
    expect(notices.map((n) => n.link)).toContain('/helpCenter/manual');
    const access = accessOf({ type: account.type, relation_id: account.company_id ?? 0, department: null });
    for (const notice of notices) {
      expect(notice.message).not.toBeNull(); // keys, rendered in the reader's language
      const path = notice.link!.split('?')[0];
      const route = routeOf(path);
      expect(route).toBeDefined();
      expect(!route!.access || access[route!.access]).toBe(true);
    }
  }
  const titles = (username: string) =>
    all<{ title: string; link: string }>(
      'select n.title, n.link from notices n join accounts a on a.id = n.account_id where a.username = ? order by n.link',
      username,
    );
  // The shared template it names is enabled; the companies it counts have no seal; the company it names has none.
  const [template] = all<{ id: number; name: string }>(
    "select id, name from contract_templates where company_id is null and kind = 'principal' and status = 'enabled'",
  );
  const parties = all<{ party: string }>("select party from contract_fields where template_id = ? and type = 'signature'", template.id);
  expect(parties.map((p) => p.party).sort()).toEqual(['company', 'employee']); // "both signature places are set"
  const withoutSeal = all<{ id: number; name: string }>(
    "select id, name from companies c where not exists (select 1 from seals s where s.company_id = c.id and s.kind = 'company' and s.status = 'active')",
  );
  expect(titles('admin')).toEqual([
    { title: `${withoutSeal.length} 家客户公司尚未上传印章`, link: '/company?hasSeal=false' },
    { title: `主合同模板《${template.name}》已启用`, link: '/contract/principleContract' },
    { title: '欢迎使用电子签名云服务，陈立新', link: '/helpCenter/manual' },
  ]);
  const company31 = withoutSeal.find((c) => c.id === 31)!;
  expect(titles('company')).toContainEqual({ title: `${company31.name}尚未上传印章`, link: '/company/31' });
  expect(titles('user').map((n) => n.link)).not.toContain('/company/29'); // 29 has its seal
  expect(titles('operator')).toEqual([{ title: '欢迎使用电子签名云服务，赵敏', link: '/helpCenter/manual' }]);
});
