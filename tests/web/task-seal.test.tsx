/**
 * The task page's seal (issue 34) through the DOM: before sealing, the seal the company will
 * stamp, whether its use needs approval and whether the reader holds a grant (sealing disabled,
 * saying why, when not; or when the company has no seal of the kind); single sealing answered
 * 202 (waiting for the seal's approvers, with the batch linked); after sealing, the seal stamped,
 * who stamped and who approved, in China time.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TaskSeal } from '@common/api/seals';
import type { SignTaskDetail } from '@common/api/signing';
import { sessionApi, users } from './demo';
import { taskSeal } from './fixtures';
import { server } from './msw';

// pdf.js does not run in jsdom (see sign.test.tsx).
jest.setMock('@/components/PdfPages', { __esModule: true, default: () => <div data-testid="pdf" /> });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown, status = 200) => HttpResponse.json({ status: 0, msg: 'ok', data }, { status });

const detail = (seal: TaskSeal, over: Partial<SignTaskDetail> = {}): SignTaskDetail => ({
  id: 7,
  companyId: 29,
  companyName: '上海华联物流有限公司',
  departmentId: 3,
  departmentName: '人事部',
  employeeId: 101,
  employeeName: '张三',
  templateId: 1,
  templateName: '劳动合同',
  accessoryIds: [],
  status: 'pending_company',
  values: {},
  initiatorId: 2,
  initiatorName: '公司用户',
  sendAt: null,
  sentAt: '2025-06-01T03:00:00Z',
  deadline: '2099-01-31T15:59:59Z',
  signedAt: '2025-06-02T03:00:00Z',
  completedAt: null,
  batchId: null,
  rejectReason: null,
  revokeReason: null,
  createdAt: '2025-06-01T02:00:00Z',
  documents: [],
  events: [],
  messages: [],
  seal,
  ...over,
});

/** The task page's API for a company user of signing company 29 (batchSign), recording the sealings. */
function taskApi(task: SignTaskDetail, sealed: () => Response = () => ok({ ...task, status: 'completed' })) {
  const seen = { sealings: 0 };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks/:id', () => ok(task)),
    http.post('/api/sign-tasks/:id/company-sign', () => {
      seen.sealings += 1;
      return sealed();
    }),
  );
  return seen;
}

const sealCard = async () => (await screen.findByText('Seal', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
const item = (card: HTMLElement, label: string) =>
  within(card).getByText(label, { selector: '.ant-descriptions-item-label' }).nextElementSibling as HTMLElement;

it('before sealing: the seal to be stamped, its approval and the grant; a 202 says it waits for the approvers', async () => {
  const task = detail(taskSeal({ kind: 'contract', sealName: '合同专用章（2025）', approvalRequired: true }));
  const seen = taskApi(task, () => ok({ awaitingApproval: true, batchId: 12 }, 202));
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  const card = await sealCard();
  expect(item(card, 'Seal kind')).toHaveTextContent('Contract seal');
  expect(item(card, 'Seal to be stamped')).toHaveTextContent('合同专用章（2025）');
  expect(item(card, 'Seal use approval')).toHaveTextContent(/Approval needed/);
  expect(item(card, 'Your grant')).toHaveTextContent('Granted');
  expect(within(card).queryByRole('alert')).toBeNull();

  const seal = screen.getByRole('button', { name: 'Company seal' });
  expect(seal).toBeEnabled();
  fireEvent.click(seal);
  fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.sealings).toBe(1));
  // Not sealed yet: it says so, and links to the batch of this one task.
  const note = await screen.findByText(/Sent for seal use approval/);
  const link = within(note.closest('.ant-message-notice') as HTMLElement).getByRole('link', { name: 'View batch #12' });
  expect(link).toHaveAttribute('href', '/batchSign?batch=12');
  expect(screen.queryByText('Company seal added')).toBeNull();
});

it('without a grant of the seal: says so, and sealing is disabled with the reason', async () => {
  const seen = taskApi(detail(taskSeal({ readerMayStamp: false })));
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  const card = await sealCard();
  expect(item(card, 'Seal to be stamped')).toHaveTextContent('公章');
  expect(item(card, 'Seal use approval')).toHaveTextContent('Not needed');
  expect(item(card, 'Your grant')).toHaveTextContent('Not granted');
  expect(within(card).getByRole('alert')).toHaveTextContent(
    'You hold no grant of this seal, so you cannot seal. Ask a company user to grant it to you.',
  );
  const seal = screen.getByRole('button', { name: 'Company seal' });
  expect(seal).toBeDisabled();
  fireEvent.mouseEnter(seal.parentElement!);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('You hold no grant of this seal');
  fireEvent.click(seal);
  expect(screen.queryByText("Seal it in your company's name? The contract is then complete.")).toBeNull();
  expect(seen.sealings).toBe(0);
});

it('when the company has no active seal of the kind: warns who can add one and where, and sealing is disabled', async () => {
  taskApi(detail(taskSeal({ kind: 'hr', sealId: null, sealName: null, readerMayStamp: false })));
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  const card = await sealCard();
  expect(item(card, 'Seal kind')).toHaveTextContent('HR seal');
  expect(item(card, 'Seal to be stamped')).toHaveTextContent('None');
  const warning = within(card).getByRole('alert');
  expect(warning).toHaveTextContent('上海华联物流有限公司 has no active HR seal: the contract cannot be sealed');
  expect(warning).toHaveTextContent(
    /A company user of this company or an administrator can add or enable a seal of this kind on the Seals tab/,
  );
  // The grant does not matter without a seal: only the missing seal is said.
  expect(within(card).queryByText('Your grant')).toBeNull();
  expect(screen.getByRole('button', { name: 'Company seal' })).toBeDisabled();
});

it('a company kind of its own is shown as the company named it', async () => {
  taskApi(detail(taskSeal({ kind: '财务专用章', sealName: '财务专用章' })));
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  expect(item(await sealCard(), 'Seal kind')).toHaveTextContent('财务专用章');
});

it('after sealing: the seal stamped, who stamped it and who approved it, in China time', async () => {
  const seal = taskSeal(
    { kind: 'contract', sealName: '合同专用章', approvalRequired: true, approvedByName: '审批人甲', approvedAt: '2025-06-03T01:00:00Z' },
    '2025-06-03T02:00:00Z',
  );
  taskApi(detail(seal, { status: 'completed', completedAt: '2025-06-03T02:00:00Z' }));
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  const card = await sealCard();
  expect(item(card, 'Seal stamped')).toHaveTextContent('合同专用章 Contract seal');
  expect(item(card, 'Stamped by')).toHaveTextContent('公司用户');
  expect(item(card, 'Stamped at')).toHaveTextContent('2025-06-03 10:00:00');
  expect(item(card, 'Approved by')).toHaveTextContent('审批人甲');
  expect(item(card, 'Approved at')).toHaveTextContent('2025-06-03 09:00:00');
  // Nothing left to say about grants, and no sealing.
  expect(within(card).queryByText('Your grant')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Company seal' })).toBeNull();
});
