/**
 * X.509 certificates of the platform PKI (docs/signatures.md), built with pkijs on Node's
 * WebCrypto: the root and issuing CAs, the timestamping and evidence certificates, a certificate
 * per company and a one-day certificate per employee signing act. The party a certificate signs for is marked twice: a certificate policy OID
 * (employeePolicy / companyPolicy below, what partyOf reads) and the subject's OU ('employee' or
 * 'company'), which any viewer shows.
 */
import { createHash, KeyObject, randomBytes, sign as signNow, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { context, NULL, oid, sequence, tlv } from './der';

pkijs.setEngine('node', new pkijs.CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto }));

export const OID = {
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  organizationIdentifier: '2.5.4.97',
  serialNumber: '2.5.4.5',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectKeyIdentifier: '2.5.29.14',
  authorityKeyIdentifier: '2.5.29.35',
  certificatePolicies: '2.5.29.32',
  crlDistributionPoints: '2.5.29.31',
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  ocsp: '1.3.6.1.5.5.7.48.1',
  caIssuers: '1.3.6.1.5.5.7.48.2',
  timeStamping: '1.3.6.1.5.5.7.3.8',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  ecdsaWithSha384: '1.2.840.10045.4.3.3',
  p256: '1.2.840.10045.3.1.7',
  p384: '1.3.132.0.34',
  // UUID-based arcs (2.25, ITU-T X.667) need no registration; each arc kept below 2^31 so that every
  // ASN.1 library encodes them exactly.
  employeePolicy: '2.25.1703104929.1',
  companyPolicy: '2.25.1703104929.2',
} as const;

export type Party = 'employee' | 'company';

/** One-off keys (an employee's signing act): fast to make, short-lived. */
export const EC_KEY: EcKeyGenParams = { name: 'ECDSA', namedCurve: 'P-256' };
/** Long-lived keys (root, CAs, TSA, companies): P-384, as the trust issue's key policy asks. */
export const LONG_LIVED_KEY: EcKeyGenParams = { name: 'ECDSA', namedCurve: 'P-384' };

export interface NameParts {
  commonName: string;
  organization?: string;
  organizationalUnit?: string;
  organizationIdentifier?: string;
  serialNumber?: string;
  country?: string;
}

/**
 * A distinguished name with one attribute per RDN (pkijs would put them all in one multi-valued
 * RDN, which verifiers print as "C=CN+O=…+CN=…").
 */
function name(parts: NameParts): pkijs.RelativeDistinguishedNames {
  const rdns: asn1js.Set[] = [];
  const add = (type: string, value: asn1js.BaseStringBlock | undefined) => {
    if (value) rdns.push(new asn1js.Set({ value: [new pkijs.AttributeTypeAndValue({ type, value }).toSchema()] }));
  };
  add(OID.country, parts.country ? new asn1js.PrintableString({ value: parts.country }) : undefined);
  add(OID.organization, parts.organization ? new asn1js.Utf8String({ value: parts.organization }) : undefined);
  add(OID.organizationalUnit, parts.organizationalUnit ? new asn1js.Utf8String({ value: parts.organizationalUnit }) : undefined);
  add(
    OID.organizationIdentifier,
    parts.organizationIdentifier ? new asn1js.Utf8String({ value: parts.organizationIdentifier }) : undefined,
  );
  add(OID.serialNumber, parts.serialNumber ? new asn1js.PrintableString({ value: parts.serialNumber }) : undefined);
  add(OID.commonName, new asn1js.Utf8String({ value: parts.commonName }));
  // Parsed back so that pkijs keeps (and re-emits) exactly this encoding.
  return pkijs.RelativeDistinguishedNames.fromBER(new asn1js.Sequence({ value: rdns }).toBER(false));
}

/** A positive 16-byte serial number. */
function serial(): asn1js.Integer {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: bytes });
}

