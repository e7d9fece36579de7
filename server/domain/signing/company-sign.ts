/**
 * Company signing of one task: the company's seal stamped at its place on every document and a
 * PAdES signature with the company's certificate, each an incremental update after the
 * employee's. The task becomes `completed` only from `pending_company`, in the same transaction
 * as its versions and its `company_signed` event, so a task is never signed twice.
 */
import { createHash } from 'node:crypto';
import type { CompanySignAwaitingApproval, SignTask } from '../../../common/api/signing';
import type { Db } from '../../db/open';
import { commitAlone, type Commit } from '../../lib/group-commit';
import { ImageError } from '../../lib/image-normalise';
import { parsing, WorkerLimitError } from '../../parsing';
import { signAsCompany, validationDataOf, type Pki, type Place, type ValidationPlan } from '../../signatures';
import { parseCertificate } from '../../signatures/x509';
import { recordCertificate } from '../pki/certificates';
import { validationPlanFor } from '../pki/validation-data';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { appendSignEvent, type EventActor } from './sign-events';
import { accountActor } from './create-tasks';
import { assertCompanyActive } from '../auth/company-status';
import { queueEvidence } from './evidence-job';
import { queueToWorker } from '../messages/queue-message';
import { renewalDate } from './renew-long-term';
import { currentVersions, insertVersions, readStored } from './document-versions';
import type { StoredDocument } from '../../storage/document-store';
import { loadTemplateFields, signaturePlace } from './templates-for-signing';
import { taskInScope, toSignTasks, type TaskRow } from './task-rows';
import { assertTransition, moveTask } from './states';
import { SEAL_IMAGE } from '../uploaded-images';
import { approvalOf, sealForSigning } from '../seals/seal-for-signing';
import { createBatch } from '../batches/create-batch';

/** Whether the current issuing CA issued `certificate` (not an earlier generation's root). */
function issuedByCurrentCa(pki: Pki, certificate: Uint8Array): boolean {
  return parseCertificate(certificate).issuer.isEqual(parseCertificate(pki.issuingCa.certificateDer).subject);
}

/**
 * The company's certificate and encrypted key: issued by the platform CA when it first signs,
 * and again when the one it had expired, was revoked (a suspension, a new name, credit code or
 * seal deletes it) or came from an earlier generation of the PKI.
 */
async function companyCertificate(db: Db, { pki, companyId, now }: { pki: Pki; companyId: number; now: Date }) {
  const existing = await db.selectFrom('company_certificates').selectAll().where('company_id', '=', companyId).executeTakeFirst();
  if (existing && existing.not_after > now.toISOString() && issuedByCurrentCa(pki, existing.certificate)) {
    return { certificateDer: new Uint8Array(existing.certificate), encryptedKey: new Uint8Array(existing.encrypted_key) };
  }
  const company = await db.selectFrom('companies').select(['name', 'credit_code']).where('id', '=', companyId).executeTakeFirstOrThrow();
  const issued = await pki.issueCompanyCertificate({ name: company.name, creditCode: company.credit_code }, now);
  const at = now.toISOString();
  const row = {
    certificate: Buffer.from(issued.certificateDer),
    encrypted_key: Buffer.from(issued.encryptedKey),
    not_after: issued.notAfter.toISOString(),
    created_at: at,
  };
  await db.transaction().execute(async (trx) => {
    // Two processes issuing at once: the last one written wins and both are registered.
    await trx
      .insertInto('company_certificates')
      .values({ company_id: companyId, ...row })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(row))
      .execute();
    await recordCertificate(
      trx,
      {
        serial: issued.serial,
        issuerDer: pki.issuingCa.certificateDer,
        kind: 'company',
        companyId,
        certificateDer: issued.certificateDer,
        notAfter: issued.notAfter,
      },
      at,
    );
  });
  return companyCertificate(db, { pki, companyId, now });
}

/** Stored seals as the engine takes them, by the SHA-256 of what is stored: each made once per process. */
const usableSeals = new Map<string, Promise<Uint8Array>>();
const MAX_USABLE_SEALS = 32;

