/**
 * The employee's signing page (common/contract/routes/signing.ts; public: no session, the link's
 * token and a code texted to the employee's mobile take its place): what to sign, the documents,
 * the identity check, the code, sign, refuse. Every route counts against a per-address limit
 * loose enough for a factory on one Wi-Fi.
 */
import { Hono } from 'hono';
import { signingRoutes as declared } from '../../common/contract/routes/signing';
import { rejectAsTheEmployee, signAsTheEmployee } from '../domain/signing/employee-sign';
import { sendSigningCode, signingDocument, signingPageImage, viewSigning } from '../domain/signing/signing-link';
import { verifySigningIdentity } from '../domain/signing/verify-identity';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { imageResponse, pdfResponse } from './support/files';
import { mountAll } from './support/mount';
import type { FieldLabels } from './support/validate';

const labels: FieldLabels = { signature: 'field.drawnSignature' };
const PAGE_IMAGE_CACHE = 'private, max-age=600';

export function signingRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    view: async (c, { params }) => viewSigning(c.get('deps'), params.token, clientInfo(c)),
    document: async (c, { params }) => {
      const file = await signingDocument(c.get('deps'), { token: params.token, documentId: params.documentId, client: clientInfo(c) });
      return pdfResponse(c, { bytes: file.bytes, fileName: file.fileName });
    },
    pageImage: async (c, { params }) => {
      const jpeg = await signingPageImage(c.get('deps'), { ...params, client: clientInfo(c) });
      // Kept by the phone's browser a while: the page asks for each first page as soon as it has
      // the view, and its <img> finds it there. The page of a document's current version only
      // changes once the employee has signed, and the page then shows no documents.
      return imageResponse(c, jpeg, 'image/jpeg', PAGE_IMAGE_CACHE);
    },
    identity: async (c, { params, body }) => verifySigningIdentity(c.get('deps'), { token: params.token, body, client: clientInfo(c) }),
    code: async (c, { params }) => sendSigningCode(c.get('deps'), params.token, clientInfo(c)),
    sign: [
      async (c, { params, body }) => signAsTheEmployee(c.get('deps'), { token: params.token, input: body, client: clientInfo(c) }),
      { labels },
    ],
    reject: [
      async (c, { params, body }) => rejectAsTheEmployee(c.get('deps'), { token: params.token, input: body, client: clientInfo(c) }),
      { labels },
    ],
  });
  return routes;
}
