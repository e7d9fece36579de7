/**
 * Public verification (docs/api.md, "Signing"): anyone may check a signed PDF, rate-limited and
 * size-limited, and fetch the platform's root certificate to trust it in their own tools.
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

  routes.get('/pki/root.pem', async (c) => {
    const pki = await c.get('deps').signing.pki();
    return c.body(pki.rootPem, 200, {
      'Content-Type': 'application/x-pem-file',
      'Content-Disposition': 'attachment; filename="esign-root.pem"',
    });
  });

  return routes;
}