/**
 * The stored seal made into the PNG the engine embeds. Seals are made so at upload; one stored
 * before that (an interlaced or 16-bit PNG the engine refuses) is made so here, and one that
 * cannot be read at all is a 409 saying so, never a 500.
 */
function usableSeal(stored: Uint8Array): Promise<Uint8Array> {
  const key = createHash('sha256').update(stored).digest('hex');
  const known = usableSeals.get(key);
  if (known) return known;
  const made = parsing.normaliseImage(stored, SEAL_IMAGE).then(
    (image) => image.png,
    (error: unknown) => {
      usableSeals.delete(key);
      if (error instanceof ImageError || error instanceof WorkerLimitError) throw new DomainError('conflict', 'signTask.sealUnusable');
      throw error;
    },
  );
  if (usableSeals.size >= MAX_USABLE_SEALS) usableSeals.delete(usableSeals.keys().next().value!);
  usableSeals.set(key, made);
  return made;
}

/** What sealing needs from the company: looked up once per task, or once per part of a batch. */
export interface CompanySigner {
  certificateDer: Uint8Array;
  /** The company's private key, PKCS#8, for a worker thread to import. */
  pkcs8: Uint8Array;
  /** The key imported on this thread, on first use (a batch on the worker pool never asks). */
  privateKey(): Promise<CryptoKey>;
}

export async function companySigner(deps: Pick<Deps, 'db' | 'now' | 'signing'>, companyId: number): Promise<CompanySigner> {
  // A suspended company signs nothing: its certificate was revoked with the suspension.
  await assertCompanyActive(deps.db, companyId);
  const pki = await deps.signing.pki();
  const certificate = await companyCertificate(deps.db, { pki, companyId, now: deps.now() });
  let key: Promise<CryptoKey> | undefined;
  return {
    certificateDer: certificate.certificateDer,
    pkcs8: pki.companyKeyBytes(certificate.encryptedKey),
    privateKey: () => (key ??= pki.companyKey(certificate.encryptedKey)),
  };
}

/**
 * The signer a batch looked up, while its certificate is still the company's; else (revoked by a
 * suspension, a rename or a new seal since) a fresh look-up, which refuses a suspended company.
 */
async function currentSigner(deps: Pick<Deps, 'db' | 'now' | 'signing'>, companyId: number, given?: CompanySigner): Promise<CompanySigner> {
  if (!given) return companySigner(deps, companyId);
  const row = await deps.db.selectFrom('company_certificates').select('certificate').where('company_id', '=', companyId).executeTakeFirst();
  return row && Buffer.from(row.certificate).equals(Buffer.from(given.certificateDer)) ? given : companySigner(deps, companyId);
}

/** One document to seal (its stored version), and what its DSS holds once sealed. */
interface SealJob {
  sha256: string;
  sealPng: Uint8Array;
  companyPlace: Place;
  reason: string;
  signer: CompanySigner;
  validation: ValidationPlan;
}

/** Seals one document and stores the result, on the signing pool or on this thread. */
type Sealer = (job: SealJob) => Promise<StoredDocument>;

/** What a batch reads once for a group of tasks rather than once a task (run-batch.ts). */
export interface GroupReads {
  /** The employee's certificate of each task of the group that has one. */
  employeeCertificates: Map<number, Uint8Array>;
  /** A template's name and fields. */
  templateFields(id: number): Promise<Awaited<ReturnType<typeof loadTemplateFields>>>;
  /** The CRLs for the DSS (crl.ts crlsOfPart). */
  crls(): Promise<Uint8Array[]>;
}

