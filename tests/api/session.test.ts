/** Sessions: the cookie, lifetimes (12 h sliding, 30 days with autoLogin), expiry, logout. */
import { createHash } from 'node:crypto';
import type { CurrentUser } from '../../common/api/accounts';
import { DAY, HOUR, accountId, startServer, type TestServer } from './support/harness';
import { raw } from './support/database';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function attributes(setCookie: string) {
  return setCookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());
}

function sessionRows(username: string) {
  return raw(server.handle).prepare('select * from sessions where account_id = ?').all(accountId(server.handle, username)) as Array<{
    token_hash: string;
    expires_at: string;
  }>;
}

it('sets an httpOnly, SameSite=Lax, Path=/ browser-session cookie named sid', async () => {
  const res = await server.client().login('admin');
  expect(res.setCookies).toHaveLength(1);
  const [cookie] = res.setCookies;
  expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
  const attrs = attributes(cookie);
  expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
  expect(attrs.some((a) => a.startsWith('max-age') || a.startsWith('expires'))).toBe(false);
});

it('keeps only the SHA-256 of the token in the database', async () => {
  const client = server.client();
  await client.loginOk('company');
  const rows = sessionRows('company');
  const digest = createHash('sha256').update(client.sid!).digest('hex');
  expect(rows.map((r) => r.token_hash)).toContain(digest);
  const dump = JSON.stringify(raw(server.handle).prepare('select * from sessions').all());
  expect(dump).not.toContain(client.sid);
});

it('gives autoLogin a 30-day cookie', async () => {
  const res = await server.client().login('user', undefined, { autoLogin: true });
  expect(attributes(res.setCookies[0])).toEqual(expect.arrayContaining(['max-age=2592000', 'httponly', 'samesite=lax', 'path=/']));
});

it('ends a session after 12 h without use, answering HTTP 401 with status 302', async () => {
  const client = server.client();
  await client.loginOk('operator');
  server.clock.advance(12 * HOUR);
  const res = await client.get('/api/currentUser');
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ status: 302, msg: '登录已过期，请重新登录' });
  // The dead cookie is cleared and its row removed.
  expect(res.setCookies[0]).toMatch(/^sid=;.*Max-Age=0/);
  expect(client.sid).toBeUndefined();
  expect(sessionRows('operator')).toEqual([]);
});

it('slides: every use pushes the 12 h expiry forward', async () => {
  const client = server.client();
  await client.loginOk('department');
  for (let i = 0; i < 3; i += 1) {
    server.clock.advance(11 * HOUR);
    expect((await client.get('/api/currentUser')).status).toBe(200);
  }
  server.clock.advance(12 * HOUR);
  expect((await client.get('/api/currentUser')).status).toBe(401);
});

it('keeps an autoLogin session 30 days, sliding, and renews its cookie', async () => {
  const client = server.client();
  await client.loginOk('admin', undefined, { autoLogin: true });
  server.clock.advance(29 * DAY);
  const used = await client.get('/api/currentUser');
  expect(used.status).toBe(200);
  expect(used.setCookies[0]).toMatch(/Max-Age=2592000/);
  server.clock.advance(29 * DAY);
  expect((await client.get('/api/currentUser')).status).toBe(200);
  server.clock.advance(30 * DAY);
  const ended = await client.get('/api/currentUser');
  expect(ended.status).toBe(401);
  expect(ended.body.status).toBe(302);
});

it('answers 401 with status 302 without a cookie, or with an unknown one', async () => {
  const none = await server.client().get('/api/currentUser');
  expect(none.status).toBe(401);
  expect(none.body).toEqual({ status: 302, msg: '请先登录' });

  const forged = server.client({ locale: 'en-US' });
  forged.cookies.set('sid', 'A'.repeat(43));
  const res = await forged.get('/api/currentUser');
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ status: 302, msg: 'Your session has ended, please log in again' });
});

it('logs out: deletes the session row and clears the cookie', async () => {
  const client = server.client();
  await client.loginOk('company');
  const token = client.sid!;
  const digest = createHash('sha256').update(token).digest('hex');
  const res = await client.post('/api/logout', undefined);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ status: 0, msg: '成功', data: null });
  expect(res.setCookies[0]).toMatch(/^sid=;.*Max-Age=0/);
  expect(sessionRows('company').map((r) => r.token_hash)).not.toContain(digest);

  // The old token is dead even if a browser kept it.
  const replay = server.client();
  replay.cookies.set('sid', token);
  expect((await replay.get('/api/currentUser')).status).toBe(401);
  // Logging out twice is harmless, and GET (the spec's route) works as well from the app itself.
  expect((await client.get('/api/logout')).status).toBe(200);
});

it('ends the sessions of an account that gets disabled', async () => {
  const client = server.client();
  await client.loginOk('wangfang');
  raw(server.handle).prepare("update accounts set status = 'disabled' where username = 'wangfang'").run();
  const res = await client.get<CurrentUser>('/api/currentUser');
  expect(res.status).toBe(401);
  expect(res.body.status).toBe(302);
  raw(server.handle).prepare("update accounts set status = 'enabled' where username = 'wangfang'").run();
});

it('replaces the browser\u2019s previous session when it logs in again', async () => {
  const client = server.client();
  await client.loginOk('operator');
  const first = client.sid!;
  await client.loginOk('user');
  expect(client.sid).not.toBe(first);
  const digest = createHash('sha256').update(first).digest('hex');
  expect(sessionRows('operator').map((r) => r.token_hash)).not.toContain(digest);
  expect((await client.get<CurrentUser>('/api/currentUser')).body.data!.username).toBe('user');
});

it('answers unknown API paths with a 404 envelope', async () => {
  const res = await server.client().get('/api/no-such-thing');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ status: 404, msg: '接口不存在' });
});
