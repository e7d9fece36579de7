/**
 * An RFC 6960 OCSP responder's two halves, HTTP aside: reading a request (untrusted: anyone can
 * post one) and building the CA-signed answer. Also the request our own code sends when it embeds
 * revocation data in a signature.
 */
import { createHash } from 'node:crypto';
import { context, generalizedTime, NULL, octetString, oid, sequence, tlv } from './der';
import {
  certificateParts,
  childrenOf,
  DerError,
  checkDerShape,
  enumerated,
  expectTag,
  extension,
  parseDer,
  REASON_CODES,
  serialHexOf,
  serialInteger,
  sha1,
  signatureAlgorithm,
  signatureOver,
  TAG,
  type Der,
  type RevocationReason,
  type RevocationSigner,
} from './revocation-common';

const SHA1 = '1.3.14.3.2.26';
const SHA256 = '2.16.840.1.101.3.4.2.1';
const CERT_ID_HASHES: Record<string, string> = { [SHA1]: 'sha1', [SHA256]: 'sha256' };
const NONCE = '1.3.6.1.5.5.7.48.1.2';
const BASIC_RESPONSE = '1.3.6.1.5.5.7.48.1.1';

/** Real requests are a few hundred bytes, a signed one a few kB. */
const MAX_REQUEST_BYTES = 16 * 1024;
const MAX_CERT_IDS = 10;
/** A signed request with its certificate nests about 12 levels deep. */
const MAX_REQUEST_DEPTH = 32;
/** RFC 8954: a nonce is 1 to 32 octets. */
const MAX_NONCE_BYTES = 32;

export interface OcspCertId {
  /** The hash's OID: SHA-1 and SHA-256 are supported. */
  hashAlgorithm: string;
  issuerNameHash: Uint8Array;
  issuerKeyHash: Uint8Array;
  /** serialHex's form. */
  serial: string;
}

export interface OcspRequestInfo {
  certIds: OcspCertId[];
  nonce?: Uint8Array;
}

/** A request the responder cannot read: answer it with ocspErrorResponse('malformedRequest'). */
export class OcspRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OcspRequestError';
  }
}

export type CertificateStatus =
  { status: 'good' } | { status: 'revoked'; revokedAt: Date; reason: RevocationReason } | { status: 'unknown' };

/** Dotted text of an OBJECT IDENTIFIER's contents. */
function oidText(content: Uint8Array): string {
  const arcs: number[] = [];
  let value = 0;
  for (let i = 0; i < content.length; i++) {
    if (value === 0 && content[i] === 0x80) throw new DerError('OID arc not in its shortest form');
    value = value * 128 + (content[i] & 0x7f);
    if (value > Number.MAX_SAFE_INTEGER) throw new DerError('OID arc too large');
    if (content[i] & 0x80) continue;
    arcs.push(value);
    value = 0;
  }
  if (!arcs.length || content[content.length - 1] & 0x80) throw new DerError('bad OID');
  const first = Math.min(Math.floor(arcs[0] / 40), 2);
  return [first, arcs[0] - first * 40, ...arcs.slice(1)].join('.');
}

interface Extension {
  id: string;
  critical: boolean;
  value: Uint8Array;
}

/** The Extensions inside a [n] EXPLICIT wrapper. */
function extensionsIn(wrapper: Der | undefined): Extension[] {
  if (!wrapper) return [];
  const [list, ...extra] = childrenOf(wrapper);
  if (extra.length) throw new DerError('bytes after the extensions');
  return childrenOf(expectTag(list, TAG.sequence, 'extensions')).map((element) => {
    const [id, ...rest] = childrenOf(expectTag(element, TAG.sequence, 'extension'));
    if (rest.length < 1 || rest.length > 2) throw new DerError('bad extension');
    const critical = rest.length === 2 && rest[0].tag === 0x01 && rest[0].content[0] !== 0;
    return {
      id: oidText(expectTag(id, TAG.oid, 'extnID').content),
      critical,
      value: expectTag(rest.at(-1), TAG.octetString, 'extnValue').content,
    };
  });
}

