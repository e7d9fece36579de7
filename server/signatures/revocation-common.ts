/**
 * What the CRL and the OCSP responder share: the CA that signs them, the revocation reasons, a
 * small strict DER reader (for our own certificates and for untrusted OCSP requests) and the
 * signature over a to-be-signed structure.
 */
import { createHash } from 'node:crypto';
import { NULL, oid, sequence, tlv, unsignedInteger } from './der';
import { keySigner, type KeySigner } from './x509';

/** A CA that signs CRLs and OCSP answers itself (RFC 6960 4.2.2.2: CA-signed responses). */
export interface RevocationSigner {
  certificateDer: Uint8Array;
  /** RSASSA-PKCS1-v1_5 with SHA-256, or ECDSA on P-256 or P-384. */
  privateKey: CryptoKey;
}

export type RevocationReason = 'unspecified' | 'keyCompromise' | 'affiliationChanged' | 'superseded' | 'cessationOfOperation';

/** CRLReason (RFC 5280 5.3.1), the same ENUMERATED in CRL entries and OCSP answers. */
export const REASON_CODES: Record<RevocationReason, number> = {
  unspecified: 0,
  keyCompromise: 1,
  affiliationChanged: 3,
  superseded: 4,
  cessationOfOperation: 5,
};

export interface RevokedCertificate {
  /** serialHex's form: lowercase hex of the INTEGER's content bytes, without a leading 00 sign byte. */
  serial: string;
  revokedAt: Date;
  reason: RevocationReason;
}

export class DerError extends Error {}

/** One DER element: its tag, its whole encoding and its contents. */
export interface Der {
  tag: number;
  der: Uint8Array;
  content: Uint8Array;
}

export const TAG = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  oid: 0x06,
  enumerated: 0x0a,
  sequence: 0x30,
  context0: 0xa0,
  context1: 0xa1,
  context2: 0xa2,
  context3: 0xa3,
} as const;

/**
 * The element at the start of `bytes` and what follows it. Strict DER: a one-byte tag, a definite
 * length in its shortest form, within the bytes given.
 */
function readElement(bytes: Uint8Array): { element: Der; rest: Uint8Array } {
  if (bytes.length < 2) throw new DerError('truncated element');
  const tag = bytes[0];
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag numbers are not used here');
  const first = bytes[1];
  let header = 2;
  let length = first;
  if (first === 0x80) throw new DerError('indefinite length');
  if (first > 0x80) {
    const count = first & 0x7f;
    if (count > 4 || bytes.length < 2 + count) throw new DerError('bad length');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[2 + i];
    if (bytes[2] === 0 || length < 0x80) throw new DerError('length not in its shortest form');
    header += count;
  }
  if (header + length > bytes.length) throw new DerError('element runs past its parent');
  const der = bytes.subarray(0, header + length);
  return { element: { tag, der, content: der.subarray(header) }, rest: bytes.subarray(header + length) };
}

/** The single element `bytes` holds, nothing after it. */
export function parseDer(bytes: Uint8Array, tag: number, what: string): Der {
  const { element, rest } = readElement(bytes);
  if (rest.length) throw new DerError(`bytes after the ${what}`);
  return expectTag(element, tag, what);
}

/** The elements inside a constructed element. */
export function childrenOf(parent: Der): Der[] {
  const out: Der[] = [];
  for (let rest = parent.content; rest.length;) {
    const read = readElement(rest);
    out.push(read.element);
    rest = read.rest;
  }
  return out;
}

export function expectTag(element: Der | undefined, tag: number, what: string): Der {
  if (!element || element.tag !== tag) throw new DerError(`${what} missing`);
  return element;
}

/**
 * Walks DER without recursion and throws unless every length fits inside its parent and the
 * nesting stays within maxDepth (the idea of verify-der.ts's checkedDerLength), so that no parser, ours
 * or a recursive one, meets a blob built to exhaust the stack.
 */
export function checkDerShape(bytes: Uint8Array, maxDepth: number): void {
  // Where each open constructed element ends.
  const ends: number[] = [];
  let at = 0;
  do {
    const parentEnd = ends.length ? ends[ends.length - 1] : bytes.length;
    const { element } = readElement(bytes.subarray(at, parentEnd));
    const headerEnd = at + element.der.length - element.content.length;
    const end = at + element.der.length;
    if (element.tag & 0x20 && element.content.length) {
      ends.push(end);
      at = headerEnd;
      if (ends.length > maxDepth) throw new DerError('nested too deeply');
    } else at = end;
    // Close every element that ends here.
    while (ends.length && ends[ends.length - 1] === at) ends.pop();
  } while (ends.length);
  if (at !== bytes.length) throw new DerError('bytes after the element');
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** serialHex's form of an INTEGER's content bytes: lowercase hex without the leading 00 sign byte. */
export function serialHexOf(integerContent: Uint8Array): string {
  const value = integerContent.length > 1 && integerContent[0] === 0 ? integerContent.subarray(1) : integerContent;
  return hex(value);
}

/** The INTEGER a serialHex string stands for; throws on any other form (e.g. upper case, a 00 sign byte). */
export function serialInteger(serial: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/.test(serial) || (serial.startsWith('00') && serial !== '00')) {
    throw new Error(`serial ${JSON.stringify(serial)} is not serialHex's form`);
  }
  return unsignedInteger(Buffer.from(serial, 'hex'));
}

