/**
 * What a completed document's DSS holds (PAdES B-LTA): the signers' certificates and every
 * certificate above them and above the timestamping certificate, an OCSP answer for the signers'
 * certificates signed now by the issuing CA, and the CRLs of the root and the issuing CA. With
 * these and the document timestamp over them, the signatures can be validated offline long after
 * the certificates have expired.
 */
import { serialHex, validationDataOf, type ValidationData, type ValidationPlan } from '../../signatures';
import type { Deps } from '../deps';
import { currentCrls } from './crl';
import { certificateStatuses } from './ocsp';

const ANSWER_VALID_MS = 24 * 3600_000;

/**
 * The DSS's contents with the OCSP answer still to sign (`validationDataOf` signs it, on the
 * signing worker in a batch): the registry is read here, the answer says what it said now.
 * `crls` is how the CRLs are read (a batch reads them once per part: crl.ts crlsOfPart).
 */
export async function validationPlanFor(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  signerCertificates: readonly Uint8Array[],
  crls: () => Promise<Uint8Array[]> = () => currentCrls(deps),
): Promise<ValidationPlan> {
  const pki = await deps.signing.pki();
  const ca = pki.issuingCa;
  const certificates = [...signerCertificates, ...pki.chain, ...pki.tsaChain];
  const data = { certificates, ocsps: [], crls: await crls() };
  if (!ca.privateKey || signerCertificates.length === 0) return data;
  // Every signer's status, whoever issued it: the answer covers only the CA's own (signerOcspAnswer).
  const statuses = await certificateStatuses(deps, ca.certificateDer, signerCertificates.map(serialHex));
  return {
    ...data,
    signerOcsp: {
      responder: { certificateDer: ca.certificateDer, privateKey: ca.privateKey },
      signerCertificates: [...signerCertificates],
      statuses,
      at: deps.now(),
      validForMs: ANSWER_VALID_MS,
    },
  };
}

export async function validationDataFor(
  deps: Pick<Deps, 'db' | 'now' | 'signing'>,
  signerCertificates: readonly Uint8Array[],
): Promise<ValidationData> {
  return validationDataOf(await validationPlanFor(deps, signerCertificates));
}
