/**
 * Checks the signatures of a PDF as an independent verifier would: each signature's byte ranges
 * are hashed and compared with the CMS message digest, the CMS signature is verified with the
 * signer's certificate, the certificate is chained to the trusted roots, and the timestamp's
 * time is read. It reads untrusted input: sizes and counts are capped, and a signature that
 * cannot be parsed is reported as failing, never thrown past the caller.
 */
import { createHash, createPublicKey, verify as cryptoVerify } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBufferOf, nameValue, OID, parseCertificate, partyOf, type Party } from './x509';

const MAX_SIGNATURES = 20;
/** A CMS blob with a chain and a timestamp is a few kB; 1 MB of hex is far beyond any real one. */
const MAX_CONTENTS_HEX = 1024 * 1024;
const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';

export type VerifyErrorCode = 'not_pdf' | 'unsigned' | 'malformed';

export class SignatureVerifyError extends Error {
  constructor(readonly code: VerifyErrorCode) {
    super(code);
    this.name = 'SignatureVerifyError';
  }
}

export interface VerifiedSignature {
  signer: string;
  party: Party | 'unknown';
  issuer: string;
  /** The covered bytes are unchanged and the CMS signature verifies. */
  integrity: boolean;
  chainTrusted: boolean;
  /** The byte ranges reach the end of the file (only the last signature can). */
  coversDocument: boolean;
  signedAt: string | null;
  timestampedAt: string | null;
  certificateSha256: string;
  /** SHA-256 of the file as it was when this signature was added (its covered revision). */
  signedRevisionSha256: string;
}

