/**
 * The platform PKI's public face (common/contract/routes/pki.ts; docs/signatures.md): the roots
 * to trust, the issuing CA's certificate, the CRLs and the OCSP responder that every signer
 * certificate names. No session: verifiers anywhere fetch these.
 */
import { Hono, type Context } from 'hono';
import { pkiRoutes as declared } from '../../common/contract/routes/pki';
import { currentCrl, type CrlIssuer } from '../domain/pki/crl';
import { answerOcsp } from '../domain/pki/ocsp';
import { toPem } from '../signatures/x509';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { mountAll } from './support/mount';

/** An OCSP request is a few hundred bytes; RFC 6960's GET form puts it in the path as base64. */
const MAX_OCSP_REQUEST_BYTES = 16 * 1024;

const der = (
  c: Context<AppEnv>,
  { bytes, type, name, maxAgeSeconds = 3600 }: { bytes: Uint8Array; type: string; name: string; maxAgeSeconds?: number },
) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': `public, max-age=${maxAgeSeconds}`,
  });

const pem = (c: Context<AppEnv>, text: string, name: string) =>
  c.body(text, 200, { 'Content-Type': 'application/x-pem-file', 'Content-Disposition': `attachment; filename="${name}"` });

const crl = (which: CrlIssuer, name: string) => async (c: Context<AppEnv>) => {
  const bytes = await currentCrl(c.get('deps'), which);
  if (!bytes) return c.body(null, 404);
  return der(c, { bytes, type: 'application/pkix-crl', name, maxAgeSeconds: 600 });
};

const ocspAnswer = async (c: Context<AppEnv>, request: Uint8Array) => {
  const answer = await answerOcsp(c.get('deps'), request, clientInfo(c));
  return c.body(answer as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/ocsp-response', 'Cache-Control': 'no-store' });
};

export function pkiRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    root: async (c) => pem(c, (await c.get('deps').signing.pki()).rootPem, 'esign-root.pem'),
    // Every root the platform has had: documents signed under an earlier one verify with it.
    roots: async (c) => pem(c, (await c.get('deps').signing.pki()).trustedRootsDer.map((root) => toPem(root)).join(''), 'esign-roots.pem'),
    issuingCa: async (c) =>
      der(c, {
        bytes: (await c.get('deps').signing.pki()).issuingCa.certificateDer,
        type: 'application/pkix-cert',
        name: 'esign-ca.cer',
        maxAgeSeconds: 86400,
      }),
    caCrl: crl('ca', 'esign-ca.crl'),
    rootCrl: crl('root', 'esign-root.crl'),
    ocsp: async (c) => {
      const body = new Uint8Array(await c.req.arrayBuffer());
      if (body.length > MAX_OCSP_REQUEST_BYTES) return c.body(null, 413);
      return ocspAnswer(c, body);
    },
    ocspByGet: async (c) => {
      // Hono has decoded the path already; base64 decoding skips what is not base64.
      const encoded = c.req.param('request') ?? '';
      if (encoded.length > MAX_OCSP_REQUEST_BYTES * 2) return c.body(null, 413);
      return ocspAnswer(c, new Uint8Array(Buffer.from(encoded, 'base64')));
    },
  });
  return routes;
}
