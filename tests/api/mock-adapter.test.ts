/**
 * mock/api.ts: the Umi mock server answers from the same app. Called here the way Umi calls it:
 * an express-style (req, res) with the body already parsed into req.body.
 */
import type { ServerResponse } from 'node:http';
import mocks, { closeMockApp, type MockRequest } from '../../mock/api';
import { dataUrl, sealPng, signaturePng } from './support/png';
import { until } from './support/process';
import { startServer, type TestServer } from './support/harness';

interface FakeResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: any;
}

let cookie = '';

/** Plays Umi's mock middleware: picks the handler by method, passes parsed body and headers. */
async function callMock(
  method: string,
  url: string,
  options: {
    body?: unknown;
    rawLength?: number;
    locale?: string;
    file?: { field: string; name: string; type: string; bytes: Buffer };
  } = {},
): Promise<FakeResponse> {
  const key = `${method} /api/(.*)` as keyof typeof mocks;
  const handler = mocks[key];
  expect(typeof handler).toBe('function');
  const text = options.body === undefined ? '' : JSON.stringify(options.body);
  const req = {
    method,
    url,
    originalUrl: url,
    headers: {
      host: 'localhost:8000',
      'accept-language': options.locale ?? 'zh-CN',
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET'
        ? {}
        : { 'content-type': 'application/json', 'content-length': String(options.rawLength ?? Buffer.byteLength(text)) }),
    },
    body: method === 'GET' ? undefined : (options.body ?? {}),
    _body: method !== 'GET',
    // What multer leaves for a multipart upload.
    ...(options.file
      ? {
          files: [
            { fieldname: options.file.field, originalname: options.file.name, mimetype: options.file.type, buffer: options.file.bytes },
          ],
        }
      : {}),
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as MockRequest;

  const headers: Record<string, string | string[]> = {};
  const done = new Promise<FakeResponse>((resolve) => {
    const res = {
      statusCode: 200,
      setHeader(name: string, value: string | string[]) {
        headers[name.toLowerCase()] = value;
      },
      end(chunk: Buffer) {
        resolve({ status: this.statusCode, headers, body: JSON.parse(chunk.toString('utf8')) });
      },
    };
    void handler(req, res as unknown as ServerResponse);
  });
  const response = await done;
  const setCookie = response.headers['set-cookie'];
  if (setCookie) {
    const pair = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0];
    cookie = pair.endsWith('=') ? '' : pair;
  }
  return response;
}

let server: TestServer;
beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => {}); // the dev SMS sender logs each code
  server = await startServer();
});
afterAll(async () => {
  await closeMockApp();
  await server.close();
});

it('exports a handler for every method under /api', () => {
  expect(Object.keys(mocks).sort()).toEqual(['DELETE /api/(.*)', 'GET /api/(.*)', 'PATCH /api/(.*)', 'POST /api/(.*)', 'PUT /api/(.*)']);
});

