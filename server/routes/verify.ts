/**
 * Public verification (common/contract/routes/verify.ts; docs/api.md, "Signing"): anyone may
 * check a signed PDF, rate-limited and size-limited (the platform's certificates and revocation
 * data: routes/pki.ts).
 */
import { Hono } from 'hono';
import { verifyRoutes as declared } from '../../common/contract/routes/verify';
import { MAX_VERIFY_BYTES, verifyDocument } from '../domain/signing/verify-document';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';
import { readUploadedFile } from './support/upload';

export function verifyRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    verify: async (c) => {
      const file = await readUploadedFile(c, MAX_VERIFY_BYTES);
      return verifyDocument(c.get('deps'), new Uint8Array(file.bytes), clientInfo(c));
    },
  });
  return routes;
}
