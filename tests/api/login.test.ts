/** POST /api/login/account: success for each role, and every way it can fail. */
import type { CurrentUser, DemoAccounts, LoginResult } from '../../common/api/accounts';
import type { Envelope } from '../../common/api/envelope';
import { accountId, rowOf, startServer, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('login success', () => {
  it('logs admin in, sets the session cookie and answers the authority', async () => {
    const client = server.client();
    const res = await client.login('admin');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 0, msg: '成功', data: { type: 'account', currentAuthority: 'admin' } });
    expect(client.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await client.get<CurrentUser>('/api/currentUser');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ username: 'admin', name: '陈立新', type: 1, relation_id: 0, department: null });
    // Nothing secret: exactly the contract's fields.
    expect(Object.keys(me.body.data!).sort()).toEqual(
      [
        'avatar',
        'department',
        'email',
        'id',
        'mobile',
        'mustChangePassword',
        'name',
        'relation_id',
        'sealApprover',
        'type',
        'username',
      ].sort(),
    );
    expect(me.body.data!.mustChangePassword).toBe(false);
    expect(me.body.data!.sealApprover).toBe(false);
  });

  it.each([
    ['user', 'company', 29],
    ['company', 'company', 31],
    ['department', 'department', 29],
    ['operator', 'operator', 29],
  ])('logs %s in as %s of company %i', async (username, authority, company) => {
    const client = server.client();
    const res = await client.login(username);
    expect(res.body.data).toEqual<LoginResult>({ type: 'account', currentAuthority: authority as LoginResult['currentAuthority'] });
    const me = await client.get<CurrentUser>('/api/currentUser');
    expect(me.body.data!.relation_id).toBe(company);
  });

  it('records the login time', async () => {
    const id = accountId(server.handle, 'operator');
    await server.client().loginOk('operator');
    expect(rowOf(server.handle, 'accounts', id)!.last_login_at).toBe(server.clock.now().toISOString());
  });
});

describe('login failures', () => {
  it('refuses a wrong password with 401 and the catalogue message, and sets no cookie', async () => {
    const client = server.client();
    const res = await client.login('admin', 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, msg: '账户或密码错误' });
    expect(res.setCookies).toEqual([]);
    expect(client.sid).toBeUndefined();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const client = server.client({ locale: 'en-US' });
    const res = await client.login('nobody', 'ant.design');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 401, msg: 'Incorrect username/password' });
  });

  it('refuses a disabled account with 403, but only to someone who knows its password', async () => {
    const client = server.client();
    const right = await client.login('sunlei');
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ status: 403, msg: '账户已被停用，请联系管理员' });
    expect(client.sid).toBeUndefined();
    const wrong = await client.login('sunlei', 'guess-1234');
    expect(wrong.status).toBe(401);
  });

  it('answers 422 naming a missing field, in the user language', async () => {
    const zh = await server.client().post('/api/login/account', { type: 'account', password: 'x' });
    expect(zh.status).toBe(422);
    expect(zh.body).toEqual({ status: 422, msg: '用户名 不能为空', field: 'username' });

    const en = await server.client({ locale: 'en-US' }).post('/api/login/account', { type: 'account', username: 'admin' });
    expect(en.status).toBe(422);
    expect(en.body).toEqual({ status: 422, msg: 'password is required', field: 'password' });

    const blank = await server.client().post('/api/login/account', { type: 'account', username: '   ', password: 'x' });
    expect(blank.status).toBe(422);
    expect(blank.body.field).toBe('username');
  });

  it('answers 422 when the login type is missing or unknown', async () => {
    const missing = await server.client().post('/api/login/account', { username: 'admin', password: 'ant.design' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ status: 422, field: 'type', msg: '类型 不能为空' });
    const unknown = await server.client({ locale: 'en-US' }).post('/api/login/account', { type: 'email', username: 'admin' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ status: 422, field: 'type', msg: 'type must be one of: account, mobile' });
  });

  it('answers 400 for a value of the wrong type', async () => {
    const res = await server.client().post('/api/login/account', { type: 'account', username: 123, password: 'ant.design' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, msg: '用户名 类型错误', field: 'username' });
    const flag = await server
      .client()
      .post('/api/login/account', { type: 'account', username: 'admin', password: 'ant.design', autoLogin: 'yes' });
    expect(flag.status).toBe(400);
    expect(flag.body.field).toBe('autoLogin');
  });

  it('answers 400 for a body that is not JSON, or not an object', async () => {
    const client = server.client();
    const bad = await client.request('POST', '/api/login/account', {
      body: '{"type":"account","username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ status: 400, msg: '请求体不是有效的 JSON' });

    const array = await client.post('/api/login/account', ['admin']);
    expect(array.status).toBe(400);
    expect(array.body).toMatchObject({ status: 400, field: 'body' });

    const empty = await client.request('POST', '/api/login/account', { headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
  });

  it('answers 413 with the envelope for a body over 1 MB', async () => {
    const res = await server.client().post('/api/login/account', {
      type: 'account',
      username: 'admin',
      password: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, msg: '请求体过大，不能超过 1 MB' });
  });

  it('answers 413 for an oversized body sent without a length (chunked)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 1.5 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${server.base}/api/login/account`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as Envelope).status).toBe(413);
  });
});

describe('GET /api/login/demo', () => {
  it('lists the demo accounts of the five roles while they keep the published password, and not after it changes', async () => {
    const own = await startServer();
    try {
      const ask = async () => (await own.client().get<DemoAccounts>('/api/login/demo')).body.data!;
      expect(await ask()).toEqual({
        demoAccounts: true,
        accounts: [
          { username: 'admin', password: 'ant.design', type: 1 },
          { username: 'user', password: 'ant.design', type: 2 },
          { username: 'company', password: 'ant.design', type: 2 },
          { username: 'department', password: 'ant.design', type: 3 },
          { username: 'operator', password: 'ant.design', type: 4 },
        ],
      });
      const operator = own.client();
      await operator.loginOk('operator');
      expect((await operator.put('/api/account/password', { oldPassword: 'ant.design', newPassword: 'Private-2026y' })).status).toBe(200);
      const admin = own.client();
      await admin.loginOk('admin');
      // Checked once a minute: the answer stands until then.
      expect((await ask()).accounts).toHaveLength(5);
      own.clock.advance(61_000);
      expect((await ask()).accounts.map((a) => a.username)).toEqual(['admin', 'user', 'company', 'department']);
      expect((await admin.put('/api/account/password', { oldPassword: 'ant.design', newPassword: 'Private-2026x' })).status).toBe(200);
      own.clock.advance(61_000);
      expect((await ask()).demoAccounts).toBe(false);
      expect((await ask()).accounts.map((a) => a.username)).toEqual(['user', 'company', 'department']);
      // An empty database (SEED=none) has none either.
      const empty = await startServer({ seed: false });
      try {
        expect((await empty.client().get<DemoAccounts>('/api/login/demo')).body.data).toEqual({ demoAccounts: false, accounts: [] });
      } finally {
        await empty.close();
      }
    } finally {
      await own.close();
    }
  });
});
