/**
 * `/api/my`, the workers' own page (common/contract/routes/my.ts; docs/messages.md, "The worker's
 * own page"): sign in with mobile and texted code, a worker session in its own cookie (`my_sid`,
 * path /api/my: never sent to the back office's routes, and the back office's `sid` is never read
 * here), then the worker's contracts and their files. The `worker` routes check that session
 * themselves (`signedIn`).
 */
import { Hono, type Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import { myRoutes as declared } from '../../common/contract/routes/my';
import { listMyContracts, myArchive, myDocument, myEvidence } from '../domain/my/my-contracts';
import { sendWorkerCode, signInWorker, signOutWorker, workerOf, WORKER_SESSION_MS } from '../domain/my/worker-sign-in';
import { maskRecipient } from '../domain/messages/read-messages';
import { clientInfo } from './support/client-info';
import type { AppEnv } from './support/context';
import { fileResponse, pdfResponse } from './support/files';
import { mountAll } from './support/mount';
import { prepareHeader } from './support/security';

const WORKER_COOKIE = 'my_sid';
const COOKIE_PATH = '/api/my';

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
  prepareHeader(c, { name: 'Set-Cookie', value: cookie, options: { append: true } });
}

async function signedIn(c: Context<AppEnv>): Promise<string> {
  return workerOf(c.get('deps'), workerToken(c));
}

export function myRoutes() {
  const routes = new Hono<AppEnv>();
  mountAll(routes, declared, {
    code: async (c, { body }) => sendWorkerCode(c.get('deps'), body.mobile, clientInfo(c)),
    login: async (c, { body }) => {
      const { token, worker } = await signInWorker(c.get('deps'), body, clientInfo(c));
      setWorkerCookie(c, token, Math.floor(WORKER_SESSION_MS / 1000));
      return worker;
    },
    logout: async (c) => {
      await signOutWorker(c.get('deps'), workerToken(c));
      setWorkerCookie(c, '', 0);
      return null;
    },
    worker: async (c) => ({ mobile: maskRecipient(await signedIn(c)) }),
    contracts: async (c) => listMyContracts(c.get('deps'), await signedIn(c)),
    document: async (c, { params }) => {
      const file = await myDocument(c.get('deps'), {
        mobile: await signedIn(c),
        taskId: params.taskId,
        documentId: params.documentId,
        client: clientInfo(c),
      });
      return pdfResponse(c, { bytes: file.bytes, fileName: file.fileName, disposition: 'attachment' });
    },
    evidence: async (c, { params }) => {
      const report = await myEvidence(c.get('deps'), {
        mobile: await signedIn(c),
        taskId: params.taskId,
        locale: c.get('locale'),
        client: clientInfo(c),
      });
      return pdfResponse(c, { bytes: report.bytes, fileName: report.fileName, disposition: 'attachment' });
    },
    archive: async (c, { params }) => {
      const archive = await myArchive(c.get('deps'), {
        mobile: await signedIn(c),
        taskId: params.taskId,
        locale: c.get('locale'),
        client: clientInfo(c),
      });
      return fileResponse(c, { bytes: archive.bytes, type: 'application/zip', fileName: archive.fileName });
    },
  });
  return routes;
}
