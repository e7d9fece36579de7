/**
 * The platform's own RFC 3161 timestamp authority: for a digest it answers a TimeStampToken (CMS
 * SignedData over a TSTInfo), signed by the timestamping certificate with signing-certificate-v2,
 * so every signature is PAdES B-T without a network call. A real authority replaces it through
 * TSA_URL (see pki.ts). The same function could answer application/timestamp-query over HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { TimestampAuthority } from '@libpdf/core';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBufferOf, parseCertificate } from './x509';

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

export function createLocalTimestampAuthority(options: {
  certificateDer: Uint8Array;
  privateKey: CryptoKey;
  chainDer: Uint8Array[];
  now?: () => Date;
}): TimestampAuthority {
  const certificate = parseCertificate(options.certificateDer);
  const chain = options.chainDer.map(parseCertificate);
  const certificateHash = createHash('sha256').update(options.certificateDer).digest();
  // ESS SigningCertificateV2 { certs: [ESSCertIDv2 { certHash, issuerSerial }] }; SHA-256 is the
  // default hash, so it is left out as DER requires. issuerSerial pins the exact certificate.
  const issuerSerial = new asn1js.Sequence({
    value: [
      new pkijs.GeneralNames({ names: [new pkijs.GeneralName({ type: 4, value: certificate.issuer })] }).toSchema(),
      certificate.serialNumber,
    ],
  });
  const signingCertificate = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({
        value: [new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certificateHash }), issuerSerial] })],
      }),
    ],
  });
  const tsaName = new pkijs.GeneralName({ type: 4, value: certificate.subject });

  return {
    async timestamp(digest, algorithm) {
      const hashOid = HASH_OIDS[algorithm];
      if (!hashOid) throw new Error(`unsupported digest for a timestamp: ${algorithm}`);
      // Random serials (62 bits) stay unique across restarts and processes without a shared counter.
      const serial = randomBytes(8);
      serial[0] = (serial[0] & 0x7f) | 0x40; // positive and minimal in DER: 62 random bits
      const info = new pkijs.TSTInfo({
        version: 1,
        policy: TSA_POLICY,
        messageImprint: new pkijs.MessageImprint({
          hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: hashOid }),
          hashedMessage: new asn1js.OctetString({ valueHex: arrayBufferOf(digest) }),
        }),
        serialNumber: new asn1js.Integer({ valueHex: serial }),
        genTime: options.now?.() ?? new Date(),
        accuracy: new pkijs.Accuracy({ seconds: 1 }),
        tsa: tsaName,
      });
      const infoDer = info.toSchema().toBER(false);
      const signed = new pkijs.SignedData({
        version: 3,
        encapContentInfo: new pkijs.EncapsulatedContentInfo({
          eContentType: TST_INFO,
          eContent: new asn1js.OctetString({ valueHex: infoDer }),
        }),
        signerInfos: [
          new pkijs.SignerInfo({
            version: 1,
            sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
            signedAttrs: new pkijs.SignedAndUnsignedAttributes({
              type: 0,
              attributes: [
                new pkijs.Attribute({ type: CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: TST_INFO })] }),
                new pkijs.Attribute({
                  type: MESSAGE_DIGEST,
                  values: [new asn1js.OctetString({ valueHex: createHash('sha256').update(Buffer.from(infoDer)).digest() })],
                }),
                new pkijs.Attribute({ type: SIGNING_CERTIFICATE_V2, values: [signingCertificate] }),
              ],
            }),
          }),
        ],
        certificates: [certificate, ...chain],
      });
      await signed.sign(options.privateKey, 0, 'SHA-256');
      const token = new pkijs.ContentInfo({ contentType: SIGNED_DATA, content: signed.toSchema(true) });
      return new Uint8Array(token.toSchema().toBER(false));
    },
  };
}
