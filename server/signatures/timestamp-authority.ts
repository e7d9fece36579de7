/**
 * The platform's own RFC 3161 timestamp authority: for a digest it answers a TimeStampToken (CMS
 * SignedData over a TSTInfo), signed by the timestamping certificate with signing-certificate-v2,
 * so every signature is PAdES B-T without a network call. A real authority replaces it through
 * TSA_URL (see pki.ts). The same function could answer application/timestamp-query over HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TimestampAuthority } from '@libpdf/core';
import * as pkijs from 'pkijs';
import { compareBytes, context, generalizedTime, octetString, oid, sequence, setOf, smallInteger, unsignedInteger } from './der';
import { parseCertificate, signatureAlgorithmOf, type KeySigner } from './x509';

const HASH_OIDS: Record<string, string> = {
  'SHA-256': '2.16.840.1.101.3.4.2.1',
  'SHA-384': '2.16.840.1.101.3.4.2.2',
  'SHA-512': '2.16.840.1.101.3.4.2.3',
};
const TST_INFO = '1.2.840.113549.1.9.16.1.4';
const SIGNED_DATA = '1.2.840.113549.1.7.2';
const CONTENT_TYPE = '1.2.840.113549.1.9.3';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
/** The authority's policy: a UUID-based arc (2.25), like the certificate policies. */
const TSA_POLICY = '2.25.1703104929.3';

/** AlgorithmIdentifier of a digest, parameters absent (RFC 5754). */
const digestAlgorithm = (hashOid: string) => sequence(oid(hashOid));

const attribute = (type: string, value: Uint8Array) => sequence(oid(type), setOf(value));

export function createLocalTimestampAuthority(options: {
  certificateDer: Uint8Array;
  signer: KeySigner;
  chainDer: Uint8Array[];
  now?: () => Date;
}): TimestampAuthority {
  const { signer } = options;
  const certificate = parseCertificate(options.certificateDer);
  const ber = (schema: unknown) => new Uint8Array((schema as { toBER(sizeOnly?: boolean): ArrayBuffer }).toBER(false));
  // What every token carries unchanged, encoded once.
  const issuerAndSerial = ber(
    new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }).toSchema(),
  );
  const tsaName = context(0, ber(new pkijs.GeneralName({ type: 4, value: certificate.subject }).toSchema()));
  // certificates is a SET OF: DER sorts it.
  const certificates = context(0, ...[options.certificateDer, ...options.chainDer].sort(compareBytes));
  // ESS SigningCertificateV2 { certs: [ESSCertIDv2 { certHash, issuerSerial }] }; SHA-256 is the
  // default hash, so it is left out as DER requires. issuerSerial pins the exact certificate.
  const issuerSerial = sequence(
    ber(new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })] }).toSchema()),
    ber(certificate.serialNumber),
  );
  const certificateHash = new Uint8Array(createHash('sha256').update(options.certificateDer).digest());
  const signingCertificate = attribute(SIGNING_CERTIFICATE_V2, sequence(sequence(sequence(octetString(certificateHash), issuerSerial))));
  const contentType = attribute(CONTENT_TYPE, oid(TST_INFO));
  const policy = oid(TSA_POLICY);
  const accuracy = sequence(smallInteger(1));
  const signatureAlgorithm = signatureAlgorithmOf(signer);

  return {
    async timestamp(digest, algorithm) {
      const hashOid = HASH_OIDS[algorithm];
      if (!hashOid) throw new Error(`unsupported digest for a timestamp: ${algorithm}`);
      // Random serials (62 bits) stay unique across restarts and processes without a shared counter.
      const serial = randomBytes(8);
      serial[0] = (serial[0] & 0x7f) | 0x40; // positive and minimal in DER: 62 random bits
      const info = sequence(
        smallInteger(1),
        policy,
        sequence(digestAlgorithm(hashOid), octetString(digest)),
        unsignedInteger(serial),
        generalizedTime(options.now?.() ?? new Date()),
        accuracy,
        tsaName,
      );
      const ownHash = signer.hash.replace('-', '').toLowerCase();
      const messageDigest = attribute(MESSAGE_DIGEST, octetString(new Uint8Array(createHash(ownHash).update(info).digest())));
      // The signature covers the attributes as a SET; the SignerInfo carries them as [0] IMPLICIT.
      const signedAttributes = setOf(contentType, messageDigest, signingCertificate);
      const signature = await signer.sign(signedAttributes);
      const signerInfo = sequence(
        smallInteger(1),
        issuerAndSerial,
        digestAlgorithm(HASH_OIDS[signer.hash]),
        Uint8Array.of(0xa0, ...signedAttributes.subarray(1)),
        signatureAlgorithm,
        octetString(signature),
      );
      const signedData = sequence(
        smallInteger(3),
        setOf(digestAlgorithm(HASH_OIDS[signer.hash])),
        sequence(oid(TST_INFO), context(0, octetString(info))),
        certificates,
        setOf(signerInfo),
      );
      return sequence(oid(SIGNED_DATA), context(0, signedData));
    },
  };
}

/** The time an RFC 3161 token says it was made (its TSTInfo genTime). */
export function tokenTime(token: Uint8Array): Date {
  const content = pkijs.ContentInfo.fromBER(token.slice().buffer as ArrayBuffer);
  const signed = new pkijs.SignedData({ schema: content.content });
  const info = signed.encapContentInfo.eContent!;
  return pkijs.TSTInfo.fromBER(info.getValue()).genTime;
}
