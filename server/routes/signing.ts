/**
 * The employee's signing page (public: no session; the link's token and a code texted to the
 * employee's mobile take its place): what to sign, the documents, the code, sign, refuse.
 * Every route counts against a per-address limit loose enough for a factory on one Wi-Fi.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { rejectAsTheEmployee, signAsTheEmployee } from '../domain/signing/employee-sign';
import { sendSigningCode, signingDocument, viewSigning } from '../domain/signing/signing-link';
import { verifySigningIdentity } from '../domain/signing/verify-identity';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { idNumber, requiredText } from './support/fields';
import { pdfResponse } from './support/files';
import { parseJsonBody, parseParams, type FieldLabels } from './support/validate';

const tokenParams = z.object({ token: z.string().max(100) });
const documentParams = z.object({ token: z.string().max(100), documentId: z.coerce.number().int().min(1) });
const code = () =>
  z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{6}$/, 'validation.captcha');
const signBody = z.object({ code: code(), signature: z.string().min(1).max(1_000_000) });
const rejectBody = z.object({ code: code(), reason: requiredText(200) });
const labels: FieldLabels = { signature: 'field.drawnSignature' };
const identityBody = z.object({ name: requiredText(50), idNumber: idNumber() });

export function signingRoutes() {
  const routes = new Hono<AppEnv>();

  routes.get('/signing/:token', async (c) => {
    const { token } = parseParams(c, tokenParams);
    return ok(c, await viewSigning(c.get('deps'), token, clientInfo(c)));
  });

  routes.get('/signing/:token/documents/:documentId', async (c) => {
    const { token, documentId } = parseParams(c, documentParams);
    const file = await signingDocument(c.get('deps'), token, documentId, clientInfo(c));
    return pdfResponse(c, file.bytes, file.fileName);
  });

  routes.post('/signing/:token/identity', async (c) => {
    const { token } = parseParams(c, tokenParams);
    const body = await parseJsonBody(c, identityBody);
    return ok(c, await verifySigningIdentity(c.get('deps'), token, body, clientInfo(c)));
  });

  routes.post('/signing/:token/code', async (c) => {
    const { token } = parseParams(c, tokenParams);
    return ok(c, await sendSigningCode(c.get('deps'), token, clientInfo(c)));
  });

  routes.post('/signing/:token/sign', async (c) => {
    const { token } = parseParams(c, tokenParams);
    const body = await parseJsonBody(c, signBody, labels);
    return ok(c, await signAsTheEmployee(c.get('deps'), token, body, clientInfo(c)));
  });

  routes.post('/signing/:token/reject', async (c) => {
    const { token } = parseParams(c, tokenParams);
    const body = await parseJsonBody(c, rejectBody, labels);
    return ok(c, await rejectAsTheEmployee(c.get('deps'), token, body, clientInfo(c)));
  });

  return routes;
}
