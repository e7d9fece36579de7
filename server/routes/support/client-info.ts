/** Who is calling: peer IP (or the proxy's X-Forwarded-For when trusted) and user agent. */
import type { ClientInfo } from '../../domain/deps';
import type { AppContext } from './context';

export function clientInfo(c: AppContext): ClientInfo {
  let ip = c.env?.incoming?.socket?.remoteAddress ?? '';
  if (c.get('http').trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) ip = forwarded;
  }
  return { ip: ip.replace(/^::ffff:/, '') || 'unknown', userAgent: c.req.header('user-agent') ?? '' };
}
