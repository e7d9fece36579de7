/**
 * The employee page through the DOM: list in scope with the prevention flag, a form that refuses
 * a bad ID number or email address before sending and sends the address typed, and the two-step
 * .xlsx import.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Employee, ImportReport } from '@common/api/organisation';
import { makeIdNumber } from '@common/validation/china-ids';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const employee = (over: Partial<Employee>): Employee => ({
  id: 1,
  companyId: 29,
  companyName: '华信人力',
  departmentId: 3,
  departmentName: '人事部',
  name: '张三',
  idNumber: '110101********1234',
  mobile: '13800001111',
  email: '',
  position: '专员',
  entryDate: '2024-03-01',
  status: 'active',
  leaveDate: null,
  prevented: false,
  preventedReason: null,
  createdAt: '2024-03-01T08:00:00Z',
  ...over,
});

function employeeApi() {
  const seen = { queries: [] as URLSearchParams[], posts: [] as unknown[], imports: [] as string[] };
  server.use(
    ...sessionApi(users.department).handlers,
    http.get('/api/companies/:id/departments', () =>
      ok({ list: [{ id: 3, companyId: 29, name: '人事部', employeeCount: 2 }], total: 1, current: 1, pageSize: 100 }),
    ),
    http.get('/api/employees', ({ request }) => {
      seen.queries.push(new URL(request.url).searchParams);
      return ok({
        list: [employee({}), employee({ id: 2, name: '李四', prevented: true, preventedReason: '伪造学历' })],
        total: 2,
        current: 1,
        pageSize: 10,
      });
    }),
    http.post('/api/employees', async ({ request }) => {
      seen.posts.push(await request.json());
      return ok(employee({ id: 3 }));
    }),
    http.post('/api/employees/import', ({ request }) => {
      const dryRun = new URL(request.url).searchParams.get('dryRun') === '1';
      seen.imports.push(dryRun ? 'dry' : 'real');
      const report: ImportReport = {
        dryRun,
        total: 3,
        valid: 2,
        imported: dryRun ? 0 : 2,
        columns: { recognised: [], unknown: [], missing: [] },
        errors: [{ row: 3, field: 'idNumber', reason: 'check digit is wrong' }],
      };
      return ok(report);
    }),
  );
  return seen;
}

it('lists employees in scope and flags those on the prevention list with the reason', async () => {
  const seen = employeeApi();
  render(<TestBrowser location={{ pathname: '/employee' }} />);
  expect(await screen.findByText('张三')).toBeInTheDocument();
  const row = screen.getByText('李四').closest('tr') as HTMLElement;
  expect(within(row).getByText('Prevention list')).toBeInTheDocument();
  expect(within(screen.getByText('张三').closest('tr') as HTMLElement).queryByText('Prevention list')).toBeNull();
  expect(seen.queries[0].get('current')).toBe('1');
  expect(seen.queries[0].get('pageSize')).toBe('10');
});

it('refuses a bad ID number in the form before anything is sent', async () => {
  const seen = employeeApi();
  render(<TestBrowser location={{ pathname: '/employee' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /New employee/ }));
  const drawer = await screen.findByRole('dialog');
  const field = (label: string) => within(drawer).getByLabelText(label);
  fireEvent.change(field('Name'), { target: { value: '王五' } });
  fireEvent.change(field('Mobile'), { target: { value: '13912345678' } });
  // The check digit of this number should be 3.
  fireEvent.change(field('ID number'), { target: { value: '110101199003071235' } });
  fireEvent.click(within(drawer).getByRole('button', { name: /OK|Submit/ }));
  expect(await within(drawer).findByText(/Invalid ID number/)).toBeInTheDocument();
  fireEvent.change(field('ID number'), { target: { value: makeIdNumber('110101', '19900307', '123') } });
  await waitFor(() => expect(within(drawer).queryByText(/Invalid ID number/)).toBeNull());
  expect(seen.posts).toEqual([]);
});

it('refuses a bad email address before sending, then sends the address typed in the create body', async () => {
  const seen = employeeApi();
  render(<TestBrowser location={{ pathname: '/employee' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /New employee/ }));
  const drawer = await screen.findByRole('dialog');
  const field = (label: string) => within(drawer).getByLabelText(label);
  const idNumber = makeIdNumber('110101', '19900307', '123');
  fireEvent.change(field('Name'), { target: { value: '王五' } });
  fireEvent.change(field('ID number'), { target: { value: idNumber } });
  fireEvent.change(field('Mobile'), { target: { value: '13912345678' } });
  // A date typed in the picker's format is taken on Enter.
  fireEvent.focus(field('Entry date'));
  fireEvent.change(field('Entry date'), { target: { value: '2024-05-06' } });
  fireEvent.keyDown(field('Entry date'), { key: 'Enter', code: 'Enter' });
  fireEvent.blur(field('Entry date'));
  expect(within(drawer).getByText(/codes never are/)).toBeInTheDocument();

  fireEvent.change(field('Email'), { target: { value: 'wangwu@example' } });
  fireEvent.click(within(drawer).getByRole('button', { name: /OK|Submit/ }));
  expect(await within(drawer).findByText('Enter a valid email address')).toBeInTheDocument();
  expect(seen.posts).toEqual([]);

  fireEvent.change(field('Email'), { target: { value: ' wangwu@example.com ' } });
  await waitFor(() => expect(within(drawer).queryByText('Enter a valid email address')).toBeNull());
  fireEvent.click(within(drawer).getByRole('button', { name: /OK|Submit/ }));
  await waitFor(() => expect(seen.posts).toHaveLength(1));
  expect(seen.posts[0]).toEqual(
    expect.objectContaining({
      name: '王五',
      idNumber,
      mobile: '13912345678',
      email: 'wangwu@example.com',
      entryDate: '2024-05-06',
      departmentId: 3,
    }),
  );
});

it('imports in two steps: the dry run lists bad rows, then the good rows are imported', async () => {
  const seen = employeeApi();
  render(<TestBrowser location={{ pathname: '/employee' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /Import/ }));
  const dialog = await screen.findByRole('dialog');
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['xlsx'], 'staff.xlsx')] } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
  expect(await within(dialog).findByText('3 rows: 2 valid, 1 with errors')).toBeInTheDocument();
  expect(within(dialog).getByText('check digit is wrong')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));
  await waitFor(() => expect(seen.imports).toEqual(['dry', 'real']));
});

describe('the list', () => {
  // The column choice is kept per browser: each test starts from none.
  afterEach(() => localStorage.clear());

  it('starts from the filters, sort and page of the URL, and shows them', async () => {
    const seen = employeeApi();
    render(<TestBrowser location={{ pathname: '/employee', search: '?name=张&status=active&sorter=-name&current=2&junk=1' }} />);
    expect(await screen.findByText('张三')).toBeInTheDocument();
    const query = Object.fromEntries(seen.queries[0]);
    expect(query).toEqual({ name: '张', status: 'active', sorter: '-name', current: '2', pageSize: '10' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('张');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('filters from the first page, sorts on the server and resets', async () => {
    const seen = employeeApi();
    render(<TestBrowser location={{ pathname: '/employee' }} />);
    await screen.findByText('张三');
    fireEvent.change(screen.getByRole('textbox', { name: 'Mobile' }), { target: { value: ' 1380 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Query' }));
    await waitFor(() => expect(seen.queries).toHaveLength(2));
    expect(Object.fromEntries(seen.queries[1])).toEqual({ mobile: '1380', current: '1', pageSize: '10' });

    fireEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    await waitFor(() => expect(seen.queries).toHaveLength(3));
    expect(seen.queries[2].get('sorter')).toBe('name');
    expect(seen.queries[2].get('mobile')).toBe('1380');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(seen.queries).toHaveLength(4));
    expect(seen.queries[3].get('mobile')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('');
  });

  it('hides a column the user unticks, and keeps it hidden next time', async () => {
    employeeApi();
    const first = render(<TestBrowser location={{ pathname: '/employee' }} />);
    await screen.findByText('张三');
    expect(screen.getByRole('columnheader', { name: 'Mobile' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Mobile' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Mobile' })).toBeNull());
    first.unmount();

    render(<TestBrowser location={{ pathname: '/employee' }} />);
    await screen.findByText('张三');
    expect(screen.queryByRole('columnheader', { name: 'Mobile' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });
});
