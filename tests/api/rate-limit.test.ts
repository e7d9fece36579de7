/**
 * Login limits: 5 wrong passwords per account (then a texted code is needed) and 30 failures per
 * IP within 15 minutes, shared through the database.
 */
import { openDatabase } from '../../server/db/open';
import { MINUTE, nextIp, startServer, type TestServer } from './support/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function failLogins(username: string, times: number, ip?: string) {
  for (let i = 0; i < times; i += 1) {
    const res = await server.client({ ip }).login(username, `wrong-${i}`);
    expect(res.status).toBe(401);
  }
}

describe('per account', () => {
  it('after 5 wrong passwords, refuses the password alone, even the right one, and says what to do', async () => {
    await failLogins('operator', 5);
    const client = server.client();
    const res = await client.login('operator');
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: 429, msg: '该账号密码错误次数过多，请改用手机验证码登录，或 15 分钟后再用密码登录' });
    expect(res.headers.get('retry-after')).toBe('900');
    expect(client.sid).toBeUndefined();

    server.clock.advance(10 * MINUTE);
    const later = await server.client({ locale: 'en-US' }).login('operator');
    expect(later.status).toBe(429);
    expect(later.body.msg).toBe(
      'Too many wrong passwords for this account: log in with a code texted to your mobile, or use the password again in 5 minutes',
    );

    // Other accounts, from the same IPs, are unaffected.
    expect((await server.client().login('user')).status).toBe(200);

    server.clock.advance(5 * MINUTE);
    expect((await server.client().login('operator')).status).toBe(200);
  });

  it('counts failures from different IPs together, and a success clears them', async () => {
    await failLogins('department', 4);
    expect((await server.client().login('department')).status).toBe(200);
    await failLogins('department', 4); // the count restarted at the success
    expect((await server.client().login('department')).status).toBe(200);
  });

  it('limits unknown usernames too (no hint that they do not exist)', async () => {
    await failLogins('ghost', 5);
    expect((await server.client().login('ghost', 'x')).status).toBe(429);
  });
});

describe('per IP', () => {
  it('blocks an IP after 30 failures across accounts; other IPs still log in', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1) {
      const res = await server.client({ ip }).login(`someone-${i}`, 'nope');
      expect(res.status).toBe(401);
    }
    const blocked = await server.client({ ip }).login('admin');
    expect(blocked.status).toBe(429);
    expect(blocked.body.msg).toBe('当前网络登录失败次数过多，请在 15 分钟后重试');
    expect((await server.client().login('admin')).status).toBe(200);
  });

  it('uses the peer address, not X-Forwarded-For, unless told to trust a proxy', async () => {
    const direct = await startServer({ handle: server.handle, clock: server.clock, trustProxy: false, policy: { loginFailuresPerIp: 3 } });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await direct.client().login(`spoof-${i}`, 'nope')).status).toBe(401); // a new XFF each time
      }
      expect((await direct.client().login('admin')).status).toBe(429);
    } finally {
      await direct.close({ keepDatabase: true });
    }
  });
});

it('shares counters between processes through the database', async () => {
  // A second connection to the same database, as a second server process would have.
  const other = openDatabase(server.handle.location);
  const second = await startServer({ handle: other, clock: server.clock });
  try {
    await failLogins('company', 3);
    for (let i = 0; i < 2; i += 1) expect((await second.client().login('company', 'bad')).status).toBe(401);
    expect((await second.client().login('company')).status).toBe(429);
    expect((await server.client().login('company')).status).toBe(429);
  } finally {
    await second.close({ keepDatabase: true });
    await other.close();
  }
});
