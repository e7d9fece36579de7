/**
 * Verifying an uploaded PDF: each signature and document timestamp checked on its own (parsing
 * worker, signatures/verify.ts), and what our records know of it. "Our records" is said only of
 * a file that is byte for byte a version we stored; a file whose signed revision we stored but
 * that goes on with bytes we did not write is named as such, the later bytes not ours.
 */
import type { SignDocumentStage, SignTaskStatus, VerifyRecords, VerifyResult } from '../../../common/api/signing';
import { parsing, WorkerLimitError } from '../../parsing';
import { SignatureVerifyError, type VerifyReport } from '../../signatures';
import { hitLimit } from '../auth/rate-limit';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';

export const MAX_VERIFY_BYTES = 20 * 1024 * 1024;

const ERRORS = { not_pdf: 'verify.notPdf', unsigned: 'verify.unsigned', malformed: 'verify.malformed' } as const;

type Stored = { sha256: string; stage: string; id: number; status: string };

/** The exact file if we stored it; else the last signature whose signed revision we stored. */
export function recordsOf(report: VerifyReport, stored: Stored[]): VerifyRecords | null {
  const exact = stored.find((v) => v.sha256 === report.documentSha256);
  if (exact) return { match: 'exact', taskId: exact.id, status: exact.status as SignTaskStatus };
  for (let i = report.signatures.length - 1; i >= 0; i--) {
    const version = stored.find((v) => v.sha256 === report.signatures[i].signedRevisionSha256);
    if (version) {
      return {
        match: 'revision',
        taskId: version.id,
        status: version.status as SignTaskStatus,
        stage: version.stage as SignDocumentStage,
        signatureIndex: i,
        laterChangesOurs: false,
      };
    }
  }
  return null;
}

export async function verifyDocument(
  deps: Pick<Deps, 'db' | 'now' | 'policy' | 'signing'>,
  bytes: Uint8Array,
  client: ClientInfo,
): Promise<VerifyResult> {
  const hit = await hitLimit(deps, `verify:ip:${client.ip}`, deps.policy.signingIpWindowMs);
  if (hit.count > deps.policy.verificationsPerIp) {
    const seconds = Math.ceil(hit.retryAfterMs / 1000);
    throw new DomainError('rate_limited', 'verify.ipLimited', { params: { minutes: Math.ceil(seconds / 60) }, retryAfterSeconds: seconds });
  }
  const pki = await deps.signing.pki();
  let result: VerifyReport;
  try {
    // Every root the platform has had: documents signed under an older one still verify.
    result = await parsing.verifyPdf(bytes, pki.trustedRootsDer, deps.now());
  } catch (error) {
    if (error instanceof SignatureVerifyError) throw new DomainError('validation', ERRORS[error.code], { field: 'file' });
    if (error instanceof WorkerLimitError) throw new DomainError('too_large', 'upload.tooComplex', { field: 'file' });
    throw error;
  }
  const hashes = [result.documentSha256, ...result.signatures.map((s) => s.signedRevisionSha256)];
  const stored = await deps.db
    .selectFrom('sign_document_versions as v')
    .innerJoin('sign_task_templates as st', 'st.id', 'v.document_id')
    .innerJoin('sign_tasks as t', 't.id', 'st.task_id')
    .select(['v.sha256', 'v.stage', 't.id', 't.status'])
    .where('v.sha256', 'in', hashes)
    .orderBy('v.id', 'desc')
    .execute();
  const records = recordsOf(result, stored);
  return {
    signatures: result.signatures.map((s) => ({
      kind: s.kind,
      verdict: s.verdict,
      problems: s.problems,
      signer: s.signer,
      party: s.party,
      issuer: s.issuer,
      integrity: s.integrity,
      chainTrusted: s.chainTrusted,
      coversDocument: s.coversDocument,
      signedAt: s.signedAt,
      timestampedAt: s.timestampedAt,
      timestampTrusted: s.timestampTrusted,
      validatedAt: s.validatedAt,
      revocation: s.revocation,
      modifications: s.modifications,
    })),
    task: records?.match === 'exact' ? { id: records.taskId, status: records.status } : null,
    records,
    dss: result.dss,
  };
}
