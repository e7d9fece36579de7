/**
 * What the browser is told and what a forged request meets: security headers on every answer,
 * state changes only with a JSON (or multipart) body from the app's own origin, logout never from
 * another site, a 413 that closes its connection, and text fields that refuse control characters
 * and broken UTF-8, naming the field.
 */
import { request as httpRequest } from 'node:http';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Envelope } from '../../common/api/envelope';
import type { Page } from '../../common/api/paging';
import { startServer, tempDir, type TestServer } from './support/harness';
import { snapshot } from './support/roles';

let server: TestServer;
beforeAll(async () => {
  const dist = tempDir('esign-dist-');
  writeFileSync(join(dist, 'index.html'), '<!DOCTYPE html><div id="root"></div>');
  server = await startServer({ staticDir: dist });
});
afterAll(() => server.close());

const host = () => new URL(server.base).host;

describe('security headers', () => {
  it('the SPA gets a CSP of its own scripts, no framing, no referrer', async () => {
    const res = await fetch(`${server.base}/employee`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('API answers, errors included, are data that nothing may frame', async () => {
    for (const path of ['/api/currentUser', '/api/no-such-route']) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('so do a login answer with its cookie and a list page read twice (the second time from memory)', async () => {
    const login = await fetch(`${server.base}/api/login/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'account', username: 'admin', password: 'ant.design' }),
    });
    const cookie = login.headers.getSetCookie()[0].split(';')[0];
    expect(cookie).toMatch(/^sid=./);
    const page = () => fetch(`${server.base}/api/users?current=1&pageSize=5`, { headers: { cookie } });
    const [first, second] = [await page(), await page()];
    for (const res of [login, first, second]) {
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const [a, b] = [(await first.json()) as Envelope<Page<unknown>>, await second.json()];
    expect(a).toMatchObject({ status: 0, data: { current: 1, pageSize: 5 } });
    expect(a.data!.list).toHaveLength(5);
    expect(b).toEqual(a);
  });

  it('sends HSTS when cookies are secure (HTTPS)', async () => {
    const secure = await startServer({ handle: server.handle, clock: server.clock, secureCookies: true });
    try {
      const res = await fetch(`${secure.base}/api/currentUser`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close({ keepDatabase: true });
    }
  });
});

describe('forged requests', () => {
  const login = (headers: Record<string, string>, body = JSON.stringify({ type: 'account', username: 'admin', password: 'ant.design' })) =>
    fetch(`${server.base}/api/login/account`, { method: 'POST', headers, body });

  it('a text/plain body (what a cross-site form can send) is refused with 415 and logs nobody in', async () => {
    const res = await login({ 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as Envelope).msg).toBe('请求内容必须是 application/json');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a POST from another origin is refused with 403; the app’s own origin passes', async () => {
    const forged = await login({ 'content-type': 'application/json', origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.getSetCookie()).toEqual([]);
    expect((await login({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login({ 'content-type': 'application/json', origin: 'null' })).status).toBe(403);
    expect((await login({ 'content-type': 'application/json', origin: `http://${host()}`, 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
  });

  it('logout is POST; a GET from another site leaves the session alone', async () => {
    const client = server.client();
    await client.loginOk('company');
    const fromElsewhere = await client.request('GET', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(fromElsewhere.status).toBe(403);
    expect((await client.get('/api/currentUser')).status).toBe(200);
    expect((await client.request('POST', '/api/logout', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await client.get('/api/currentUser')).status).toBe(200);
    expect((await client.post('/api/logout', undefined)).status).toBe(200);
    expect((await client.get('/api/currentUser')).status).toBe(401);
  });
});

it('a body over the limit gets 413 with Connection: close, so the client does not reuse the socket', async () => {
  const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const { port } = new URL(server.base);
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/login/account',
      headers: { 'content-type': 'application/json' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode!, connection: res.headers.connection });
    });
    req.on('error', reject);
    req.end(Buffer.alloc(2 * 1024 * 1024, 0x20));
  });
  expect(answer).toEqual({ status: 413, connection: 'close' });
});

describe('text fields', () => {
  let admin: ReturnType<TestServer['client']>;
  beforeAll(async () => {
    admin = server.client();
    await admin.loginOk('admin');
  });

  const company = (name: string) => ({
    name,
    creditCode: '91310000MA1FL8TQ3N',
    legalPerson: '王建国',
    contactName: '李小红',
    contactMobile: '13912345678',
  });

  it('refuse control characters, naming the field, and write nothing', async () => {
    const before = snapshot(server.handle, 'companies');
    for (const name of ['上海\u0000科技', 'A\u0007B', '\u001b[31m红']) {
      const res = await admin.post('/api/companies', company(name));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ field: 'name', msg: '企业名称 含有无效字符（控制字符或编码错误的文字）' });
    }
    expect(snapshot(server.handle, 'companies')).toEqual(before);
  });

  it('refuse invalid UTF-8 in a JSON body, naming the field', async () => {
    const body = Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe, 0x28]),
      Buffer.from(`","creditCode":"91310000MA1FL8TQ3N","legalPerson":"王建国","contactName":"李小红","contactMobile":"13912345678"}`),
    ]);
    const res = await admin.request('POST', '/api/companies', {
      body,
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ field: 'name', msg: expect.stringContaining('invalid characters') });
  });

  it('refuse lone surrogates from JSON escapes, and keep tabs and line breaks', async () => {
    const lone = await admin.request('PUT', '/api/companies/29', {
      body: '{"address":"\\ud800x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(lone.status).toBe(422);
    expect(lone.body).toMatchObject({ field: 'address' });
    const fine = await admin.put('/api/companies/29', { address: '上海市\t徐汇区\n漕溪北路 1 号' });
    expect(fine.status).toBe(200);
  });
});
