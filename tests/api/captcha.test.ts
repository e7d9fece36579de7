/** Phone login: GET /api/login/captcha, the dev outbox, and POST /api/login/account type mobile. */
import type { CurrentUser } from '../../common/api/accounts';
import { readConfig } from '../../server/config';
import { MINUTE, startServer, type ApiClient, type TestServer } from './support/harness';

const OPERATOR_MOBILE = '13524986731';
const ADMIN_MOBILE = '13916582047';
const USER_MOBILE = '13761429085';
const COMPANY_MOBILE = '15850673192';
const DISABLED_MOBILE = '15921870436'; // sunlei
const UNKNOWN_MOBILE = '13000000000';

interface OutboxMessage {
  mobile: string;
  text: string;
  code: string | null;
}

let server: TestServer;
/** The administrator, the only one the dev outbox answers. */
let admin: ApiClient;
beforeAll(async () => {
  server = await startServer();
  admin = server.client();
  await admin.loginOk('admin');
});
afterAll(() => server.close());

async function outbox(mobile: string) {
  const res = await admin.get<OutboxMessage[]>(`/api/dev/outbox?mobile=${mobile}`);
  expect(res.status).toBe(200);
  return res.body.data!;
}

async function latestCode(client: ApiClient, mobile: string) {
  const [message] = await outbox(mobile);
  return message.code!;
}

function mobileLogin(client: ApiClient, mobile: string, captcha: string, autoLogin?: boolean) {
  return client.post('/api/login/account', { type: 'mobile', mobile, captcha, autoLogin });
}

it('texts a 6-digit code through the outbox and logs in with it', async () => {
  const client = server.client();
  const sent = await client.get(`/api/login/captcha?mobile=${OPERATOR_MOBILE}`);
  expect(sent.status).toBe(200);
  expect(sent.body).toEqual({ status: 0, msg: '成功', data: { sent: true, retryAfterSeconds: 60, expiresInSeconds: 300 } });

  const [message] = await outbox(OPERATOR_MOBILE);
  expect(message.code).toMatch(/^\d{6}$/);
  expect(message.text).toContain(message.code);
  expect(message.text).toContain('5 分钟');

  const login = await mobileLogin(client, OPERATOR_MOBILE, message.code!);
  expect(login.status).toBe(200);
  expect(login.body.data).toEqual({ type: 'mobile', currentAuthority: 'operator' });
  const me = await client.get<CurrentUser>('/api/currentUser');
  expect(me.body.data!.username).toBe('operator');

  // A code works once.
  const again = await mobileLogin(server.client(), OPERATOR_MOBILE, message.code!);
  expect(again.status).toBe(401);
});

it('refuses a wrong code with the catalogue message', async () => {
  const client = server.client();
  await client.get(`/api/login/captcha?mobile=${ADMIN_MOBILE}`);
  const code = await latestCode(client, ADMIN_MOBILE);
  const wrong = code === '000000' ? '111111' : '000000';
  const zh = await mobileLogin(client, ADMIN_MOBILE, wrong);
  expect(zh.status).toBe(401);
  expect(zh.body).toEqual({ status: 401, msg: '验证码错误' });
  client.locale = 'en-US';
  const en = await mobileLogin(client, ADMIN_MOBILE, wrong);
  expect(en.body).toEqual({ status: 401, msg: 'Verification Code Error' });
  expect(client.sid).toBeUndefined();
  // The right code still works after a couple of wrong guesses.
  expect((await mobileLogin(client, ADMIN_MOBILE, code)).status).toBe(200);
});

it('sends one code per mobile per 60 s, and the newest code replaces the older one', async () => {
  const client = server.client();
  expect((await client.get(`/api/login/captcha?mobile=${USER_MOBILE}`)).status).toBe(200);
  const first = await latestCode(client, USER_MOBILE);

  server.clock.advance(30_000);
  const tooSoon = await server.client().get(`/api/login/captcha?mobile=${USER_MOBILE}`);
  expect(tooSoon.status).toBe(429);
  expect(tooSoon.body).toEqual({ status: 429, msg: '验证码发送过于频繁，请在 30 秒后重试' });
  expect(tooSoon.headers.get('retry-after')).toBe('30');
  expect(await outbox(USER_MOBILE)).toHaveLength(1);

  server.clock.advance(30_000);
  expect((await client.get(`/api/login/captcha?mobile=${USER_MOBILE}`)).status).toBe(200);
  const messages = await outbox(USER_MOBILE);
  expect(messages).toHaveLength(2);
  const second = messages[0].code!;
  if (first !== second) expect((await mobileLogin(server.client(), USER_MOBILE, first)).status).toBe(401);
  expect((await mobileLogin(client, USER_MOBILE, second)).status).toBe(200);
});