/** A task to complete, who completes it, and what a batch brings along (absent for one task). */
export interface CompleteTaskInput {
  task: Pick<TaskRow, 'id' | 'status' | 'company_id' | 'company_name' | 'template_id' | 'department_id'>;
  actor: EventActor;
  client: ClientInfo | null;
  /** The company's seal, certificate and key when the caller has them already (a batch). */
  signer?: CompanySigner;
  /** How the completion is committed: alone by default; a batch groups its tasks' commits. */
  commit?: Commit;
  /** Written in the same transaction as the completion (a batch's item and counters). */
  alsoInTransaction?: (trx: Db) => Promise<void>;
  /** The batch sealing it: named in the event, and the one whose approval a seal may need. */
  batchId?: number;
  /** Read for the task's group by the batch; read here when absent. */
  reads?: GroupReads;
}

/**
 * Seals and signs every document of `task` and completes it. Used by company signing of one task
 * and by batches; the caller has checked scope and permission, the seal and its grant are
 * checked here (domain/seals/seal-for-signing.ts) and named in the `company_signed` event.
 */
export async function completeTask(deps: Pick<Deps, 'db' | 'now' | 'signing' | 'messaging'>, input: CompleteTaskInput): Promise<void> {
  const { task, actor, client } = input;
  assertTransition(task.status, 'companySign');
  const seal = await sealForSigning(deps.db, {
    request: { companyId: task.company_id, templateId: task.template_id, departmentId: task.department_id },
    accountId: actor.type === 'account' ? actor.id : null,
    at: deps.now().toISOString(),
  });
  const approvalId = await approvalOf(deps.db, seal, input.batchId);
  const sealPng = await usableSeal(seal.png);
  const signer = await currentSigner(deps, task.company_id, input.signer);
  const pki = await deps.signing.pki();
  const versions = await currentVersions(deps.db, task.id);
  // On the signing pool's workers when the app runs one (npm start), else on this thread. With a
  // file store the workers read and write the PDFs themselves: the main thread, which answers
  // HTTP while a batch runs, then handles no PDF bytes at all (reading, hashing, writing them
  // was a seventh of its CPU per document in a batch).
  const pool = await deps.signing.pool?.();
  const store = deps.signing.documentStore;
  const folder = store.folder;
  const sealOne: Sealer = pool
    ? async ({ sha256, sealPng, companyPlace, reason, validation, signer: { certificateDer, pkcs8 } }) => {
        const input = { companyPlace, reason, sealPng, certificateDer, pkcs8, chain: pki.chain, validation };
        if (folder) return pool.signStoredAsCompany({ ...input, folder, sha256 });
        return store.put(await pool.signAsCompany({ ...input, pdf: await readStored(store, sha256) }));
      }
    : async (job) =>
        store.put(
          await signAsCompany({
            pdf: await readStored(store, job.sha256),
            sealPng: job.sealPng,
            companyPlace: job.companyPlace,
            certificate: { certificateDer: job.signer.certificateDer, privateKey: await job.signer.privateKey() },
            chain: pki.chain,
            tsa: pki.timestampAuthority,
            reason: job.reason,
            validation: await validationDataOf(job.validation),
          }),
        );
  const { reads } = input;
  const employeeCertificate = reads ? reads.employeeCertificates.get(task.id) : await employeeCertificateOf(deps.db, task.id);
  const plan = await validationPlanFor(deps, [...(employeeCertificate ? [employeeCertificate] : []), signer.certificateDer], reads?.crls);
  // One answer for all of a task's documents, as one would ask for it: signed here when there
  // are several, else by the worker that seals the one.
  const validation = versions.length > 1 ? await validationDataOf(plan) : plan;
  const templateFields = (id: number) => (reads ? reads.templateFields(id) : loadTemplateFields(deps.db, id));
  // Each stored (written and synced) before the transaction below names it.
  const stored = await Promise.all(
    versions.map(async (version) => {
      const template = (await templateFields(version.templateId))!;
      return sealOne({
        sha256: version.sha256,
        sealPng,
        companyPlace: signaturePlace(template, 'company')!,
        reason: `${task.company_name} seals ${template.name} (task ${task.id})`,
        signer,
        validation,
      });
    }),
  );
  const at = deps.now().toISOString();
  const renewBy = renewalDate(pki.tsaNotAfter, deps.now());
  const commit = input.commit ?? commitAlone(deps.db);
  await commit(async (trx) => {
    await moveTask(trx, { taskId: task.id, transition: 'companySign', to: 'completed', changes: { completed_at: at }, at });
    await insertVersions(trx, { documentIds: versions.map((v) => v.documentId), stage: 'completed', versions: stored, at, renewBy });
    await appendSignEvent(trx, {
      taskId: task.id,
      action: 'company_signed',
      actor,
      at,
      client,
      documentSha256: stored.map((v) => v.sha256),
      detail: {
        ...(input.batchId === undefined ? {} : { batchId: input.batchId }),
        sealId: seal.sealId,
        grantId: seal.grantId,
        ...(approvalId === null ? {} : { approvalId }),
      },
    });
    await queueEvidence(trx, task.id, deps.now());
    await queueCompleted(trx, { deps, taskId: task.id, company: task.company_name });
    await input.alsoInTransaction?.(trx);
  });
}