/** The parts of a certificate the CRL and OCSP need, read from DER we trust (our own CA's). */
export interface CertificateParts {
  serial: Uint8Array;
  /** The subject Name, whole DER, copied verbatim so that byte comparisons and hashes match. */
  subject: Uint8Array;
  /** The subjectPublicKey BIT STRING's value (its unused-bits octet left out): what key hashes cover. */
  publicKey: Uint8Array;
  subjectKeyId?: Uint8Array;
}

const SUBJECT_KEY_ID = '2.5.29.14';

export function certificateParts(certificateDer: Uint8Array): CertificateParts {
  const [tbs] = childrenOf(parseDer(certificateDer, TAG.sequence, 'certificate'));
  const fields = childrenOf(expectTag(tbs, TAG.sequence, 'tbsCertificate'));
  // The version is [0] EXPLICIT, absent for v1.
  const [serial, , , , subject, spki, ...optional] = fields[0].tag === TAG.context0 ? fields.slice(1) : fields;
  const [, keyBits] = childrenOf(expectTag(spki, TAG.sequence, 'subjectPublicKeyInfo'));
  return {
    serial: expectTag(serial, TAG.integer, 'serialNumber').content,
    subject: expectTag(subject, TAG.sequence, 'subject').der,
    publicKey: expectTag(keyBits, TAG.bitString, 'subjectPublicKey').content.subarray(1),
    subjectKeyId: subjectKeyIdOf(optional.find((f) => f.tag === TAG.context3)),
  };
}

function subjectKeyIdOf(extensions: Der | undefined): Uint8Array | undefined {
  if (!extensions) return undefined;
  for (const extension of childrenOf(expectTag(childrenOf(extensions)[0], TAG.sequence, 'extensions'))) {
    const [id, ...rest] = childrenOf(extension);
    if (hex(id.der) !== hex(oid(SUBJECT_KEY_ID))) continue;
    // extnValue is the last field (critical may come between); it wraps the OCTET STRING keyIdentifier.
    return parseDer(rest[rest.length - 1].content, TAG.octetString, 'keyIdentifier').content;
  }
  return undefined;
}

/** serialHex's form of a certificate's serial number. */
export const serialHex = (certificateDer: Uint8Array): string => serialHexOf(certificateParts(certificateDer).serial);

export const sha1 = (bytes: Uint8Array) => new Uint8Array(createHash('sha1').update(bytes).digest());

/** The issuer's key identifier: its SKI, else RFC 5280 4.2.1.2 method (1), the SHA-1 of its key. */
export const keyIdentifierOf = (parts: CertificateParts) => parts.subjectKeyId ?? sha1(parts.publicKey);

/** A BIT STRING with no unused bits. */
const bitString = (bytes: Uint8Array) => tlv(TAG.bitString, Uint8Array.of(0), bytes);

export const enumerated = (n: number) => tlv(TAG.enumerated, Uint8Array.of(n));

/** A non-critical Extension (DER leaves out critical's DEFAULT false): its id and its value's DER, wrapped. */
export const extension = (id: string, value: Uint8Array) => sequence(oid(id), tlv(TAG.octetString, value));

/**
 * The AlgorithmIdentifier of the signatures `key` makes, as both the to-be-signed part and its
 * wrapper state it; refused for any other kind of key.
 */
export function signatureAlgorithm(key: CryptoKey): Uint8Array {
  const algorithm = key.algorithm as RsaHashedKeyAlgorithm | EcKeyAlgorithm;
  if (algorithm.name === 'RSASSA-PKCS1-v1_5' && (algorithm as RsaHashedKeyAlgorithm).hash.name === 'SHA-256') {
    // sha256WithRSAEncryption: its parameters are an explicit NULL (RFC 4055 5).
    return sequence(oid('1.2.840.113549.1.1.11'), NULL);
  }
  if (algorithm.name === 'ECDSA') {
    // ecdsa-with-SHA256/384 take no parameters (RFC 5758 3.2); the hash follows the curve's size.
    const curve = (algorithm as EcKeyAlgorithm).namedCurve;
    if (curve === 'P-256') return sequence(oid('1.2.840.10045.4.3.2'));
    if (curve === 'P-384') return sequence(oid('1.2.840.10045.4.3.3'));
  }
  throw new Error('the revocation signer needs an RSASSA-PKCS1-v1_5 SHA-256 key or an ECDSA P-256 or P-384 key');
}

/** The signature BIT STRING over a to-be-signed structure (TBSCertList, ResponseData). */
export async function signatureOver(key: CryptoKey, tbs: Uint8Array): Promise<Uint8Array> {
  // keySigner's: on this thread at once, ECDSA as the Ecdsa-Sig-Value SEQUENCE (RFC 3279 2.2.3).
  signatureAlgorithm(key);
  return bitString(await signerOf(key).sign(tbs));
}

const signers = new WeakMap<CryptoKey, KeySigner>();
const signerOf = (key: CryptoKey): KeySigner => {
  let signer = signers.get(key);
  if (!signer) signers.set(key, (signer = keySigner(key)));
  return signer;
};
