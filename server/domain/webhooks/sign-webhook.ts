/**
 * The Standard Webhooks headers of one attempt: `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256, under the endpoint's secret, of `<webhook-id>.<webhook-timestamp>.<body>`; the
 * timestamp is the attempt's, in seconds, so receivers can refuse replays of old attempts.
 */
import { createHmac } from 'node:crypto';
import { secretKey } from './endpoint-secret';

export function webhookHeaders({
  secret,
  eventId,
  at,
  body,
}: {
  secret: string;
  eventId: string;
  at: Date;
  body: string;
}): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const signature = createHmac('sha256', secretKey(secret)).update(`${eventId}.${timestamp}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'user-agent': 'esign-webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,${signature}`,
  };
}
