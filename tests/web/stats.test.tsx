/**
 * /stats through the DOM with msw: the figures of the chosen dates (and company, for admins),
 * the time to sign in minutes, hours or days, the data each chart draws (one day as bars), one
 * colour per status in every chart, whole-number count axes, the export link under the same
 * filters, and the page in the menu and the page search of those who may open it.
 * The charts are stubbed to list their data, colours and count ticks: jsdom has no canvas, and
 * G2 is not what is tested.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import type { SignStats } from '@common/api/stats';
import { sessionApi, users } from './demo';
import { server } from './msw';

type Datum = Record<string, string | number>;
interface ChartProps {
  data: Datum[];
  scale?: { color?: { domain: string[]; range: string[] }; y?: { tickMethod?: (min: number, max: number, count: number) => number[] } };
  style?: { fill?: string };
}
const chart =
  (kind: string) =>
  ({ data, scale, style }: ChartProps) => (
    <ul aria-label={`${kind} chart`}>
      {data.map((d, i) => (
        <li key={i}>{Object.values(d).join(' ')}</li>
      ))}
      {scale?.color?.domain.map((name, i) => (
        <li key={name} data-colour={scale.color!.range[i]} data-of={name} hidden />
      ))}
      {style?.fill && <li data-colour={style.fill} data-of="(every bar)" hidden />}
      {scale?.y?.tickMethod && <li hidden>ticks {scale.y.tickMethod(0, 2, 5).join(' ')}</li>}
    </ul>
  );
jest.setMock('@ant-design/plots', { Line: chart('line'), Pie: chart('pie'), Column: chart('column'), Bar: chart('bar') });

/** The colour a stubbed chart gives each series it names. */
const coloursOf = (list: HTMLElement) =>
  Object.fromEntries([...list.querySelectorAll('[data-colour]')].map((li) => [li.getAttribute('data-of'), li.getAttribute('data-colour')]));
/** The stubbed chart in the card of that title. */
const chartIn = (title: string, kind: string) =>
  within(screen.getByText(title).closest('.ant-card') as HTMLElement).getByRole('list', { name: `${kind} chart` });

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
  toEmployeeSigned: { tasks: 5, medianMinutes: 25, p90Minutes: 20 * 60 },
  toCompleted: { tasks: 4, medianMinutes: 26 * 60, p90Minutes: 48 * 60 },
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
  // Under an hour in minutes, under a day in hours, then days.
  expect(screen.getByText('median 25 min · p90 20 h')).toBeInTheDocument();
  expect(screen.getByText('median 1 d 2 h · p90 2 d')).toBeInTheDocument();
  // The last 30 days by default.
  const days = (Date.parse(asked[0].get('to')!) - Date.parse(asked[0].get('from')!)) / 86_400_000;
  expect(days).toBe(29);
  const line = await screen.findByRole('list', { name: 'line chart' });
  expect(within(line).getByText('2025-06-02 Completed 4')).toBeInTheDocument();
  // A day without tasks is drawn at 0, not passed over.
  expect(within(line).getByText('2025-06-04 Completed 0')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'pie chart' })).getByText('Refused 1')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'column chart' })).getByText('上海华联物流有限公司 Completed 4')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'bar chart' })).getByText('薪资与约定不符 1')).toBeInTheDocument();
  expect(screen.getByText('Tasks per company')).toBeInTheDocument();

  // One colour per status in every chart, none shared; counts tick whole numbers only.
  const [inLine, inPie, inGroups, inReasons] = ['line', 'pie', 'column', 'bar'].map((kind) =>
    coloursOf(screen.getByRole('list', { name: `${kind} chart` })),
  );
  expect(inLine).toEqual({ 'Awaiting employee': expect.any(String), Completed: inPie.Completed, Refused: inPie.Refused });
  expect(inPie['Awaiting employee']).toBe(inLine['Awaiting employee']);
  expect(new Set(Object.values(inPie)).size).toBe(3);
  expect(inGroups.Completed).toBe(inPie.Completed);
  expect(inGroups.Tasks).not.toBe(inPie['Awaiting employee']);
  expect(inReasons['(every bar)']).toBe(inPie.Refused);
  for (const kind of ['line', 'column', 'bar'])
    expect(within(screen.getByRole('list', { name: `${kind} chart` })).getByText('ticks 0 1 2')).toBeInTheDocument();

  // One company: asked again with it, and the export follows.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Company' }));
  fireEvent.click(await screen.findByText('上海华联物流有限公司', { selector: '.ant-select-item-option-content' }));
  await waitFor(() => expect(asked.at(-1)?.get('companyId')).toBe('29'));
  const exportLink = screen.getByRole('link', { name: /Export to Excel/ });
  const exported = new URL(exportLink.getAttribute('href')!, 'http://localhost');
  expect(exported.pathname).toBe('/api/stats/export');
  expect(exported.searchParams.get('companyId')).toBe('29');
  expect(exported.searchParams.get('from')).toBe(asked.at(-1)?.get('from'));
});

