/**
 * A forgotten password: GET /api/login/captcha texts the login code to the account's mobile
 * (read here from the outbox), POST /api/login/reset-password sets a new password with it. The
 * same limits as a phone login; the same answers whether or not a number has an account;
 * nothing written on refusal.
 */
import type { CurrentUser, ForgottenPasswordResult } from '../../common/api/accounts';
import type { PasswordResetResult } from '../../common/api/organisation';
import { translate } from '../../server/i18n';
import { accountId, MINUTE, rowOf, startServer, type ApiClient, type TestServer } from './support/harness';
import { heldTexts } from './support/outbox';
import { count, snapshot } from './support/roles';

const OPERATOR_MOBILE = '13524986731';
const USER_MOBILE = '13761429085';
const COMPANY_MOBILE = '15850673192';
const WANGFANG_MOBILE = '18768105942';
const DEPARTMENT_MOBILE = '18621374560';
const UNKNOWN_MOBILE = '13000000000';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Asks for a code for `mobile`; answers the code texted, if any. */
async function textedCode(client: ApiClient, mobile: string): Promise<string | undefined> {
  const before = heldTexts(server.handle, [mobile]).length;
  const sent = await client.get(`/api/login/captcha?mobile=${mobile}`);
  expect(sent.status).toBe(200);
  const texts = heldTexts(server.handle, [mobile]);
  if (texts.length === before) return undefined;
  return /\d{6}/.exec(texts.at(-1)!.body)![0];
}

const reset = (client: ApiClient, body: Record<string, unknown>) => client.post<ForgottenPasswordResult>('/api/login/reset-password', body);

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

it('texts the login code to the mobile, sets the new password with it, ends the sessions; the old password stops working', async () => {
  const before = server.client();
  await before.loginOk('operator');
  const client = server.client();
  const code = await textedCode(client, OPERATOR_MOBILE);
  expect(heldTexts(server.handle, [OPERATOR_MOBILE]).at(-1)).toMatchObject({ kind: 'login_code' });

  const res = await reset(client, { mobile: OPERATOR_MOBILE, captcha: code, newPassword: 'Forgot2025x' });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ username: 'operator' });
  expect(client.sid).toBeUndefined(); // no session: the user logs in next

  const id = accountId(server.handle, 'operator');
  expect(count(server.handle, 'select count(*) n from sessions where account_id = ?', id)).toBe(0);
  expect((await before.get('/api/currentUser')).body.status).toBe(302);
  expect((await server.client().login('operator')).status).toBe(401);
  const after = server.client();
  await after.loginOk('operator', 'Forgot2025x');
  expect((await after.get<CurrentUser>('/api/currentUser')).body.data).toMatchObject({ username: 'operator', mustChangePassword: false });

  // A code works once.
  const again = await reset(server.client(), { mobile: OPERATOR_MOBILE, captcha: code, newPassword: 'Another2025x' });
  expect(again.body).toEqual({ status: 422, msg: '验证码错误', field: 'captcha' });
});

it('answers a number without an account exactly as a wrong code, texting nothing and writing nothing', async () => {
  const client = server.client({ locale: 'en-US' });
  expect(await textedCode(client, UNKNOWN_MOBILE)).toBeUndefined();
  const before = snapshot(server.handle, 'accounts');
  const unknown = await reset(client, { mobile: UNKNOWN_MOBILE, captcha: '123456', newPassword: 'Forgot2025x' });

  const owner = server.client({ locale: 'en-US' });
  const code = (await textedCode(owner, USER_MOBILE))!;
  const wrong = await reset(owner, { mobile: USER_MOBILE, captcha: wrongOf(code), newPassword: 'Forgot2025x' });

  expect(unknown.status).toBe(422);
  expect(unknown.body).toEqual({ status: 422, msg: 'Verification Code Error', field: 'captcha' });
  expect(wrong.body).toEqual(unknown.body);
  expect(snapshot(server.handle, 'accounts')).toEqual(before);
  // The right code still works after a wrong guess.
  expect((await reset(owner, { mobile: USER_MOBILE, captcha: code, newPassword: 'Forgot2025x' })).status).toBe(200);
});

