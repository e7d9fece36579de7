/** Account settings: profile, notification preferences, security overview, password change. */
import type { AccountProfile, NotificationPreferences, SecurityOverview } from '../../common/api/accounts';
import type { CurrentUser } from '../../common/api/accounts';
import { accountId, rowOf, startServer, type ApiClient, type TestServer } from './support/harness';
import { makePng } from './support/png';
import { decodePng } from '../../server/lib/png-pixels';
import { fileForm } from './support/roles';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('profile', () => {
  let client: ApiClient;
  let id: number;
  beforeAll(async () => {
    client = server.client();
    await client.loginOk('user');
    id = accountId(server.handle, 'user');
  });

  it('answers the profile of the caller, the contact phone starting as the mobile', async () => {
    const res = await client.get<AccountProfile>('/api/account/settings');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      name: '李静',
      avatar: '',
      email: 'lijing@hualian-logistics.cn',
      signature: '',
      country: 'CN',
      province: '',
      city: '',
      address: '',
      phone: '13761429085',
    });
  });

  it('saves the profile of every demo account as it is (empty fields, no email)', async () => {
    for (const username of ['admin', 'user', 'company', 'department', 'operator']) {
      const own = server.client();
      await own.loginOk(username);
      const profile = (await own.get<AccountProfile>('/api/account/settings')).body.data!;
      const saved = await own.put('/api/account/settings', profile);
      expect({ username, status: saved.status, body: saved.body }).toMatchObject({ username, status: 200 });
    }
  });

  it('saves valid changes and answers the saved profile', async () => {
    const changes = {
      name: '李静怡',
      email: 'li.jingyi@hualian-logistics.cn',
      city: '上海市',
      address: '张杨路 1588 号',
      phone: '021-58881234',
    };
    const res = await client.put<AccountProfile>('/api/account/settings', changes);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(changes);
    expect(rowOf(server.handle, 'accounts', id)).toMatchObject({ name: '李静怡', phone: '021-58881234' });
    expect((await client.get<AccountProfile>('/api/account/settings')).body.data).toMatchObject(changes);
  });

  it.each([
    [{ email: 'not-an-email' }, 422, 'email', '邮箱 不是有效的邮箱地址'],
    [{ name: '' }, 422, 'name', '姓名 不能为空'],
    [{ name: 'x'.repeat(33) }, 422, 'name', '姓名 长度不能超过 32 个字符'],
    [{ name: 42 }, 400, 'name', '姓名 类型错误'],
    [{ phone: 'call me' }, 422, 'phone', '联系电话 不是有效的电话号码'],
    [{ address: 'x'.repeat(101) }, 422, 'address', '街道地址 长度不能超过 100 个字符'],
    [{ avatar: 'javascript:alert(1)' }, 422, 'avatar', '头像 格式不正确'],
    [{ name: 'ok name', email: 'bad' }, 422, 'email', undefined],
  ])('refuses %j with %i naming the field, and writes nothing', async (body, status, field, msg) => {
    const before = rowOf(server.handle, 'accounts', id);
    const res = await client.put('/api/account/settings', body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status, field });
    if (msg) expect(res.body.msg).toBe(msg);
    expect(rowOf(server.handle, 'accounts', id)).toEqual(before);
  });

  it('names the field in English for en-US', async () => {
    const en = server.client({ locale: 'en-US' });
    await en.loginOk('company');
    const res = await en.put('/api/account/settings', { email: 'x@' });
    expect(res.body).toEqual({ status: 422, msg: 'email is not a valid email address', field: 'email' });
  });

  it('refuses bad JSON with 400 and writes nothing', async () => {
    const before = rowOf(server.handle, 'accounts', id);
    const res = await client.request('PUT', '/api/account/settings', { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(rowOf(server.handle, 'accounts', id)).toEqual(before);
  });

  it('needs a session', async () => {
    const res = await server.client().put('/api/account/settings', { name: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(302);
  });
});

describe('notification preferences', () => {
  it('answers, saves and validates them', async () => {
    const client = server.client();
    await client.loginOk('operator');
    const id = accountId(server.handle, 'operator');
    const initial = await client.get<NotificationPreferences>('/api/account/notifications');
    expect(initial.body.data).toEqual({ userMessage: true, systemMessage: true, todoNotice: true });

    const saved = await client.put<NotificationPreferences>('/api/account/notifications', { systemMessage: false });
    expect(saved.body.data).toEqual({ userMessage: true, systemMessage: false, todoNotice: true });
    expect(rowOf(server.handle, 'accounts', id)!.notify_system_message).toBe(0);

    const before = rowOf(server.handle, 'accounts', id);
    const bad = await client.put('/api/account/notifications', { todoNotice: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 400, msg: '待办任务 类型错误', field: 'todoNotice' });
    expect(rowOf(server.handle, 'accounts', id)).toEqual(before);
  });
});

describe('security overview', () => {
  it('tells the password strength and the masked security phone', async () => {
    const client = server.client();
    await client.loginOk('admin');
    const res = await client.get<SecurityOverview>('/api/account/security');
    expect(res.body.data).toEqual({ passwordStrength: 'medium', mobile: '139****2047', backupEmail: '' });
  });
});

describe('password change', () => {
  it('refuses a wrong old password (422 oldPassword) and keeps the hash', async () => {
    const client = server.client();
    await client.loginOk('department');
    const id = accountId(server.handle, 'department');
    const before = rowOf(server.handle, 'accounts', id);
    const res = await client.put('/api/account/password', { oldPassword: 'not-it', newPassword: 'Better2025' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 422, msg: '原密码不正确', field: 'oldPassword' });
    expect(rowOf(server.handle, 'accounts', id)).toEqual(before);
  });

  it.each([
    [{ oldPassword: 'ant.design', newPassword: 'short1' }, 'newPassword', '新密码 须为 8-64 位，且同时包含字母和数字'],
    [{ oldPassword: 'ant.design', newPassword: 'lettersonly' }, 'newPassword', '新密码 须为 8-64 位，且同时包含字母和数字'],
    [{ oldPassword: 'ant.design', newPassword: '1234567890' }, 'newPassword', undefined],
    [{ oldPassword: 'ant.design', newPassword: `a1${'x'.repeat(63)}` }, 'newPassword', undefined],
    [{ oldPassword: 'ant.design' }, 'newPassword', '新密码 不能为空'],
    [{ newPassword: 'Better2025' }, 'oldPassword', '原密码 不能为空'],
  ])('refuses %j with 422 naming the field', async (body, field, msg) => {
    const client = server.client();
    await client.loginOk('department');
    const res = await client.put('/api/account/password', body);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
    if (msg) expect(res.body.msg).toBe(msg);
  });

  it('changes the password, keeps this session and revokes the others', async () => {
    const here = server.client();
    const elsewhere = server.client();
    await here.loginOk('company');
    await elsewhere.loginOk('company');

    const res = await here.put<SecurityOverview>('/api/account/password', { oldPassword: 'ant.design', newPassword: 'N3w-Passw0rd!x' });
    expect(res.status).toBe(200);
    expect(res.body.data!.passwordStrength).toBe('strong');

    expect((await here.get('/api/currentUser')).status).toBe(200);
    const revoked = await elsewhere.get('/api/currentUser');
    expect(revoked.status).toBe(401);
    expect(revoked.body.status).toBe(302);

    expect((await server.client().login('company')).status).toBe(401);
    expect((await server.client().login('company', 'N3w-Passw0rd!x')).status).toBe(200);

    const same = await here.put('/api/account/password', { oldPassword: 'N3w-Passw0rd!x', newPassword: 'N3w-Passw0rd!x' });
    expect(same.status).toBe(422);
    expect(same.body).toEqual({ status: 422, msg: '新密码不能与原密码相同', field: 'newPassword' });
  });

  it('counts wrong old passwords as failed logins of the account', async () => {
    const client = server.client();
    await client.loginOk('wangfang');
    for (let i = 0; i < 5; i += 1) {
      expect((await client.put('/api/account/password', { oldPassword: `guess-${i}`, newPassword: 'Better2025' })).status).toBe(422);
    }
    const locked = await client.put('/api/account/password', { oldPassword: 'ant.design', newPassword: 'Better2025' });
    expect(locked.status).toBe(429);
    expect((await server.client().login('wangfang')).status).toBe(429);
  });
});

describe('avatar', () => {
  const picture = makePng(64, 64, (x) => [x * 4, 80, 160, 255]);
  const upload = (client: ApiClient, bytes: Uint8Array, type = 'image/png') =>
    client.request<AccountProfile>('POST', '/api/account/avatar', { body: fileForm(bytes, 'me.png', type) });

  it('stores a PNG, names it in the profile and the current user, and serves it to signed-in users', async () => {
    const client = server.client();
    await client.loginOk('operator');
    const res = await upload(client, picture);
    expect(res.status).toBe(200);
    const url = res.body.data!.avatar;
    expect(url).toMatch(/^\/api\/avatars\/\d+\?v=[0-9a-f]{12}$/);
    expect((await client.get<CurrentUser>('/api/currentUser')).body.data!.avatar).toBe(url);

    const other = server.client();
    await other.loginOk('department');
    const served = await other.raw('GET', url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    // The URL carries the picture's version: browsers keep it for good (other API answers: no-store).
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    // Kept as a PNG made anew from its pixels.
    expect(decodePng(Buffer.from(await served.arrayBuffer()), 64 * 64)).toEqual(decodePng(picture, 64 * 64));
    expect((await server.client().raw('GET', url)).status).toBe(401);

    // A new picture gets a new URL (no stale cache); removing it leaves the initial.
    const next = (
      await upload(
        client,
        makePng(32, 32, () => [0, 0, 0, 255]),
      )
    ).body.data!.avatar;
    expect(next).not.toBe(url);
    expect((await client.request<AccountProfile>('DELETE', '/api/account/avatar')).body.data!.avatar).toBe('');
    expect((await client.get<CurrentUser>('/api/currentUser')).body.data!.avatar).toBe('');
    expect((await other.raw('GET', url)).status).toBe(404);
  });

  it('refuses what is not one sane PNG or JPEG (422 naming the file) and a file over 512 kB (413), keeping the picture', async () => {
    const client = server.client({ locale: 'en-US' });
    await client.loginOk('user');
    const kept = (await upload(client, picture)).body.data!.avatar;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
    const trailing = Buffer.concat([picture, Buffer.from('<script>alert(1)</script>')]);
    const refusals: [Buffer, RegExp][] = [
      [jpeg, /is damaged or incomplete/],
      [trailing, /is damaged or incomplete/],
      [makePng(1025, 8, () => [0, 0, 0, 255]), /must be at most 1024 × 1024 pixels/],
      [Buffer.from('GIF89a'), /must be a PNG or JPEG image of at most 1024/],
    ];
    for (const [bytes, msg] of refusals) {
      const res = await upload(client, bytes);
      expect([res.status, res.body.field]).toEqual([422, 'file']);
      expect(res.body.msg).toMatch(msg);
    }
    expect((await upload(client, Buffer.alloc(600 * 1024))).status).toBe(413);
    expect((await client.get<AccountProfile>('/api/account/settings')).body.data!.avatar).toBe(kept);
  });
});
