/**
 * The shell through the whole app (Umi's TestBrowser, memory history): getInitialState, the
 * login and logout flows, route access and the account menu.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Location } from 'history';
import { http, HttpResponse } from 'msw';
import { createRef, type MutableRefObject } from 'react';
import { server } from './msw';
import { emptyHomeApi, sessionApi, users } from './demo';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});

// The home page's own reads, for the tests that land there (each test's handlers come first).
beforeEach(() => server.use(...emptyHomeApi()));

function renderAt(pathname: string, search = '') {
  const historyRef = createRef<Location>() as MutableRefObject<Location & { location: Location; push: (p: string) => void }>;
  render(<TestBrowser location={{ pathname, search }} historyRef={historyRef as never} />);
  const at = () => historyRef.current?.location;
  return { at, history: () => historyRef.current };
}

describe('getInitialState', () => {
  it('loads the current user once and shows the layout with the name', async () => {
    const api = sessionApi(users.admin);
    let calls = 0;
    server.use(...api.handlers.map((h) => h));
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/currentUser')) calls += 1;
    });
    renderAt('/home');
    expect(await screen.findByText('Welcome, 系统管理员')).toBeInTheDocument();
    expect(calls).toBe(1);
    server.events.removeAllListeners();
  });

  it('sends the user to /user/login with the page as redirect when the user cannot be loaded', async () => {
    server.use(...sessionApi().handlers);
    const { at } = renderAt('/employee', '?q=1');
    await waitFor(() => expect(at()?.pathname).toBe('/user/login'));
    expect(new URLSearchParams(at()?.search).get('redirect')).toBe('/employee?q=1');
    expect(await screen.findByRole('tab', { name: 'Account Login' })).toBeInTheDocument();
  });
});

describe('a session the server ended for a reason', () => {
  const SUSPENDED = "Your company's use of the platform has been suspended, so you were logged out. Contact the platform administrator.";
  const suspended = () => HttpResponse.json({ status: 302, msg: '您所在的公司已被暂停使用', reason: 'companySuspended' }, { status: 401 });

  it('says on the login page that the company was suspended, when the user is loaded', async () => {
    server.use(http.get('/api/currentUser', suspended), ...sessionApi().handlers);
    const { at } = renderAt('/employee');
    await waitFor(() => expect(at()?.pathname).toBe('/user/login'));
    expect(new URLSearchParams(at()?.search).get('redirect')).toBe('/employee');
    expect(new URLSearchParams(at()?.search).get('reason')).toBe('companySuspended');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
  });

  it('says so too when a call made later in the session is refused', async () => {
    server.use(...sessionApi(users.user).handlers);
    const { at, history } = renderAt('/home');
    await screen.findByText('Welcome, 公司用户');
    server.use(http.get('/api/employees', suspended));
    act(() => history().push('/employee'));
    await waitFor(() => expect(at()?.pathname).toBe('/user/login'));
    expect(new URLSearchParams(at()?.search).get('redirect')).toBe('/employee');
    expect(await screen.findByRole('alert')).toHaveTextContent(SUSPENDED);
  });

  it('shows nothing for a reason it does not know, and no text from the address', async () => {
    server.use(...sessionApi().handlers);
    renderAt('/user/login', `?reason=${encodeURIComponent('Call 555-0100 to restore access')}`);
    expect(await screen.findByRole('tab', { name: 'Account Login' })).toBeInTheDocument();
    expect(document.querySelector('.ant-alert')).toBeNull();
    expect(screen.queryByText(SUSPENDED)).not.toBeInTheDocument();
    expect(screen.queryByText(/555-0100/)).not.toBeInTheDocument();
  });
});

describe('login', () => {
  it('shows the login form validation messages', async () => {
    server.use(...sessionApi().handlers);
    renderAt('/user/login');
    fireEvent.click(await screen.findByRole('button', { name: /login/i }));
    expect(await screen.findByText('Please input your username!')).toBeInTheDocument();
    expect(screen.getByText('Please input your password!')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Phone Login' }));
    fireEvent.change(await screen.findByPlaceholderText('Phone number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: /login/i }));
    expect(await screen.findByText('Phone number is invalid!')).toBeInTheDocument();
    expect(screen.getByText('Please input verification code!')).toBeInTheDocument();
  });

  it('switches the language from the globe, in place, with what was typed kept', async () => {
    server.use(...sessionApi().handlers);
    renderAt('/user/login');
    fireEvent.change(await screen.findByPlaceholderText(/username/i), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    fireEvent.click(await screen.findByText('简体中文'));
    expect(await screen.findByRole('button', { name: '登 录' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '账户密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByDisplayValue('kept')).toBeInTheDocument();
    act(() => setLocale('en-US', false));
  });

  it('shows the sample-account hint on wrong credentials and writes no user', async () => {
    const api = sessionApi();
    server.use(...api.handlers);
    const { at } = renderAt('/user/login');
    fireEvent.change(await screen.findByPlaceholderText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: /login/i }));
    expect(await screen.findByText('Incorrect username/password (admin/ant.design)')).toBeInTheDocument();
    expect(api.state.user).toBeUndefined();
    expect(at()?.pathname).toBe('/user/login');
  });

  it('logs in, sends remember-me, and returns to the redirect page', async () => {
    const api = sessionApi();
    server.use(...api.handlers);
    const { at } = renderAt('/user/login', `?redirect=${encodeURIComponent('/account/security')}`);
    fireEvent.change(await screen.findByPlaceholderText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'ant.design' } });
    fireEvent.click(screen.getByRole('button', { name: /login/i }));
    await waitFor(() => expect(at()?.pathname).toBe('/account/security'));
    expect(api.state.logins).toEqual([{ type: 'account', username: 'admin', password: 'ant.design', autoLogin: true }]);
  });

  it('never redirects to another site after login', async () => {
    server.use(...sessionApi().handlers);
    const { at } = renderAt('/user/login', `?redirect=${encodeURIComponent('//evil.example/x')}`);
    fireEvent.change(await screen.findByPlaceholderText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'ant.design' } });
    fireEvent.click(screen.getByRole('button', { name: /login/i }));
    await waitFor(() => expect(at()?.pathname).toBe('/employee'));
  });
});

describe('logout and access', () => {
  it('logout clears the user and goes to /user/login with the page it was on', async () => {
    const api = sessionApi(users.user);
    server.use(...api.handlers);
    const { at, history } = renderAt('/home');
    await screen.findByText('Welcome, 公司用户');
    fireEvent.mouseEnter(screen.getByTestId('avatar-dropdown'));
    fireEvent.click(await screen.findByText('Logout'));
    await waitFor(() => expect(at()?.pathname).toBe('/user/login'));
    expect(new URLSearchParams(at()?.search).get('redirect')).toBe('/home');
    expect(api.state.logouts).toBe(1);
    // With no user, any page change goes back to login.
    act(() => history().push('/employee'));
    await waitFor(() => expect(at()?.pathname).toBe('/user/login'));
  });

  it('shows 403 on a route the user may not open', async () => {
    server.use(...sessionApi(users.department).handlers);
    renderAt('/preventionList');
    expect(await screen.findByText('Sorry, you are not authorized to access this page.')).toBeInTheDocument();
  });

  it('shows the not-found page on an unknown path', async () => {
    server.use(...sessionApi(users.admin).handlers);
    renderAt('/no/such/page');
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });
});
