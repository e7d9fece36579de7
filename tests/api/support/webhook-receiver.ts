/**
 * A webhook receiver on loopback, as a company's system would run one: every request verified
 * with the `standardwebhooks` package (the secret of the endpoint its path stands for) at the
 * clock the sending server runs on, and answered as the test says: a status, or no answer at all.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import type { WebhookEventType, WebhookPayload } from '../../../common/api/webhooks';

export interface ReceivedWebhook {
  path: string;
  /** The headers as sent. */
  id: string;
  timestamp: string;
  body: string;
  /** What `Webhook.verify` answered; null when it refused the request (`error` says why). */
  payload: WebhookPayload<Record<string, unknown>> | null;
  error: string | null;
}

/** An HTTP status, or `hang`: the request is held open without an answer. */
export type Reply = number | 'hang';

export interface WebhookReceiver {
  url(path: string): string;
  /** The secret to verify each path's requests with (the endpoint's, as created). */
  secrets: Map<string, string>;
  received: ReceivedWebhook[];
  reply: (request: ReceivedWebhook) => Reply;
  /** The verified requests of one path, optionally of one event type. */
  verified(path: string, type?: WebhookEventType): ReceivedWebhook[];
  close(): Promise<void>;
}

/** `now`: the sending server's clock (a test clock); the real one by default. */
export async function startWebhookReceiver(now: () => Date = () => new Date()): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: (path) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    secrets: new Map(),
    received: [],
    reply: () => 204,
    verified: (path, type) => receiver.received.filter((r) => r.path === path && r.payload !== null && (!type || r.payload.type === type)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      const received: ReceivedWebhook = {
        path,
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        body,
        payload: null,
        error: null,
      };
      // The package checks the timestamp against Date.now: the sender's clock, for this call only.
      const clock = jest.spyOn(Date, 'now').mockImplementation(() => now().getTime());
      try {
        received.payload = new Webhook(receiver.secrets.get(path) ?? 'whsec_bm9uZQ==').verify(body, headers) as ReceivedWebhook['payload'];
      } catch (error) {
        received.error = error instanceof Error ? error.message : String(error);
      } finally {
        clock.mockRestore();
      }
      receiver.received.push(received);
      const reply = receiver.reply(received);
      response.on('error', () => {});
      if (reply !== 'hang') response.writeHead(reply).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return receiver;
}