/** RFC 6960 4.4: an extension we do not understand is ignored, unless it is marked critical. */
function rejectUnknownCritical(extensions: Extension[]): void {
  const unknown = extensions.find((e) => e.critical && e.id !== NONCE);
  if (unknown) throw new DerError(`critical extension ${unknown.id} not supported`);
}

/** A positive INTEGER in its shortest form: the only kind whose serialHex gives back the same bytes. */
function serialOf(element: Der | undefined): string {
  const { content } = expectTag(element, TAG.integer, 'serialNumber');
  if (!content.length || content[0] & 0x80) throw new DerError('serial number not positive');
  if (content.length > 1 && content[0] === 0 && !(content[1] & 0x80)) throw new DerError('serial number not in its shortest form');
  return serialHexOf(content);
}

function readCertId(element: Der | undefined): OcspCertId {
  const [algorithm, nameHash, keyHash, serial, ...extra] = childrenOf(expectTag(element, TAG.sequence, 'CertID'));
  if (extra.length) throw new DerError('bytes after the CertID');
  const [hashOid] = childrenOf(expectTag(algorithm, TAG.sequence, 'hashAlgorithm'));
  return {
    hashAlgorithm: oidText(expectTag(hashOid, TAG.oid, 'hashAlgorithm').content),
    issuerNameHash: expectTag(nameHash, TAG.octetString, 'issuerNameHash').content.slice(),
    issuerKeyHash: expectTag(keyHash, TAG.octetString, 'issuerKeyHash').content.slice(),
    serial: serialOf(serial),
  };
}

function readRequest(element: Der): OcspCertId {
  const [certId, extensions, ...extra] = childrenOf(expectTag(element, TAG.sequence, 'Request'));
  if (extra.length || (extensions && extensions.tag !== TAG.context0)) throw new DerError('bytes after the CertID');
  rejectUnknownCritical(extensionsIn(extensions));
  return readCertId(certId);
}

/**
 * The nonce of RFC 8954: an OCTET STRING of 1 to 32 octets inside extnValue. Any other form is left
 * unanswered (8954 allows it) rather than failing the whole request; the client then sees no nonce.
 */
function nonceOf(extensions: Extension[]): Uint8Array | undefined {
  const found = extensions.find((e) => e.id === NONCE);
  if (!found) return undefined;
  try {
    const { content } = parseDer(found.value, TAG.octetString, 'nonce');
    return content.length >= 1 && content.length <= MAX_NONCE_BYTES ? content.slice() : undefined;
  } catch {
    return undefined;
  }
}

function readOcspRequest(der: Uint8Array): OcspRequestInfo {
  // optionalSignature ([0]) is not checked: the responder answers anyone.
  const [tbs, signature, ...extra] = childrenOf(parseDer(der, TAG.sequence, 'OCSPRequest'));
  if (extra.length || (signature && signature.tag !== TAG.context0)) throw new DerError('bytes after the tbsRequest');
  const fields = childrenOf(expectTag(tbs, TAG.sequence, 'tbsRequest'));
  let at = 0;
  if (fields[at]?.tag === TAG.context0) {
    const [version] = childrenOf(fields[at++]);
    if (!version || version.der.length !== 3 || version.tag !== TAG.integer || version.content[0] !== 0)
      throw new DerError('not an OCSP v1 request');
  }
  if (fields[at]?.tag === TAG.context1) at++; // requestorName: not used
  const list = childrenOf(expectTag(fields[at++], TAG.sequence, 'requestList'));
  if (!list.length || list.length > MAX_CERT_IDS) throw new DerError(`a request asks about 1 to ${MAX_CERT_IDS} certificates`);
  const extensionsWrapper = fields[at]?.tag === TAG.context2 ? fields[at++] : undefined;
  if (at !== fields.length) throw new DerError('bytes after the requestList');
  const extensions = extensionsIn(extensionsWrapper);
  rejectUnknownCritical(extensions);
  const nonce = nonceOf(extensions);
  return { certIds: list.map(readRequest), ...(nonce ? { nonce } : {}) };
}

