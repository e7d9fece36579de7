/**
 * Company signing of one task: the company's seal stamped at its place on every document and a
 * PAdES signature with the company's certificate, each an incremental update after the
 * employee's. The task becomes `completed` only from `pending_company`, in the same transaction
 * as its versions and its `company_signed` event, so a task is never signed twice.
 */
import type { SignTask } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import { signAsCompany, type Pki, type Place } from '../../signatures';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { appendEvent, type EventActor } from './audit';
import { accountActor } from './create-tasks';
import { currentVersions, insertVersions, loadTemplateForSigning, readStored, signaturePlace, storePdfs } from './documents';
import { taskInScope, toSignTasks, type TaskRow } from './read-tasks';
import { assertTransition, moveTask } from './states';

/** The company's certificate and encrypted key: issued by the platform CA when it first signs. */
export async function companyCertificate(db: Db, pki: Pki, companyId: number, now: Date) {
  const existing = await db.selectFrom('company_certificates').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (existing && existing.not_after > now.toISOString()) {
    return { certificateDer: new Uint8Array(existing.certificate), encryptedKey: new Uint8Array(existing.encrypted_key) };
  }
  const company = await db.selectFrom('companies').select(['name', 'credit_code']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const issued = await pki.issueCompanyCertificate({ name: company.name, creditCode: company.credit_code }, now);
  const row = {
    certificate: Buffer.from(issued.certificateDer),
    encrypted_key: Buffer.from(issued.encryptedKey),
    not_after: issued.notAfter.toISOString(),
    created_at: now.toISOString(),
  };
  // Two processes issuing at once: the first one written wins and both use it.
  await db
    .insertInto('company_certificates')
    .values({ company_id: companyId, ...row })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
    .execute();
  return companyCertificate(db, pki, companyId, now);
}

export async function sealOf(db: Db, companyId: number): Promise<Uint8Array> {
  const company = await db.selectFrom('companies').select('seal_png').where('id', '=', companyId).executeTakeFirstOrThrow();
  if (!company.seal_png) throw new DomainError('conflict', 'signTask.noSeal');
  return new Uint8Array(company.seal_png);
}

/** What sealing one document needs; `pkcs8` lets a worker thread import the company key. */
export interface SealJob {
  pdf: Uint8Array;
  sealPng: Uint8Array;
  companyPlace: Place;
  certificateDer: Uint8Array;
  pkcs8: Uint8Array;
  privateKey: CryptoKey;
  reason: string;
}

/** Seals one document on this thread; batches pass a worker pool's instead. */
export type Sealer = (job: SealJob) => Promise<Uint8Array>;

export interface CompleteOptions {
  seal?: Sealer;
  /** Written in the same transaction as the completion (a batch's item and counters). */
  alsoInTransaction?: (trx: Db) => Promise<void>;
  detail?: Record<string, string | number | null>;
}

/**
 * Seals and signs every document of `task` and completes it. Used by company signing of one task
 * and by batches; the caller has checked scope and permission.
 */
export async function completeTask(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  task: Pick<TaskRow, 'id' | 'status' | 'company_id' | 'company_name'>,
  actor: EventActor,
  client: ClientInfo | null,
  options: CompleteOptions = {},
): Promise<void> {
  assertTransition(task.status, 'companySign');
  const seal = await sealOf(deps.db, task.company_id);
  const pki = await deps.signing.pki();
  const now = deps.now();
  const certificate = await companyCertificate(deps.db, pki, task.company_id, now);
  const privateKey = await pki.companyKey(certificate.encryptedKey);
  const pkcs8 = pki.companyKeyBytes(certificate.encryptedKey);
  const versions = await currentVersions(deps.db, task.id);
  const sealOne: Sealer =
    options.seal ??
    ((job) =>
      signAsCompany({
        pdf: job.pdf,
        sealPng: job.sealPng,
        companyPlace: job.companyPlace,
        certificate: { certificateDer: job.certificateDer, privateKey: job.privateKey },
        chain: pki.chain,
        tsa: pki.timestampAuthority,
        reason: job.reason,
      }));
  const signed = await Promise.all(
    versions.map(async (version) => {
      const template = (await loadTemplateForSigning(deps.db, version.templateId))!;
      return sealOne({
        pdf: await readStored(deps.signing.documents, version.sha256),
        sealPng: seal,
        companyPlace: signaturePlace(template, 'company')!,
        certificateDer: certificate.certificateDer,
        pkcs8,
        privateKey,
        reason: `${task.company_name} seals ${template.name} (task ${task.id})`,
      });
    }),
  );
  const stored = await storePdfs(deps.signing.documents, signed);
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await moveTask(trx, task.id, 'companySign', 'completed', { completed_at: at }, at);
    await insertVersions(
      trx,
      versions.map((v) => v.documentId),
      'completed',
      stored,
      at,
    );
    await appendEvent(trx, {
      taskId: task.id,
      action: 'company_signed',
      actor,
      at,
      client,
      documentSha256: stored.map((v) => v.sha256),
      detail: options.detail,
    });
    await options.alsoInTransaction?.(trx);
  });
}

export async function companySignTask(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  actor: Actor & { name?: string },
  id: number,
  client: ClientInfo,
): Promise<SignTask> {
  const task = await taskInScope(deps.db, actor, id);
  await completeTask(deps, task, accountActor(actor), client);
  const [saved] = await toSignTasks(deps.db, [await taskInScope(deps.db, actor, id)]);
  return saved;
}
