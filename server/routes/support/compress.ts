/**
 * Gzips JSON answers of 1 kB and more for clients that accept it, off the main thread (zlib's
 * thread pool). Hono's compress() was not used: it rebuilds every answer as a web stream, which
 * takes @hono/node-server off its fast path even for clients that never asked for gzip. Smaller
 * answers go out as they are; an answer jsonAnswer made (security.ts) is gzipped from its text
 * and sent again with its headers in one plain record, without reading it back or building web
 * Headers (every browser asks for gzip).
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { remembered } from '../../lib/remembered';
import type { AppEnv } from './context';
import { requestHeader } from './request-headers';
import { gzippedJsonAnswer, jsonAnswerText } from './security';

const THRESHOLD_BYTES = 1024;
const gzipAsync = promisify(gzip);

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** acceptsGzip, once per distinct Accept-Encoding header (browsers send few). */
const acceptsGzipRemembered = remembered(acceptsGzip, 100);

function isLarge(json: string | Buffer): boolean {
  // A character is at least one byte in UTF-8: counting bytes is needed only below the threshold.
  return json.length >= THRESHOLD_BYTES || Buffer.byteLength(json) >= THRESHOLD_BYTES;
}

export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'HEAD' || !acceptsGzipRemembered(requestHeader(c, 'accept-encoding'))) return;
    const res = c.res;
    const text = jsonAnswerText(res);
    if (text !== undefined) {
      if (!isLarge(text)) return;
      const gzipped = await gzipAsync(text);
      // Taken off first, since assigning over an answer copies its headers onto the new one.
      c.res = undefined;
      c.res = gzippedJsonAnswer(c, gzipped, res.status);
      return;
    }
    if (!(res.headers.get('content-type') ?? '').startsWith('application/json') || res.headers.has('content-encoding')) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const large = body.byteLength >= THRESHOLD_BYTES;
    if (large) {
      // Only a gzipped answer must not reach a client that did not ask for gzip.
      headers.set('Vary', 'Accept-Encoding');
      headers.set('Content-Encoding', 'gzip');
      headers.delete('Content-Length');
    }
    // The answer's body is read: it is sent anew. Taken off first, since assigning over an answer
    // copies its headers onto the new one.
    c.res = undefined;
    c.res = new Response(large ? await gzipAsync(body) : body, { status: res.status, headers });
  };
}
