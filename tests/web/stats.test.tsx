/**
 * /stats through the DOM with msw: the figures of the chosen dates (and company, for admins),
 * the time to sign, the data each chart draws, and the export link under the same filters.
 * The charts are stubbed to list their data: jsdom has no canvas, and G2 is not what is tested.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { SignStats } from '../../common/api/stats';
import { sessionApi, users } from './demo';
import { server } from './msw';

type Datum = Record<string, string | number>;
const chart =
  (kind: string) =>
  ({ data, xField, angleField, yField }: { data: Datum[]; xField?: string; angleField?: string; yField?: string }) => (
    <ul aria-label={`${kind} chart`}>
      {data.map((d, i) => (
        <li key={i}>{Object.values(d).join(' ')}</li>
      ))}
      <li hidden>{[xField, angleField, yField].join()}</li>
    </ul>
  );
jest.setMock('@ant-design/plots', { Line: chart('line'), Pie: chart('pie'), Column: chart('column'), Bar: chart('bar') });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const stats: SignStats = {
  from: '2025-06-01',
  to: '2025-06-30',
  perDay: [
    { day: '2025-06-02', status: 'completed', tasks: 4 },
    { day: '2025-06-02', status: 'rejected', tasks: 1 },
    { day: '2025-06-03', status: 'pending_employee', tasks: 2 },
  ],
  byStatus: { draft: 0, scheduled: 0, pending_employee: 2, pending_company: 0, completed: 4, rejected: 1, revoked: 0, expired: 0 },
  groups: { by: 'company', rows: [{ id: 29, name: '上海华联物流有限公司', tasks: 7, completed: 4 }] },
  toEmployeeSigned: { tasks: 5, medianHours: 3, p90Hours: 20 },
  toCompleted: { tasks: 4, medianHours: 26, p90Hours: 48 },
  refusalReasons: [{ reason: '薪资与约定不符', tasks: 1 }],
};

it('shows the figures and charts of the dates chosen, per company for admins, with the export of the same', async () => {
  const asked: URLSearchParams[] = [];
  server.use(...sessionApi(users.admin).handlers);
  server.use(
    http.get('/api/stats', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return ok(stats);
    }),
    http.get('/api/companies', () => ok({ list: [{ id: 29, name: '上海华联物流有限公司' }], total: 1, current: 1, pageSize: 20 })),
  );
  render(<TestBrowser location={{ pathname: '/stats' }} />);
  const tasks = (await screen.findByText('Tasks', { selector: '.ant-statistic-title' })).closest('.ant-statistic') as HTMLElement;
  await waitFor(() => expect(within(tasks).getByText('7')).toBeInTheDocument());
  expect(screen.getByText('median 3 h · p90 20 h')).toBeInTheDocument();
  expect(screen.getByText('median 26 h · p90 48 h')).toBeInTheDocument();
  // The last 30 days by default.
  const days = (Date.parse(asked[0].get('to')!) - Date.parse(asked[0].get('from')!)) / 86_400_000;
  expect(days).toBe(29);
  expect(within(screen.getByRole('list', { name: 'line chart' })).getByText('2025-06-02 Completed 4')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'pie chart' })).getByText('Refused 1')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'column chart' })).getByText('上海华联物流有限公司 Completed 4')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'bar chart' })).getByText('薪资与约定不符 1')).toBeInTheDocument();
  expect(screen.getByText('Tasks per company')).toBeInTheDocument();

  // One company: asked again with it, and the export follows.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company' }));
  fireEvent.click(await screen.findByText('上海华联物流有限公司', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(asked.at(-1)?.get('companyId')).toBe('29'));
  const exportLink = screen.getByRole('link', { name: /Export to Excel/ });
  const exported = new URL(exportLink.getAttribute('href')!, 'http://localhost');
  expect(exported.pathname).toBe('/api/stats/export');
  expect(exported.searchParams.get('companyId')).toBe('29');
  expect(exported.searchParams.get('from')).toBe(asked.at(-1)?.get('from'));
}, 60000);

it('offers company users no company choice', async () => {
  server.use(...sessionApi(users.user).handlers);
  server.use(
    http.get('/api/stats', () => ok({ ...stats, groups: { by: 'department', rows: [{ id: 3, name: '', tasks: 7, completed: 4 }] } })),
  );
  render(<TestBrowser location={{ pathname: '/stats' }} />);
  expect(await screen.findByText('Tasks per department')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'column chart' })).getByText('No department Tasks 7')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
}, 60000);