async function employeeCertificateOf(db: Db, taskId: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('pki_certificates')
    .select('certificate')
    .where('task_id', '=', taskId)
    .where('kind', '=', 'employee')
    .executeTakeFirst();
  return row ? new Uint8Array(row.certificate) : undefined;
}

/** The employee's certificate of each of `taskIds` that has one. */
export async function employeeCertificatesOf(db: Db, taskIds: readonly number[]): Promise<Map<number, Uint8Array>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('pki_certificates')
    .select(['task_id', 'certificate'])
    .where('task_id', 'in', taskIds)
    .where('kind', '=', 'employee')
    .execute();
  const certificates = new Map<number, Uint8Array>();
  // The first of a task's, as employeeCertificateOf takes it.
  for (const row of rows) if (!certificates.has(row.task_id!)) certificates.set(row.task_id!, new Uint8Array(row.certificate));
  return certificates;
}

/**
 * Company signing of one task by the account. When its seal needs approval nothing is sealed:
 * the task becomes a batch of one waiting for the seal's approvers.
 */
export async function companySignTask(
  deps: Pick<Deps, 'db' | 'now' | 'signing' | 'messaging'>,
  { actor, id, client }: { actor: Actor & { name?: string }; id: number; client: ClientInfo },
): Promise<SignTask | CompanySignAwaitingApproval> {
  const task = await taskInScope(deps.db, actor, id);
  assertTransition(task.status, 'companySign');
  const request = { companyId: task.company_id, templateId: task.template_id, departmentId: task.department_id };
  const seal = await sealForSigning(deps.db, { request, accountId: actor.id, at: deps.now().toISOString() });
  if (seal.approvalRequired) {
    const batch = await createBatch(deps, actor, { taskIds: [id] });
    return { awaitingApproval: true, batchId: batch.id };
  }
  await completeTask(deps, { task, actor: accountActor(actor), client });
  const [saved] = await toSignTasks(deps.db, [await taskInScope(deps.db, actor, id)]);
  return saved;
}

/**
 * Tells the worker the contract took effect and where they keep it (人社厅发〔2021〕54号, arts.
 * 10-11): a text (and mail), in the completion's transaction.
 */
async function queueCompleted(
  trx: Db,
  { deps, taskId, company }: { deps: Pick<Deps, 'now' | 'signing' | 'messaging'>; taskId: number; company: string },
): Promise<void> {
  const worker = await trx
    .selectFrom('sign_tasks as t')
    .innerJoin('employees as e', 'e.id', 't.employee_id')
    .innerJoin('contract_templates as ct', 'ct.id', 't.template_id')
    .select(['e.mobile', 'e.email', 'ct.name as template'])
    .where('t.id', '=', taskId)
    .executeTakeFirstOrThrow();
  await queueToWorker(trx, {
    messaging: deps.messaging,
    worker,
    message: { kind: 'completed', taskId, params: { company, template: worker.template, link: `${deps.signing.linkBase}/my` } },
    now: deps.now(),
  });
}
