/**
 * Verifying an uploaded PDF: each signature checked on its own (integrity, trust to the platform
 * root, whether it covers the whole file), and the task whose records hold this exact file, or
 * the revision a signature covers, if any.
 */
import type { VerifyResult } from '../../../common/api/signing';
import { parsing, WorkerLimitError } from '../../parsing';
import { SignatureVerifyError } from '../../signatures';
import { hitLimit } from '../auth/rate-limit';
import type { ClientInfo, Deps } from '../deps';
import { DomainError } from '../errors';

export const MAX_VERIFY_BYTES = 20 * 1024 * 1024;

const ERRORS = { not_pdf: 'verify.notPdf', unsigned: 'verify.unsigned', malformed: 'verify.malformed' } as const;

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
  let result;
  try {
    result = await parsing.verifyPdf(bytes, [pki.rootDer]);
  } catch (error) {
    if (error instanceof SignatureVerifyError) throw new DomainError('validation', ERRORS[error.code], { field: 'file' });
    if (error instanceof WorkerLimitError) throw new DomainError('too_large', 'upload.tooComplex', { field: 'file' });
    throw error;
  }
  const hashes = [result.documentSha256, ...result.signatures.map((s) => s.signedRevisionSha256)];
  const known = await deps.db
    .selectFrom('sign_document_versions as v')
    .innerJoin('sign_task_templates as st', 'st.id', 'v.document_id')
    .innerJoin('sign_tasks as t', 't.id', 'st.task_id')
    .select(['t.id', 't.status'])
    .where('v.sha256', 'in', hashes)
    .orderBy('v.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    signatures: result.signatures.map((s) => ({
      signer: s.signer,
      party: s.party,
      issuer: s.issuer,
      integrity: s.integrity,
      chainTrusted: s.chainTrusted,
      coversDocument: s.coversDocument,
      signedAt: s.signedAt,
      timestampedAt: s.timestampedAt,
    })),
    task: known ? { id: known.id, status: known.status as NonNullable<VerifyResult['task']>['status'] } : null,
  };
}
