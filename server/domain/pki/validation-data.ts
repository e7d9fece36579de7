/**
 * What a completed document's DSS holds (PAdES B-LTA): the signers' certificates and every
 * certificate above them and above the timestamping certificate, an OCSP answer for the signers'
 * certificates signed now by the issuing CA, and the CRLs of the root and the issuing CA. With
 * these and the document timestamp over them, the signatures can be validated offline long after
 * the certificates have expired.
 */
import { buildOcspResponse, certIdMatchesIssuer, ocspRequestFor, parseOcspRequest, type ValidationData } from '../../signatures';
import type { Deps } from '../deps';
import { currentCrl } from './crl';
import { certificateStatuses } from './ocsp';

const ANSWER_VALID_MS = 24 * 3600_000;

export async function validationDataFor(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  signerCertificates: readonly Uint8Array[],
): Promise<ValidationData> {
  const pki = await deps.signing.pki();
  const ca = pki.issuingCa;
  const certificates = [...signerCertificates, ...pki.chain, ...pki.tsaChain];
  const crls = (await Promise.all([currentCrl(deps, 'root'), currentCrl(deps, 'ca')])).filter((crl): crl is Uint8Array => crl !== null);
  if (!ca.privateKey) return { certificates, ocsps: [], crls };
  // One answer for every signer certificate this CA issued, as its responder would give it.
  const certIds = signerCertificates
    .map((der) => parseOcspRequest(ocspRequestFor(der, ca.certificateDer)).certIds[0])
    .filter((id) => certIdMatchesIssuer(id, ca.certificateDer));
  if (certIds.length === 0) return { certificates, ocsps: [], crls };
  const statuses = await certificateStatuses(
    deps,
    ca.certificateDer,
    certIds.map((id) => id.serial),
  );
  const now = deps.now();
  const ocsp = await buildOcspResponse({
    responder: { certificateDer: ca.certificateDer, privateKey: ca.privateKey },
    producedAt: now,
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + ANSWER_VALID_MS),
    answers: certIds.map((certId) => ({ certId, status: statuses.get(certId.serial) ?? { status: 'unknown' } })),
  });
  return { certificates, ocsps: [ocsp], crls };
}
