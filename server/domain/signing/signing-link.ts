/**
 * The employee's signing link: 32 bytes texted to the employee's mobile, of which the database
 * keeps only the SHA-256. The bytes are an HMAC, under a key derived from the platform's
 * key-encryption key, of the task and a random nonce kept with it: the server can text the same
 * link again (a reminder) without keeping it, and a copy of the database alone cannot make one.
 * Whoever holds the link and receives the code texted to the same mobile signs or refuses;
 * neither the link nor the code is ever shown to the initiator or in an API answer. A resend
 * makes a new link, and the old one stops working (docs/messages.md, "Links").
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { PageSize } from '../../../common/api/contracts';
import type { SigningCodeResult, SigningLinkState, SigningView } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import { addMs } from '../../lib/clock';
import { randomDigits, sameDigest } from '../../lib/tokens';
import { NO_DEADLINE } from '../../messaging/message-kinds';
import { hitLimit } from '../auth/rate-limit';
import { wrongGuess } from '../auth/wrong-code';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import { queueMessage, queueToWorker } from '../messages/queue-message';
import { appendSignEvent, type EventActor } from './sign-events';
import { currentVersions, readStored } from './document-versions';
import { documentRowsOf } from './document-rows';
import { documentPageImage } from './page-images';
import { chinaTime } from '../../../common/china-time';
import { maskMobile } from '../../../common/validation/china-ids';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SigningLink {
  token: string;
  hash: string;
  /** With the task's id, what the link is derived from (`link_nonce`). */
  nonce: string;
}

/** The link of `taskId` with `nonce`: the same inputs give the same link. */
export function signingLinkOf(linkKey: Uint8Array, taskId: number, nonce: string): SigningLink {
  const token = createHmac('sha256', linkKey).update(`signing-link\0${taskId}\0${nonce}`).digest('base64url');
  return { token, hash: hashToken(token), nonce };
}

/** A new link for `taskId`: a resend in the same millisecond still gets another one. */
export function newSigningLink(linkKey: Uint8Array, taskId: number): SigningLink {
  return signingLinkOf(linkKey, taskId, randomBytes(16).toString('base64url'));
}

/** The link a task has now, or null when the stored hash is not one the key derives (a link of before). */
export async function currentSigningLink(deps: Pick<Deps, 'db' | 'signing'>, taskId: number): Promise<SigningLink | null> {
  const task = await deps.db.selectFrom('sign_tasks').select(['link_hash', 'link_nonce']).where('id', '=', taskId).executeTakeFirst();
  if (!task?.link_hash || !task.link_nonce) return null;
  const link = signingLinkOf(await deps.signing.linkKey(), taskId, task.link_nonce);
  return link.hash === task.link_hash ? link : null;
}

export function linkUrl(deps: Pick<Deps, 'signing'>, token: string): string {
  return `${deps.signing.linkBase}/signing/${token}`;
}

