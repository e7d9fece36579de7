/**
 * The CMS checks of a PAdES signature or an RFC 3161 token (ETSI EN 319 102-1's cryptographic
 * and format checks): ContentInfo of signedData, one SignerInfo, the expected eContentType and
 * the contentType attribute equal to it, the message digest, the signing-certificate attribute
 * hashing to the signer certificate, and the signature itself. Problems come back as stable
 * codes; nothing here throws on hostile input.
 */
import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { certificateHash, publicKeyOf, signatureHolds } from './chain';
import { berOf, readDer } from './verify-der';
import { OID } from './x509';

export const ID_DATA = '1.2.840.113549.1.7.1';
export const TST_INFO = '1.2.840.113549.1.9.16.1.4';
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
const SIGNING_CERTIFICATE = '1.2.840.113549.1.9.16.2.12';
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
export const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const ADBE_REVOCATION_ARCHIVAL = '1.2.840.113583.1.1.8';
const OCSP_RESPONSE_FORMAT = '1.3.6.1.5.5.7.16.2';
export const HASHES: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
const MAX_CERTIFICATES = 20;

export type CmsProblem =
  'malformed' | 'content_type' | 'digest_mismatch' | 'signature_invalid' | 'signing_certificate_mismatch' | 'signing_time_present';

export interface CmsCheck {
  signerInfo: pkijs.SignerInfo | null;
  signer: pkijs.Certificate | null;
  certificates: pkijs.Certificate[];
  /** The encapsulated content (a TSTInfo for tokens), when present. */
  eContent: Uint8Array | null;
  signingTime: Date | null;
  ocsps: Uint8Array[];
  crls: Uint8Array[];
  problems: CmsProblem[];
}

const empty = (problem: CmsProblem): CmsCheck => ({
  signerInfo: null,
  signer: null,
  certificates: [],
  eContent: null,
  signingTime: null,
  ocsps: [],
  crls: [],
  problems: [problem],
});

function signedAttribute(signer: pkijs.SignerInfo, type: string): pkijs.Attribute | undefined {
  return signer.signedAttrs?.attributes.find((a) => a.type === type);
}

function findSigner(sid: pkijs.SignerInfo['sid'], certificates: pkijs.Certificate[]): pkijs.Certificate | null {
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certificates.find((c) => c.serialNumber.isEqual(sid.serialNumber) && c.issuer.isEqual(sid.issuer)) ?? null;
  }
  // [0] SubjectKeyIdentifier.
  const inner = (sid as asn1js.Constructed).valueBlock?.value?.[0];
  const keyId = Buffer.from(inner instanceof asn1js.OctetString ? inner.valueBlock.valueHexView : []);
  return (
    certificates.find((c) => {
      const ext = c.extensions?.find((e) => e.extnID === OID.subjectKeyIdentifier);
      const ski = ext && asn1js.fromBER(ext.extnValue.valueBlock.valueHexView).result;
      return ski instanceof asn1js.OctetString && keyId.length > 0 && keyId.equals(Buffer.from(ski.valueBlock.valueHexView));
    }) ?? null
  );
}

/** ESS signing-certificate(-v2): its first entry hashes to the signer's certificate and names its serial. */
function signingCertificateHolds(attribute: pkijs.Attribute, v2: boolean, signer: pkijs.Certificate): boolean {
  const certs = (attribute.values[0] as asn1js.Sequence).valueBlock?.value?.[0] as asn1js.Sequence | undefined;
  const first = certs?.valueBlock?.value?.[0] as asn1js.Sequence | undefined;
  const parts = first?.valueBlock?.value ?? [];
  let at = 0;
  let hash = v2 ? 'sha256' : 'sha1';
  if (v2 && parts[0] instanceof asn1js.Sequence) {
    hash = HASHES[new pkijs.AlgorithmIdentifier({ schema: parts[0] }).algorithmId] ?? '';
    at = 1;
  }
  const certHash = parts[at];
  if (!hash || !(certHash instanceof asn1js.OctetString)) return false;
  if (!certificateHash(signer, hash).equals(Buffer.from(certHash.valueBlock.valueHexView))) return false;
  const issuerSerial = parts[at + 1] as asn1js.Sequence | undefined;
  const serial = issuerSerial?.valueBlock?.value?.[1];
  return !issuerSerial || (serial instanceof asn1js.Integer && serial.isEqual(signer.serialNumber));
}

/** Revocation data inside the CMS: revocationInfoChoices, and Adobe's archival attribute. */
function embeddedRevocation(signed: pkijs.SignedData, signerInfo: pkijs.SignerInfo) {
  const ocsps: Uint8Array[] = [];
  const crls: Uint8Array[] = [];
  for (const item of signed.crls ?? []) {
    if (item instanceof pkijs.CertificateRevocationList) crls.push(berOf(item.toSchema()));
    else if (item.otherRevInfoFormat === OCSP_RESPONSE_FORMAT) ocsps.push(berOf(item.otherRevInfo as asn1js.AsnType));
  }
  const archival = signedAttribute(signerInfo, ADBE_REVOCATION_ARCHIVAL)?.values[0] as asn1js.Sequence | undefined;
  for (const tagged of archival?.valueBlock?.value ?? []) {
    const list = (tagged as asn1js.Constructed).valueBlock?.value?.[0] as asn1js.Sequence | undefined;
    const items = (list?.valueBlock?.value ?? []).map((v) => berOf(v));
    if (tagged.idBlock.tagNumber === 0) crls.push(...items);
    if (tagged.idBlock.tagNumber === 1) ocsps.push(...items);
  }
  return { ocsps, crls };
}

