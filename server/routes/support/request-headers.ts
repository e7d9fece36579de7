/**
 * Request headers read from Node's own parsed record when @hono/node-server (or the mock adapter)
 * passes the Node request: asking Hono for one header builds a web Headers object of them all
 * first, a tenth of a cached answer's time. Without a Node request (tests' app.request()), Hono's.
 */
import type { AppContext } from './context';

/**
 * Headers Node joins as a web Headers object does (`, `), or, for `cookie`, as cookies are meant
 * to be joined (`; `). `name` in lowercase.
 */
export type JoinedHeader = 'accept-encoding' | 'accept-language' | 'cookie';

export function requestHeader(c: AppContext, name: JoinedHeader): string | undefined {
  const incoming = c.env?.incoming;
  return incoming ? incoming.headers[name] : c.req.header(name);
}

/**
 * Whether the request carries header `name` at all. Node keeps only the first of some repeated
 * headers (Authorization): their value is read from Hono when present, so that it is the same.
 */
export function hasRequestHeader(c: AppContext, name: string): boolean {
  const incoming = c.env?.incoming;
  return incoming ? incoming.headers[name] !== undefined : c.req.header(name) !== undefined;
}
