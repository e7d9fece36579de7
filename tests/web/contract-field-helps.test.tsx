/**
 * The field-help list (/contract/helper) through the DOM with msw: the shared list's filter bar
 * (Query before Reset, as on every other list), its filters sent as the API's query, and the
 * actions column pinned to the right so a narrow window (1440 px) still shows it; the form
 * checks an entry by the same limits as the server (common/validation).
 */
import { windowOfWidth } from './windowWidth';
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { FieldHelp } from '@common/api/contracts';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const help = (id: number, key: string, title: string, companyId: number | null): FieldHelp => ({
  id,
  key,
  title,
  content: `${title}：${'请按身份证上的写法填写，'.repeat(12)}`,
  example: '张三',
  companyId,
  companyName: companyId ? '上海华联物流有限公司' : null,
  createdAt: '2025-03-01T08:00:00Z',
  updatedAt: '2025-03-01T08:00:00Z',
});

function helpsApi() {
  const seen = { queries: [] as Record<string, string>[] };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/field-helps', ({ request }) => {
      seen.queries.push(Object.fromEntries(new URL(request.url).searchParams));
      const list = [help(1, 'employee_name', '乙方姓名', null), help(2, 'work_location', '工作地点', 29)];
      return ok({ list, total: list.length, current: 1, pageSize: 10 });
    }),
  );
  return seen;
}

it('filters as the other lists do: Query before Reset, the key and a keyword sent as the API names them', async () => {
  const seen = helpsApi();
  render(<TestBrowser location={{ pathname: '/contract/helper' }} />);
  expect(await screen.findByText('工作地点')).toBeInTheDocument();
  expect(seen.queries[0]).toMatchObject({ current: '1', pageSize: '10', sorter: 'key' });

  const bar = document.querySelector('form.list-filter-bar') as HTMLElement;
  expect(
    within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/\s/g, '')),
  ).toEqual(['Query', 'Reset']);
  fireEvent.change(within(bar).getByRole('textbox', { name: 'Keyword' }), { target: { value: ' 身份证 ' } });
  fireEvent.change(within(bar).getByRole('textbox', { name: 'Key' }), { target: { value: 'employee_name' } });
  fireEvent.click(within(bar).getByRole('button', { name: /Query/ }));
  await waitFor(() => expect(seen.queries.at(-1)).toMatchObject({ keyword: '身份证', key: 'employee_name', current: '1' }));

  fireEvent.click(within(bar).getByRole('button', { name: /Reset/ }));
  await waitFor(() => expect(seen.queries.at(-1)).not.toHaveProperty('keyword'));
  expect(seen.queries.at(-1)).not.toHaveProperty('key');
  expect(within(bar).getByRole('textbox', { name: 'Keyword' })).toHaveValue('');
});

let restoreWidth: (() => void) | undefined;
afterEach(() => {
  restoreWidth?.();
  restoreWidth = undefined;
});

it('pins the actions column to the right (on a desktop), and offers them only on the entries the user may change', async () => {
  restoreWidth = windowOfWidth(1440);
  helpsApi();
  render(<TestBrowser location={{ pathname: '/contract/helper' }} />);
  const own = (await screen.findByText('工作地点')).closest('tr') as HTMLElement;
  const header = screen.getByRole('columnheader', { name: 'Actions' });
  expect(header).toHaveClass('ant-table-cell-fix-right');
  const actions = within(own).getByText('Edit').closest('td') as HTMLElement;
  expect(actions).toHaveClass('ant-table-cell-fix-right');
  expect(within(own).getByText('Delete')).toBeInTheDocument();
  // A shared entry: a company user reads it, changes nothing.
  const shared = screen.getByText('乙方姓名').closest('tr') as HTMLElement;
  expect(within(shared).getByText('Shared')).toBeInTheDocument();
  expect(within(shared).queryByText('Edit')).toBeNull();
  // Long texts are cut to their column's width instead of widening the table.
  expect(
    within(own)
      .getByText(/工作地点：请按/)
      .closest('td'),
  ).toHaveClass('ant-table-cell-ellipsis');
});

it('takes an example as long as the server does (500 characters) and refuses a longer one before sending', async () => {
  helpsApi();
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.put('/api/field-helps/:id', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      return ok({ ...help(2, 'work_location', '工作地点', 29), ...body });
    }),
  );
  render(<TestBrowser location={{ pathname: '/contract/helper' }} />);
  const own = (await screen.findByText('工作地点')).closest('tr') as HTMLElement;
  fireEvent.click(within(own).getByText('Edit'));
  const dialog = await screen.findByRole('dialog');
  const example = within(dialog).getByLabelText('Example');
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: /OK|Submit/ }));

  fireEvent.change(example, { target: { value: '例'.repeat(501) } });
  submit();
  expect(await within(dialog).findByText('At most 500 characters')).toBeInTheDocument();
  expect(saves).toEqual([]);

  fireEvent.change(example, { target: { value: '例'.repeat(500) } });
  submit();
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]).toMatchObject({ key: 'work_location', example: '例'.repeat(500) });
});