/** Queues the text (and mail) carrying the link, in the caller's transaction. */
export async function queueSigningLink(
  trx: Db,
  { deps, taskId, token, now }: { deps: Pick<Deps, 'messaging' | 'signing'>; taskId: number; token: string; now: Date },
): Promise<void> {
  const task = await trx
    .selectFrom('sign_tasks as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .select(['c.name as company', 'ct.name as template', 't.deadline', 'e.mobile', 'e.email'])
    .where('t.id', '=', taskId)
    .executeTakeFirstOrThrow();
  await queueToWorker(trx, {
    messaging: deps.messaging,
    worker: task,
    message: {
      kind: 'signing_link',
      taskId,
      params: {
        company: task.company,
        template: task.template,
        link: linkUrl(deps, token),
        // The full time in China ("2026-12-03 23:59"): a date alone reads as "before the 3rd".
        deadline: task.deadline ? chinaTime(task.deadline) : NO_DEADLINE,
      },
    },
    now,
  });
}

export interface LinkedTask {
  id: number;
  status: string;
  deadline: string | null;
  companyId: number;
  companyName: string;
  employeeId: number;
  employeeName: string;
  idNumber: string;
  mobile: string;
  initiatorId: number | null;
  templateName: string;
  /** The company asks for the identity check; when the worker passed it. */
  verifyIdentity: boolean;
  identityVerifiedAt: string | null;
  /** The initiator's reason, once the task is revoked. */
  revokeReason: string | null;
}

/** The task a token opens (404 for an unknown or replaced link). */
export async function taskOfToken(db: Db, token: string): Promise<LinkedTask> {
  // A token is 43 URL-safe characters; anything else cannot match and is not looked up.
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new DomainError('not_found', 'signing.linkUnknown');
  const row = await db
    .selectFrom('sign_tasks as t')
    .innerJoin('companies as c', 'c.id', 't.company_id')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .select([
      't.id',
      't.status',
      't.deadline',
      't.company_id',
      'c.name as company_name',
      't.employee_id',
      'e.name as employee_name',
      'e.id_number',
      'e.mobile',
      't.initiator_id',
      'ct.name as template_name',
      'c.verify_identity',
      't.identity_verified_at',
      't.revoke_reason',
    ])
    .where('t.link_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'signing.linkUnknown');
  return {
    id: row.id,
    status: row.status,
    deadline: row.deadline,
    companyId: row.company_id,
    companyName: row.company_name,
    employeeId: row.employee_id,
    employeeName: row.employee_name,
    idNumber: row.id_number,
    mobile: row.mobile,
    initiatorId: row.initiator_id,
    templateName: row.template_name,
    verifyIdentity: row.verify_identity === 1,
    identityVerifiedAt: row.identity_verified_at,
    revokeReason: row.revoke_reason,
  };
}

/** The task a token opens; only a request for an unknown link counts against the caller's address. */
async function taskOfLiveOrCounted(deps: Pick<Deps, 'db' | 'now' | 'policy'>, token: string, client: ClientInfo): Promise<LinkedTask> {
  return taskOfToken(deps.db, token).catch(async (error: unknown) => {
    await limitSigningIp(deps, client);
    throw error;
  });
}

/** What the page must ask before the code: `required` until the worker passed the check. */
export function identityState(task: Pick<LinkedTask, 'verifyIdentity' | 'identityVerifiedAt'>): SigningView['identity'] {
  if (task.identityVerifiedAt) return 'verified';
  return task.verifyIdentity ? 'required' : 'none';
}

/** What the link shows: still open, or how the task ended. A passed deadline counts as expired. */
export function linkState(task: Pick<LinkedTask, 'status' | 'deadline'>, now: Date): SigningLinkState {
  switch (task.status) {
    case 'pending_employee':
      return task.deadline && task.deadline <= now.toISOString() ? 'expired' : 'open';
    case 'pending_company':
      return 'signed';
    case 'completed':
      return 'completed';
    case 'rejected':
      return 'rejected';
    case 'expired':
      return 'expired';
    default:
      return 'revoked';
  }
}

const STATE_ERRORS: Record<
  Exclude<SigningLinkState, 'open'>,
  'signing.alreadySigned' | 'signing.rejected' | 'signing.revoked' | 'signing.expired'
> = {
  signed: 'signing.alreadySigned',
  completed: 'signing.alreadySigned',
  rejected: 'signing.rejected',
  revoked: 'signing.revoked',
  expired: 'signing.expired',
};

/** Refuses (409, saying how the task ended) unless the link is open for signing. */
export function assertOpen(task: Pick<LinkedTask, 'status' | 'deadline'>, now: Date): void {
  const state = linkState(task, now);
  if (state !== 'open') throw new DomainError('conflict', STATE_ERRORS[state]);
}

export function employeeActor(task: Pick<LinkedTask, 'employeeId' | 'employeeName'>): EventActor {
  return { type: 'employee', id: task.employeeId, name: task.employeeName };
}

function maskName(name: string): string {
  const chars = [...name];
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}

/** Counts a request of the public signing routes against the caller's address. */
export async function limitSigningIp(deps: Pick<Deps, 'db' | 'now' | 'policy'>, client: ClientInfo): Promise<void> {
  const hit = await hitLimit(deps, `signing:ip:${client.ip}`, deps.policy.signingIpWindowMs);
  if (hit.count > deps.policy.signingRequestsPerIp) {
    const seconds = Math.ceil(hit.retryAfterMs / 1000);
    throw new DomainError('rate_limited', 'signing.ipLimited', {
      params: { minutes: Math.ceil(seconds / 60) },
      retryAfterSeconds: seconds,
    });
  }
}

export async function viewSigning(deps: Pick<Deps, 'db' | 'now' | 'policy'>, token: string, client: ClientInfo): Promise<SigningView> {
  await limitSigningIp(deps, client);
  const task = await taskOfToken(deps.db, token);
  const now = deps.now();
  const state = linkState(task, now);
  const documents = await documentRowsOf(deps.db, task.id);
  if (state === 'open') {
    // One `viewed` event per visit, not per reload: skipped when the newest event is a view.
    const last = await deps.db
      .selectFrom('sign_events')
      .select('action')
      .where('task_id', '=', task.id)
      .orderBy('sequence', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last?.action !== 'viewed') {
      const versions = await currentVersions(deps.db, task.id);
      await deps.db.transaction().execute((trx) =>
        appendSignEvent(trx, {
          taskId: task.id,
          action: 'viewed',
          actor: employeeActor(task),
          at: now.toISOString(),
          client,
          documentSha256: versions.map((v) => v.sha256),
        }),
      );
    }
  }
  const keys = await deps.db
    .selectFrom('contract_fields')
    .select('key')
    .distinct()
    .where(
      'template_id',
      'in',
      documents.map((d) => d.template_id),
    )
    .execute();
  const helps = keys.length
    ? await deps.db
        .selectFrom('field_helps')
        .select(['key', 'title', 'content', 'example', 'company_id'])
        .where(
          'key',
          'in',
          keys.map((k) => k.key),
        )
        .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', task.companyId)]))
        .orderBy('key')
        .execute()
    : [];
  // The company's own help wins over the shared entry of the same key.
  const byKey = new Map<string, (typeof helps)[number]>();
  for (const help of helps) if (!byKey.has(help.key) || help.company_id !== null) byKey.set(help.key, help);
  return {
    state,
    companyName: task.companyName,
    employeeName: maskName(task.employeeName),
    mobile: maskMobile(task.mobile),
    deadline: task.deadline,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      kind: d.kind as 'principal' | 'accessory',
      pageCount: d.page_count,
      pages: JSON.parse(d.page_sizes) as PageSize[],
    })),
    fieldHelps: [...byKey.values()].map((h) => ({ key: h.key, title: h.title, content: h.content, example: h.example })),
    identity: identityState(task),
    revokeReason: state === 'revoked' ? task.revokeReason : null,
  };
}