it('lets a code expire after 5 minutes', async () => {
  const client = server.client();
  server.clock.advance(2 * MINUTE); // clear of earlier tests' throttle windows
  await client.get(`/api/login/captcha?mobile=${COMPANY_MOBILE}`);
  const code = await latestCode(client, COMPANY_MOBILE);
  server.clock.advance(5 * MINUTE);
  expect((await mobileLogin(client, COMPANY_MOBILE, code)).status).toBe(401);
});

it('burns a code after 5 wrong guesses', async () => {
  // A looser account limit here, so only the code's own guess limit is at work.
  const loose = await startServer({ handle: server.handle, clock: server.clock, policy: { loginFailuresPerAccount: 100 } });
  try {
    const client = loose.client();
    await client.get(`/api/login/captcha?mobile=${ADMIN_MOBILE}`);
    const code = await latestCode(client, ADMIN_MOBILE);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) expect((await mobileLogin(loose.client(), ADMIN_MOBILE, wrong)).status).toBe(401);
    expect((await mobileLogin(client, ADMIN_MOBILE, code)).status).toBe(401);
    expect(client.sid).toBeUndefined();
  } finally {
    await loose.close({ keepDatabase: true });
  }
});

it('answers unknown and disabled numbers the same way, but sends nothing', async () => {
  for (const mobile of [UNKNOWN_MOBILE, DISABLED_MOBILE]) {
    const client = server.client();
    const res = await client.get(`/api/login/captcha?mobile=${mobile}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, retryAfterSeconds: 60, expiresInSeconds: 300 });
    expect(await outbox(mobile)).toEqual([]);
    // Throttled like a real number, so timing of answers tells nothing either.
    expect((await server.client().get(`/api/login/captcha?mobile=${mobile}`)).status).toBe(429);
    expect((await mobileLogin(client, mobile, '123456')).status).toBe(401);
  }
});

it('validates the mobile and the code', async () => {
  const client = server.client();
  const missing = await client.get('/api/login/captcha');
  expect(missing.status).toBe(422);
  expect(missing.body).toEqual({ status: 422, msg: '手机号 不能为空', field: 'mobile' });
  const invalid = await client.get('/api/login/captcha?mobile=12345');
  expect(invalid.status).toBe(422);
  expect(invalid.body).toEqual({ status: 422, msg: '手机号 不是有效的手机号码', field: 'mobile' });
  const badCode = await mobileLogin(client, ADMIN_MOBILE, '12ab');
  expect(badCode.status).toBe(422);
  expect(badCode.body).toEqual({ status: 422, msg: '验证码 应为 6 位数字', field: 'captcha' });
});

it('limits code requests per IP (20 per hour)', async () => {
  const client = server.client();
  for (let i = 0; i < 20; i += 1) {
    expect((await client.get(`/api/login/captcha?mobile=1390000${String(1000 + i)}`)).status).toBe(200);
  }
  const res = await client.get('/api/login/captcha?mobile=13900002000');
  expect(res.status).toBe(429);
  expect(res.body.msg).toBe('验证码请求次数过多，请在 60 分钟后重试');
  expect((await server.client().get('/api/login/captcha?mobile=13900002000')).status).toBe(200);
});

describe('dev outbox availability', () => {
  it('answers administrators only: 401 without a session, 403 for anyone else', async () => {
    expect((await server.client().get(`/api/dev/outbox?mobile=${ADMIN_MOBILE}`)).status).toBe(401);
    for (const username of ['user', 'operator']) {
      const client = server.client();
      await client.loginOk(username);
      expect((await client.get(`/api/dev/outbox?mobile=${ADMIN_MOBILE}`)).status).toBe(403);
    }
  });

  it('is off unless the app is told to serve it, even for an administrator', async () => {
    const closed = await startServer({ handle: server.handle, clock: server.clock, devOutbox: false });
    try {
      const client = closed.client();
      await client.loginOk('admin');
      const res = await client.get(`/api/dev/outbox?mobile=${ADMIN_MOBILE}`);
      expect(res.status).toBe(404);
      expect(res.body.status).toBe(404);
    } finally {
      await closed.close({ keepDatabase: true });
    }
  });

  it('is on outside production, or in production with DEV_OUTBOX=1', () => {
    expect(readConfig({ NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'production', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(readConfig({ NODE_ENV: 'development' }).devOutbox).toBe(true);
    expect(readConfig({}).devOutbox).toBe(true);
  });
});
