/**
 * Public verification (docs/api.md, "Signing"): anyone may check a signed PDF, rate-limited and
 * size-limited (the platform's certificates and revocation data: routes/pki.ts).
 */
import { Hono } from 'hono';
import { MAX_VERIFY_BYTES, verifyDocument } from '../domain/signing/verify-document';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { readUploadedFile } from './support/upload';

export function verifyRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/verify', async (c) => {
    const file = await readUploadedFile(c, MAX_VERIFY_BYTES);
    return ok(c, await verifyDocument(c.get('deps'), new Uint8Array(file.bytes), clientInfo(c)));
  });

  return routes;
}