/**
 * The document whose first page a phone shows first, while the link is open: the page's HTML
 * names that page (server/routes/signing-page.ts), so the phone asks for it with the HTML rather
 * than once the page's script has run. Nothing for a link that is not open; an unknown link is
 * counted against the address, as its page images are.
 */
export async function firstShownDocument(
  deps: Pick<Deps, 'db' | 'now' | 'policy'>,
  token: string,
  client: ClientInfo,
): Promise<number | undefined> {
  const task = await taskOfLiveOrCounted(deps, token, client);
  if (linkState(task, deps.now()) !== 'open') return undefined;
  return (await documentRowsOf(deps.db, task.id))[0]?.id;
}

/** The current PDF of one of the task's documents, while the employee may still read it. */
export async function signingDocument(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'signing'>,
  { token, documentId, client }: { token: string; documentId: number; client: ClientInfo },
): Promise<{ bytes: Uint8Array; fileName: string }> {
  await limitSigningIp(deps, client);
  const { sha256, row } = await readableDocument(deps, await taskOfToken(deps.db, token), documentId);
  return { bytes: await readStored(deps.signing.documentStore, sha256), fileName: `${row.name}.pdf` };
}

/**
 * One of the link's documents while the employee may still read it (not after a refusal, a
 * revocation or the deadline): its current version's hash and its row.
 */
async function readableDocument(deps: Pick<Deps, 'db' | 'now'>, task: LinkedTask, documentId: number) {
  const state = linkState(task, deps.now());
  if (state === 'revoked' || state === 'expired' || state === 'rejected') throw new DomainError('conflict', STATE_ERRORS[state]);
  const version = (await currentVersions(deps.db, task.id)).find((v) => v.documentId === documentId);
  const row = (await documentRowsOf(deps.db, task.id)).find((d) => d.id === documentId);
  if (!version || !row) throw new DomainError('not_found', 'signTask.documentNotFound');
  return { sha256: version.sha256, row };
}

