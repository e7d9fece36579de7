/**
 * /home through the DOM: per role, the figures of what waits (each opening its filtered list),
 * the latest activity of the user's scope and the quick actions the role may take.
 */
import { TestBrowser } from '@@/testBrowser';
import { history, setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { UserType, type CurrentUser } from '@common/api/accounts';
import type { RecentSignEvent, SignTaskCounts } from '@common/api/signing';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const operator: CurrentUser = {
  id: 5,
  username: 'operator',
  name: '赵敏',
  avatar: '',
  type: UserType.OPERATOR,
  relation_id: 29,
  department: null,
};

const counts = (over: Partial<SignTaskCounts>): SignTaskCounts => ({
  draft: 0,
  scheduled: 0,
  pending_employee: 0,
  pending_company: 0,
  completed: 0,
  rejected: 0,
  revoked: 0,
  expired: 0,
  ...over,
});

const sent: RecentSignEvent = {
  taskId: 12,
  employeeName: '李娜',
  templateName: '劳动合同（2025 版）',
  action: 'sent',
  actorType: 'account',
  actorName: '赵敏',
  at: new Date().toISOString(),
};

/** Counts by the filter asked: none, due soon, changed lately, sending today. */
function homeApi() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/sign-tasks/counts', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      if (query.get('deadlineBefore')) return ok(counts({ pending_employee: 2 }));
      if (query.get('updatedFrom')) return ok(counts({ rejected: 1 }));
      if (query.get('sendFrom')) return ok(counts({ scheduled: 4 }));
      return ok(counts({ pending_company: 3, pending_employee: 7 }));
    }),
    http.get('/api/sign-events/recent', () => ok([sent])),
    http.get('/api/companies', () => ok({ list: [], total: 5, current: 1, pageSize: 1 })),
    http.get('/api/contracts', () => ok({ list: [], total: 2, current: 1, pageSize: 1 })),
  );
  return asked;
}

const figure = async (title: string) => (await screen.findByText(title)).closest('.ant-card') as HTMLElement;

it('shows an operator what waits, each figure opening its filtered list', async () => {
  server.use(...sessionApi(operator).handlers);
  const asked = homeApi();
  render(<TestBrowser location={{ pathname: '/home' }} />);
  const waiting = await figure('Awaiting company seal');
  await waitFor(() => expect(within(waiting).getByText('3')).toBeInTheDocument());
  expect(within(waiting).getByRole('link', { name: 'Seal them' })).toHaveAttribute('href', '/batchSign');
  expect(within(await figure('Sent, not yet signed')).getByText('7')).toBeInTheDocument();
  expect(within(await figure('Due within 3 days, not signed')).getByText('2')).toBeInTheDocument();
  expect(within(await figure('Refused in the last 7 days')).getByText('1')).toBeInTheDocument();
  expect(within(await figure('Scheduled to go out today')).getByText('4')).toBeInTheDocument();
  // Admin-only figures are neither shown nor asked for.
  expect(screen.queryByText('Companies without a seal')).not.toBeInTheDocument();
  // "Due soon" asks for the next three days and opens the same filter on /sign.
  const due = asked.find((q) => q.get('deadlineBefore'))!;
  const days = (Date.parse(due.get('deadlineBefore')!) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(2.9);
  expect(days).toBeLessThanOrEqual(3);
  fireEvent.click(screen.getByRole('link', { name: 'Due within 3 days, not signed' }));
  await waitFor(() => expect(history.location.pathname).toBe('/sign'));
  const query = new URLSearchParams(history.location.search);
  expect(query.get('status')).toBe('pending_employee');
  expect(query.get('deadlineBefore')).toBe(due.get('deadlineBefore'));
});

it('lists the latest activity, linking to the task, and the actions an operator may take', async () => {
  server.use(...sessionApi(operator).handlers);
  homeApi();
  render(<TestBrowser location={{ pathname: '/home' }} />);
  // The activity list is the page's last request: on 2 cores shared with the API suite it has
  // taken over the usual 10 s to draw.
  const entry = await screen.findByRole('link', { name: '李娜 · 劳动合同（2025 版）' }, { timeout: 30_000 });
  expect(entry).toHaveAttribute('href', '/sign/12');
  expect(screen.getByText('Signing text message sent (赵敏)')).toBeInTheDocument();
  const actions = (await screen.findByText('Quick actions')).closest('.ant-card') as HTMLElement;
  for (const name of ['New signing', 'Batch signing', 'Advance send', 'Employees'])
    expect(within(actions).getByText(name)).toBeInTheDocument();
  expect(within(actions).queryByText('Companies')).not.toBeInTheDocument();
});

it('shows an admin the companies without a seal and the templates that cannot be signed', async () => {
  server.use(...sessionApi(users.admin).handlers);
  homeApi();
  render(<TestBrowser location={{ pathname: '/home' }} />);
  const seals = await figure('Companies without a seal');
  await waitFor(() => expect(within(seals).getByText('5')).toBeInTheDocument());
  expect(within(seals).getByRole('link')).toHaveAttribute('href', '/company?hasSeal=false');
  const templates = await figure('Principal templates missing a signature place');
  expect(within(templates).getByText('2')).toBeInTheDocument();
  // Records, not the working list: admins read tasks on /signApply/record.
  expect(within(await figure('Sent, not yet signed')).getByRole('link')).toHaveAttribute(
    'href',
    '/signApply/record?status=pending_employee',
  );
  expect(screen.queryByText('Scheduled to go out today')).not.toBeInTheDocument();
  // Admins open no task page: the activity names the task without a link.
  expect(await screen.findByText('李娜 · 劳动合同（2025 版）')).not.toHaveAttribute('href');
});
