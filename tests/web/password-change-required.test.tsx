/**
 * A password an administrator set (`mustChangePassword` in the current user): every page is
 * replaced by the change-password screen, without the shell, until it is changed; then the page
 * asked for opens. Logging out is the other way out.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Location } from 'history';
import { http, HttpResponse } from 'msw';
import { createRef, type MutableRefObject } from 'react';
import type { CurrentUser } from '@common/api/accounts';
import { emptyHomeApi, sessionApi, users } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });
const MUST_CHANGE = { status: 403, msg: 'Change the password your administrator set before doing anything else' };

/** The API of an operator whose password the administrator set: only the current user, the change and logout answer. */
function mustChangeApi() {
  const operator: CurrentUser = { ...users.department, id: 9, username: 'new.operator', name: '新同事', mustChangePassword: true };
  const api = sessionApi(operator);
  const seen = { changes: [] as unknown[], others: [] as string[] };
  server.use(
    http.put('/api/account/password', async ({ request }) => {
      const body = (await request.json()) as { oldPassword: string; newPassword: string };
      seen.changes.push(body);
      if (body.oldPassword !== 'Given2025x') {
        return HttpResponse.json({ status: 422, msg: 'The current password is wrong', field: 'oldPassword' }, { status: 422 });
      }
      api.state.user = { ...api.state.user!, mustChangePassword: false };
      return ok({ passwordStrength: 'strong', mobile: '', backupEmail: '' });
    }),
    ...api.handlers.filter((handler) => !String(handler.info.header).includes('/api/notices')),
    ...emptyHomeApi(),
    http.get('/api/employees', () => ok({ list: [], total: 0, current: 1, pageSize: 10 })),
    // Anything else while the password must change is refused, as the server does, and noted.
    http.all('/api/*', ({ request }) => {
      if (api.state.user?.mustChangePassword) {
        seen.others.push(`${request.method} ${new URL(request.url).pathname}`);
        return HttpResponse.json(MUST_CHANGE, { status: 403 });
      }
      return undefined;
    }),
  );
  return { api, seen };
}

function renderAt(pathname: string) {
  const historyRef = createRef<Location>() as MutableRefObject<Location & { location: Location; push: (p: string) => void }>;
  render(<TestBrowser location={{ pathname }} historyRef={historyRef as never} />);
  return { at: () => historyRef.current?.location, history: () => historyRef.current };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('shows only the change-password screen, on any page, and asks the API for nothing else', async () => {
  const { seen } = mustChangeApi();
  const { history } = renderAt('/employee');
  expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
  expect(screen.getByText(/Your password was set by an administrator/)).toBeInTheDocument();
  // No shell: no menu, no account menu, no header actions.
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.queryByTestId('avatar-dropdown')).not.toBeInTheDocument();

  for (const path of ['/home', '/account/settings', '/company', '/no-such-page']) {
    act(() => history().push(path));
    expect(await screen.findByRole('heading', { name: 'Change your password' })).toBeInTheDocument();
  }
  expect(seen.others).toEqual([]);
});

it('changes the password, then opens the page asked for', async () => {
  const { api, seen } = mustChangeApi();
  const { at } = renderAt('/employee');
  await screen.findByRole('heading', { name: 'Change your password' });

  fill('Current password', 'wrong-one1');
  fill('New password', 'Mine2025x');
  fill('Confirm new password', 'Mine2025x');
  fireEvent.click(screen.getByRole('button', { name: 'Change password and continue' }));
  expect(await screen.findByText('The current password is wrong')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Change your password' })).toBeInTheDocument();

  fill('Current password', 'Given2025x');
  fireEvent.click(screen.getByRole('button', { name: 'Change password and continue' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Change your password' })).not.toBeInTheDocument());
  expect(seen.changes).toEqual([
    { oldPassword: 'wrong-one1', newPassword: 'Mine2025x' },
    { oldPassword: 'Given2025x', newPassword: 'Mine2025x' },
  ]);
  expect(api.state.user?.mustChangePassword).toBe(false);
  expect(at()?.pathname).toBe('/employee');
  expect(await screen.findByTestId('avatar-dropdown')).toBeInTheDocument();
  expect(seen.others).toEqual([]);
});

it('checks the new password before sending it', async () => {
  const { seen } = mustChangeApi();
  renderAt('/home');
  await screen.findByRole('heading', { name: 'Change your password' });
  fill('Current password', 'Given2025x');
  fill('New password', 'lettersonly');
  fill('Confirm new password', 'lettersonl');
  fireEvent.click(screen.getByRole('button', { name: 'Change password and continue' }));
  expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
  expect(seen.changes).toEqual([]);
});

it('lets the user log out instead', async () => {
  const { api } = mustChangeApi();
  const { at } = renderAt('/home');
  await screen.findByRole('heading', { name: 'Change your password' });
  fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(at()?.pathname).toBe('/user/login'));
  expect(api.state.logouts).toBe(1);
  expect(await screen.findByRole('tab', { name: 'Account Login' })).toBeInTheDocument();
});
