/**
 * The signing screens through the DOM: the task list with its tab counts and row actions,
 * revoking with a reason, new signing (the body sent and the refusals shown), the task's
 * timeline, and the records page's export link.
 */
import { windowOfWidth } from './windowWidth';
import { TestBrowser } from '@@/testBrowser';
import { history, setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContractField, ContractTemplate, FieldHelp } from '@common/api/contracts';
import type { Employee } from '@common/api/organisation';
import type { SignTask, SignTaskCounts, SignTaskCreateBody, SignTaskDetail } from '@common/api/signing';
import { makeIdNumber } from '@common/validation/china-ids';
import { sessionApi, users } from './demo';
import { taskSeal } from './fixtures';
import { server } from './msw';

// pdf.js does not run in jsdom: the page under test only has to hand it the right URL. (setMock,
// not a hoisted mock: the pages load PdfPages lazily, after this line has run.)
const PdfStub = ({ source }: { source: string | ArrayBuffer }) => (
  <div data-testid="pdf">{typeof source === 'string' ? source : 'bytes'}</div>
);
jest.setMock('@/components/PdfPages', { __esModule: true, default: PdfStub });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 0, msg: 'ok', data }, { status });
const page = <T,>(list: T[]) => ok({ list, total: list.length, current: 1, pageSize: 10 });

const task = (over: Partial<SignTask>): SignTask => ({
  id: 1,
  companyId: 29,
  companyName: '上海华联物流有限公司',
  departmentId: 3,
  departmentName: '人事部',
  employeeId: 101,
  employeeName: '张三',
  templateId: 1,
  templateName: '劳动合同',
  accessoryIds: [11],
  status: 'draft',
  values: {},
  initiatorId: 2,
  initiatorName: '公司用户',
  sendAt: null,
  sentAt: null,
  deadline: '2099-01-31T15:59:59Z',
  signedAt: null,
  completedAt: null,
  batchId: null,
  rejectReason: null,
  revokeReason: null,
  createdAt: '2025-06-01T02:00:00Z',
  ...over,
});

const template = (over: Partial<ContractTemplate>): ContractTemplate => ({
  id: 1,
  kind: 'principal',
  companyId: 29,
  companyName: '上海华联物流有限公司',
  name: '劳动合同',
  code: 'LC',
  version: 1,
  status: 'enabled',
  pageCount: 2,
  pages: [{ width: 595, height: 842 }],
  accessoryIds: [],
  inUse: false,
  fileSize: 1000,
  fileSha256: 'a'.repeat(64),
  fieldCount: 3,
  sealKind: 'company',
  crossPageSeal: false,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  ...over,
});

const field = (over: Partial<ContractField>): ContractField => ({
  id: 1,
  key: 'name',
  label: '姓名',
  type: 'text',
  required: false,
  source: null,
  party: null,
  page: 1,
  x: 10,
  y: 10,
  width: 100,
  height: 20,
  fontSize: 12,
  options: [],
  ...over,
});

const employee = (over: Partial<Employee>): Employee => ({
  id: 101,
  companyId: 29,
  companyName: '上海华联物流有限公司',
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

const counts: SignTaskCounts = {
  draft: 1,
  scheduled: 0,
  pending_employee: 2,
  pending_company: 1,
  completed: 5,
  rejected: 0,
  revoked: 0,
  expired: 0,
};

const tasks = [
  task({ id: 1, employeeName: '张三', status: 'draft' }),
  task({ id: 2, employeeName: '李四', status: 'pending_employee', sentAt: '2025-06-01T03:00:00Z' }),
  task({ id: 3, employeeName: '王五', status: 'pending_company', signedAt: '2025-06-02T03:00:00Z' }),
];

/** The API the /sign page reads, recording what was asked. */
function signApi() {
  const seen = { lists: [] as URLSearchParams[], counts: 0, revoked: [] as { id: string; body: unknown }[] };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks', ({ request }) => {
      seen.lists.push(new URL(request.url).searchParams);
      return page(tasks);
    }),
    http.get('/api/sign-tasks/counts', () => {
      seen.counts += 1;
      return ok(counts);
    }),
    http.post('/api/sign-tasks/:id/revoke', async ({ params, request }) => {
      seen.revoked.push({ id: String(params.id), body: await request.json() });
      return ok(task({ id: Number(params.id), status: 'revoked' }));
    }),
    http.get('/api/companies/:id/departments', () => page([{ id: 3, companyId: 29, name: '人事部', employeeCount: 2 }])),
    http.get('/api/companies/:id/signing-readiness', () =>
      ok({
        companyId: 29,
        companyName: '上海华联物流有限公司',
        hasSeal: true,
        seals: [{ sealId: 3, kind: 'company', name: '公章', approvalRequired: false, granted: true }],
      }),
    ),
    http.get('/api/contracts', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      return kind === 'accessory'
        ? page([template({ id: 11, kind: 'accessory', name: '保密协议' }), template({ id: 12, kind: 'accessory', name: '员工手册确认书' })])
        : page([template({ id: 1, accessoryIds: [11, 12] })]);
    }),
  );
  return seen;
}

