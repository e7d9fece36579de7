/**
 * Day one, point 3 ("times without a zone"), on screen: the records' list, its drawer and the
 * timeline give China time (UTC+8), as the exports and the evidence report do, whatever the
 * device's zone (the test machine's is UTC). A deadline of 12-03 23:59:59 in China is 15:59:59
 * UTC; a task made at 00:30 on the 26th in China was made on the 25th in UTC.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SignTask, SignTaskDetail } from '@common/api/signing';
import { sessionApi, users } from './demo';
import { taskSeal } from './fixtures';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const task: SignTask = {
  id: 8,
  companyId: 29,
  companyName: '上海华联物流有限公司',
  departmentId: 3,
  departmentName: '人事部',
  employeeId: 101,
  employeeName: '张三',
  templateId: 70,
  templateName: '劳动合同',
  accessoryIds: [],
  status: 'pending_company',
  values: {},
  initiatorId: 2,
  initiatorName: '公司用户',
  sendAt: null,
  sentAt: '2025-11-25T16:30:00Z',
  deadline: '2025-12-03T15:59:59Z',
  signedAt: '2025-11-25T16:40:00Z',
  completedAt: null,
  batchId: null,
  rejectReason: null,
  revokeReason: null,
  createdAt: '2025-11-25T16:30:00Z',
};

const detail: SignTaskDetail = {
  ...task,
  seal: taskSeal(),
  documents: [],
  events: [
    {
      sequence: 1,
      action: 'employee_signed',
      actorType: 'employee',
      actorName: '张三',
      at: '2025-11-25T16:40:00Z',
      ip: '10.0.0.8',
      userAgent: null,
      documentSha256: [],
      detail: {},
    },
  ],
  messages: [],
};

it('shows the records, their deadline and their timeline in China time', async () => {
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/sign-tasks', () => ok({ list: [task], total: 1, current: 1, pageSize: 10 })),
    http.get('/api/contracts', () => ok({ list: [], total: 0, current: 1, pageSize: 100 })),
    http.get('/api/sign-tasks/:id', () => ok(detail)),
  );
  render(<TestBrowser location={{ pathname: '/signApply/record' }} />);
  const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
  expect(within(row).getByText('2025-11-26 00:30:00')).toBeInTheDocument();
  expect(within(row).getByText('2025-11-26 00:40:00')).toBeInTheDocument();

  fireEvent.click(within(row).getByText('Timeline', { selector: 'a' }));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('2025-12-03 23:59:59')).toBeInTheDocument();
  expect(within(within(drawer).getByTestId('sign-event')).getByText(/2025-11-26 00:40:00/)).toBeInTheDocument();
});
