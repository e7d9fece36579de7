/**
 * The CMS of a PAdES signature (ETSI EN 319 142-1 baseline, ETSI.CAdES.detached), encoded here
 * rather than by @libpdf/core: its builder always adds a signing-time attribute, which PAdES
 * forbids, and re-encodes the certificates through pkijs on every signature. Signed attributes:
 * contentType (id-data), messageDigest, signing-certificate-v2; unsigned: the RFC 3161 token
 * over the signature value (B-T). Certificates: the signer's and the chain above it.
 */
import { createHash } from 'node:crypto';
import type { TimestampAuthority } from '@libpdf/core';
import { compareBytes, context, octetString, oid, sequence, setOf, smallInteger, tlv } from './der';
import { parseCertificate, signatureAlgorithmOf, type KeySigner } from './x509';

const ID_DATA = '1.2.840.113549.1.7.1';
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const HASH_OIDS = { 'SHA-256': '2.16.840.1.101.3.4.2.1', 'SHA-384': '2.16.840.1.101.3.4.2.2' } as const;

export type Digest = keyof typeof HASH_OIDS;

export const nodeHash = (digest: Digest) => (digest === 'SHA-384' ? 'sha384' : 'sha256');

const attribute = (type: string, value: Uint8Array) => sequence(oid(type), setOf(value));

/** What stays the same for every signature of one certificate: encoded once. */
export interface CmsSigner {
  key: KeySigner;
  certificateDer: Uint8Array;
  /** The certificates above it, issuing CA first. */
  chain: readonly Uint8Array[];
}

interface Prepared {
  issuerAndSerial: Uint8Array;
  signingCertificate: Uint8Array;
  certificates: Uint8Array;
}

const prepared = new WeakMap<CmsSigner, Prepared>();

function prepare(signer: CmsSigner): Prepared {
  const known = prepared.get(signer);
  if (known) return known;
  const cert = parseCertificate(signer.certificateDer);
  const issuer = new Uint8Array(cert.issuer.toSchema().toBER(false));
  const serial = new Uint8Array(cert.serialNumber.toBER(false));
  // ESSCertIDv2 with SHA-256 (the default, so its AlgorithmIdentifier is left out as DER wants),
  // and issuerSerial naming the exact certificate.
  const hash = new Uint8Array(createHash('sha256').update(signer.certificateDer).digest());
  const issuerSerial = sequence(sequence(context(4, issuer)), serial);
  const made: Prepared = {
    issuerAndSerial: sequence(issuer, serial),
    signingCertificate: attribute(SIGNING_CERTIFICATE_V2, sequence(sequence(sequence(octetString(hash), issuerSerial)))),
    // certificates [0] IMPLICIT SET OF: sorted, as DER orders a SET OF.
    certificates: context(0, ...[signer.certificateDer, ...signer.chain].sort(compareBytes)),
  };
  prepared.set(signer, made);
  return made;
}

/**
 * A detached CAdES signature over `content` (the PDF's byte ranges), with a timestamp token from
 * `tsa` when given. Answers the DER ContentInfo.
 */
export async function cadesDetached(signer: CmsSigner, content: readonly Uint8Array[], tsa?: TimestampAuthority): Promise<Uint8Array> {
  const digest = signer.key.hash;
  const { issuerAndSerial, signingCertificate, certificates } = prepare(signer);
  const hash = createHash(nodeHash(digest));
  for (const part of content) hash.update(part);
  const signedAttributes = setOf(
    attribute(CONTENT_TYPE, oid(ID_DATA)),
    attribute(MESSAGE_DIGEST, octetString(new Uint8Array(hash.digest()))),
    signingCertificate,
  );
  // The signature covers the attributes as a SET; the SignerInfo carries them as [0] IMPLICIT.
  const signature = await signer.key.sign(signedAttributes);
  const unsigned: Uint8Array[] = [];
  if (tsa) {
    const imprint = new Uint8Array(createHash(nodeHash(digest)).update(signature).digest());
    unsigned.push(attribute(TIMESTAMP_TOKEN, await tsa.timestamp(imprint, digest)));
  }
  const digestAlgorithm = sequence(oid(HASH_OIDS[digest]));
  const signerInfo = sequence(
    smallInteger(1),
    issuerAndSerial,
    digestAlgorithm,
    Uint8Array.of(0xa0, ...signedAttributes.subarray(1)),
    signatureAlgorithmOf(signer.key),
    octetString(signature),
    ...(unsigned.length ? [tlv(0xa1, ...unsigned)] : []),
  );
  const signedData = sequence(smallInteger(1), setOf(digestAlgorithm), sequence(oid(ID_DATA)), certificates, setOf(signerInfo));
  return sequence(oid(SIGNED_DATA), context(0, signedData));
}
