/**
 * Umi mock adapter: `npm run dev` serves every /api route from the same Hono app as the
 * production server, on an in-memory SQLite database seeded with the demo data.
 *
 * Umi's mock middleware parses the body before calling us (JSON and urlencoded into req.body,
 * multipart into req.files) and the request stream is then spent, so the web Request handed to
 * the app is rebuilt from those. Umi loads this file with its own esbuild register: server code
 * is imported by relative path only.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db/open';
import { prepareDatabase } from '../server/db/setup';

/** What Umi's middleware leaves on the request (express request plus body-parser and multer). */
export interface MockRequest extends IncomingMessage {
  originalUrl?: string;
  /** Set by body-parser once it has read the stream. */
  _body?: boolean;
  body?: unknown;
  files?: Array<{ fieldname: string; originalname: string; mimetype: string; buffer: Buffer }>;
}

type App = ReturnType<typeof createApp>;
let appPromise: Promise<App> | undefined;

/** One database and app per dev-server process, made on first use. */
function getApp(): Promise<App> {
  appPromise ??= (async () => {
    const handle = openDatabase(':memory:');
    await prepareDatabase(handle.db, { seed: process.env.SEED !== 'none' });
    // The jobs runner too: scheduled sends, reminders, expiry, batches and messages work as in production.
    // Texted links point at the dev server's own port (Umi's PORT, 8000 by default).
    return createApp({ db: handle, devOutbox: true, background: true, publicUrl: `http://localhost:${process.env.PORT || 8000}` });
  })();
  return appPromise;
}

/** Stops the jobs runner and closes the database (tests; the dev server runs until killed). */
export async function closeMockApp(): Promise<void> {
  if (!appPromise) return;
  const app = await appPromise;
  appPromise = undefined;
  await app.background?.stop();
}

const DROPPED_HEADERS = new Set(['content-length', 'transfer-encoding', 'content-encoding', 'connection']);

function isEmptyObject(value: unknown) {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

async function readStream(req: MockRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Rebuilds the body Umi already parsed; answers undefined when there was none. */
async function rebuildBody(req: MockRequest, headers: Headers): Promise<BodyInit | undefined> {
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  const type = String(req.headers['content-type'] ?? '');
  // A content type body-parser skips (text/plain, none): the stream is still unread.
  if (!req._body && !req.files && req.readable && typeof req.on === 'function' && declaredLength) {
    return new Uint8Array(await readStream(req));
  }
  if (req.files?.length) {
    const form = new FormData();
    for (const [key, value] of Object.entries((req.body as Record<string, unknown>) ?? {})) form.append(key, String(value));
    for (const file of req.files) {
      form.append(file.fieldname, new Blob([new Uint8Array(file.buffer)], { type: file.mimetype }), file.originalname);
    }
    headers.delete('content-type'); // the FormData sets its own boundary
    return form;
  }
  if (type.includes('application/x-www-form-urlencoded') && req.body && typeof req.body === 'object') {
    const entries = Object.entries(req.body as Record<string, unknown>).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]);
    return new URLSearchParams(entries);
  }
  if (!declaredLength) return undefined;
  // body-parser leaves `{}` when the JSON did not parse (it reports the error to a callback Umi
  // ignores): a non-trivial body that became {} was not JSON. Pass on something that is not
  // JSON either, so the app answers 400 as the production server does.
  if (isEmptyObject(req.body) && declaredLength > 2) return '\u0000not-json';
  return JSON.stringify(req.body ?? null);
}

async function toWebRequest(req: MockRequest): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const url = new URL(req.originalUrl ?? req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await rebuildBody(req, headers);
  // The size the client declared, so the app's body limit answers 413 exactly as in production.
  if (body !== undefined && req.headers['content-length']) headers.set('content-length', String(req.headers['content-length']));
  return new Request(url, { method, headers, body });
}

async function writeResponse(response: Response, res: ServerResponse) {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** The express-style handler Umi calls for every /api request. */
export async function handleApiRequest(req: MockRequest, res: ServerResponse): Promise<void> {
  try {
    const app = await getApp();
    const response = await app.fetch(await toWebRequest(req), { incoming: req });
    await writeResponse(response, res);
  } catch (error) {
    console.error('[mock api]', error);
    res.statusCode = 500;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ status: 500, msg: 'mock server error' }));
  }
}

export default {
  'GET /api/(.*)': handleApiRequest,
  'POST /api/(.*)': handleApiRequest,
  'PUT /api/(.*)': handleApiRequest,
  'PATCH /api/(.*)': handleApiRequest,
  'DELETE /api/(.*)': handleApiRequest,
};
