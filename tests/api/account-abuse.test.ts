/**
 * Ways one account was used against another: a case-variant username that reset someone else's
 * failure count, wrong passwords aimed at locking an owner out, a suspended company that kept
 * working, a company user who reset a peer's password.
 */
import type { CurrentUser } from '../../common/api/accounts';
import type { PasswordResetResult } from '../../common/api/organisation';
import { UserType } from '../../common/api/accounts';
import { accountId, PASSWORD } from './support/harness';
import { serveWithRoles } from './support/roles';

const { server, as } = serveWithRoles();
const ADMIN_MOBILE = '13916582047';

async function failPasswords(username: string, times: number) {
  for (let i = 0; i < times; i += 1) expect((await server.client().login(username, `wrong-${i}`)).status).toBe(401);
}

async function loginWithCode(mobile: string) {
  const client = server.client();
  expect((await client.get(`/api/login/captcha?mobile=${mobile}`)).status).toBe(200);
  const [message] = (await as.admin.get<Array<{ code: string }>>(`/api/dev/outbox?mobile=${mobile}`)).body.data!;
  return { client, res: await client.post('/api/login/account', { type: 'mobile', mobile, captcha: message.code }) };
}

describe('login limits', () => {
  it('counts by account: a look-alike ADMIN logging in does not clear the count of admin', async () => {
    const created = await as.user.post('/api/users', {
      username: 'ADMIN',
      name: '冒名',
      password: 'Str0ng-Pass!x',
      type: UserType.OPERATOR,
    });
    expect(created.status).toBe(200);
    await failPasswords('admin', 5);
    expect((await server.client().login('ADMIN', 'Str0ng-Pass!x')).status).toBe(200);
    const refused = await server.client().login('admin');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toContain('验证码');
  });

  it('aimed wrong passwords do not lock the owner out: a texted code logs in and restores the password', async () => {
    await failPasswords('operator', 5);
    const refused = await server.client({ locale: 'en-US' }).login('operator');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(
      'Too many wrong passwords for this account: log in with a code texted to your mobile, or use the password again in 15 minutes',
    );
    const { res } = await loginWithCode('13524986731');
    expect(res.status).toBe(200);
    expect((await server.client().login('operator')).status).toBe(200);
  });

  it('wrong codes for a mobile do not lock its owner out either', async () => {
    for (let i = 0; i < 12; i += 1) {
      const res = await server.client().post('/api/login/account', { type: 'mobile', mobile: ADMIN_MOBILE, captcha: '000000' });
      expect(res.status).toBe(401);
    }
    server.clock.advance(61_000);
    const { res } = await loginWithCode(ADMIN_MOBILE);
    expect(res.status).toBe(200);
  });
});

describe('suspended companies', () => {
  afterAll(async () => {
    await as.admin.put('/api/companies/31', { status: 'active' });
  });

  it('end the open sessions of their users with a reason code, and refuse their logins', async () => {
    const company = server.client({ locale: 'en-US' });
    await company.loginOk('company');
    expect((await as.admin.put('/api/companies/31', { status: 'suspended' })).status).toBe(200);

    // The ended session says why, as a code the login page shows in the user's language.
    const ended = await company.get('/api/currentUser');
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual({
      status: 302,
      msg: "Your company's use of the platform is suspended: contact the platform administrator",
      reason: 'companySuspended',
    });
    // Once ended, it is a session like any other that is gone: no reason to give.
    const created = await company.post('/api/employees', { name: '不该有' });
    expect(created.status).toBe(401);
    expect(created.body.status).toBe(302);
    expect(created.body).not.toHaveProperty('reason');

    const login = await server.client().login('company');
    expect(login.status).toBe(403);
    expect(login.body.msg).toBe('您所在的公司已被暂停使用，请联系平台管理员');
    // Other companies and admins carry on.
    expect((await as.user.get('/api/currentUser')).status).toBe(200);

    expect((await as.admin.put('/api/companies/31', { status: 'active' })).status).toBe(200);
    expect((await server.client().login('company')).status).toBe(200);
  });
});

describe('who manages whose account', () => {
  it('a company user cannot reset, edit or disable another company user of its company', async () => {
    const peer = await as.admin.post<CurrentUser>('/api/users', {
      username: 'peer29',
      name: '同级',
      password: 'Str0ng-Pass!x',
      type: UserType.COMPANY,
      relation_id: 29,
    });
    expect(peer.status).toBe(200);
    const id = accountId(server.handle, 'peer29');
    expect((await as.user.post(`/api/users/${id}/reset-password`, {})).status).toBe(403);
    expect((await as.user.patch(`/api/users/${id}`, { status: 'disabled' })).status).toBe(403);
    expect((await as.user.patch(`/api/users/${id}`, { name: '改名' })).status).toBe(403);
    expect((await server.client().login('peer29', 'Str0ng-Pass!x')).status).toBe(200);
    // The admin may.
    expect((await as.admin.post<PasswordResetResult>(`/api/users/${id}/reset-password`, {})).status).toBe(200);
  });

  it('a company user still manages its department users and operators', async () => {
    const id = accountId(server.handle, 'department');
    const reset = await as.user.post<PasswordResetResult>(`/api/users/${id}/reset-password`, {});
    expect(reset.status).toBe(200);
    expect((await server.client().login('department', reset.body.data!.password)).status).toBe(200);
    expect((await server.client().login('department', PASSWORD)).status).toBe(401);
  });
});
