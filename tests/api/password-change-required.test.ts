/**
 * A password an administrator set (a new account's, a reset's): the account logs in, the current
 * user says so, and every other call but logout and the own-password change is refused with 403
 * (in the user's language, writing nothing) until the owner has changed it.
 */
import type { CurrentUser, SecurityOverview } from '../../common/api/accounts';
import { UserType } from '../../common/api/accounts';
import type { PasswordResetResult } from '../../common/api/organisation';
import { LOCALES, translate } from '../../server/i18n';
import { accountId, rowOf, type ApiClient } from './support/harness';
import { serveWithRoles, snapshot } from './support/roles';

const { server, as } = serveWithRoles();

/** A new operator of company 29, made by the administrator with the password `Given2025x`, logged in. */
async function newOperator(username: string, by: ApiClient = as.admin) {
  const made = await by.post('/api/users', { username, name: '新同事', password: 'Given2025x', type: UserType.OPERATOR, relation_id: 29 });
  expect(made.body.data).toMatchObject({ username, mustChangePassword: true });
  const client = server.client();
  await client.loginOk(username, 'Given2025x');
  return { client, id: accountId(server.handle, username) };
}

it('logs in, says so in the current user, and refuses every other call with 403 until it is changed', async () => {
  const { client, id } = await newOperator('first.login');
  const me = await client.get<CurrentUser>('/api/currentUser');
  expect(me.status).toBe(200);
  expect(me.body.data).toMatchObject({ username: 'first.login', mustChangePassword: true });

  const refused = { status: 403, msg: '请先修改管理员为您设置的密码，然后才能继续使用' };
  for (const [method, path, json] of [
    ['GET', '/api/account/settings', undefined],
    ['GET', '/api/account/security', undefined],
    ['GET', '/api/notices', undefined],
    ['GET', '/api/employees', undefined],
    ['GET', '/api/sign-tasks', undefined],
    ['PUT', '/api/account/settings', { name: '改了名' }],
    ['PUT', '/api/account/notifications', { systemMessage: false }],
    ['POST', '/api/employees', { name: '不该有' }],
  ] as const) {
    const before = snapshot(server.handle, 'accounts');
    const res = await client.request(method, path, json === undefined ? {} : { json });
    expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: refused });
    expect(snapshot(server.handle, 'accounts')).toEqual(before);
  }

  // The password rules hold here too, and a refusal keeps the flag.
  const change = (oldPassword: string, newPassword: string) =>
    client.put<SecurityOverview>('/api/account/password', { oldPassword, newPassword });
  expect((await change('Given2025x', 'Given2025x')).body).toMatchObject({ status: 422, field: 'newPassword' });
  expect((await change('Given2025x', 'short1')).body).toMatchObject({ status: 422, field: 'newPassword' });
  expect((await change('not-it-1', 'Mine2025x')).body).toMatchObject({ status: 422, field: 'oldPassword' });
  expect(rowOf(server.handle, 'accounts', id)!.must_change_password).toBe(1);

  expect((await change('Given2025x', 'Mine2025x')).status).toBe(200);
  expect(rowOf(server.handle, 'accounts', id)!.must_change_password).toBe(0);
  expect((await client.get<CurrentUser>('/api/currentUser')).body.data!.mustChangePassword).toBe(false);
  expect((await client.get('/api/account/settings')).status).toBe(200);
});

it('holds for an account a company user made too', async () => {
  const { client } = await newOperator('made.by.user', as.user);
  expect((await client.get('/api/notices')).status).toBe(403);
});

it('says why in every language', async () => {
  const { client } = await newOperator('five.locales');
  for (const locale of LOCALES) {
    client.locale = locale;
    const res = await client.get('/api/notices');
    expect(res.body).toEqual({ status: 403, msg: translate(locale, 'password.mustChange') });
  }
});

it('lets the account log out', async () => {
  const { client } = await newOperator('just.leaves');
  expect((await client.post('/api/logout', {})).status).toBe(200);
  expect((await client.get('/api/currentUser')).body.status).toBe(302);
});

it('comes back when an administrator resets the password, and holds for every session until changed', async () => {
  const { client, id } = await newOperator('reset.again');
  expect((await client.put('/api/account/password', { oldPassword: 'Given2025x', newPassword: 'Mine2025x' })).status).toBe(200);
  const { password } = (await as.admin.post<PasswordResetResult>(`/api/users/${id}/reset-password`, {})).body.data!;
  expect(rowOf(server.handle, 'accounts', id)!.must_change_password).toBe(1);
  const phone = server.client();
  await phone.loginOk('reset.again', password);
  expect((await phone.get('/api/notices')).status).toBe(403);
  const browser = server.client();
  await browser.loginOk('reset.again', password);
  expect((await browser.put('/api/account/password', { oldPassword: password, newPassword: 'Mine2026x' })).status).toBe(200);
  // Changing it ended the other session; the next login is free.
  expect((await phone.get('/api/notices')).status).toBe(401);
  const again = server.client();
  await again.loginOk('reset.again', 'Mine2026x');
  expect((await again.get('/api/notices')).status).toBe(200);
});

it('leaves the seeded accounts free', async () => {
  expect((await as.operator.get<CurrentUser>('/api/currentUser')).body.data!.mustChangePassword).toBe(false);
  expect((await as.operator.get('/api/notices')).status).toBe(200);
});
