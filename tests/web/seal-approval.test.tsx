/**
 * Seal approvals (用印审批) through the DOM with msw: the approvals waiting for the reader (the
 * default tab) and all of them, an approval approved or refused with a reason (none sent without
 * one), a decision the server refuses shown in its words, the page in the menu of approvers only,
 * and an approver's notice opening it.
 */
import { TestBrowser } from '@@/testBrowser';
import { history, setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CurrentUser, Notice } from '@common/api/accounts';
import type { SealApproval } from '@common/api/seals';
import { emptyHomeApi, sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

/** A company user of a signing company who approves its contract seal. */
const approver: CurrentUser = { ...users.user, sealApprover: true };

const approval = (over: Partial<SealApproval>): SealApproval => ({
  id: 7,
  companyId: 29,
  companyName: '上海华联物流有限公司',
  sealId: 3,
  sealKind: 'contract',
  sealName: '合同专用章（二）',
  batchId: 41,
  taskCount: 3,
  requestedBy: 9,
  requestedByName: '王操作',
  requestedAt: '2025-06-01T02:00:00Z',
  status: 'pending',
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  reason: null,
  canDecide: true,
  ...over,
});

/** The approvals API over a list the test can change; what was asked and decided is recorded. */
function approvalsApi(user: CurrentUser = approver) {
  const rows = [
    approval({ id: 7 }),
    approval({
      id: 5,
      sealKind: 'company',
      sealName: '公章',
      batchId: 30,
      taskCount: 1,
      status: 'refused',
      decidedBy: 2,
      decidedByName: '公司用户',
      decidedAt: '2025-05-30T08:30:00Z',
      reason: '合同版本不对',
      canDecide: false,
    }),
  ];
  const queries: URLSearchParams[] = [];
  const decisions: { id: string; action: string; body?: unknown }[] = [];
  server.use(
    ...sessionApi(user).handlers,
    http.get('/api/seal-approvals', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const list = query.get('mine') === 'true' ? rows.filter((row) => row.canDecide) : rows;
      return ok({ list, total: list.length, current: 1, pageSize: 10 });
    }),
    http.post('/api/seal-approvals/:id/approve', ({ params }) => {
      decisions.push({ id: String(params.id), action: 'approve' });
      const row = rows.find((r) => r.id === Number(params.id))!;
      Object.assign(row, { status: 'approved', canDecide: false, decidedByName: '公司用户', decidedAt: '2025-06-01T03:00:00Z' });
      return ok(row);
    }),
    http.post('/api/seal-approvals/:id/refuse', async ({ params, request }) => {
      const body = (await request.json()) as { reason: string };
      decisions.push({ id: String(params.id), action: 'refuse', body });
      const row = rows.find((r) => r.id === Number(params.id))!;
      Object.assign(row, {
        status: 'refused',
        canDecide: false,
        reason: body.reason,
        decidedByName: '公司用户',
        decidedAt: '2025-06-01T03:00:00Z',
      });
      return ok(row);
    }),
  );
  return { rows, queries, decisions };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

it('lists what waits for the reader by default, and every approval on the other tab', async () => {
  const { queries } = approvalsApi();
  render(<TestBrowser location={{ pathname: '/sealApproval' }} />);
  const row = await rowOf('合同专用章（二）');
  expect(queries[0].get('mine')).toBe('true');
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
  expect(headers).toEqual(
    expect.arrayContaining(['Seal', 'Requested by', 'Requested at', 'Contracts', 'Status', 'Decided by', 'Decided at', 'Actions']),
  );
  expect(within(row).getByText('Contract seal')).toBeInTheDocument();
  expect(within(row).getByText('王操作')).toBeInTheDocument();
  // China time, whatever the machine's zone.
  expect(within(row).getByText('2025-06-01 10:00:00')).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: '3 contract(s)' })).toHaveAttribute('href', '/batchSign?batch=41');
  expect(within(row).getByText('Pending')).toBeInTheDocument();
  expect(within(row).getByText('Approve')).toBeInTheDocument();
  expect(within(row).getByText('Refuse')).toBeInTheDocument();
  expect(screen.queryByText('合同版本不对', { exact: false })).toBeNull();

  fireEvent.click(screen.getByRole('tab', { name: 'All' }));
  const refused = await rowOf('Reason: 合同版本不对');
  expect(queries.at(-1)?.has('mine')).toBe(false);
  expect(history.location.search).toContain('tab=all');
  // A seal named as its kind usually is: the kind says it.
  expect(within(refused).getByText('Official seal')).toBeInTheDocument();
  expect(within(refused).queryByText('公章')).toBeNull();
  expect(within(refused).getByText('Refused')).toBeInTheDocument();
  expect(within(refused).getByText('公司用户')).toBeInTheDocument();
  expect(within(refused).getByText('2025-05-30 16:30:00')).toBeInTheDocument();
  // Decided: nothing left to do.
  expect(within(refused).queryByText('Approve')).toBeNull();
  expect(within(refused).queryByText('Refuse')).toBeNull();
});

