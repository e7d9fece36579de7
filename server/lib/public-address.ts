/**
 * Where the server may send requests that users point it at (webhooks): the addresses a host
 * name resolves to, refused when any of them is loopback, private, link-local, shared (CGNAT),
 * unspecified, multicast or reserved, IPv4-mapped IPv6 forms included. Otherwise a user could
 * make the server reach the cloud's metadata service or anything else behind its firewall.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Whether an IP address (v4 or v6, a mapped v4 checked as the v4 it holds) may not be reached. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host of a URL as a name or a bare IP (`[::1]` → `::1`). */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

export type PublicResolution = { ok: true; addresses: ResolvedAddress[] } | { ok: false; problem: 'unresolved' | 'not_public' };

/** Every address of `host`, if all are public; a lookup that takes longer than `timeoutMs` is unresolved. */
export async function resolvePublic(host: string, timeoutMs: number): Promise<PublicResolution> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }).catch(() => null), timeout]);
    if (!found || found.length === 0) return { ok: false, problem: 'unresolved' };
    if (found.some((entry) => isNonPublicAddress(entry.address))) return { ok: false, problem: 'not_public' };
    return { ok: true, addresses: found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 })) };
  } finally {
    clearTimeout(timer);
  }
}
