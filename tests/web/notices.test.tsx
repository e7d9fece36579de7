/**
 * The header's notices through the DOM: a notice about something opens it (the task of a
 * signing event) and is marked read on the way.
 */
import { TestBrowser } from '@@/testBrowser';
import { history, setLocale } from '@umijs/max';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Notice } from '@common/api/accounts';
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
});

it('opens the page a notification is about, as the seeded ones are: the companies without a seal', async () => {
  const withoutSeal: Notice = {
    id: 7,
    type: 'event',
    title: '3 client companies have no seal yet',
    description: 'A company without a seal cannot seal.',
    datetime: new Date().toISOString(),
    read: false,
    status: 'urgent',
    link: '/company?hasSeal=false',
  };
  const welcome: Notice = {
    id: 8,
    type: 'notification',
    title: 'Welcome to E-Signature Cloud, 系统管理员',
    description: 'The manual explains each page for your role.',
    datetime: new Date().toISOString(),
    read: false,
    status: 'processing',
    link: '/helpCenter/manual',
  };
  server.use(...sessionApi(users.admin).handlers);
  server.use(
    http.get('/api/notices', () => ok([withoutSeal, welcome])),
    http.put('/api/notices/:id/read', ({ params }) => ok({ ...welcome, id: Number(params.id), read: true })),
    http.get('/api/help/manual/:role', () => ok({ locale: 'en-US', fallback: false, markdown: '# Administrator manual' })),
  );
  render(<TestBrowser location={{ pathname: '/home' }} />);
  const bell = await screen.findByRole('button', { name: 'Notices' });
  await waitFor(() => expect(bell.querySelector('.ant-badge-count')?.textContent).toBe('2'));
  fireEvent.click(bell);
  fireEvent.click(await screen.findByText('Notifications (1)'));
  fireEvent.click(await screen.findByText(welcome.title));
  await waitFor(() => expect(history.location.pathname).toBe('/helpCenter/manual'));
  fireEvent.click(bell);
  fireEvent.click(await screen.findByText('To-do (1)'));
  fireEvent.click(await screen.findByText(withoutSeal.title));
  await waitFor(() => expect(`${history.location.pathname}${history.location.search}`).toBe('/company?hasSeal=false'));
});