it('lists the tasks with the count of each status tab and the actions of each state', async () => {
  const seen = signApi();
  render(<TestBrowser location={{ pathname: '/sign' }} />);
  const draftRow = (await screen.findByText('张三')).closest('tr') as HTMLElement;
  expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
  expect(within(draftRow).getByText('Send')).toBeInTheDocument();
  const pendingRow = screen.getByText('李四').closest('tr') as HTMLElement;
  expect(within(pendingRow).getByText('Resend')).toBeInTheDocument();
  expect(within(pendingRow).queryByText('Send')).toBeNull();
  // A company user of a signing company may seal (batchSign).
  expect(within(screen.getByText('王五').closest('tr') as HTMLElement).getByText('Company seal')).toBeInTheDocument();

  const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
  await waitFor(() => expect(within(tab('Awaiting employee')).getByTitle('2')).toBeInTheDocument());
  expect(within(tab('Completed')).getByTitle('5')).toBeInTheDocument();
  expect(within(tab('All')).getByTitle('9')).toBeInTheDocument();

  // A tab filters the list by its status, and the URL says which (Back and a refresh keep it).
  fireEvent.click(tab('Awaiting employee'));
  await waitFor(() => expect(seen.lists.at(-1)?.get('status')).toBe('pending_employee'));
  expect(seen.lists[0].get('status')).toBeNull();
  expect(new URLSearchParams(history.location.search).get('status')).toBe('pending_employee');
  fireEvent.click(tab('All'));
  await waitFor(() => expect(seen.lists.at(-1)?.get('status')).toBeNull());
  expect(new URLSearchParams(history.location.search).get('status')).toBeNull();
});

it('fits the list in a 1440 px window: every status tab, columns sharing the width, times on one line', async () => {
  const restore = windowOfWidth(1440);
  try {
    signApi();
    render(<TestBrowser location={{ pathname: '/sign' }} />);
    const row = (await screen.findByText('李四')).closest('tr') as HTMLElement;
    // Each status has its tab, named as the status.
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, ''));
    expect(tabs).toEqual([
      'All',
      'Draft',
      'Scheduled',
      'Awaiting employee',
      'Awaiting company seal',
      'Completed',
      'Refused',
      'Revoked',
      'Expired',
    ]);
    // The columns share the card (their titles wrap), rather than run past it under the actions column.
    const table = row.closest('table') as HTMLElement;
    expect([table.style.width, table.style.tableLayout]).toEqual(['auto', 'auto']);
    expect(screen.getByRole('columnheader', { name: /^Deadline/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /^Employee signed/ })).toBeInTheDocument();
    // A time does not break between its date and its hour.
    const times = within(row).getAllByText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(times.length).toBeGreaterThan(0);
    times.forEach((time) => expect(time).toHaveStyle({ whiteSpace: 'nowrap' }));
  } finally {
    restore();
  }
});