function extension(
  extnID: string,
  critical: boolean,
  value: { toSchema(): asn1js.AsnType } | asn1js.AsnType | Uint8Array,
): pkijs.Extension {
  if (value instanceof Uint8Array) return new pkijs.Extension({ extnID, critical, extnValue: arrayBufferOf(value) });
  const schema = 'toSchema' in value ? value.toSchema() : value;
  return new pkijs.Extension({ extnID, critical, extnValue: schema.toBER(false) });
}

/**
 * keyUsage bits as a DER BIT STRING: the first byte holds bits 0-7 (digitalSignature = bit 0), and
 * DER drops trailing zero bits, so the unused count is 7 minus the highest bit set. (Taking the
 * largest 7 - bit instead made parsers disagree: OpenSSL read digitalSignature alone, GnuTLS
 * more, Go refused the certificate.)
 */
export function keyUsage(bits: number[]): asn1js.BitString {
  let byte = 0;
  for (const bit of bits) byte |= 0x80 >> bit;
  return new asn1js.BitString({ valueHex: new Uint8Array([byte]), unusedBits: 7 - Math.max(...bits) });
}

async function keyIdentifier(publicKey: CryptoKey): Promise<Uint8Array> {
  const spki = new Uint8Array(await webcrypto.subtle.exportKey('spki', publicKey));
  return new Uint8Array(createHash('sha1').update(spki).digest());
}

/** A key that signs for the PKI (certificates, CRLs, OCSP answers, CMS, timestamp tokens). */
export interface KeySigner {
  keyType: KeyType;
  /** The digest it signs with: SHA-384 for a P-384 key, else SHA-256. */
  hash: 'SHA-256' | 'SHA-384';
  /** A signature over `data`, DER-encoded as X.509 and CMS want it (ECDSA included). */
  sign(data: Uint8Array): Promise<Uint8Array>;
}

/**
 * Signs with `privateKey`. On this thread, at once: WebCrypto's sign ran each signature on libuv's
 * pool and came back a turn later (a company's act waited about a quarter of its time for its two
 * signatures: bench:sign's p99 7.4 → 4.8 ms); the acts run on the signing workers, whose thread
 * is there for this. ECDSA comes DER-encoded, as X.509 and CMS want it (not WebCrypto's r || s).
 */
export function keySigner(privateKey: CryptoKey): KeySigner {
  const key = KeyObject.from(privateKey);
  if (keyTypeOf(privateKey) === 'RSA') {
    // RSASSA-PKCS1-v1_5, Node's default padding for an RSA key.
    return { keyType: 'RSA', hash: 'SHA-256', sign: async (data) => new Uint8Array(signNow('sha256', data, key)) };
  }
  const hash = (privateKey.algorithm as EcKeyAlgorithm).namedCurve === 'P-384' ? 'SHA-384' : 'SHA-256';
  const digest = hash === 'SHA-384' ? 'sha384' : 'sha256';
  return {
    keyType: 'EC',
    hash,
    sign: async (data) => new Uint8Array(signNow(digest, data, { key, dsaEncoding: 'der' })),
  };
}

/** The DER AlgorithmIdentifier of what a signer makes. */
export function signatureAlgorithmOf(signer: Pick<KeySigner, 'keyType' | 'hash'>): Uint8Array {
  if (signer.keyType === 'RSA') return sequence(oid(OID.sha256WithRsa), NULL);
  return sequence(oid(signer.hash === 'SHA-384' ? OID.ecdsaWithSha384 : OID.ecdsaWithSha256));
}

/** A CA that can sign: its certificate and its key (a WebCrypto key, a PKCS#12 file, later a KMS or HSM). */
export interface Issuer {
  certificate: pkijs.Certificate;
  signer: KeySigner;
}

export interface CertificateRequest {
  subject: NameParts;
  publicKey: CryptoKey;
  notBefore: Date;
  notAfter: Date;
  /** Omitted: self-signed (the root), signed by `selfSigner`. */
  issuer?: Issuer;
  selfSigner?: KeySigner;
  /** A CA; `pathLength` 0 for a CA that issues only end-entity certificates. */
  ca?: boolean;
  pathLength?: number;
  timeStamping?: boolean;
  party?: Party;
  /** Where the issuer's CRL and OCSP responder are published (RFC 5280 4.2.1.13, 4.2.2.1). */
  crlUrl?: string;
  ocspUrl?: string;
  caIssuersUrl?: string;
}

/** RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050 (UTCTime would read 2051 as
 * 1951); whole seconds, as DER allows no fraction of a second that is zero-padded. */
const timeOf = (at: Date) =>
  new pkijs.Time({ type: at.getUTCFullYear() >= 2050 ? 1 : 0, value: new Date(Math.floor(at.getTime() / 1000) * 1000) });

const uri = (url: string) => tlv(0x86, new TextEncoder().encode(url));

/** CRLDistributionPoints with one point whose full name is `url`. */
function crlDistributionPoints(url: string): Uint8Array {
  return sequence(sequence(context(0, context(0, uri(url)))));
}

function authorityInfoAccess(ocspUrl: string | undefined, caIssuersUrl: string | undefined): Uint8Array {
  const entries: Uint8Array[] = [];
  if (ocspUrl) entries.push(sequence(oid(OID.ocsp), uri(ocspUrl)));
  if (caIssuersUrl) entries.push(sequence(oid(OID.caIssuers), uri(caIssuersUrl)));
  return sequence(...entries);
}

/** The key usages of each kind of certificate (bit numbers of RFC 5280 4.2.1.3). */
function usagesOf(request: CertificateRequest): number[] {
  if (request.ca) return [5, 6]; // keyCertSign, cRLSign
  return [0, 1]; // digitalSignature, nonRepudiation (contentCommitment)
}

export async function issueCertificate(request: CertificateRequest): Promise<Uint8Array> {
  const cert = new pkijs.Certificate();
  cert.version = 2;
  cert.serialNumber = serial();
  const subject = name(request.subject);
  cert.subject = subject;
  cert.issuer = request.issuer ? request.issuer.certificate.subject : subject;
  cert.notBefore = timeOf(request.notBefore);
  cert.notAfter = timeOf(request.notAfter);
  await cert.subjectPublicKeyInfo.importKey(request.publicKey);

  const ski = await keyIdentifier(request.publicKey);
  const constraints = request.ca
    ? new pkijs.BasicConstraints({ cA: true, ...(request.pathLength !== undefined ? { pathLenConstraint: request.pathLength } : {}) })
    : new pkijs.BasicConstraints({});
  const extensions = [
    extension(OID.basicConstraints, true, constraints),
    extension(OID.keyUsage, true, keyUsage(usagesOf(request))),
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: ski })),
  ];
  if (request.issuer) {
    const issuerKeyId = request.issuer.certificate.extensions?.find((e) => e.extnID === OID.subjectKeyIdentifier);
    if (issuerKeyId) {
      const keyId = asn1js.fromBER(issuerKeyId.extnValue.valueBlock.valueHexView).result as asn1js.OctetString;
      extensions.push(extension(OID.authorityKeyIdentifier, false, new pkijs.AuthorityKeyIdentifier({ keyIdentifier: keyId })));
    }
  }
  // RFC 3161 2.3: a TSA certificate has exactly one, critical, extended key usage.
  if (request.timeStamping) extensions.push(extension(OID.extKeyUsage, true, new pkijs.ExtKeyUsage({ keyPurposes: [OID.timeStamping] })));
  if (request.crlUrl) extensions.push(extension(OID.crlDistributionPoints, false, crlDistributionPoints(request.crlUrl)));
  if (request.ocspUrl || request.caIssuersUrl) {
    extensions.push(extension(OID.authorityInfoAccess, false, authorityInfoAccess(request.ocspUrl, request.caIssuersUrl)));
  }
  if (request.party) {
    const policy = request.party === 'employee' ? OID.employeePolicy : OID.companyPolicy;
    extensions.push(
      extension(
        OID.certificatePolicies,
        false,
        new pkijs.CertificatePolicies({ certificatePolicies: [new pkijs.PolicyInformation({ policyIdentifier: policy })] }),
      ),
    );
  }
  cert.extensions = extensions;
  const signer = request.issuer?.signer ?? request.selfSigner;
  if (!signer) throw new Error('a self-signed certificate needs its signer');
  const algorithm = pkijs.AlgorithmIdentifier.fromBER(arrayBufferOf(signatureAlgorithmOf(signer)));
  cert.signature = algorithm;
  cert.signatureAlgorithm = algorithm;
  const tbs = new Uint8Array(cert.encodeTBS().toBER(false));
  cert.tbsView = tbs;
  cert.signatureValue = new asn1js.BitString({ valueHex: await signer.sign(tbs) });
  return new Uint8Array(cert.toSchema(true).toBER(false));
}

