/**
 * Personal settings: the real name is labelled as one in every language, the security section
 * shows only rows that do something, and the notification toggles carry their own titles.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AccountProfile, NotificationPreferences, SecurityOverview } from '@common/api/accounts';
import { sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});
afterEach(() => act(() => setLocale('en-US', false)));

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const profile: AccountProfile = {
  name: '李静',
  avatar: '',
  email: 'lijing@hualian-logistics.cn',
  signature: '',
  country: 'CN',
  province: '',
  city: '',
  address: '',
  phone: '13761429085',
};

function settingsApi() {
  const seen = { passwords: [] as unknown[], notifications: [] as unknown[] };
  let preferences: NotificationPreferences = { userMessage: true, systemMessage: true, todoNotice: true };
  server.use(
    ...sessionApi(users.user).handlers,
    http.get('/api/account/settings', () => ok(profile)),
    http.get('/api/account/security', () =>
      ok({ passwordStrength: 'medium', mobile: '137****9085', backupEmail: '' } satisfies SecurityOverview),
    ),
    http.put('/api/account/password', async ({ request }) => {
      seen.passwords.push(await request.json());
      return ok({ passwordStrength: 'strong', mobile: '137****9085', backupEmail: '' } satisfies SecurityOverview);
    }),
    http.get('/api/account/notifications', () => ok(preferences)),
    http.put('/api/account/notifications', async ({ request }) => {
      const body = (await request.json()) as NotificationPreferences;
      seen.notifications.push(body);
      preferences = body;
      return ok(body);
    }),
  );
  return seen;
}

it('labels the real name as the name, in every language', async () => {
  settingsApi();
  render(<TestBrowser location={{ pathname: '/account/settings' }} />);
  expect(await screen.findByLabelText('Full name')).toHaveValue('李静');
  expect(screen.queryByText(/nickname/i)).not.toBeInTheDocument();
  for (const [locale, label] of [
    ['zh-CN', '姓名'],
    ['zh-TW', '姓名'],
    ['pt-BR', 'Nome completo'],
    ['id-ID', 'Nama lengkap'],
  ] as const) {
    act(() => setLocale(locale, false));
    expect(await screen.findByLabelText(label)).toHaveValue('李静');
  }
  expect(screen.queryByText('昵称')).not.toBeInTheDocument();
});

it('shows only security rows with something to do: no security question, no MFA device', async () => {
  const seen = settingsApi();
  render(<TestBrowser location={{ pathname: '/account/security' }} />);
  await screen.findByText('Security Phone');
  expect(screen.getByText('Account Password')).toBeInTheDocument();
  expect(screen.getByText('Backup Email')).toBeInTheDocument();
  expect(screen.queryByText(/Security Question/)).not.toBeInTheDocument();
  expect(screen.queryByText(/MFA/)).not.toBeInTheDocument();
  // The password row changes the password.
  const row = screen.getByText('Account Password').closest('li')!;
  fireEvent.click(within(row).getByText('Modify'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'ant.design' } });
  fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Better2025x' } });
  fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'Better2025x' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(seen.passwords).toEqual([{ oldPassword: 'ant.design', newPassword: 'Better2025x' }]));
});

it('titles the first notification toggle as messages from other users, not the account password', async () => {
  const seen = settingsApi();
  render(<TestBrowser location={{ pathname: '/account/notification' }} />);
  const toggle = await screen.findByRole('switch', { name: 'Messages from other users' });
  expect(screen.getByText('Messages from other users')).toBeInTheDocument();
  expect(screen.queryByText('Account Password')).not.toBeInTheDocument();
  fireEvent.click(toggle);
  await waitFor(() => expect(seen.notifications).toEqual([{ userMessage: false, systemMessage: true, todoNotice: true }]));
  act(() => setLocale('zh-CN', false));
  expect(await screen.findByRole('switch', { name: '用户消息' })).toBeInTheDocument();
  expect(screen.queryByText('账户密码')).not.toBeInTheDocument();
});
