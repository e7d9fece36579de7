/** The production composition: the SPA build with history fallback, caching, compression, logs. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Envelope } from '../../common/api/envelope';
import type { Page } from '../../common/api/paging';
import { isHashedAsset } from '../../server/routes/static-files';
import { startServer, tempDir, type TestServer } from './support/harness';

const INDEX =
  '<!DOCTYPE html><html><head><title>电子签名云服务</title></head><body><div id="root"></div><script src="/umi.3f2a1b.js"></script></body></html>';
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let dist: string;
let server: TestServer;
const lines: string[] = [];

beforeAll(async () => {
  dist = tempDir('esign-dist-');
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'umi.3f2a1b.js'), BUNDLE);
  writeFileSync(join(dist, 'p__Employee__index.ab12.async.js'), 'export default 1;');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(dist, 'static'));
  writeFileSync(join(dist, 'static', 'logo.8f3e2a9c.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  server = await startServer({ staticDir: dist, compress: true, logRequests: true, log: (line) => lines.push(line) });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.base + path, { headers });

/** The bytes as sent (fetch would decompress them). */
function getRaw(path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(server.base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

it('recognises hashed asset names', () => {
  expect(isHashedAsset('umi.3f2a1b.js')).toBe(true);
  expect(isHashedAsset('p__Employee__index.ab12.async.js')).toBe(true);
  expect(isHashedAsset('umi.8db298f1.css')).toBe(true);
  expect(isHashedAsset('favicon.svg')).toBe(false);
  expect(isHashedAsset('index.html')).toBe(false);
  expect(isHashedAsset('jquery.cafe.js')).toBe(false);
});

it('serves index.html at / and for client routes, never cached without revalidation', async () => {
  for (const path of ['/', '/employee', '/contract/principleContract', '/user/login?redirect=%2Fhome']) {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  }
});

it('caches hashed assets for a year, immutable, and compresses them', async () => {
  const br = await getRaw('/umi.3f2a1b.js', { 'accept-encoding': 'br, gzip' });
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(br.body.length).toBeLessThan(BUNDLE.length / 10);
  expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE);

  const gz = await getRaw('/umi.3f2a1b.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.body).toString()).toBe(BUNDLE);

  const plain = await getRaw('/umi.3f2a1b.js', {});
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.toString()).toBe(BUNDLE);

  const chunk = await get('/p__Employee__index.ab12.async.js');
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const png = await get('/static/logo.8f3e2a9c.png');
  expect(png.headers.get('content-type')).toBe('image/png');
  expect(png.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

it('revalidates other files with an ETag', async () => {
  const first = await get('/favicon.svg');
  expect(first.headers.get('cache-control')).toBe('no-cache');
  const etag = first.headers.get('etag')!;
  expect(etag).toBeTruthy();
  const second = await get('/favicon.svg', { 'if-none-match': etag });
  expect(second.status).toBe(304);
});

it('answers 404 for missing files and never leaves dist/', async () => {
  expect((await get('/umi.000000.js')).status).toBe(404);
  for (const path of ['/..%2f..%2fpackage.json', '/%2e%2e%2f%2e%2e%2fpackage.json', '/static/..%2f..%2f..%2fetc%2fpasswd']) {
    const escape = await getRaw(path, {});
    expect(escape.body.toString()).not.toMatch(/"dependencies"|root:/);
  }
});

it('keeps /api out of the fallback and compresses large API answers', async () => {
  const missing = await get('/api/nothing-here');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ status: 404, msg: '接口不存在' });

  const client = server.client();
  await client.loginOk('admin');
  const res = await client.raw('GET', '/api/users?pageSize=100', { headers: { 'accept-encoding': 'gzip' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-encoding')).toBe('gzip');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(((await res.json()) as Envelope<Page<unknown>>).data!.total).toBe(7);
  // Gzipped from the answer's text with every header of a JSON answer, asked again (kept page) too.
  for (let i = 0; i < 2; i++) {
    const again = await client.raw('GET', '/api/users?pageSize=100', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(((await again.json()) as Envelope<Page<unknown>>).data!.total).toBe(7);
  }
  // A small answer goes out as it is, even to a client that accepts gzip.
  const small = await client.raw('GET', '/api/currentUser', { headers: { 'accept-encoding': 'gzip' } });
  expect(small.headers.get('content-encoding')).toBeNull();
  expect(small.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(((await small.json()) as Envelope<{ username: string }>).data!.username).toBe('admin');
  // Not to a client that refuses it.
  const refused = await client.raw('GET', '/api/users?pageSize=100', { headers: { 'accept-encoding': 'gzip;q=0' } });
  expect(refused.headers.get('content-encoding')).toBeNull();
});

it('logs one line per request: method, path, status, milliseconds', async () => {
  server.flushLogs();
  lines.length = 0;
  await get('/employee');
  await server.client().get('/api/currentUser');
  server.flushLogs();
  // Lines are written in batches (see request-log.test.ts): one write may carry several.
  const [page, api, ...more] = lines.join('\n').split('\n');
  expect(more).toEqual([]);
  expect(page).toMatch(/^GET \/employee 200 \d+\.\dms$/);
  expect(api).toMatch(/^GET \/api\/currentUser 401 \d+\.\dms$/);
});
