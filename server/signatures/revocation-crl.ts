/** X.509 v2 CRLs (RFC 5280 5) signed by the CA that issued the certificates they list. */
import { generalizedTime, sequence, smallInteger, tlv, unsignedInteger, context } from './der';
import {
  certificateParts,
  extension,
  enumerated,
  keyIdentifierOf,
  REASON_CODES,
  serialInteger,
  signatureAlgorithm,
  signatureOver,
  type RevocationSigner,
  type RevokedCertificate,
} from './revocation-common';

const AUTHORITY_KEY_ID = '2.5.29.35';
const CRL_NUMBER = '2.5.29.20';
const REASON_CODE = '2.5.29.21';

/** RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050, to the second. */
function x509Time(at: Date): Uint8Array {
  if (at.getUTCFullYear() >= 2050) return generalizedTime(at);
  const text = at
    .toISOString()
    .slice(2)
    .replace(/[-:T]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return tlv(0x17, new TextEncoder().encode(text));
}

/** A non-negative safe integer as a DER INTEGER. */
function integerOf(n: number): Uint8Array {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`CRL number ${n} is not a non-negative integer`);
  return unsignedInteger(Buffer.from(n.toString(16).padStart(16, '0'), 'hex'));
}

function revokedEntry(entry: RevokedCertificate): Uint8Array {
  // RFC 5280 5.3.1: reasonCode unspecified SHOULD be left out rather than written.
  const extensions = entry.reason === 'unspecified' ? [] : [sequence(extension(REASON_CODE, enumerated(REASON_CODES[entry.reason])))];
  return sequence(serialInteger(entry.serial), x509Time(entry.revokedAt), ...extensions);
}

/** A DER X.509 v2 CRL with authorityKeyIdentifier, cRLNumber and a reasonCode per entry (but unspecified). */
export async function buildCrl(input: {
  issuer: RevocationSigner;
  number: number;
  thisUpdate: Date;
  nextUpdate: Date;
  revoked: RevokedCertificate[];
}): Promise<Uint8Array> {
  if (input.nextUpdate <= input.thisUpdate) throw new Error('the CRL nextUpdate must come after its thisUpdate');
  const issuer = certificateParts(input.issuer.certificateDer);
  const crlExtensions = sequence(
    // AuthorityKeyIdentifier: SEQUENCE { keyIdentifier [0] IMPLICIT OCTET STRING }.
    extension(AUTHORITY_KEY_ID, sequence(tlv(0x80, keyIdentifierOf(issuer)))),
    extension(CRL_NUMBER, integerOf(input.number)),
  );
  const key = input.issuer.privateKey;
  const tbs = sequence(
    smallInteger(1), // v2
    signatureAlgorithm(key),
    issuer.subject,
    x509Time(input.thisUpdate),
    x509Time(input.nextUpdate),
    // RFC 5280 5.1.2.6: with nothing revoked the list is left out, not written empty.
    ...(input.revoked.length ? [sequence(...input.revoked.map(revokedEntry))] : []),
    context(0, crlExtensions),
  );
  return sequence(tbs, signatureAlgorithm(key), await signatureOver(key, tbs));
}