export interface VerifyReport {
  documentSha256: string;
  signatures: VerifiedSignature[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `D:20261123021717+00'00'` → ISO time, or null. */
function pdfDate(text: string | undefined): string | null {
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?([Zz+-])?(\d{2})?'?(\d{2})?/.exec(text ?? '');
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = !sign || sign.toUpperCase() === 'Z' ? 'Z' : `${sign}${oh}:${om}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function signedAttribute(signer: pkijs.SignerInfo, type: string): pkijs.Attribute | undefined {
  return signer.signedAttrs?.attributes.find((a) => a.type === type);
}

function timestampTime(signer: pkijs.SignerInfo): string | null {
  const attribute = signer.unsignedAttrs?.attributes.find((a) => a.type === TIMESTAMP_TOKEN);
  if (!attribute) return null;
  const token = new pkijs.ContentInfo({ schema: attribute.values[0] });
  const signed = new pkijs.SignedData({ schema: token.content });
  const content = signed.encapContentInfo.eContent;
  if (!content) return null;
  const info = pkijs.TSTInfo.fromBER(content.getValue());
  return info.genTime.toISOString();
}

const HASHES: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

/**
 * The covered bytes hash to the signed message digest, and the signature over the signed
 * attributes verifies with the certificate's key (Node's crypto: RSA PKCS#1 v1.5 and ECDSA).
 */
function signatureHolds(signer: pkijs.SignerInfo, cert: pkijs.Certificate, covered: Uint8Array): boolean {
  const hash = HASHES[signer.digestAlgorithm.algorithmId];
  const digest = signedAttribute(signer, '1.2.840.113549.1.9.4')?.values[0] as asn1js.OctetString | undefined;
  if (!hash || !digest || !signer.signedAttrs) return false;
  const actual = createHash(hash).update(covered).digest();
  if (!actual.equals(Buffer.from(digest.valueBlock.valueHexView))) return false;
  const publicKey = createPublicKey({ key: Buffer.from(cert.subjectPublicKeyInfo.toSchema().toBER(false)), format: 'der', type: 'spki' });
  const signedAttributes = Buffer.from(signer.signedAttrs.encodedValue);
  return cryptoVerify(hash, signedAttributes, publicKey, Buffer.from(signer.signature.valueBlock.valueHexView));
}

async function chainTrusted(cert: pkijs.Certificate, pool: pkijs.Certificate[], roots: pkijs.Certificate[], at: Date): Promise<boolean> {
  if (roots.length === 0) return false;
  const engine = new pkijs.CertificateChainValidationEngine({ trustedCerts: roots, certs: [cert, ...pool], checkDate: at });
  const result = await engine.verify();
  return result.result;
}

async function checkOne(
  file: Uint8Array,
  range: [number, number, number, number],
  hex: string,
  dictText: string,
  roots: pkijs.Certificate[],
): Promise<VerifiedSignature> {
  const [a, b, c, d] = range;
  const signedBytes = Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]);
  const base: VerifiedSignature = {
    signer: '',
    party: 'unknown',
    issuer: '',
    integrity: false,
    chainTrusted: false,
    coversDocument: a === 0 && c + d === file.length,
    signedAt: pdfDate(/\/M\s*\(([^)]*)\)/.exec(dictText)?.[1]),
    timestampedAt: null,
    certificateSha256: '',
    signedRevisionSha256: sha256(file.subarray(0, c + d)),
  };
  try {
    const der = Buffer.from(hex.replace(/0+$/, (zeros) => (zeros.length % 2 ? zeros.slice(1) : zeros)), 'hex');
    const asn = asn1js.fromBER(arrayBufferOf(der));
    if (asn.offset === -1) return base;
    const info = new pkijs.ContentInfo({ schema: asn.result });
    const signed = new pkijs.SignedData({ schema: info.content });
    const signerInfo = signed.signerInfos[0];
    const certificates = (signed.certificates ?? []).filter((x): x is pkijs.Certificate => x instanceof pkijs.Certificate);
    const sid = signerInfo.sid as pkijs.IssuerAndSerialNumber;
    const cert = certificates.find((x) => x.serialNumber.isEqual(sid.serialNumber) && x.issuer.isEqual(sid.issuer)) ?? certificates[0];
    if (!cert) return base;
    const certificateDer = new Uint8Array(cert.toSchema(true).toBER(false));
    const signingTime = signedAttribute(signerInfo, '1.2.840.113549.1.9.5');
    const result = {
      ...base,
      signer: nameValue(cert.subject, OID.commonName),
      party: partyOf(cert),
      issuer: nameValue(cert.issuer, OID.commonName),
      certificateSha256: sha256(certificateDer),
      signedAt: base.signedAt ?? (signingTime ? (signingTime.values[0] as asn1js.UTCTime).toDate().toISOString() : null),
      timestampedAt: timestampTime(signerInfo),
    };
    result.integrity = signatureHolds(signerInfo, cert, signedBytes);
    const checkDate = new Date(result.timestampedAt ?? result.signedAt ?? Date.now());
    result.chainTrusted = await chainTrusted(cert, certificates, roots, checkDate).catch(() => false);
    return result;
  } catch {
    return base;
  }
}

export async function verifyPdf(bytes: Uint8Array, options: { trustedRootsDer: Uint8Array[] }): Promise<VerifyReport> {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new SignatureVerifyError('not_pdf');
  const text = Buffer.from(bytes).toString('latin1');
  const roots = options.trustedRootsDer.map(parseCertificate);
  const pattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  const signatures: VerifiedSignature[] = [];
  const seen = new Set<string>();
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const range = match.slice(1, 5).map(Number) as [number, number, number, number];
    const [a, b, c, d] = range;
    const key = range.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    if (signatures.length >= MAX_SIGNATURES) throw new SignatureVerifyError('malformed');
    // The gap between the two ranges is exactly the hex string `<…>` of /Contents.
    if (a !== 0 || b <= 0 || c <= b || c + d > bytes.length || c - b - 2 > MAX_CONTENTS_HEX) throw new SignatureVerifyError('malformed');
    const contents = text.slice(b, c);
    if (!/^<[0-9A-Fa-f]*>$/.test(contents)) throw new SignatureVerifyError('malformed');
    // The signature dictionary holding this ByteRange, for its /M (signing time).
    const dictText = text.slice(Math.max(0, match.index - 2000), Math.min(text.length, c + 2000));
    signatures.push(await checkOne(bytes, range, contents.slice(1, -1), dictText, roots));
  }
  if (signatures.length === 0) throw new SignatureVerifyError('unsigned');
  return { documentSha256: sha256(bytes), signatures };
}
