/**
 * The login page's own parts: placeholders in one language, the demo accounts listed only while
 * they exist, the other-provider and register links that say what is true without piling up
 * messages, and "forgot password": a texted code and a new password.
 */
import { TestBrowser } from '@@/testBrowser';
import { setLocale } from '@umijs/max';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'history';
import { http, HttpResponse } from 'msw';
import { createRef, type MutableRefObject } from 'react';
import { UserType, type DemoAccounts } from '@common/api/accounts';
import { sessionApi } from './demo';
import { server } from './msw';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('en-US', false);
});
afterEach(() => act(() => setLocale('en-US', false)));

const ok = (data: unknown) => HttpResponse.json({ status: 0, msg: 'ok', data });

const FIVE: DemoAccounts = {
  demoAccounts: true,
  accounts: [
    { username: 'admin', password: 'ant.design', type: UserType.ADMIN },
    { username: 'user', password: 'ant.design', type: UserType.COMPANY },
    { username: 'company', password: 'ant.design', type: UserType.COMPANY },
    { username: 'department', password: 'ant.design', type: UserType.DEPARTMENT },
    { username: 'operator', password: 'ant.design', type: UserType.OPERATOR },
  ],
};

function renderLogin(demo: DemoAccounts = FIVE) {
  const api = sessionApi();
  server.use(
    http.get('/api/login/demo', () => ok(demo)),
    ...api.handlers,
  );
  const historyRef = createRef<Location>() as MutableRefObject<Location & { location: Location }>;
  render(<TestBrowser location={{ pathname: '/user/login' }} historyRef={historyRef as never} />);
  return { api, at: () => historyRef.current?.location };
}

const value = (placeholder: string) => (screen.getByPlaceholderText(placeholder) as HTMLInputElement).value;

describe('placeholders', () => {
  it('are in one language, and name no account', async () => {
    renderLogin();
    const username = await screen.findByPlaceholderText('Username');
    expect(screen.getByPlaceholderText('Password')).toBeInTheDocument();
    act(() => setLocale('zh-CN', false));
    await waitFor(() => expect(username).toHaveAttribute('placeholder', '用户名'));
    expect(screen.getByPlaceholderText('密码')).toBeInTheDocument();
    act(() => setLocale('zh-TW', false));
    await waitFor(() => expect(username).toHaveAttribute('placeholder', '使用者名稱'));
  });
});

describe('demo accounts', () => {
  it('lists the five with their roles and password; a click fills the form and logs in', async () => {
    const { api, at } = renderLogin();
    const list = await screen.findByRole('region', { name: /Demo accounts \(password ant\.design/ });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'admin · Administrator',
      'user · Company user',
      'company · Company user',
      'department · Department user',
      'operator · Operator',
    ]);
    fireEvent.click(within(list).getByRole('button', { name: 'user · Company user' }));
    expect(value('Username')).toBe('user');
    expect(value('Password')).toBe('ant.design');
    fireEvent.click(screen.getByRole('button', { name: /login/i }));
    await waitFor(() => expect(at()?.pathname).not.toBe('/user/login'));
    expect(api.state.logins).toEqual([{ type: 'account', username: 'user', password: 'ant.design', autoLogin: true }]);
  });

  it('lists none, and names none in the failure, once they are gone', async () => {
    renderLogin({ demoAccounts: false, accounts: [] });
    fireEvent.change(await screen.findByPlaceholderText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: /login/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect username\/password$/);
    expect(screen.queryByRole('region', { name: /Demo accounts/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/ant\.design/)).not.toBeInTheDocument();
  });
});

describe('the failure hint', () => {
  it('names the sample accounts when their answer comes back after the failure', async () => {
    renderLogin();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked: string[] = [];
    server.use(
      http.get('/api/login/demo', async () => {
        await answered;
        return ok(FIVE);
      }),
      http.post('/api/login/account', () => {
        asked.push('login');
        return HttpResponse.json({ status: 401, msg: 'wrong' }, { status: 401 });
      }),
    );
    fireEvent.change(await screen.findByPlaceholderText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByPlaceholderText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: /login/i }));
    await waitFor(() => expect(asked).toEqual(['login']));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username/password (admin/ant.design)');
  });
});

