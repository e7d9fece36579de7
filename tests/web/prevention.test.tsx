/**
 * The prevention list through the DOM with msw: one place to look a person up by ID number (the
 * list's filter), which finds the entry with its reason.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PreventionEntry } from '@common/api/organisation';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const entry = (over: Partial<PreventionEntry>): PreventionEntry => ({
  id: 1,
  name: '杨雪',
  idNumber: '110101199003074514',
  mobile: '13800000000',
  reason: 'Forged documents',
  createdBy: '陈立新',
  createdAt: '2025-06-01T02:00:00Z',
  ...over,
});

it('offers one ID-number search, the list’s filter, which finds the person with the reason', async () => {
  const asked: URLSearchParams[] = [];
  const everyone = [entry({}), entry({ id: 2, name: '王强', idNumber: '11010119850615001X', reason: 'Fraud' })];
  server.use(
    ...sessionApi(users.admin).handlers,
    http.get('/api/prevention-list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const list = everyone.filter((e) => !query.get('idNumber') || e.idNumber === query.get('idNumber'));
      return ok({ list, total: list.length, current: 1, pageSize: 10 });
    }),
  );
  render(<TestBrowser location={{ pathname: '/preventionList' }} />);
  expect(await screen.findByText('王强')).toBeInTheDocument();
  // A single box takes an ID number: the list's own filter, nothing beside it.
  expect(screen.getAllByPlaceholderText(/ID number/)).toHaveLength(1);
  expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('ID number'), { target: { value: '11010119850615001X' } });
  fireEvent.click(screen.getByRole('button', { name: /Query/ }));
  await waitFor(() => expect(asked.at(-1)?.get('idNumber')).toBe('11010119850615001X'));
  await waitFor(() => expect(screen.queryByText('杨雪')).not.toBeInTheDocument());
  expect(within(screen.getByText('王强').closest('tr') as HTMLElement).getByText('Fraud')).toBeInTheDocument();
});