it('approves after a confirmation, and the row shows the decision', async () => {
  const { decisions } = approvalsApi();
  render(<TestBrowser location={{ pathname: '/sealApproval', search: '?tab=all' }} />);
  fireEvent.click(within(await rowOf('合同专用章（二）')).getByText('Approve'));
  const confirm = (await screen.findByText('Approve stamping 3 contract(s) with "合同专用章（二）"?')).closest(
    '.ant-popover',
  ) as HTMLElement;
  expect(decisions).toEqual([]);
  fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('Seal use approved')).toBeInTheDocument();
  expect(decisions).toEqual([{ id: '7', action: 'approve' }]);
  await waitFor(async () => expect(within(await rowOf('合同专用章（二）')).getByText('Approved')).toBeInTheDocument());
  const row = await rowOf('合同专用章（二）');
  expect(within(row).getByText('2025-06-01 11:00:00')).toBeInTheDocument();
  expect(within(row).queryByText('Approve')).toBeNull();
});

it('refuses only with a reason, and sends it', async () => {
  const { decisions } = approvalsApi();
  render(<TestBrowser location={{ pathname: '/sealApproval', search: '?tab=all' }} />);
  fireEvent.click(within(await rowOf('合同专用章（二）')).getByText('Refuse'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Refuse seal use: 合同专用章（二）')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  // Blank is no reason either.
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(await within(dialog).findByText('Required')).toBeInTheDocument();
  expect(decisions).toEqual([]);

  await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  用错了章  ');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
  expect(await screen.findByText('Seal use refused')).toBeInTheDocument();
  expect(decisions).toEqual([{ id: '7', action: 'refuse', body: { reason: '用错了章' } }]);
  const row = await rowOf('Reason: 用错了章');
  expect(within(row).getByText('合同专用章（二）')).toBeInTheDocument();
  expect(within(row).getByText('Refused')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it("shows the server's words when it refuses a decision (409: decided meanwhile), and loads the list again", async () => {
  const { rows, queries } = approvalsApi();
  server.use(
    http.post('/api/seal-approvals/:id/approve', () => {
      // Another approver was quicker.
      Object.assign(rows[0], { status: 'approved', canDecide: false, decidedByName: '李审批', decidedAt: '2025-06-01T02:30:00Z' });
      return HttpResponse.json({ status: 409, msg: 'Another approver has already decided this.' }, { status: 409 });
    }),
  );
  render(<TestBrowser location={{ pathname: '/sealApproval' }} />);
  fireEvent.click(within(await rowOf('合同专用章（二）')).getByText('Approve'));
  const confirm = (await screen.findByText(/Approve stamping 3 contract/)).closest('.ant-popover') as HTMLElement;
  const asked = queries.length;
  fireEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
  expect(await screen.findByText('Another approver has already decided this.')).toBeInTheDocument();
  expect(screen.queryByText('Seal use approved')).toBeNull();
  // Nothing waits for the reader any more.
  await waitFor(() => expect(queries.length).toBeGreaterThan(asked));
  await waitFor(() => expect(screen.queryByText('合同专用章（二）')).toBeNull());
});

it.each([
  ['an approver', approver, true],
  ['a company user who approves nothing', users.user, false],
])(
  'lists the page in the menu of %s only if an approver',
  async (_who, user, allowed) => {
    const { queries } = approvalsApi(user);
    render(<TestBrowser location={{ pathname: '/sealApproval' }} />);
    await screen.findByRole('menuitem', { name: /Home/ });
    if (allowed) {
      expect(screen.getByRole('menuitem', { name: /Seal approvals/ })).toBeInTheDocument();
      await rowOf('合同专用章（二）');
    } else {
      expect(await screen.findByText(/Sorry, you are not authorized/)).toBeInTheDocument();
      expect(screen.queryByRole('menuitem', { name: /Seal approvals/ })).toBeNull();
      expect(queries).toEqual([]);
    }
  },
  60000,
);

it("opens the page from an approver's notice", async () => {
  const notice: Notice = {
    id: 12,
    type: 'event',
    title: '王操作 asks to use 合同专用章（二）',
    description: '3 contract(s)',
    datetime: new Date().toISOString(),
    read: false,
    status: 'processing',
    link: '/sealApproval',
  };
  approvalsApi();
  server.use(
    ...emptyHomeApi(),
    http.get('/api/notices', () => ok([notice])),
    http.put('/api/notices/:id/read', () => ok({ ...notice, read: true })),
  );
  render(<TestBrowser location={{ pathname: '/home' }} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Notices' }));
  fireEvent.click(await screen.findByText('To-do (1)'));
  fireEvent.click(await screen.findByText(notice.title));
  await waitFor(() => expect(history.location.pathname).toBe('/sealApproval'));
  expect(await rowOf('合同专用章（二）')).toBeInTheDocument();
});
