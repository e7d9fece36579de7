/**
 * The company list through the DOM: what each role may do, and the list query (search, sorter,
 * paging) sent to the server.
 */
import { TestBrowser } from '@@/testBrowser';
import { history, setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CurrentUser } from '@common/api/accounts';
import type { Company } from '@common/api/organisation';
import { makeCreditCode } from '@common/validation/china-ids';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const company: Company = {
  id: 29,
  name: '上海华联物流有限公司',
  creditCode: '91310115MA1K4ABC2X',
  legalPerson: '王强',
  contactName: '李静',
  contactMobile: '13761429085',
  address: '上海市浦东新区',
  status: 'active',
  hasSeal: false,
  verifyIdentity: false,
  employeeCount: 12,
  createdAt: '2025-01-01T00:00:00Z',
};

function companyApi(user: CurrentUser) {
  const queries: URLSearchParams[] = [];
  server.use(
    ...sessionApi(user).handlers,
    http.get('/api/companies', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ status: 0, msg: 'ok', data: { list: [company], total: 1, current: 1, pageSize: 10 } });
    }),
  );
  return queries;
}

it('lets an admin create, suspend and delete companies', async () => {
  companyApi(users.admin);
  render(<TestBrowser location={{ pathname: '/company' }} />);
  const row = (await screen.findByText(company.name)).closest('tr') as HTMLElement;
  expect(screen.getByRole('button', { name: /New company/ })).toBeInTheDocument();
  expect(within(row).getByText('Suspend')).toBeInTheDocument();
  expect(within(row).getByText('Delete')).toBeInTheDocument();
});

it('takes a company user from the menu’s companies straight to its own company', async () => {
  companyApi(users.user);
  server.use(
    http.get('/api/companies/:id', ({ params }) =>
      HttpResponse.json({ status: 0, msg: 'ok', data: { ...company, id: Number(params.id) } }),
    ),
    http.get('/api/companies/:id/departments', () =>
      HttpResponse.json({ status: 0, msg: 'ok', data: { list: [], total: 0, current: 1, pageSize: 10 } }),
    ),
    http.get('/api/users', () => HttpResponse.json({ status: 0, msg: 'ok', data: { list: [], total: 0, current: 1, pageSize: 10 } })),
    http.get('/api/audit-events', () =>
      HttpResponse.json({ status: 0, msg: 'ok', data: { list: [], total: 0, current: 1, pageSize: 10 } }),
    ),
  );
  // Where the menu's entry leads.
  render(<TestBrowser location={{ pathname: '/company' }} />);
  // Its company's page (profile, seal, departments, accounts), not a list of one row.
  await waitFor(() => expect(history.location.pathname).toBe(`/company/${users.user.relation_id}`));
  expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.getByText(company.name, { selector: '.ant-page-header-heading-title' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /New company/ })).toBeNull();
});

it('sends the search fields and the sorter to the server', async () => {
  const queries = companyApi(users.admin);
  render(<TestBrowser location={{ pathname: '/company' }} />);
  await screen.findByText(company.name);
  fireEvent.change(screen.getByRole('textbox', { name: 'Company name' }), { target: { value: '华联' } });
  fireEvent.click(screen.getByRole('button', { name: /Query/ }));
  await waitFor(() => expect(queries.at(-1)?.get('name')).toBe('华联'));
  // A table that scrolls sideways measures its columns with a second, hidden row of titles.
  fireEvent.click(screen.getAllByText('Employees', { selector: '.ant-table-column-title' })[0]);
  await waitFor(() => expect(queries.at(-1)?.get('sorter')).toBe('employeeCount'));
  expect(queries.at(-1)?.get('name')).toBe('华联');
});

it('shows a duplicate credit code under its field, with no notification, and keeps the form open', async () => {
  companyApi(users.admin);
  server.use(
    http.post('/api/companies', () =>
      HttpResponse.json({ status: 409, msg: 'A company with this credit code already exists', field: 'creditCode' }, { status: 409 }),
    ),
  );
  render(<TestBrowser location={{ pathname: '/company' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /New company/ }));
  const dialog = await screen.findByRole('dialog');
  const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  fill('Company name', '上海测试科技有限公司');
  fill('Unified social credit code', makeCreditCode('91', '310115', '12345678'));
  fill('Legal representative', '王建国');
  fill('Contact', '李小红');
  fill('Contact mobile', '13912345678');
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

  const creditCode = within(dialog).getByLabelText('Unified social credit code').closest('.ant-form-item') as HTMLElement;
  await waitFor(() => expect(within(creditCode).getByText('A company with this credit code already exists')).toBeInTheDocument());
  expect(document.querySelector('.ant-notification-notice')).toBeNull();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