/**
 * Checks a SignedData over `content` (detached; null: the encapsulated content itself, as in a
 * timestamp token) whose eContentType must be `contentType`.
 */
export function checkCms(der: Uint8Array, contentType: string, content: Uint8Array | null): CmsCheck {
  try {
    const schema = readDer(der);
    if (!schema) return empty('malformed');
    const info = new pkijs.ContentInfo({ schema });
    if (info.contentType !== SIGNED_DATA) return empty('content_type');
    const signed = new pkijs.SignedData({ schema: info.content });
    const certificates = (signed.certificates ?? [])
      .filter((c): c is pkijs.Certificate => c instanceof pkijs.Certificate)
      .slice(0, MAX_CERTIFICATES);
    const signerInfo = signed.signerInfos.length === 1 ? signed.signerInfos[0] : undefined;
    if (!signerInfo?.signedAttrs) return { ...empty('malformed'), certificates };
    const eContent = signed.encapContentInfo.eContent ? new Uint8Array(signed.encapContentInfo.eContent.getValue()) : null;
    const signer = findSigner(signerInfo.sid, certificates);
    const signingTime = signedAttribute(signerInfo, SIGNING_TIME)?.values[0] as asn1js.UTCTime | undefined;
    const result: CmsCheck = {
      signerInfo,
      signer,
      certificates,
      eContent,
      signingTime: signingTime?.toDate?.() ?? null,
      ...embeddedRevocation(signed, signerInfo),
      problems: [],
    };
    const claimedType = signedAttribute(signerInfo, CONTENT_TYPE)?.values[0];
    if (
      signed.encapContentInfo.eContentType !== contentType ||
      !(claimedType instanceof asn1js.ObjectIdentifier) ||
      claimedType.valueBlock.toString() !== contentType
    ) {
      result.problems.push('content_type');
    }
    const hash = HASHES[signerInfo.digestAlgorithm.algorithmId];
    const digest = signedAttribute(signerInfo, MESSAGE_DIGEST)?.values[0];
    const covered = content ?? eContent;
    if (
      !hash ||
      !covered ||
      !(digest instanceof asn1js.OctetString) ||
      !createHash(hash).update(covered).digest().equals(Buffer.from(digest.valueBlock.valueHexView))
    ) {
      result.problems.push('digest_mismatch');
    }
    if (!signer) return { ...result, problems: [...result.problems, 'signature_invalid'] };
    const holds = signatureHolds({
      algorithm: signerInfo.signatureAlgorithm.algorithmId,
      digestHash: hash ?? null,
      data: new Uint8Array(signerInfo.signedAttrs.encodedValue),
      key: publicKeyOf(signer),
      signature: new Uint8Array(signerInfo.signature.valueBlock.valueHexView),
    });
    if (!holds) result.problems.push('signature_invalid');
    const v2 = signedAttribute(signerInfo, SIGNING_CERTIFICATE_V2);
    const v1 = signedAttribute(signerInfo, SIGNING_CERTIFICATE);
    if ((v2 && !signingCertificateHolds(v2, true, signer)) || (v1 && !signingCertificateHolds(v1, false, signer))) {
      result.problems.push('signing_certificate_mismatch');
    }
    if (result.signingTime) result.problems.push('signing_time_present');
    return result;
  } catch {
    return empty('malformed');
  }
}

export interface TokenCheck extends CmsCheck {
  genTime: Date | null;
}

/**
 * An RFC 3161 TimeStampToken over `imprinted` (the signature value for a signature timestamp,
 * the covered bytes for a document timestamp): the CMS checks, then the imprint.
 */
export function checkToken(der: Uint8Array, imprinted: Uint8Array): TokenCheck {
  const cms = checkCms(der, TST_INFO, null);
  const problems = cms.problems.filter((p) => p !== 'signing_time_present');
  if (!cms.eContent) return { ...cms, problems: problems.length ? problems : ['malformed'], genTime: null };
  try {
    const schema = readDer(cms.eContent);
    if (!schema) return { ...cms, problems: ['malformed'], genTime: null };
    const info = new pkijs.TSTInfo({ schema });
    const hash = HASHES[info.messageImprint.hashAlgorithm.algorithmId];
    const imprint = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView);
    if (!hash || !createHash(hash).update(imprinted).digest().equals(imprint)) problems.push('digest_mismatch');
    return { ...cms, problems, genTime: info.genTime };
  } catch {
    return { ...cms, problems: ['malformed'], genTime: null };
  }
}
