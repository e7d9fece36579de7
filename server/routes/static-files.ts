/**
 * Serves the SPA build (`dist/`) in production: files as they are, with history fallback to
 * index.html for client-side routes (never for /api). Hashed assets (`umi.3f2a1b.js`,
 * `p__Employee__index.ab12.async.js`) are cached for a year, immutable; index.html and other
 * files are revalidated (no-cache + ETag). Text is compressed with brotli or gzip once per file
 * version and kept in memory: dist/ is small. A client-side route may add a `Link` header to its
 * index.html (`linkFor`): what the page will ask for first, fetched with the HTML.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml', '.webmanifest', '.ico', '.ttf']);
const MIN_COMPRESS_BYTES = 1024;

/** A content hash in the name: at least 4 hex characters, one of them a digit, before the extension. */
const HASHED_NAME = /\.(?=[0-9a-f]*\d)[0-9a-f]{4,}(?:\.async|\.chunk)?\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function isHashedAsset(path: string): boolean {
  return HASHED_NAME.test(path);
}

interface Encoded {
  body: Buffer;
  encoding?: 'br' | 'gzip';
}

export interface StaticFilesOptions<C extends Context> {
  /** A `Link` header for index.html served at a client-side route (preloads), or undefined. */
  linkFor?: (c: C, pathname: string) => Promise<string | undefined>;
}

export function staticFiles<C extends Context>(root: string, { linkFor }: StaticFilesOptions<C> = {}): MiddlewareHandler {
  const base = resolve(root);
  const cache = new Map<string, Encoded>();

  async function fileAt(relative: string) {
    const path = normalize(join(base, relative));
    if (path !== base && !path.startsWith(base + sep)) return undefined; // no way out of dist/
    const info = await stat(path).catch(() => undefined);
    return info?.isFile() ? { path, info } : undefined;
  }

  async function encoded(path: string, version: string, encoding: Encoded['encoding']): Promise<Encoded> {
    const key = `${path}|${version}|${encoding ?? ''}`;
    let entry = cache.get(key);
    if (!entry) {
      const raw = await readFile(path);
      if (encoding === 'br') {
        entry = { body: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), encoding };
      } else if (encoding === 'gzip') {
        entry = { body: gzipSync(raw, { level: 9 }), encoding };
      } else {
        entry = { body: raw };
      }
      cache.set(key, entry);
    }
    return entry;
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const pathname = c.req.path;
    if (pathname === '/api' || pathname.startsWith('/api/')) return next();

    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    let file = relative.endsWith('/') ? undefined : await fileAt(relative);
    let link: string | undefined;
    if (!file) {
      // A missing file with an extension is a real 404; other paths are SPA routes.
      const ext = extname(relative);
      if (ext && ext !== '.html') return c.text('Not Found', 404);
      file = await fileAt('index.html');
      if (!file) return next();
      link = await linkFor?.(c as C, pathname);
    }

    const ext = extname(file.path).toLowerCase();
    const version = `${file.info.size.toString(16)}-${Math.floor(file.info.mtimeMs).toString(16)}`;
    const etag = `W/"${version}"`;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': isHashedAsset(file.path) ? IMMUTABLE : 'no-cache',
      ETag: etag,
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    };
    if (link) {
      // The hints name this route's own resources (a signing link's page): not for shared caches,
      // and answered whole each time (a 304 would leave the browser the hints it kept, for a
      // link that may have ended since).
      Object.assign(headers, { Link: link, 'Cache-Control': 'private, no-cache' });
      delete headers.ETag;
    } else if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);

    const accepts = c.req.header('accept-encoding') ?? '';
    const compressible = COMPRESSIBLE.has(ext) && file.info.size >= MIN_COMPRESS_BYTES;
    const encoding = !compressible ? undefined : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    const entry = await encoded(file.path, version, encoding);
    if (entry.encoding) headers['Content-Encoding'] = entry.encoding;
    headers['Content-Length'] = String(entry.body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(entry.body), 200, headers);
  };
}