/** WebCrypto parameters for a PKCS#8 key, read from its algorithm identifier (RSA or P-256). */
function keyAlgorithmOf(pkcs8: Uint8Array): RsaHashedImportParams | EcKeyImportParams {
  const info = pkijs.PrivateKeyInfo.fromBER(arrayBufferOf(pkcs8));
  const oid = info.privateKeyAlgorithm.algorithmId;
  if (oid === OID.rsaEncryption) return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  if (oid === OID.ecPublicKey) {
    const curve = (info.privateKeyAlgorithm.algorithmParams as asn1js.ObjectIdentifier | undefined)?.valueBlock.toString();
    if (curve === OID.p256) return { name: 'ECDSA', namedCurve: 'P-256' };
    if (curve === OID.p384) return { name: 'ECDSA', namedCurve: 'P-384' };
    throw new Error(`unsupported elliptic curve ${curve}`);
  }
  throw new Error(`unsupported key algorithm ${oid}`);
}

/** A signing key from PKCS#8 bytes (RSA or P-256), not extractable. */
export function importPrivateKey(pkcs8: Uint8Array): Promise<CryptoKey> {
  return webcrypto.subtle.importKey('pkcs8', arrayBufferOf(pkcs8), keyAlgorithmOf(pkcs8), false, ['sign']) as Promise<CryptoKey>;
}

export type KeyType = 'RSA' | 'EC';

function keyTypeOf(key: CryptoKey): KeyType {
  return key.algorithm.name === 'ECDSA' ? 'EC' : 'RSA';
}

/** A copy of the bytes as a plain ArrayBuffer, which the WebCrypto and pkijs typings ask for. */
export function arrayBufferOf(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The serial number as lowercase hex without a sign byte: how the PKI's registry, CRL and OCSP name a certificate. */
export function serialHexOf(cert: pkijs.Certificate): string {
  return Buffer.from(cert.serialNumber.valueBlock.valueHexView)
    .toString('hex')
    .replace(/^(00)+(?=.)/, '');
}

export function parseCertificate(der: Uint8Array): pkijs.Certificate {
  return pkijs.Certificate.fromBER(arrayBufferOf(der));
}

/** The value of one attribute of a name (CN, O…), or ''. */
export function nameValue(rdn: pkijs.RelativeDistinguishedNames, type: string): string {
  const entry = rdn.typesAndValues.find((t) => t.type === type);
  return entry ? String((entry.value as asn1js.BaseStringBlock).valueBlock.value ?? '') : '';
}

/** Which party a certificate of this PKI signs for, from its policies. */
export function partyOf(cert: pkijs.Certificate): Party | 'unknown' {
  const ext = cert.extensions?.find((e) => e.extnID === OID.certificatePolicies);
  if (!ext) return 'unknown';
  // pkijs parses known extensions when it reads a certificate.
  const policies = ext.parsedValue as pkijs.CertificatePolicies | undefined;
  const ids = policies?.certificatePolicies?.map((p) => p.policyIdentifier) ?? [];
  if (ids.includes(OID.employeePolicy)) return 'employee';
  if (ids.includes(OID.companyPolicy)) return 'company';
  return 'unknown';
}

export function toPem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const base64 = Buffer.from(der).toString('base64');
  return `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`;
}

export function fromPem(pem: string): Uint8Array {
  return new Uint8Array(Buffer.from(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64'));
}