/** Page `page` of one of the task's documents as the image the employee's phone shows (page-images.ts). */
export async function signingPageImage(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'signing'>,
  { token, documentId, page, client }: { token: string; documentId: number; page: number; client: ClientInfo },
): Promise<Uint8Array> {
  // A page of a link that exists is not counted against the address: a phone asks for each page
  // it scrolls to, and a factory's workers share one address. An unknown link is counted like
  // every public request, so that guessing stays limited.
  const task = await taskOfLiveOrCounted(deps, token, client);
  const { sha256, row } = await readableDocument(deps, task, documentId);
  if (page > row.page_count) throw new DomainError('not_found', 'signTask.pageNotFound');
  return documentPageImage(deps, sha256, page);
}

/** Texts a 6-digit code to the employee's mobile: one per task per interval, valid a few minutes. */
export async function sendSigningCode(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'messaging'>,
  token: string,
  client: ClientInfo,
): Promise<SigningCodeResult> {
  await limitSigningIp(deps, client);
  const task = await taskOfToken(deps.db, token);
  const now = deps.now();
  assertOpen(task, now);
  if (identityState(task) === 'required') throw new DomainError('conflict', 'identity.required');
  const { policy } = deps;
  const last = await deps.db
    .selectFrom('sign_codes')
    .select('created_at')
    .where('task_id', '=', task.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last) {
    const wait = Date.parse(last.created_at) + policy.signingCodeIntervalMs - now.getTime();
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new DomainError('rate_limited', 'captcha.tooSoon', { params: { seconds }, retryAfterSeconds: seconds });
    }
  }
  const perMobile = await hitLimit(deps, `signing:mobile:${task.mobile}`, policy.signingCodesPerMobileWindowMs);
  if (perMobile.count > policy.signingCodesPerMobile) {
    const seconds = Math.ceil(perMobile.retryAfterMs / 1000);
    throw new DomainError('rate_limited', 'signing.mobileLimited', {
      params: { minutes: Math.ceil(seconds / 60) },
      retryAfterSeconds: seconds,
    });
  }
  const code = randomDigits(6);
  const at = now.toISOString();
  const versions = await currentVersions(deps.db, task.id);
  const minutes = Math.round(policy.signingCodeTtlMs / 60_000);
  await deps.db.transaction().execute(async (trx) => {
    await queueMessage(trx, {
      messaging: deps.messaging,
      channel: 'sms',
      message: { kind: 'signing_code', recipient: task.mobile, taskId: task.id, params: { code, minutes, template: task.templateName } },
      now,
    });
    // A new code ends the ones before it.
    await trx.updateTable('sign_codes').set({ used_at: at }).where('task_id', '=', task.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('sign_codes')
      .values({
        task_id: task.id,
        code_hash: hashToken(code),
        created_at: at,
        expires_at: addMs(now, policy.signingCodeTtlMs).toISOString(),
      })
      .execute();
    await appendSignEvent(trx, {
      taskId: task.id,
      action: 'code_sent',
      actor: employeeActor(task),
      at,
      client,
      documentSha256: versions.map((v) => v.sha256),
    });
  });
  return {
    sent: true,
    retryAfterSeconds: Math.ceil(policy.signingCodeIntervalMs / 1000),
    expiresInSeconds: Math.ceil(policy.signingCodeTtlMs / 1000),
  };
}

/**
 * Checks the code of the task's newest unused code row. A wrong try is counted (and committed,
 * even though the request fails) and the message says how many tries are left; the last allowed
 * wrong try burns the code.
 */
export async function checkSigningCode(deps: Pick<Deps, 'db' | 'now' | 'policy'>, taskId: number, code: string): Promise<number> {
  const now = deps.now().toISOString();
  const row = await deps.db
    .selectFrom('sign_codes')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row || row.expires_at <= now) throw new DomainError('validation', 'signing.codeExpired', { field: 'code' });
  if (!sameDigest(row.code_hash, hashToken(code))) {
    const { burnt, triesLeft } = await wrongGuess(deps.db, {
      table: 'sign_codes',
      id: row.id,
      max: deps.policy.signingCodeMaxAttempts,
      now,
    });
    if (burnt) throw new DomainError('validation', 'signing.codeBurnt', { field: 'code' });
    // "1 try left" and "N tries left" are two messages (plural forms differ by locale).
    const key = triesLeft === 1 ? 'signing.codeWrongLastTry' : 'signing.codeWrong';
    throw new DomainError('validation', key, { field: 'code', params: { tries: triesLeft } });
  }
  return row.id;
}
