/**
 * The evidence report made once at completion (docs/signatures.md, "Evidence"): a job queued in
 * the transaction that completes the task, so that no completion goes without one even across a
 * crash; run again, it finds the report kept, and the insert keeps the first.
 * It timestamps the audit chain's head as it stood at completion (the company_signed event), makes
 * the report in Chinese, the contract's language, signs it with the platform's evidence
 * certificate at B-LTA, stores it, and records both in `sign_evidence`.
 */
import { signAsPlatform, tokenTime } from '../../signatures';
import { parseCertificate, serialHexOf } from '../../signatures/x509';
import type { Db } from '../../db/open';
import { enqueueJob, type JobHandler } from '../../lib/jobs';
import type { Deps } from '../deps';
import { recordCertificate } from '../pki/certificates';
import { validationDataFor } from '../pki/validation-data';
import { buildEvidenceReport } from './evidence';
import { selectTasks, type TaskRow } from './read-tasks';

export const EVIDENCE_JOB = 'sign_evidence';

/** Queues the report of `taskId`: call in the transaction that completes it. */
export function queueEvidence(trx: Db, taskId: number, now: Date): Promise<void> {
  return enqueueJob(trx, EVIDENCE_JOB, { taskId }, now, now);
}

export function evidenceJob(deps: Pick<Deps, 'db' | 'now' | 'signing'>): JobHandler {
  return async ({ payload }) => {
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
    const report = await buildEvidenceReport(deps, task, 'zh-CN', {
      sequence: head.sequence,
      hash: head.hash,
      timestampedAt: tokenTime(token).toISOString(),
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
    const signed = await signAsPlatform({
      pdf: report.bytes,
      certificate: pki.evidence,
      chain: pki.chain,
      tsa: pki.timestampAuthority,
      reason: `evidence of task ${taskId}`,
      fieldName: 'PlatformEvidence',
      validation: await validationDataFor(deps, [pki.evidence.certificateDer]),
    });
    const stored = await deps.signing.documents.put(signed);
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
  };
}