it('burns the code at the fifth wrong guess, as for a phone login', async () => {
  const client = server.client();
  const code = (await textedCode(client, COMPANY_MOBILE))!;
  const hash = rowOf(server.handle, 'accounts', accountId(server.handle, 'company'))!.password_hash;
  for (let i = 0; i < 5; i += 1) {
    const res = await reset(server.client(), { mobile: COMPANY_MOBILE, captcha: wrongOf(code), newPassword: 'Forgot2025x' });
    expect(res.status).toBe(422);
  }
  expect((await reset(client, { mobile: COMPANY_MOBILE, captcha: code, newPassword: 'Forgot2025x' })).status).toBe(422);
  expect(rowOf(server.handle, 'accounts', accountId(server.handle, 'company'))!.password_hash).toBe(hash);
  // A new code a minute later works, and a phone login's code is the same code.
  server.clock.advance(61_000);
  const fresh = (await textedCode(client, COMPANY_MOBILE))!;
  expect((await reset(client, { mobile: COMPANY_MOBILE, captcha: fresh, newPassword: 'Forgot2025x' })).status).toBe(200);
});

it('sends one code per mobile per minute, shared with the phone login', async () => {
  const client = server.client({ locale: 'en-US' });
  await textedCode(client, DEPARTMENT_MOBILE);
  const soon = await client.get(`/api/login/captcha?mobile=${DEPARTMENT_MOBILE}`);
  expect(soon.status).toBe(429);
  expect(soon.headers.get('retry-after')).toBe('60');
});

it('lets a code expire after 5 minutes', async () => {
  server.clock.advance(61_000);
  const client = server.client();
  const code = (await textedCode(client, DEPARTMENT_MOBILE))!;
  server.clock.advance(5 * MINUTE);
  expect((await reset(client, { mobile: DEPARTMENT_MOBILE, captcha: code, newPassword: 'Forgot2025x' })).body).toMatchObject({
    status: 422,
    field: 'captcha',
  });
});

it('counts wrong codes against the client IP with failed logins, then refuses with 429', async () => {
  const own = await startServer({ policy: { loginFailuresPerIp: 3 } });
  try {
    const client = own.client({ locale: 'en-US' });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await client.post('/api/login/reset-password', { mobile: UNKNOWN_MOBILE, captcha: '123456', newPassword: 'Forgot2025x' })).status,
      ).toBe(422);
    }
    const limited = await client.post('/api/login/reset-password', {
      mobile: UNKNOWN_MOBILE,
      captcha: '123456',
      newPassword: 'Forgot2025x',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.msg).toMatch(/too many failed logins/i);
    // The password login from that address is held up with it.
    expect((await client.login('admin')).status).toBe(429);
  } finally {
    await own.close();
  }
});

it.each([
  [{ mobile: '1391234567', captcha: '123456', newPassword: 'Forgot2025x' }, 'mobile', '手机号 不是有效的手机号码'],
  [{ captcha: '123456', newPassword: 'Forgot2025x' }, 'mobile', '手机号 不能为空'],
  [{ mobile: USER_MOBILE, captcha: '12345', newPassword: 'Forgot2025x' }, 'captcha', '验证码 应为 6 位数字'],
  [{ mobile: USER_MOBILE, newPassword: 'Forgot2025x' }, 'captcha', '验证码 不能为空'],
  [{ mobile: USER_MOBILE, captcha: '123456', newPassword: 'short1' }, 'newPassword', '新密码 须为 8-64 位，且同时包含字母和数字'],
  [{ mobile: USER_MOBILE, captcha: '123456', newPassword: 'lettersonly' }, 'newPassword', '新密码 须为 8-64 位，且同时包含字母和数字'],
  [{ mobile: USER_MOBILE, captcha: '123456' }, 'newPassword', '新密码 不能为空'],
])('refuses %j with 422 naming the field, counting and writing nothing', async (body, field, msg) => {
  const tables = ['accounts', 'rate_limits', 'captchas'].map((table) => snapshot(server.handle, table));
  const res = await reset(server.client(), body);
  expect(res.status).toBe(422);
  expect(res.body.field).toBe(field);
  if (msg) expect(res.body.msg).toBe(msg);
  expect(['accounts', 'rate_limits', 'captchas'].map((table) => snapshot(server.handle, table))).toEqual(tables);
});

