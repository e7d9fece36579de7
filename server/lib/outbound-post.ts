/**
 * One POST to a URL a user gave (a webhook endpoint): http or https, within a time limit, no
 * redirect followed, nothing of the answer kept but its status. Unless private addresses are
 * allowed, the host is resolved first, every address must be public (public-address.ts), and the
 * connection goes to those very addresses: a name that resolves differently a moment later (DNS
 * rebinding) cannot turn the request inward.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostOf, resolvePublic, type ResolvedAddress } from './public-address';

export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The answer's status, or why there was none. */
export type OutboundAnswer = { statusCode: number } | { statusCode: null; error: string };

/** A lookup that answers the addresses checked before, whatever DNS says now. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  }) as LookupFunction;
}

export async function postOutbound(post: OutboundPost): Promise<OutboundAnswer> {
  const url = new URL(post.url);
  let lookup: LookupFunction | undefined;
  if (!post.allowPrivate) {
    const resolved = await resolvePublic(hostOf(url), post.timeoutMs);
    if (!resolved.ok) {
      return {
        statusCode: null,
        error: resolved.problem === 'unresolved' ? 'the host name does not resolve' : 'the host resolves to a private or local address',
      };
    }
    lookup = pinnedLookup(resolved.addresses);
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const body = Buffer.from(post.body, 'utf8');
  return new Promise<OutboundAnswer>((resolve) => {
    const request = send(url, {
      method: 'POST',
      headers: { ...post.headers, 'content-length': String(body.length) },
      // A connection of its own, closed after the answer: nothing pooled across endpoints.
      agent: false,
      ...(lookup ? { lookup } : {}),
    });
    const timer = setTimeout(() => request.destroy(new Error('no answer within the timeout')), post.timeoutMs);
    request.on('response', (response: IncomingMessage) => {
      clearTimeout(timer);
      // Only the status counts; the body is not read.
      response.destroy();
      resolve({ statusCode: response.statusCode ?? 0 });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      resolve({ statusCode: null, error: error.code ? `network error (${error.code})` : error.message });
    });
    request.end(body);
  });
}