/** Reads an OCSP request posted by anyone: size and nesting are checked before anything parses it. */
export function parseOcspRequest(der: Uint8Array): OcspRequestInfo {
  if (der.length > MAX_REQUEST_BYTES) throw new OcspRequestError(`an OCSP request is at most ${MAX_REQUEST_BYTES} bytes`);
  try {
    checkDerShape(der, MAX_REQUEST_DEPTH);
    return readOcspRequest(der);
  } catch (error) {
    if (error instanceof DerError) throw new OcspRequestError(`malformed OCSP request: ${error.message}`);
    throw error;
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** Whether a CertID names `issuerCertificateDer` as the issuer: the hashes of its Name and of its key. */
export function certIdMatchesIssuer(certId: OcspCertId, issuerCertificateDer: Uint8Array): boolean {
  const hash = CERT_ID_HASHES[certId.hashAlgorithm];
  if (!hash) return false;
  const issuer = certificateParts(issuerCertificateDer);
  const digest = (bytes: Uint8Array) => new Uint8Array(createHash(hash).update(bytes).digest());
  return sameBytes(digest(issuer.subject), certId.issuerNameHash) && sameBytes(digest(issuer.publicKey), certId.issuerKeyHash);
}

/** The CertID as the request had it (clients compare the hash OID, the hashes and the serial). */
const certIdDer = (certId: OcspCertId) =>
  sequence(
    sequence(oid(certId.hashAlgorithm), NULL),
    octetString(certId.issuerNameHash),
    octetString(certId.issuerKeyHash),
    serialInteger(certId.serial),
  );

function certStatusDer(status: CertificateStatus): Uint8Array {
  if (status.status === 'good') return Uint8Array.of(0x80, 0x00); // [0] IMPLICIT NULL
  if (status.status === 'unknown') return Uint8Array.of(0x82, 0x00); // [2] IMPLICIT NULL
  // [1] IMPLICIT RevokedInfo; like the CRL, the reason is left out when unspecified.
  const reason = status.reason === 'unspecified' ? [] : [context(0, enumerated(REASON_CODES[status.reason]))];
  return tlv(0xa1, generalizedTime(status.revokedAt), ...reason);
}

const nonceExtension = (nonce: Uint8Array) => extension(NONCE, octetString(nonce));

/** A successful OCSPResponse holding a BasicOCSPResponse signed by the CA, its certificate included. */
export async function buildOcspResponse(input: {
  responder: RevocationSigner;
  producedAt: Date;
  thisUpdate: Date;
  nextUpdate: Date;
  answers: { certId: OcspCertId; status: CertificateStatus }[];
  nonce?: Uint8Array;
}): Promise<Uint8Array> {
  if (!input.answers.length) throw new Error('an OCSP response answers at least one CertID');
  if (input.nextUpdate <= input.thisUpdate) throw new Error('the OCSP nextUpdate must come after its thisUpdate');
  const key = input.responder.privateKey;
  const responses = input.answers.map(({ certId, status }) =>
    sequence(certIdDer(certId), certStatusDer(status), generalizedTime(input.thisUpdate), context(0, generalizedTime(input.nextUpdate))),
  );
  const tbs = sequence(
    // ResponderID byKey: [2] EXPLICIT the SHA-1 of the responder's key (RFC 6960 4.2.1).
    context(2, octetString(sha1(certificateParts(input.responder.certificateDer).publicKey))),
    generalizedTime(input.producedAt),
    sequence(...responses),
    ...(input.nonce ? [context(1, sequence(nonceExtension(input.nonce)))] : []),
  );
  const basic = sequence(tbs, signatureAlgorithm(key), await signatureOver(key, tbs), context(0, sequence(input.responder.certificateDer)));
  return sequence(enumerated(0), context(0, sequence(oid(BASIC_RESPONSE), octetString(basic))));
}

const ERROR_STATUSES = { malformedRequest: 1, internalError: 2, tryLater: 3, unauthorized: 6 } as const;

/** An OCSPResponse with only a failing status (RFC 6960 4.2.1: no responseBytes). */
export function ocspErrorResponse(status: keyof typeof ERROR_STATUSES): Uint8Array {
  return sequence(enumerated(ERROR_STATUSES[status]));
}

/** A request for one certificate with a SHA-1 CertID, as most clients send. */
export function ocspRequestFor(certificateDer: Uint8Array, issuerDer: Uint8Array, nonce?: Uint8Array): Uint8Array {
  if (nonce && (nonce.length < 1 || nonce.length > MAX_NONCE_BYTES)) throw new Error(`an OCSP nonce is 1 to ${MAX_NONCE_BYTES} bytes`);
  const issuer = certificateParts(issuerDer);
  const certId = sequence(
    sequence(oid(SHA1), NULL),
    octetString(sha1(issuer.subject)),
    octetString(sha1(issuer.publicKey)),
    tlv(TAG.integer, certificateParts(certificateDer).serial),
  );
  const extensions = nonce ? [context(2, sequence(nonceExtension(nonce)))] : [];
  return sequence(sequence(sequence(sequence(certId)), ...extensions));
}

/**
 * What the answer for a document's signers needs, as plain data: made on the signing worker, not
 * on the thread that answers HTTP (domain/pki/validation-data.ts reads the statuses).
 */
export interface SignerOcsp {
  responder: RevocationSigner;
  signerCertificates: Uint8Array[];
  /** The registry's status of each serial the responder issued; a serial absent is unknown. */
  statuses: Map<string, CertificateStatus>;
  /** producedAt and thisUpdate. */
  at: Date;
  validForMs: number;
}

/** The SHA-1 hashes of an issuer's Name and key, by its certificate: a worker's answers all come from one CA. */
const issuerHashes = new Map<string, Pick<OcspCertId, 'issuerNameHash' | 'issuerKeyHash'>>();
function issuerHashesOf(issuerDer: Uint8Array): Pick<OcspCertId, 'issuerNameHash' | 'issuerKeyHash'> {
  const id = Buffer.from(issuerDer).toString('base64');
  let hashes = issuerHashes.get(id);
  if (!hashes) {
    const issuer = certificateParts(issuerDer);
    hashes = { issuerNameHash: sha1(issuer.subject), issuerKeyHash: sha1(issuer.publicKey) };
    if (issuerHashes.size >= 4) issuerHashes.clear();
    issuerHashes.set(id, hashes);
  }
  return hashes;
}

/**
 * One answer for every signer certificate, as the responder answers our own request for it
 * (ocspRequestFor: a SHA-1 CertID naming the responder as issuer, so one it answers for): a
 * certificate it did not issue is unknown to it. Null without signers.
 */
export async function signerOcspAnswer({
  responder,
  signerCertificates,
  statuses,
  at,
  validForMs,
}: SignerOcsp): Promise<Uint8Array | null> {
  if (signerCertificates.length === 0) return null;
  // The CertID such a request carries, made without writing the request and reading it back.
  const issuer = issuerHashesOf(responder.certificateDer);
  const certIds = signerCertificates.map((der): OcspCertId => ({
    hashAlgorithm: SHA1,
    ...issuer,
    serial: serialHexOf(certificateParts(der).serial),
  }));
  return buildOcspResponse({
    responder,
    producedAt: at,
    thisUpdate: at,
    nextUpdate: new Date(at.getTime() + validForMs),
    answers: certIds.map((certId) => ({ certId, status: statuses.get(certId.serial) ?? { status: 'unknown' } })),
  });
}