it('refuses the password the account has, keeping the code for another try', async () => {
  server.clock.advance(61_000);
  const client = server.client();
  const code = (await textedCode(client, WANGFANG_MOBILE))!;
  const same = await reset(client, { mobile: WANGFANG_MOBILE, captcha: code, newPassword: 'ant.design1' });
  expect(same.status).toBe(200);
  server.clock.advance(61_000);
  const next = (await textedCode(client, WANGFANG_MOBILE))!;
  const before = rowOf(server.handle, 'accounts', accountId(server.handle, 'wangfang'));
  const refused = await reset(client, { mobile: WANGFANG_MOBILE, captcha: next, newPassword: 'ant.design1' });
  expect(refused.body).toEqual({ status: 422, msg: '新密码不能与原密码相同', field: 'newPassword' });
  expect(rowOf(server.handle, 'accounts', accountId(server.handle, 'wangfang'))).toEqual(before);
  expect((await reset(client, { mobile: WANGFANG_MOBILE, captcha: next, newPassword: 'Forgot2025y' })).status).toBe(200);
});

it('replaces a password an administrator set: the owner no longer has to change it', async () => {
  const admin = server.client();
  await admin.loginOk('admin');
  const id = accountId(server.handle, 'wangfang');
  const { password } = (await admin.post<PasswordResetResult>(`/api/users/${id}/reset-password`, {})).body.data!;
  expect(rowOf(server.handle, 'accounts', id)!.must_change_password).toBe(1);

  // The password the administrator chose is not "replaced" by itself.
  server.clock.advance(61_000);
  const client = server.client();
  const code = (await textedCode(client, WANGFANG_MOBILE))!;
  expect((await reset(client, { mobile: WANGFANG_MOBILE, captcha: code, newPassword: password })).body.field).toBe('newPassword');
  expect(rowOf(server.handle, 'accounts', id)!.must_change_password).toBe(1);

  expect((await reset(client, { mobile: WANGFANG_MOBILE, captcha: code, newPassword: 'MyOwn2025x' })).status).toBe(200);
  expect(rowOf(server.handle, 'accounts', id)!.must_change_password).toBe(0);
  const owner = server.client();
  await owner.loginOk('wangfang', 'MyOwn2025x');
  expect((await owner.get('/api/notices')).status).toBe(200);
});

it('refuses an account disabled since its code was sent (403), writing nothing', async () => {
  const admin = server.client();
  await admin.loginOk('admin');
  server.clock.advance(61_000);
  const client = server.client();
  const code = (await textedCode(client, WANGFANG_MOBILE))!;
  const id = accountId(server.handle, 'wangfang');
  expect((await admin.patch(`/api/users/${id}`, { status: 'disabled' })).status).toBe(200);
  const before = rowOf(server.handle, 'accounts', id);
  const res = await reset(client, { mobile: WANGFANG_MOBILE, captcha: code, newPassword: 'Disabled2025x' });
  expect(res.body).toEqual({ status: 403, msg: '账户已被停用，请联系管理员' });
  expect(rowOf(server.handle, 'accounts', id)).toEqual(before);
  await admin.patch(`/api/users/${id}`, { status: 'enabled' });
});

it('says the wrong code in every language', async () => {
  for (const locale of ['zh-CN', 'en-US', 'zh-TW', 'pt-BR', 'id-ID'] as const) {
    const res = await reset(server.client({ locale }), { mobile: UNKNOWN_MOBILE, captcha: '123456', newPassword: 'Forgot2025x' });
    expect(res.body).toEqual({ status: 422, msg: translate(locale, 'login.captchaFailed'), field: 'captcha' });
  }
});
