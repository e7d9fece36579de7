/**
 * The header's notices through the DOM: a notice about something opens it (the task of a
 * signing event) and is marked read on the way.
 */
import { TestBrowser } from '@@/testBrowser';
import { history, setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Notice } from '../../common/api';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const signed: Notice = {
  id: 41,
  type: 'event',
  title: '李娜 signed "劳动合同（2025 版）"',
  description: 'Sign task #12',
  datetime: new Date().toISOString(),
  read: false,
  status: 'processing',
  link: '/sign/12',
};

it('opens what a notice is about and marks it read', async () => {
  const read: string[] = [];
  server.use(...sessionApi(users.user).handlers);
  server.use(
    http.get('/api/notices', () => ok([signed])),
    http.put('/api/notices/:id/read', ({ params }) => {
      read.push(String(params.id));
      return ok({ ...signed, read: true });
    }),
  );
  render(<TestBrowser location={{ pathname: '/home' }} />);
  const bell = await screen.findByRole('button', { name: 'Notices' });
  // One unread notice on the bell.
  await waitFor(() => expect(bell.querySelector('.ant-badge-count')?.textContent).toBe('1'));
  fireEvent.click(bell);
  fireEvent.click(await screen.findByText('To-do (1)'));
  fireEvent.click(await screen.findByText(signed.title));
  await waitFor(() => expect(history.location.pathname).toBe('/sign/12'));
  expect(read).toEqual(['41']);
}, 60000);