it('offers company users no company choice', async () => {
  server.use(...sessionApi(users.user).handlers);
  server.use(
    http.get('/api/stats', () => ok({ ...stats, groups: { by: 'department', rows: [{ id: 3, name: '', tasks: 7, completed: 4 }] } })),
  );
  render(<TestBrowser location={{ pathname: '/stats' }} />);
  expect(await screen.findByText('Tasks per department')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: 'column chart' })).getByText('No department Tasks 7')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
});

it('draws a range of one day as a bar per status, in the colours of the other charts', async () => {
  const asked: URLSearchParams[] = [];
  server.use(...sessionApi(users.admin).handlers);
  server.use(
    http.get('/api/stats', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const day = query.get('to')!;
      const oneDay = query.get('from') === day;
      return ok({
        ...stats,
        from: query.get('from'),
        to: day,
        perDay: oneDay ? stats.perDay.slice(0, 2).map((row) => ({ ...row, day })) : stats.perDay,
      });
    }),
    http.get('/api/companies', () => ok({ list: [], total: 0, current: 1, pageSize: 20 })),
  );
  render(<TestBrowser location={{ pathname: '/stats' }} />);
  await screen.findByRole('list', { name: 'line chart' });

  // Today to today, chosen in the range picker.
  const today = dayjs().format('YYYY-MM-DD');
  const todayCell = () => screen.getAllByTitle(today).find((cell) => cell.classList.contains('ant-picker-cell-in-view'))!;
  fireEvent.click(screen.getByPlaceholderText('Start date'));
  await waitFor(() => expect(todayCell()).toBeInTheDocument());
  fireEvent.click(todayCell());
  fireEvent.click(todayCell());
  await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(today));
  expect(asked.at(-1)?.get('to')).toBe(today);
  const bars = await waitFor(() => chartIn('Tasks per day (by their status now)', 'column'));
  expect(within(bars).getByText(`${today} Completed 4`)).toBeInTheDocument();
  expect(within(bars).getByText(`${today} Refused 1`)).toBeInTheDocument();
  expect(within(bars).getByText('ticks 0 1 2')).toBeInTheDocument();
  expect(coloursOf(bars)).toEqual({
    Completed: coloursOf(screen.getByRole('list', { name: 'pie chart' })).Completed,
    Refused: expect.any(String),
  });
  expect(screen.queryByRole('list', { name: 'line chart' })).not.toBeInTheDocument();
});

it.each([
  ['admins', 'admin', true],
  ['company users', 'user', true],
  ['department users', 'department', false],
])(
  'lists the page in the menu and the page search of %s (%s): %s',
  async (_who, user, allowed) => {
    server.use(...sessionApi(users[user]).handlers);
    server.use(
      http.get('/api/stats', () => ok(stats)),
      http.get('/api/companies', () => ok({ list: [], total: 0, current: 1, pageSize: 20 })),
    );
    // A screen wide enough for the header's page search (shown from antd's `sm` up).
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: /min-width/.test(query) && !/1600px/.test(query) });
    try {
      render(<TestBrowser location={{ pathname: '/stats' }} />);
      // The header is drawn again once the session is in: the search of that header.
      await screen.findByRole('menuitem', { name: /Home/ });
      await userEvent.type(screen.getByRole('combobox', { name: 'Search pages' }), 'statis');
      if (allowed) {
        expect(await screen.findByText('Statistics', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: /Statistics/ })).toBeInTheDocument();
      } else {
        expect(await screen.findByText('No matching page')).toBeInTheDocument();
        expect(screen.queryByRole('menuitem', { name: /Statistics/ })).not.toBeInTheDocument();
      }
    } finally {
      window.matchMedia = narrow;
    }
  },
  60000,
);
