/**
 * The OCSP responder (POST /api/pki/ocsp, RFC 6960): the issuing CA answers for the
 * certificates it issued, from the registry: good, revoked (when and why) or unknown. The
 * request is untrusted and parsed within limits (signatures/revocation-ocsp.ts).
 */
import {
  buildOcspResponse,
  certIdMatchesIssuer,
  ocspErrorResponse,
  OcspRequestError,
  parseOcspRequest,
  type CertificateStatus,
  type RevocationReason,
} from '../../signatures';
import { hitLimit } from '../auth/rate-limit';
import type { ClientInfo, Deps } from '../deps';
import { fingerprint } from './certificates';

/** Answers are good for a day; a fresh one is signed for every request. */
const ANSWER_VALID_MS = 24 * 3600_000;

/** The status of each serial the issuing CA `issuer` issued (absent: unknown). */
export async function certificateStatuses(
  deps: Pick<Deps, 'db'>,
  issuerDer: Uint8Array,
  serials: string[],
): Promise<Map<string, CertificateStatus>> {
  const statuses = new Map<string, CertificateStatus>();
  if (serials.length === 0) return statuses;
  const rows = await deps.db
    .selectFrom('pki_certificates')
    .select(['serial', 'revoked_at', 'revocation_reason'])
    .where('issuer_sha256', '=', fingerprint(issuerDer))
    .where('serial', 'in', serials)
    .execute();
  for (const row of rows) {
    statuses.set(
      row.serial,
      row.revoked_at
        ? { status: 'revoked', revokedAt: new Date(row.revoked_at), reason: (row.revocation_reason ?? 'unspecified') as RevocationReason }
        : { status: 'good' },
    );
  }
  return statuses;
}

export async function answerOcsp(
  deps: Pick<Deps, 'db' | 'now' | 'signing' | 'policy'>,
  request: Uint8Array,
  client: ClientInfo,
): Promise<Uint8Array> {
  // Each answer is a fresh signature: one address may not keep the CA signing.
  const hit = await hitLimit(deps, `ocsp:ip:${client.ip}`, deps.policy.signingIpWindowMs);
  if (hit.count > deps.policy.signingRequestsPerIp) return ocspErrorResponse('tryLater');
  let parsed;
  try {
    parsed = parseOcspRequest(request);
  } catch (error) {
    if (error instanceof OcspRequestError) return ocspErrorResponse('malformedRequest');
    throw error;
  }
  const pki = await deps.signing.pki();
  const ca = pki.issuingCa;
  if (!ca.privateKey) return ocspErrorResponse('unauthorized');
  // A CA answers only for its own certificates (another issuer's serials are not ours to judge).
  const ours = parsed.certIds.filter((id) => certIdMatchesIssuer(id, ca.certificateDer));
  if (ours.length === 0) return ocspErrorResponse('unauthorized');
  const statuses = await certificateStatuses(
    deps,
    ca.certificateDer,
    ours.map((id) => id.serial),
  );
  const now = deps.now();
  return buildOcspResponse({
    responder: { certificateDer: ca.certificateDer, privateKey: ca.privateKey },
    producedAt: now,
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + ANSWER_VALID_MS),
    answers: ours.map((certId) => ({ certId, status: statuses.get(certId.serial) ?? { status: 'unknown' } })),
    nonce: parsed.nonce,
  });
}
