/**
 * The evidence report made once at completion (docs/signatures.md, "Evidence"): a job queued in
 * the transaction that completes the task, so that no completion goes without one even across a
 * crash; run again, it finds the report kept, and the insert keeps the first.
 * It timestamps the audit chain's head as it stood at completion (the company_signed event), makes
 * the report in Chinese, the contract's language, signs it with the platform's evidence
 * certificate at B-LTA, stores it, and records both in `sign_evidence`.
 */
import { composeTextPdf, footerFrom } from '../../pdf';
import { signAsPlatform, tokenTime } from '../../signatures';
import { parseCertificate, serialHexOf } from '../../signatures/x509';
import type { Db } from '../../db/open';
import { enqueueJob, type JobHandler } from '../../lib/jobs';
import { BATCH_JOB } from '../batches/create-batch';
import type { Deps } from '../deps';
import { recordCertificate } from '../pki/certificates';
import { validationDataFor } from '../pki/validation-data';
import { evidenceContent } from './evidence';
import { selectTasks, type TaskRow } from './task-rows';

export const EVIDENCE_JOB = 'sign_evidence';

/** Queues the report of `taskId`: call in the transaction that completes it. */
export function queueEvidence(trx: Db, taskId: number, now: Date): Promise<void> {
  return enqueueJob(trx, { kind: EVIDENCE_JOB, payload: { taskId }, runAt: now, now });
}

/** How long a report waits while batches seal: what users wait for goes first. */
const YIELD_TO_BATCHES_MS = 5_000;

export function evidenceJob(deps: Pick<Deps, 'db' | 'now' | 'signing'>): JobHandler {
  return async ({ payload }) => {
    const batch = await deps.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', BATCH_JOB)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (batch) {
      // Every report queued and due waits along with this one. Taken one by one, each would cost a
      // lease and two writes on the thread that seals, and a batch's tail spun through all of them.
      const later = new Date(deps.now().getTime() + YIELD_TO_BATCHES_MS).toISOString();
      await deps.db
        .updateTable('jobs')
        .set({ run_at: later, updated_at: deps.now().toISOString() })
        .where('kind', '=', EVIDENCE_JOB)
        .where('status', '=', 'queued')
        .where('run_at', '<', later)
        .execute();
      return { runAt: new Date(later) };
    }
    return makeEvidence(deps, payload);
  };
}

async function makeEvidence(deps: Pick<Deps, 'db' | 'now' | 'signing'>, payload: Record<string, unknown>): Promise<{ done: true }> {
  const taskId = Number(payload.taskId);
  const done = await deps.db.selectFrom('sign_evidence').select('task_id').where('task_id', '=', taskId).executeTakeFirst();
  const task = (await selectTasks(deps.db).where('t.id', '=', taskId).executeTakeFirst()) as TaskRow | undefined;
  if (done || !task || task.status !== 'completed') return { done: true };
  const head = await deps.db
    .selectFrom('sign_events')
    .select(['sequence', 'hash'])
    .where('task_id', '=', taskId)
    .where('action', '=', 'company_signed')
    .orderBy('sequence', 'desc')
    .executeTakeFirstOrThrow();
  const pki = await deps.signing.pki();
  // The head hash is itself a SHA-256: the token's imprint is its 32 bytes.
  const token = await pki.timestampAuthority.timestamp(new Uint8Array(Buffer.from(head.hash, 'hex')), 'SHA-256');
  const content = await evidenceContent(deps, {
    task,
    locale: 'zh-CN',
    head: {
      sequence: head.sequence,
      hash: head.hash,
      timestampedAt: tokenTime(token).toISOString(),
    },
  });
  const at = deps.now().toISOString();
  // Registered so that the OCSP responder vouches for it like any certificate the CA issued.
  const evidenceCertificate = parseCertificate(pki.evidence.certificateDer);
  await recordCertificate(
    deps.db,
    {
      serial: serialHexOf(evidenceCertificate),
      issuerDer: pki.issuingCa.certificateDer,
      kind: 'evidence',
      certificateDer: pki.evidence.certificateDer,
      notAfter: evidenceCertificate.notAfter.value,
    },
    at,
  );
  const signing = {
    certificateDer: pki.evidence.certificateDer,
    privateKey: pki.evidence.privateKey as CryptoKey,
    chain: pki.chain,
    validation: await validationDataFor(deps, [pki.evidence.certificateDer]),
    reason: `evidence of task ${taskId}`,
    fieldName: 'PlatformEvidence',
  };
  // Composing and signing are heavy: on the signing pool's workers when the app runs one.
  const pool = await deps.signing.pool?.();
  const signed = pool
    ? await pool.signAsPlatform({ blocks: content.blocks, footer: content.footer, ...signing })
    : await signAsPlatform({
        ...signing,
        pdf: (await composeTextPdf(content.blocks, { footer: footerFrom(content.footer) })).bytes,
        certificate: pki.evidence,
        tsa: pki.timestampAuthority,
      });
  const stored = await deps.signing.documentStore.put(signed);
  await deps.db
    .insertInto('sign_evidence')
    .values({
      task_id: taskId,
      sha256: stored.sha256,
      size: stored.size,
      head_sequence: head.sequence,
      head_hash: head.hash,
      head_token: Buffer.from(token),
      created_at: at,
    })
    .onConflict((oc) => oc.column('task_id').doNothing())
    .execute();
  return { done: true };
}
