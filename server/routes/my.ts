/**
 * `/api/my`, the workers' own page (docs/messages.md, "The worker's own page"): sign in with mobile and texted code, a worker
 * session in its own cookie (`my_sid`, path /api/my: never sent to the back office's routes, and
 * the back office's `sid` is never read here), then the worker's contracts and their files.
 */
import { Hono, type Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { listMyContracts, myArchive, myDocument, myEvidence } from '../domain/my/my-contracts';
import { sendWorkerCode, signInWorker, signOutWorker, workerOf, WORKER_SESSION_MS } from '../domain/my/worker-sign-in';
import { maskRecipient } from '../domain/messages/read-messages';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { ok } from './support/envelope';
import { mobile } from './support/fields';
import { fileResponse, pdfResponse } from './support/files';
import { prepareHeader } from './support/security';
import { parseJsonBody, parseParams } from './support/validate';

const WORKER_COOKIE = 'my_sid';
const COOKIE_PATH = '/api/my';

const codeBody = z.object({ mobile: mobile() });
const loginBody = z.object({
  mobile: mobile(),
  code: z
    .string()
    .trim()
    .min(1)
    .regex(/^\d{6}$/, 'validation.captcha'),
});
const taskParams = z.object({ taskId: z.coerce.number().int().min(1) });
const documentParams = z.object({ taskId: z.coerce.number().int().min(1), documentId: z.coerce.number().int().min(1) });

function workerToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, WORKER_COOKIE) || undefined;
}

function setWorkerCookie(c: Context<AppEnv>, token: string, maxAge: number): void {
  const cookie = generateCookie(WORKER_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: COOKIE_PATH,
    secure: c.get('http').secureCookies,
    maxAge,
  });
  prepareHeader(c, 'Set-Cookie', cookie, { append: true });
}

async function signedIn(c: Context<AppEnv>): Promise<string> {
  return workerOf(c.get('deps'), workerToken(c));
}

export function myRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post('/my/code', async (c) => {
    const body = await parseJsonBody(c, codeBody);
    return ok(c, await sendWorkerCode(c.get('deps'), body.mobile, clientInfo(c)));
  });

  routes.post('/my/login', async (c) => {
    const body = await parseJsonBody(c, loginBody);
    const { token, worker } = await signInWorker(c.get('deps'), body, clientInfo(c));
    setWorkerCookie(c, token, Math.floor(WORKER_SESSION_MS / 1000));
    return ok(c, worker);
  });

  routes.post('/my/logout', async (c) => {
    await signOutWorker(c.get('deps'), workerToken(c));
    setWorkerCookie(c, '', 0);
    return ok(c, null);
  });

  routes.get('/my/worker', async (c) => ok(c, { mobile: maskRecipient(await signedIn(c)) }));

  routes.get('/my/contracts', async (c) => ok(c, await listMyContracts(c.get('deps'), await signedIn(c))));

  routes.get('/my/contracts/:taskId/documents/:documentId', async (c) => {
    const { taskId, documentId } = parseParams(c, documentParams);
    const file = await myDocument(c.get('deps'), await signedIn(c), taskId, documentId, clientInfo(c));
    return pdfResponse(c, file.bytes, file.fileName, 'attachment');
  });

  routes.get('/my/contracts/:taskId/evidence', async (c) => {
    const { taskId } = parseParams(c, taskParams);
    const report = await myEvidence(c.get('deps'), await signedIn(c), taskId, c.get('locale'), clientInfo(c));
    return pdfResponse(c, report.bytes, report.fileName, 'attachment');
  });

  routes.get('/my/contracts/:taskId/archive', async (c) => {
    const { taskId } = parseParams(c, taskParams);
    const archive = await myArchive(c.get('deps'), await signedIn(c), taskId, c.get('locale'), clientInfo(c));
    return fileResponse(c, archive.bytes, 'application/zip', archive.fileName);
  });

  return routes;
}
