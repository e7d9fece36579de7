/**
 * The API describing itself: the OpenAPI document names exactly the routes the app serves, is
 * valid OpenAPI 3.1 by an outside validator, has both languages, and openapi-typescript makes
 * client types of it (the ones the tests' key client is typed with, which `npm run lint` makes
 * and type-checks the calls against); the reference page renders every route in Chinese and
 * English, loading nothing else.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { servedApiRoutes, startServer, type TestServer } from './support/harness';

type Operation = { operationId: string; summary: string; tags: string[]; security: unknown[]; responses: Record<string, unknown> };
type Document = { openapi: string; info: { title: string }; paths: Record<string, Record<string, Operation>> };

let server: TestServer;
const documents: Record<'zh' | 'en', Document> = {} as never;

beforeAll(async () => {
  server = await startServer();
  for (const lang of ['zh', 'en'] as const) {
    const res = await fetch(`${server.base}/api/openapi.json?lang=${lang}`);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    documents[lang] = (await res.json()) as Document;
  }
});
afterAll(() => server.close());

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );

it('names every route the app serves, and no route it does not', async () => {
  // `:request{.+}` is the path parameter `request`.
  const served = new Set((await servedApiRoutes()).map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`));
  const documented = new Set(operations(documents.en).map(({ key }) => key));
  expect([...served].filter((key) => !documented.has(key))).toEqual([]);
  expect([...documented].filter((key) => !served.has(key))).toEqual([]);
  expect(served.size).toBeGreaterThan(100);
});

it('is valid OpenAPI 3.1 in both languages, and openapi-typescript makes client types of it', async () => {
  // An outside validator and generator, in a process of their own (ES modules jest cannot load);
  // the check exits 1, naming what is wrong, when either fails.
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/openapi.mjs', '--check'], {
    encoding: 'utf8',
  });
  expect(stdout).toContain('the zh document is valid OpenAPI');
  expect(stdout).toContain('the en document is valid OpenAPI');
  expect(stdout).toMatch(/client types generated: \d{4,} lines/);
  expect([documents.zh.openapi, documents.en.openapi]).toEqual(['3.1.0', '3.1.0']);
  expect(documents.zh.info.title).toBe('电子签名云服务 API');
  expect(documents.en.info.title).toBe('E-signature cloud API');
});

it('titles every route in both languages, each once, and says who may call it', () => {
  const zh = new Map(operations(documents.zh).map(({ key, op }) => [key, op]));
  const ids = new Set<string>();
  for (const { key, op } of operations(documents.en)) {
    expect([key, op.summary.length > 0, /\p{Script=Han}/u.test(zh.get(key)!.summary)]).toEqual([key, true, true]);
    expect(ids.has(op.operationId)).toBe(false);
    ids.add(op.operationId);
    expect(Array.isArray(op.security)).toBe(true);
    expect(op.responses.default).toEqual({ $ref: '#/components/responses/Failure' });
  }
  // API key management: a signed-in session only; employees: a session or a key.
  expect(documents.en.paths['/api/api-keys'].post.security).toEqual([{ session: [] }]);
  expect(documents.en.paths['/api/employees'].post.security).toEqual([{ session: [] }, { apiKey: [] }]);
  expect(documents.en.paths['/api/signing/{token}'].get.security).toEqual([]);
});

it('answers the caller’s language by default', async () => {
  const zh = (await (await fetch(`${server.base}/api/openapi.json`, { headers: { 'accept-language': 'zh-CN' } })).json()) as Document;
  const en = (await (await fetch(`${server.base}/api/openapi.json`, { headers: { 'accept-language': 'en-US' } })).json()) as Document;
  expect([zh.info.title, en.info.title]).toEqual(['电子签名云服务 API', 'E-signature cloud API']);
});

it('renders the reference page from the document: every route, an example of each answer, nothing loaded from elsewhere', async () => {
  for (const lang of ['zh', 'en'] as const) {
    const res = await fetch(`${server.base}/api/docs?lang=${lang}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    for (const { op } of operations(documents[lang])) expect(html).toContain(`id="${op.operationId}"`);
    expect(html).not.toMatch(/<script|https?:\/\/(?!hr\.example\.com)/);
    expect(html).toContain(lang === 'zh' ? '列出 API 密钥' : 'List API keys');
    expect(html).toContain(lang === 'zh' ? '示例' : 'Example');
  }
});
