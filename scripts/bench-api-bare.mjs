/**
 * The yardstick of `npm run bench:api`: a bare Hono app on @hono/node-server answering, as
 * constants, the JSON bodies the real server gave (BARE_ROUTES: {path: body}). No database, no
 * session, no middleware: what this runtime and framework can do at best on this machine.
 * BARE_HEADERS ({name: value}) adds headers to every answer, to measure what headers cost.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const routes = JSON.parse(process.env.BARE_ROUTES ?? '{}');
const app = new Hono();
for (const [path, body] of Object.entries(routes)) {
  app.get(path, (c) =>
    c.body(body, 200, { 'content-type': 'application/json', ...(process.env.BARE_HEADERS ? JSON.parse(process.env.BARE_HEADERS) : {}) }),
  );
}
serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
});
