/**
 * A company's accounts (the Accounts tab of /company/:id): edit name, mobile, role, company and
 * department; the roles offered are those the caller may give; the server's refusal shows at its
 * field; a password the administrator set is marked until its owner changes it.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UserType, type Account, type CurrentUser } from '@common/api/accounts';
import type { Company, Department } from '@common/api/organisation';
import { makeCreditCode } from '@common/validation/china-ids';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });

const company = (id: number, name: string): Company => ({
  id,
  name,
  creditCode: makeCreditCode('91', '310115', `8765432${id % 10}`),
  legalPerson: '王强',
  contactName: '李静',
  contactMobile: '13761429085',
  address: '上海市浦东新区',
  status: 'active',
  hasSeal: true,
  verifyIdentity: false,
  employeeCount: 1,
  createdAt: '2025-01-01T00:00:00Z',
});
const departments: Record<number, Department[]> = {
  29: [{ id: 3, companyId: 29, name: '人力资源部', employeeCount: 1 }],
  31: [{ id: 7, companyId: 31, name: '行政人事部', employeeCount: 1 }],
};
const operator: Account = {
  id: 5,
  username: 'operator',
  name: '赵敏',
  avatar: '',
  type: UserType.OPERATOR,
  relation_id: 29,
  department: null,
  mobile: '13524986731',
  email: '',
  status: 'enabled',
  lastLoginAt: null,
  mustChangePassword: false,
};
const newcomer: Account = { ...operator, id: 12, username: 'newcomer', name: '新同事', mobile: '', mustChangePassword: true };

function accountsApi(me: CurrentUser, answer?: () => Response) {
  const seen = { patches: [] as Array<{ id: string; body: Record<string, unknown> }>, queries: [] as URLSearchParams[] };
  server.use(
    ...sessionApi(me).handlers,
    http.get('/api/companies', () => page([company(29, '上海华联物流有限公司'), company(31, '南京金陵餐饮有限公司')])),
    http.get('/api/companies/:id', ({ params }) => ok(company(Number(params.id), '上海华联物流有限公司'))),
    http.get('/api/companies/:id/departments', ({ params }) => page(departments[Number(params.id)] ?? [])),
    http.get('/api/audit-events', () => page([])),
    http.get('/api/users', ({ request }) => {
      seen.queries.push(new URL(request.url).searchParams);
      return page([operator, newcomer]);
    }),
    http.patch('/api/users/:id', async ({ params, request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.patches.push({ id: String(params.id), body });
      return answer ? answer() : ok({ ...operator, ...body });
    }),
  );
  return seen;
}

/** The company page's Accounts tab; the first render of a file loads the app's code, slow on a busy machine. */
async function openAccountsTab() {
  render(<TestBrowser location={{ pathname: '/company/29' }} />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Accounts' }, { timeout: 30_000 }));
}

async function openEdit(username: string) {
  await openAccountsTab();
  const row = (await screen.findByText(username)).closest('tr')!;
  fireEvent.click(within(row).getByText('Edit'));
  return screen.findByRole('dialog', { name: `Edit account ${username}` });
}

/** Opens the select labelled `label` in `dialog` and picks `option`. */
async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

it("reads the company's accounts 20 a page", async () => {
  const seen = accountsApi(users.admin);
  await openAccountsTab();
  await screen.findByText('newcomer');
  expect(Object.fromEntries(seen.queries[0])).toEqual({ companyId: '29', current: '1', pageSize: '20' });
});

it('marks an account whose password the administrator set', async () => {
  accountsApi(users.admin);
  await openAccountsTab();
  const row = (await screen.findByText('newcomer')).closest('tr')!;
  expect(within(row).getByText('Must change password')).toBeInTheDocument();
  expect(within(screen.getByText('operator').closest('tr')!).queryByText('Must change password')).not.toBeInTheDocument();
});

it('lets an administrator move an operator to a department of another company, sending the changes', async () => {
  const seen = accountsApi(users.admin);
  const dialog = await openEdit('operator');
  expect(within(dialog).getByLabelText('Name')).toHaveValue('赵敏');
  fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '赵敏敏' } });
  fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '13524986730' } });
  await choose(dialog, 'Role', 'Department user');
  await choose(dialog, 'Company', '南京金陵餐饮有限公司');
  await choose(dialog, 'Department', '行政人事部');
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.patches).toHaveLength(1));
  expect(seen.patches[0]).toEqual({
    id: '5',
    body: { name: '赵敏敏', type: UserType.DEPARTMENT, relation_id: 31, department: 7, mobile: '13524986730', email: '' },
  });
});

it("offers a company user only the roles it may give, and shows the server's refusal at its field", async () => {
  const seen = accountsApi(users.user, () =>
    HttpResponse.json({ status: 409, msg: 'This mobile is used by another account', field: 'mobile' }, { status: 409 }),
  );
  const dialog = await openEdit('operator');
  // No company to choose: a company user's accounts stay in its company.
  expect(within(dialog).queryByLabelText('Company')).not.toBeInTheDocument();
  fireEvent.mouseDown(within(dialog).getByLabelText('Role'));
  await screen.findByTitle('Department user');
  const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
  expect(offered).toEqual(['Department user', 'Operator']);
  fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '13916582047' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(await within(dialog).findByText('This mobile is used by another account')).toBeInTheDocument();
  expect(seen.patches[0].body).not.toHaveProperty('relation_id');
  expect(screen.getByRole('dialog', { name: 'Edit account operator' })).toBeInTheDocument();
});