it('opens on the tab and filter a link asks for (a home figure), until the user shows all', async () => {
  const seen = signApi();
  const updatedFrom = '2025-06-01T00:00:00.000Z';
  render(<TestBrowser location={{ pathname: '/sign', search: `?status=rejected&updatedFrom=${encodeURIComponent(updatedFrom)}` }} />);
  await waitFor(() => expect(seen.lists.length).toBeGreaterThan(0));
  expect(seen.lists[0].get('status')).toBe('rejected');
  expect(seen.lists[0].get('updatedFrom')).toBe(updatedFrom);
  expect(screen.getByRole('tab', { name: /^Refused/, selected: true })).toBeInTheDocument();
  const note = await screen.findByText(/^Showing only: changed since/);
  fireEvent.click(within(note.closest('.ant-alert') as HTMLElement).getByRole('button', { name: 'Show all' }));
  await waitFor(() => expect(seen.lists.at(-1)?.get('updatedFrom')).toBeNull());
  expect(seen.lists.at(-1)?.get('status')).toBe('rejected');
  expect(screen.queryByText(/^Showing only/)).not.toBeInTheDocument();
});

it('asks for a reason before revoking, posts it and refreshes the counts', async () => {
  const seen = signApi();
  render(<TestBrowser location={{ pathname: '/sign' }} />);
  const row = (await screen.findByText('李四')).closest('tr') as HTMLElement;
  await waitFor(() => expect(seen.counts).toBe(1));
  fireEvent.click(within(row).getByText('Revoke'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  expect(seen.revoked).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('Reason for revocation'), { target: { value: '合同信息有误' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(seen.revoked).toEqual([{ id: '2', body: { reason: '合同信息有误' } }]));
  await waitFor(() => expect(seen.counts).toBe(2));
});

it('starts new signing with the template, accessories, employees, values and deadline, then lists the refused', async () => {
  signApi();
  const known = {
    [makeIdNumber('110101', '19900307', '123')]: employee({ id: 101, name: '张三' }),
    [makeIdNumber('110101', '19920101', '456')]: employee({ id: 102, name: '李四', idNumber: '110101********4567' }),
  };
  const unknown = makeIdNumber('310101', '19850505', '789');
  const posts: SignTaskCreateBody[] = [];
  const helps: FieldHelp[] = [
    {
      id: 1,
      key: 'monthly_salary',
      title: '月工资说明',
      content: '税前月工资',
      example: '8000.00',
      companyId: 29,
      companyName: null,
      createdAt: '',
      updatedAt: '',
    },
  ];
  server.use(
    http.get('/api/contracts/:id/fields', ({ params }) =>
      ok(
        params.id === '1'
          ? [
              field({ id: 1, key: 'name', label: '员工姓名', source: 'employee.name', required: true }),
              field({ id: 2, key: 'monthly_salary', label: '月工资', type: 'money', required: true }),
              field({ id: 3, key: 'employee_sign', label: '员工签名', type: 'signature', party: 'employee' }),
            ]
          : [field({ id: 4, key: 'monthly_salary', label: '月工资', type: 'money', required: true })],
      ),
    ),
    http.get('/api/field-helps', () => page(helps)),
    http.get('/api/employees', ({ request }) => {
      const found = known[new URL(request.url).searchParams.get('idNumber') ?? ''];
      return page(found ? [found] : []);
    }),
    http.post('/api/sign-tasks', async ({ request }) => {
      posts.push((await request.json()) as SignTaskCreateBody);
      return ok(
        {
          created: [task({ id: 9, status: 'pending_employee' })],
          refused: [{ employeeId: 102, employeeName: '李四', reason: '李四在防范名单中：伪造学历' }],
        },
        201,
      );
    }),
  );
  render(<TestBrowser location={{ pathname: '/sign' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /New signing/ }));
  const drawer = await screen.findByRole('dialog');

  // The principal template, its accessories pre-checked; one is removed.
  fireEvent.mouseDown(within(drawer).getByLabelText('Principal contract'));
  fireEvent.click(await screen.findByText('劳动合同 v1', { selector: '.ant-select-item-option-content' }));
  const kept = await within(drawer).findByRole('checkbox', { name: '保密协议 v1' });
  const removed = within(drawer).getByRole('checkbox', { name: '员工手册确认书 v1' });
  await waitFor(() => expect(kept).toBeChecked());
  expect(removed).toBeChecked();
  fireEvent.click(removed);
  await waitFor(() => expect(removed).not.toBeChecked());

  // Employees by pasted ID numbers: the unknown one is named.
  fireEvent.click(within(drawer).getByText('Paste ID numbers'));
  fireEvent.change(within(drawer).getByLabelText('One ID number per line'), {
    target: { value: [...Object.keys(known), unknown].join('\n') },
  });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Add by ID number' }));
  expect(await within(drawer).findByText('No employee found for these 1 ID number(s)')).toBeInTheDocument();
  expect(within(drawer).getByText(unknown)).toBeInTheDocument();
  expect(within(drawer).getByText('2 chosen')).toBeInTheDocument();

  // Fields: defaults named, help beside the field, signature places left out.
  expect(await within(drawer).findByText('Default: employee name')).toBeInTheDocument();
  expect(within(drawer).getByText(/Example: 8000\.00/)).toBeInTheDocument();
  expect(within(drawer).queryByText('员工签名')).toBeNull();

  // A required value without a default is asked for before anything is sent.
  fireEvent.click(within(drawer).getByRole('button', { name: 'Send now' }));
  expect(await within(drawer).findByText('Required')).toBeInTheDocument();
  expect(posts).toEqual([]);

  fireEvent.change(within(drawer).getByLabelText('月工资'), { target: { value: '8000' } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Send now' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  const body = posts[0];
  expect(body).toMatchObject({
    templateId: 1,
    accessoryIds: [11],
    employeeIds: [101, 102],
    values: { monthly_salary: '8000' },
    sendAt: null,
    send: true,
  });
  expect(new Date(body.deadline!).getTime()).toBeGreaterThan(Date.now());

  expect(await screen.findByText('1 signing task(s) created')).toBeInTheDocument();
  expect(screen.getByText('Signing text messages sent to 1 employee(s).')).toBeInTheDocument();
  const refusal = screen.getByText('李四在防范名单中：伪造学历').closest('tr') as HTMLElement;
  expect(within(refusal).getByText('李四')).toBeInTheDocument();
});

it('shows a 422 from the server under the field it names', async () => {
  signApi();
  server.use(
    http.get('/api/contracts/:id/fields', () => ok([field({ id: 2, key: 'monthly_salary', label: '月工资', type: 'money' })])),
    http.get('/api/field-helps', () => page([])),
    http.get('/api/employees', () => page([employee({})])),
    http.post('/api/sign-tasks', () =>
      HttpResponse.json({ status: 422, msg: '月工资 须为金额（不小于 0，最多两位小数）', field: 'values.monthly_salary' }, { status: 422 }),
    ),
  );
  render(<TestBrowser location={{ pathname: '/sign' }} />);
  fireEvent.click(await screen.findByRole('button', { name: /New signing/ }));
  const drawer = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(drawer).getByLabelText('Principal contract'));
  fireEvent.click(await screen.findByText('劳动合同 v1', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(within(drawer).getByText('Paste ID numbers'));
  fireEvent.change(within(drawer).getByLabelText('One ID number per line'), {
    target: { value: makeIdNumber('110101', '19900307', '123') },
  });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Add by ID number' }));
  expect(await within(drawer).findByText('1 chosen')).toBeInTheDocument();
  fireEvent.change(await within(drawer).findByLabelText('月工资'), { target: { value: '100' } });
  fireEvent.click(within(drawer).getByRole('button', { name: 'Send now' }));
  const error = await within(drawer).findByText('月工资 须为金额（不小于 0，最多两位小数）');
  expect(error.closest('.ant-form-item')).toContainElement(within(drawer).getByLabelText('月工资'));
});

it('shows the task, its documents and its timeline', async () => {
  const detail: SignTaskDetail = {
    ...task({
      id: 7,
      status: 'pending_company',
      sentAt: '2025-06-01T03:00:00Z',
      signedAt: '2025-06-02T03:00:00Z',
      values: { monthly_salary: '8000.00' },
    }),
    seal: taskSeal(),
    documents: [
      {
        id: 70,
        templateId: 1,
        name: '劳动合同',
        kind: 'principal',
        pageCount: 2,
        current: { stage: 'employee_signed', sha256: 'b'.repeat(64), size: 2048, createdAt: '2025-06-02T03:00:00Z' },
        versions: [
          { stage: 'filled', sha256: 'a'.repeat(64), size: 1024, createdAt: '2025-06-01T02:00:00Z' },
          { stage: 'employee_signed', sha256: 'b'.repeat(64), size: 2048, createdAt: '2025-06-02T03:00:00Z' },
        ],
      },
    ],
    events: [
      {
        sequence: 1,
        action: 'created',
        actorType: 'account',
        actorName: '公司用户',
        at: '2025-06-01T02:00:00Z',
        ip: '10.0.0.8',
        userAgent: null,
        documentSha256: [],
        detail: {},
      },
      {
        sequence: 2,
        action: 'sent',
        actorType: 'account',
        actorName: '公司用户',
        at: '2025-06-01T03:00:00Z',
        ip: '10.0.0.8',
        userAgent: null,
        documentSha256: [],
        detail: {},
      },
      {
        sequence: 3,
        action: 'employee_signed',
        actorType: 'employee',
        actorName: '张三',
        at: '2025-06-02T03:00:00Z',
        ip: '223.5.5.5',
        userAgent: null,
        documentSha256: [],
        detail: {},
      },
    ],
    messages: [],
  };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks/:id', () => ok(detail)),
    http.get('/api/contracts/:id/fields', () => ok([field({ key: 'monthly_salary', label: '月工资', type: 'money' })])),
    http.get('/api/sign-tasks/:id/audit', () => ok({ intact: false, events: 3, brokenAt: 2, problem: 'edited' })),
  );
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  const events = await screen.findAllByTestId('sign-event');
  expect(events.map((e) => within(e).getByText(/./, { selector: 'strong' }).textContent)).toEqual([
    'Task created',
    'Signing text message sent',
    'Signed by employee',
  ]);
  expect(within(events[2]).getByText('Employee: 张三')).toBeInTheDocument();
  expect(within(events[2]).getByText(/IP 223\.5\.5\.5/)).toBeInTheDocument();
  // The current PDF from the task's document URL, and each version's hash.
  expect(await screen.findByTestId('pdf')).toHaveTextContent('/api/sign-tasks/7/documents/70');
  expect(screen.getByText('a'.repeat(64))).toBeInTheDocument();
  expect(await screen.findByText('月工资')).toBeInTheDocument();
  // Awaiting the company: a company user of a signing company may seal it.
  expect(screen.getByRole('button', { name: 'Company seal' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: /Check audit trail/ }));
  expect(await screen.findByText('The audit trail breaks at record 2')).toBeInTheDocument();
});

it('builds the records export link from the current filters', async () => {
  const queries: URLSearchParams[] = [];
  server.use(
    ...sessionApi(users.admin).handlers,
    http.get('/api/sign-tasks', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return page([task({ id: 5, status: 'completed', completedAt: '2025-06-03T03:00:00Z' })]);
    }),
    http.get('/api/companies', () => page([{ id: 29, name: '上海华联物流有限公司' }])),
    http.get('/api/contracts', () => page([template({ id: 1 })])),
  );
  render(<TestBrowser location={{ pathname: '/signApply/record' }} />);
  await screen.findByText('张三');
  const link = () => screen.getByRole('link', { name: /Export \.xlsx/ });
  expect(link().getAttribute('href')).toBe('/api/sign-tasks/export');

  fireEvent.change(screen.getByLabelText('Employee'), { target: { value: '张三' } });
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByText('Completed', { selector: '.ant-select-item-option-content' }));
  fireEvent.click(screen.getByRole('button', { name: /Query/ }));
  await waitFor(() => expect(queries.at(-1)?.get('employeeName')).toBe('张三'));
  await waitFor(() => {
    const url = new URL(link().getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/api/sign-tasks/export');
    expect(url.searchParams.get('employeeName')).toBe('张三');
    expect(url.searchParams.get('status')).toBe('completed');
    expect(url.searchParams.get('current')).toBeNull();
  });
});