it('logs in, answers the current user exactly as the production app, and logs out', async () => {
  const login = await callMock('POST', '/api/login/account', { body: { type: 'account', username: 'admin', password: 'ant.design' } });
  expect(login.status).toBe(200);
  expect(login.body).toEqual({ status: 0, msg: '成功', data: { type: 'account', currentAuthority: 'admin' } });
  expect(cookie).toMatch(/^sid=/);
  expect(String(login.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);

  const fromMock = await callMock('GET', '/api/currentUser');
  const client = server.client();
  await client.loginOk('admin');
  const fromApp = await client.get('/api/currentUser');
  expect(fromMock.status).toBe(fromApp.status);
  expect(fromMock.body).toEqual(fromApp.body);

  const users = await callMock('GET', '/api/users?pageSize=3&sorter=-id');
  expect(users.body.data).toMatchObject({ total: 7, current: 1, pageSize: 3 });
  expect(users.body.data.list.map((a: { id: number }) => a.id)).toEqual([7, 6, 5]);

  const logout = await callMock('POST', '/api/logout');
  expect(logout.status).toBe(200);
  const after = await callMock('GET', '/api/currentUser');
  expect(after.status).toBe(401);
  expect(after.body.status).toBe(302);
});

it('answers errors like the app: validation, bad JSON, oversized body, locale', async () => {
  const body = { type: 'account', password: 'x' };
  const fromMock = await callMock('POST', '/api/login/account', { body, locale: 'en-US' });
  const fromApp = await server.client({ locale: 'en-US' }).post('/api/login/account', body);
  expect(fromMock.status).toBe(422);
  expect(fromMock.body).toEqual(fromApp.body);

  // body-parser turned unparseable JSON into {}: the adapter still answers 400.
  const badJson = await callMock('POST', '/api/login/account', { body: {}, rawLength: 17 });
  expect(badJson.status).toBe(400);
  expect(badJson.body).toEqual({ status: 400, msg: '请求体不是有效的 JSON' });

  const huge = await callMock('POST', '/api/login/account', {
    body: { type: 'account', username: 'a', password: 'b' },
    rawLength: 2 * 1024 * 1024,
  });
  expect(huge.status).toBe(413);
  expect(huge.body.status).toBe(413);
});

it('serves the dev outbox, so phone login works in npm run dev', async () => {
  const mobile = '13524986731';
  expect((await callMock('GET', `/api/login/captcha?mobile=${mobile}`)).status).toBe(200);
  // The outbox answers an administrator only.
  expect((await callMock('GET', `/api/dev/outbox?mobile=${mobile}`)).status).not.toBe(200);
  await callMock('POST', '/api/login/account', { body: { type: 'account', username: 'admin', password: 'ant.design' } });
  const outbox = await callMock('GET', `/api/dev/outbox?mobile=${mobile}`);
  const code = outbox.body.data[0].code;
  expect(code).toMatch(/^\d{6}$/);
  const login = await callMock('POST', '/api/login/account', { body: { type: 'mobile', mobile, captcha: code } });
  expect(login.body.data).toEqual({ type: 'mobile', currentAuthority: 'operator' });
});

it('runs the jobs runner, as in production: a batch seals in the background in npm run dev', async () => {
  const login = (username: string) =>
    callMock('POST', '/api/login/account', { body: { type: 'account', username, password: 'ant.design' } });
  await login('operator');
  const template = (await callMock('GET', '/api/contracts?pageSize=50')).body.data.list.find((t: { code: string }) => t.code === 'LC-2025');
  const [employee] = (await callMock('GET', '/api/employees?companyId=29&pageSize=1')).body.data.list;
  const created = await callMock('POST', '/api/sign-tasks', {
    body: {
      templateId: template.id,
      employeeIds: [employee.id],
      values: { contract_term: '固定期限', monthly_salary: '6800.00' },
      send: true,
    },
  });
  const taskId = created.body.data.created[0].id;
  await login('admin');
  const outbox = async (part: string) =>
    (await callMock('GET', `/api/dev/outbox?mobile=${employee.mobile}`)).body.data.find((m: { text: string }) => m.text.includes(part));
  const token = /\/signing\/([A-Za-z0-9_-]{43})/.exec((await outbox('/signing/')).text)![1];
  await callMock('POST', `/api/signing/${token}/code`);
  const code = (await outbox('验证码')).code;
  expect((await callMock('POST', `/api/signing/${token}/sign`, { body: { code, signature: dataUrl(signaturePng()) } })).status).toBe(200);
  await login('user');
  const sealed = await callMock('POST', '/api/companies/29/seal', {
    file: { field: 'file', name: 'seal.png', type: 'image/png', bytes: sealPng() },
  });
  expect(sealed.status).toBe(200);
  const batch = await callMock('POST', '/api/batches', { body: { taskIds: [taskId] } });
  expect(batch.status).toBe(202);
  // Nobody calls the runner here: the dev server's own runs the batch.
  const done = await until('the batch done', async () => {
    const found = (await callMock('GET', `/api/batches/${batch.body.data.id}`)).body.data;
    return found.status === 'done' ? found : undefined;
  });
  expect(done).toMatchObject({ total: 1, done: 1, failed: 0 });
  expect((await callMock('GET', `/api/sign-tasks/${taskId}`)).body.data.status).toBe('completed');
});
