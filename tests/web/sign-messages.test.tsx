/**
 * A task's texts and mails on its page (/sign/:id): each with its kind, channel, masked recipient,
 * delivery state, attempts, error and times; "Send again" on a failed one worth resending, which
 * posts the resend and loads the task again. And the timeline's words for the new events.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { TaskMessage } from '@common/api/messages';
import type { SignEvent, SignTaskDetail } from '@common/api/signing';
import { sessionApi, users } from './demo';
import { taskSeal } from './fixtures';
import { server } from './msw';

const PdfStub = ({ source }: { source: string | ArrayBuffer }) => (
  <div data-testid="pdf">{typeof source === 'string' ? source : 'bytes'}</div>
);
jest.setMock('@/components/PdfPages', { __esModule: true, default: PdfStub });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const sms = (over: Partial<TaskMessage>): TaskMessage => ({
  id: 1,
  channel: 'sms',
  kind: 'signing_link',
  recipient: '138****5678',
  status: 'delivered',
  attempts: 1,
  error: null,
  createdAt: '2025-06-01T03:00:00Z',
  sentAt: '2025-06-01T03:00:02Z',
  deliveredAt: '2025-06-01T03:00:09Z',
  canResend: false,
  ...over,
});

const event = (sequence: number, action: SignEvent['action']): SignEvent => ({
  sequence,
  action,
  actorType: 'system',
  actorName: '',
  at: '2025-06-01T03:00:00Z',
  ip: null,
  userAgent: null,
  documentSha256: [],
  detail: {},
});

const detail = (messages: TaskMessage[]): SignTaskDetail => ({
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
  status: 'pending_employee',
  values: {},
  initiatorId: 2,
  initiatorName: '公司用户',
  sendAt: null,
  sentAt: '2025-06-01T03:00:00Z',
  deadline: null,
  signedAt: null,
  completedAt: null,
  batchId: null,
  rejectReason: null,
  revokeReason: null,
  createdAt: '2025-06-01T02:00:00Z',
  seal: taskSeal(),
  documents: [],
  events: [
    event(1, 'reminded'),
    event(2, 'link_renewed'),
    event(3, 'identity_verified'),
    event(4, 'identity_failed'),
    event(5, 'message_failed'),
  ],
  messages,
});

it('lists the texts and mails of the task and sends a failed one again', async () => {
  let messages = [
    sms({ id: 1 }),
    sms({
      id: 2,
      channel: 'email',
      kind: 'reminder',
      recipient: 'z***@example.com',
      status: 'failed',
      attempts: 3,
      error: 'mailbox unavailable',
      sentAt: null,
      deliveredAt: null,
      canResend: true,
    }),
    sms({ id: 3, kind: 'signing_code', status: 'held', attempts: 0, sentAt: null, deliveredAt: null }),
  ];
  const seen = { details: 0, resent: [] as string[] };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks/:id', () => {
      seen.details += 1;
      return ok(detail(messages));
    }),
    http.post('/api/sign-tasks/:id/messages/:messageId/resend', ({ params }) => {
      seen.resent.push(`${params.id}/${params.messageId}`);
      const again = sms({ id: 4, channel: 'email', kind: 'reminder', recipient: 'z***@example.com', status: 'queued', attempts: 0 });
      messages = [...messages, again];
      return ok(again);
    }),
  );
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  const rows = await screen.findAllByTestId('task-message');
  expect(rows).toHaveLength(3);

  const [link, mail, code] = rows;
  expect(within(link).getByText('Signing link')).toBeInTheDocument();
  expect(within(link).getByText('Text')).toBeInTheDocument();
  expect(within(link).getByText('Delivered')).toHaveClass('ant-tag-success');
  expect(within(link).getByText(/138\*\*\*\*5678/)).toBeInTheDocument();
  expect(within(link).getByText('Attempts: 1')).toBeInTheDocument();
  expect(within(link).getByText(/^Delivered: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  expect(within(link).queryByRole('button', { name: /Send again/ })).toBeNull();

  expect(within(mail).getByText('Reminder')).toBeInTheDocument();
  expect(within(mail).getByText('Mail')).toBeInTheDocument();
  expect(within(mail).getByText('Failed')).toHaveClass('ant-tag-error');
  expect(within(mail).getByText(/z\*\*\*@example\.com/)).toBeInTheDocument();
  expect(within(mail).getByText('Attempts: 3')).toBeInTheDocument();
  expect(within(mail).getByText('Error: mailbox unavailable')).toBeInTheDocument();

  expect(within(code).getByText('Held')).toBeInTheDocument();
  expect(within(code).queryByRole('button', { name: /Send again/ })).toBeNull();

  const loads = seen.details;
  fireEvent.click(within(mail).getByRole('button', { name: /Send again/ }));
  await waitFor(() => expect(screen.getAllByTestId('task-message')).toHaveLength(4));
  expect(seen.resent).toEqual(['7/2']);
  expect(seen.details).toBe(loads + 1);
  expect(within(screen.getAllByTestId('task-message')[3]).getByText('Queued')).toBeInTheDocument();
  expect(await screen.findByText('Sent again')).toBeInTheDocument();
});

it('names the new events in the timeline', async () => {
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks/:id', () => ok(detail([]))),
  );
  render(<TestBrowser location={{ pathname: '/sign/7' }} />);
  const events = await screen.findAllByTestId('sign-event');
  expect(events.map((e) => within(e).getByText(/./, { selector: 'strong' }).textContent)).toEqual([
    'Reminder sent',
    'Signing link renewed',
    'Identity verified',
    'Identity check failed',
    'Message not delivered',
  ]);
  expect(screen.getByText('No texts or mails sent yet')).toBeInTheDocument();
});