describe('other-provider login and register', () => {
  it('say that no provider is connected and who creates accounts, without piling up messages', async () => {
    renderLogin();
    const dingTalk = await screen.findByRole('img', { name: /^DingTalk: No third-party login is connected/ });
    for (let i = 0; i < 3; i += 1) fireEvent.click(dingTalk);
    fireEvent.mouseEnter(dingTalk);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'No third-party login is connected yet; please use your account or phone.',
    );

    const register = screen.getByRole('button', { name: 'Register' });
    for (let i = 0; i < 3; i += 1) fireEvent.click(register);
    await screen.findByText('Accounts are created by administrators; please ask yours.');
    expect(screen.getAllByText('Accounts are created by administrators; please ask yours.')).toHaveLength(1);
    // No pop-up messages at all.
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
  });
});

describe('forgot password', () => {
  function resetApi(answer: () => Response = () => ok({ username: 'operator' })) {
    const seen = { codes: [] as string[], resets: [] as unknown[] };
    server.use(
      http.get('/api/login/captcha', ({ request }) => {
        seen.codes.push(new URL(request.url).searchParams.get('mobile')!);
        return ok({ sent: true, retryAfterSeconds: 60, expiresInSeconds: 300 });
      }),
      http.post('/api/login/reset-password', async ({ request }) => {
        seen.resets.push(await request.json());
        return answer();
      }),
    );
    return seen;
  }

  async function openReset() {
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    return screen.findByRole('form', { name: 'Reset your password' });
  }

  const fill = (form: HTMLElement, placeholder: string, text: string) =>
    fireEvent.change(within(form).getByPlaceholderText(placeholder), { target: { value: text } });

  it('texts a code to the mobile, sets the new password, and comes back to the login with the username', async () => {
    renderLogin();
    const seen = resetApi();
    fireEvent.change(await screen.findByPlaceholderText('Username'), { target: { value: 'someone' } });
    const form = await openReset();
    fill(form, 'Phone number', '13524986731');
    fireEvent.click(within(form).getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(seen.codes).toEqual(['13524986731']));
    expect(await within(form).findByRole('button', { name: /s to resend/ })).toBeDisabled();
    fill(form, 'Verification code', '123456');
    fill(form, 'New password', 'Forgot2025x');
    fill(form, 'Confirm new password', 'Forgot2025x');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(seen.resets).toEqual([{ mobile: '13524986731', captcha: '123456', newPassword: 'Forgot2025x' }]));
    expect(await screen.findByText('The password of operator has been reset: log in with the new one.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reset your password' })).not.toBeInTheDocument());
    expect(value('Username')).toBe('operator');
    expect(value('Password')).toBe('');
  });

  it('checks the form before sending: the mobile, the password rule, the same password twice', async () => {
    renderLogin();
    const seen = resetApi();
    const form = await openReset();
    fill(form, 'Phone number', '12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Get code' }));
    expect(await within(form).findByText('Phone number is invalid!')).toBeInTheDocument();
    fill(form, 'Phone number', '13524986731');
    fill(form, 'Verification code', '123456');
    fill(form, 'New password', 'lettersonly');
    fill(form, 'Confirm new password', 'different1');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(await within(form).findByText('The two passwords do not match')).toBeInTheDocument();
    expect(within(form).getAllByText('8 to 64 characters, with both letters and digits').length).toBeGreaterThan(1);
    expect(seen.codes).toEqual([]);
    expect(seen.resets).toEqual([]);
  });

  it("shows the server's refusal at the code, and stays", async () => {
    renderLogin();
    resetApi(() => HttpResponse.json({ status: 422, msg: 'Verification Code Error', field: 'captcha' }, { status: 422 }));
    const form = await openReset();
    fill(form, 'Phone number', '13524986731');
    fill(form, 'Verification code', '000000');
    fill(form, 'New password', 'Forgot2025x');
    fill(form, 'Confirm new password', 'Forgot2025x');
    fireEvent.click(within(form).getByRole('button', { name: 'Reset password' }));
    expect(await within(form).findByText('Verification Code Error')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('goes back to the login with what was typed', async () => {
    renderLogin();
    fireEvent.change(await screen.findByPlaceholderText('Username'), { target: { value: 'kept' } });
    const form = await openReset();
    fireEvent.click(within(form).getByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Reset your password' })).not.toBeInTheDocument());
    expect(value('Username')).toBe('kept');
  });
});
