/**
 * What every answer tells the browser, and what every state change must show, whatever route it
 * goes to: security headers (a Content-Security-Policy the built SPA and pdf.js run under, no
 * framing, no referrer, HSTS behind HTTPS), and, for requests that change state, a same-origin
 * proof (Origin, or the fetch metadata) and a JSON or multipart body (a cross-site form can post
 * neither). docs/api.md, "Browser protections".
 */
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '../../domain/errors';
import type { AppContext, AppEnv } from './context';
import { isUploadRoute } from './upload';

/** The SPA: its own scripts only; antd's CSS-in-JS needs inline styles; pdf.js a worker and blob: images. */
export const SPA_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** JSON answers are data, never a document. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Files the API serves (PDFs shown inline): no scripts of theirs run as the app, and only the app frames them. */
const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'";

/** What a JSON answer needs (OWASP's list for REST answers): it is data, never a document. */
const DATA_HEADERS: [string, string][] = [
  ['Content-Security-Policy', API_POLICY],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/** What a document needs (the SPA, a PDF shown inline): the above, and what a page may do. */
function documentHeaders(policy: string): [string, string][] {
  return [
    ['Content-Security-Policy', policy],
    ['X-Frame-Options', policy === FILE_POLICY ? 'SAMEORIGIN' : 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    // Signing links carry their token in the path: never hand it to another site.
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
}
const SPA_HEADERS = documentHeaders(SPA_POLICY);
const FILE_HEADERS = documentHeaders(FILE_POLICY);
const HSTS: [string, string] = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'];
/** API answers are per user: never stored, unless the route says otherwise (versioned pictures). */
const NO_STORE: [string, string] = ['Cache-Control', 'no-store'];

/** Every header of a JSON answer made by jsonAnswer, in lowercase, as Node sends them. */
const JSON_ANSWER: Record<string, string> = Object.fromEntries(
  [['Content-Type', 'application/json'], ...DATA_HEADERS, NO_STORE].map(([name, value]) => [name.toLowerCase(), value]),
);
const JSON_ANSWER_HSTS: Record<string, string> = { ...JSON_ANSWER, [HSTS[0].toLowerCase()]: HSTS[1] };
const madeWithHeaders = new WeakSet<Response>();
/** The body of each answer jsonAnswer made: compress.ts gzips it without reading the answer back. */
const answerTexts = new WeakMap<Response, string | Buffer<ArrayBuffer>>();

function jsonAnswerHeaders(c: AppContext): Record<string, string> {
  // A record of its own: the server adds Content-Length to it.
  return { ...(c.get('http')?.secureCookies ? JSON_ANSWER_HSTS : JSON_ANSWER) };
}

/**
 * A header for the answer to come (a cookie, Retry-After). Always set through here: the answer
 * then goes through Hono's c.json(), which merges it, not through jsonAnswer's faster way.
 */
export function prepareHeader(c: AppContext, { name, value, options }: { name: string; value: string; options?: { append?: boolean } }) {
  c.header(name, value, options);
  c.set('preparedHeaders', true);
}

/**
 * A JSON answer (`json`: its text) made with all its headers in one plain record, which
 * @hono/node-server writes straight out. c.json() with several headers, or headers set on the
 * answer afterwards, build a web Headers object first: about 4 µs of a cached list's 90 µs
 * under load. securityHeaders leaves such an answer as it is.
 */
export function jsonAnswer(c: AppContext, json: string | Buffer<ArrayBuffer>, status: ContentfulStatusCode) {
  if (c.get('preparedHeaders')) return c.body(json, status, { 'Content-Type': 'application/json' });
  const answer = new Response(json, { status, headers: jsonAnswerHeaders(c) });
  madeWithHeaders.add(answer);
  answerTexts.set(answer, json);
  return answer;
}

/** The JSON (text or UTF-8) of `answer` when jsonAnswer made it (all its headers in a plain record). */
export function jsonAnswerText(answer: Response): string | Buffer<ArrayBuffer> | undefined {
  return answerTexts.get(answer);
}

/** jsonAnswer's answer of `status` again, its body `gzipped`, with all its headers in one record too. */
export function gzippedJsonAnswer(c: AppContext, gzipped: Buffer, status: number) {
  const headers = jsonAnswerHeaders(c);
  // Only a gzipped answer must not reach a client that did not ask for gzip.
  headers.vary = 'Accept-Encoding';
  headers['content-encoding'] = 'gzip';
  const answer = new Response(gzipped, { status, headers });
  madeWithHeaders.add(answer);
  return answer;
}

export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (madeWithHeaders.has(c.res)) return;
    // Set on the answer's own headers: Hono's c.header() after the handler would rebuild the
    // answer as a web Response and take @hono/node-server off its fast path.
    const headers = c.res.headers;
    const type = headers.get('content-type') ?? '';
    const isApi = c.req.path.startsWith('/api/');
    const set = type.startsWith('text/html') ? SPA_HEADERS : isApi && !type.startsWith('application/json') ? FILE_HEADERS : DATA_HEADERS;
    for (const [name, value] of set) headers.set(name, value);
    if (options.hsts) headers.set(...HSTS);
    if (isApi && !headers.has(NO_STORE[0])) headers.set(...NO_STORE);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The host a request was sent to (the proxy's, when one is trusted to say so). */
function requestHost(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined {
  const forwarded = c.get('http').trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0].trim() : undefined;
  return forwarded || c.req.header('host');
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/**
 * State changes from another site are refused: a browser names the page's origin in `Origin`
 * (and says `Sec-Fetch-Site: cross-site`) on every cross-site POST. Clients that are not browsers
 * send neither and are let through: they carry no one else's cookie.
 */
const OCSP_PATH = '/api/pki/ocsp';
const RECEIPTS_PATH = '/api/messages/receipts/';

export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    // The OCSP responder is asked by verifiers anywhere, in its own media type; it reads no
    // cookie and changes nothing.
    if (c.req.path === OCSP_PATH) return next();
    // Delivery receipts come from the SMS provider's servers, proven by their shared token.
    if (c.req.path.startsWith(RECEIPTS_PATH)) return next();
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    let crossSite = site === 'cross-site' || site === 'same-site';
    if (origin !== undefined) {
      const host = origin === 'null' ? undefined : hostOf(origin);
      // The host asked for, or the public origin (PUBLIC_URL) when a proxy rewrites Host.
      const own = [requestHost(c), hostOf(c.get('deps').signing.linkBase)];
      if (!host || !own.includes(host)) crossSite = true;
    }
    if (crossSite) throw new DomainError('forbidden', 'error.crossSite');

    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const hasBody = c.req.header('transfer-encoding') !== undefined || Number(c.req.header('content-length') ?? 0) > 0;
    const expected = isUploadRoute(c.req.method, c.req.path) ? 'multipart/form-data' : 'application/json';
    // Uploads accept JSON too (the route then answers which field is missing).
    if (hasBody && type !== expected && type !== 'application/json') {
      throw new DomainError('unsupported_type', 'error.contentType', { params: { type: expected } });
    }
    await next();
  };
}
