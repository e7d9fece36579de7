/**
 * /stats through the DOM with msw: the figures of the chosen dates (and company, for admins),
 * the time to sign in minutes, hours or days, the data each SVG chart draws (each mark named as a
 * screen reader reads it; one day as columns), one colour per status in every chart, whole-number
 * count axes, day labels thinned to fit, tooltips on hover and focus, the empty states, the export
 * link under the same filters, and the page in the menu and the page search of those who may open it.
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

/** The card of that title. */
const cardOf = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
/** The colour a chart in `card` draws the mark of that name in. */
const colourOf = (card: HTMLElement, name: string) => within(card).getByLabelText(name).getAttribute('fill');
/** The colour of each legend entry of `card`, by its name. */
const legendOf = (card: HTMLElement) =>
  Object.fromEntries([...card.querySelectorAll('li')].map((li) => [li.textContent, li.querySelector('circle')?.getAttribute('fill')]));
/** The labels of the count axis of `card`. */
const ticksOf = (card: HTMLElement) => [...card.querySelectorAll('.count-axis text')].map((text) => text.textContent).join(' ');
/** The labels under the columns or along the days of `card`. */
const categoriesOf = (card: HTMLElement) => [...card.querySelectorAll('.category-axis text')].map((text) => text.textContent);

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
  const perDay = await waitFor(() => cardOf('Tasks per day (by their status now)'));
  await within(perDay).findByLabelText('2025-06-02 Completed 4');
  // Each chart is a group named as its card, for screen readers.
  for (const title of ['Tasks per day (by their status now)', 'Status share', 'Tasks per company', 'Reasons of refusal'])
    expect(await within(cardOf(title)).findByRole('group', { name: title })).toBeInTheDocument();
  // A day without tasks is drawn at 0, not passed over; a status without tasks is not drawn.
  expect(within(perDay).getByLabelText('2025-06-04 Completed 0')).toBeInTheDocument();
  expect(within(perDay).queryByLabelText(/Draft/)).not.toBeInTheDocument();
  const [shares, groups, reasons] = ['Status share', 'Tasks per company', 'Reasons of refusal'].map(cardOf);
  expect(within(shares).getByLabelText('Refused 1 (14%)')).toBeInTheDocument();
  expect(within(shares).getByLabelText('Completed 4 (57%)')).toBeInTheDocument();
  expect(within(shares).getByText('7')).toBeInTheDocument(); // the total, in the ring
  expect(within(groups).getByLabelText('上海华联物流有限公司 Completed 4')).toBeInTheDocument();
  expect(within(groups).getByLabelText('上海华联物流有限公司 Tasks 7')).toBeInTheDocument();
  expect(within(reasons).getByLabelText('薪资与约定不符 1')).toBeInTheDocument();

  // One colour per status in every chart and its legend, none shared.
  expect(legendOf(perDay)).toEqual({
    'Awaiting employee': colourOf(shares, 'Awaiting employee 2 (29%)'),
    Completed: colourOf(shares, 'Completed 4 (57%)'),
    Refused: colourOf(shares, 'Refused 1 (14%)'),
  });
  expect(colourOf(perDay, '2025-06-02 Refused 1')).toBe(legendOf(perDay).Refused);
  expect(legendOf(shares)).toEqual(legendOf(perDay));
  expect(new Set(Object.values(legendOf(shares))).size).toBe(3);
  expect(colourOf(groups, '上海华联物流有限公司 Completed 4')).toBe(legendOf(shares).Completed);
  expect(Object.values(legendOf(shares))).not.toContain(colourOf(groups, '上海华联物流有限公司 Tasks 7'));
  expect(legendOf(groups)).toEqual({ Tasks: colourOf(groups, '上海华联物流有限公司 Tasks 7'), Completed: legendOf(shares).Completed });
  expect(colourOf(reasons, '薪资与约定不符 1')).toBe(legendOf(shares).Refused);

  // Counts tick whole numbers only, up to the largest count or just above it.
  expect(ticksOf(perDay)).toBe('0 1 2 3 4');
  expect(ticksOf(groups)).toBe('0 2 4 6 8');
  expect(ticksOf(reasons)).toBe('0 1');
  // 30 days' labels would overlap: every third day, without its year.
  expect(categoriesOf(perDay)).toEqual(['06-01', '06-04', '06-07', '06-10', '06-13', '06-16', '06-19', '06-22', '06-25', '06-28']);

  // A day's values on focus (Home: the first day, then the next), a column's on hover.
  const perDayDrawing = within(perDay).getByLabelText('Tasks per day (by their status now)');
  fireEvent.focus(perDayDrawing);
  fireEvent.keyDown(perDayDrawing, { key: 'Home' });
  fireEvent.keyDown(perDayDrawing, { key: 'ArrowRight' });
  const dayTip = within(perDay).getByRole('tooltip');
  expect(dayTip).toHaveTextContent('2025-06-02');
  expect([...dayTip.querySelectorAll('div + div')].map((row) => row.textContent)).toEqual(['Awaiting employee0', 'Completed4', 'Refused1']);
  fireEvent.blur(perDayDrawing);
  expect(within(perDay).queryByRole('tooltip')).not.toBeInTheDocument();
  fireEvent.mouseEnter(within(groups).getByLabelText('上海华联物流有限公司 Tasks 7'));
  expect(within(groups).getByRole('tooltip')).toHaveTextContent('上海华联物流有限公司Tasks7Completed4');
  fireEvent.focus(within(shares).getByLabelText('Refused 1 (14%)'));
  expect(within(shares).getByRole('tooltip')).toHaveTextContent('RefusedRefused1 (14%)');

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
  expect(await within(cardOf('Tasks per department')).findByLabelText('No department Tasks 7')).toBeInTheDocument();
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
  await screen.findByLabelText('Tasks per day (by their status now)'); // the line chart

  // Today to today, chosen in the range picker.
  const today = dayjs().format('YYYY-MM-DD');
  const todayCell = () => screen.getAllByTitle(today).find((cell) => cell.classList.contains('ant-picker-cell-in-view'))!;
  fireEvent.click(screen.getByPlaceholderText('Start date'));
  await waitFor(() => expect(todayCell()).toBeInTheDocument());
  fireEvent.click(todayCell());
  fireEvent.click(todayCell());
  await waitFor(() => expect(asked.at(-1)?.get('from')).toBe(today));
  expect(asked.at(-1)?.get('to')).toBe(today);
  const perDay = cardOf('Tasks per day (by their status now)');
  const completed = await within(perDay).findByLabelText(`${today} Completed 4`);
  expect(completed.tagName).toBe('rect');
  expect(within(perDay).getByLabelText(`${today} Refused 1`).tagName).toBe('rect');
  expect(ticksOf(perDay)).toBe('0 1 2 3 4');
  expect(categoriesOf(perDay)).toEqual([today]);
  const shares = cardOf('Status share');
  expect(legendOf(perDay)).toEqual({ Completed: legendOf(shares).Completed, Refused: legendOf(shares).Refused });
  expect(completed.getAttribute('fill')).toBe(legendOf(shares).Completed);
  // No line: not one path drawn.
  expect(perDay.querySelector('path')).toBeNull();
});

it('shows each chart without tasks as empty, drawing nothing', async () => {
  server.use(...sessionApi(users.admin).handlers);
  const none = { draft: 0, scheduled: 0, pending_employee: 0, pending_company: 0, completed: 0, rejected: 0, revoked: 0, expired: 0 };
  server.use(
    http.get('/api/stats', () => ok({ ...stats, perDay: [], byStatus: none, groups: { by: 'company', rows: [] }, refusalReasons: [] })),
    http.get('/api/companies', () => ok({ list: [], total: 0, current: 1, pageSize: 20 })),
  );
  render(<TestBrowser location={{ pathname: '/stats' }} />);
  for (const title of ['Tasks per day (by their status now)', 'Status share', 'Tasks per company', 'Reasons of refusal']) {
    const card = await waitFor(() => cardOf(title));
    expect(within(card).getByText('No tasks in these dates')).toBeInTheDocument();
    expect(card.querySelector('[aria-label]')).toBeNull();
  }
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
