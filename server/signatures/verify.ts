/**
 * Checks the signatures of a PDF as an independent verifier would: each signature's byte ranges
 * are hashed and compared with the CMS message digest, the CMS signature is verified with the
 * signer's certificate, the certificate is chained to the trusted roots, and the timestamp token
 * is checked against the signature it covers.
 *
 * The input is untrusted (anyone can upload a PDF): the file size, the number of signatures and
 * the size and nesting depth of each CMS blob are capped before any parser sees them, every scan
 * is linear, and a signature that cannot be parsed is reported as failing rather than thrown.
 * Only what cannot be read at all raises SignatureVerifyError.
 */
import { createHash, createPublicKey, verify as cryptoVerify } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { arrayBufferOf, nameValue, OID, parseCertificate, partyOf, type Party } from './x509';

const MAX_PDF_BYTES = 64 * 1024 * 1024;
const MAX_SIGNATURES = 20;
/** A CMS blob with a chain and a timestamp is a few kB; 512 kB of DER is far beyond any real one. */
const MAX_CMS_BYTES = 512 * 1024;
/** Real CMS nests about 20 levels deep (a timestamp token inside a signer's attributes). */
const MAX_DER_DEPTH = 48;
const MAX_CERTIFICATES = 20;
/** How far around a /ByteRange its signature dictionary may reach (the /Contents hex aside). */
const DICT_WINDOW = 16 * 1024;

const TIMESTAMP_TOKEN = '1.2.840.113549.1.9.16.2.14';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';
const HASHES: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};

export type VerifyErrorCode = 'not_pdf' | 'unsigned' | 'malformed';

export class SignatureVerifyError extends Error {
  constructor(
    readonly code: VerifyErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'SignatureVerifyError';
  }
}

export interface VerifiedSignature {
  /** The signature field's /T, or '' when it cannot be found (e.g. inside an object stream). */
  fieldName: string;
  /** The signer certificate's CN. */
  signer: string;
  /** Read from the certificate policy, and only for a certificate that chains to a trusted root. */
  party: Party | 'unknown';
  /** The issuer's CN. */
  issuer: string;
  /** The covered bytes hash to the signed digest and the CMS signature verifies. */
  integrity: boolean;
  /** The signer's certificate chains to a trusted root, checked at the time of a trusted timestamp (else now). */
  chainTrusted: boolean;
  /** The byte ranges reach the end of the file (only the last signature can). */
  coversDocument: boolean;
  /** The time the signer claims (/M, else the CMS signing-time), ISO. */
  signedAt: string | null;
  /** genTime of the RFC 3161 token, when the token is present and matches this signature. */
  timestampedAt: string | null;
  certificateSha256: string;
  /** SHA-256 of the file as it was when this signature was added: bytes 0 to the end of its ranges. */
  signedRevisionSha256: string;
}

export interface VerifyReport {
  documentSha256: string;
  signatures: VerifiedSignature[];
}

export interface VerifyOptions {
  trustedRootsDer: Uint8Array[];
  /** The time at which certificates are checked when a signature has no valid timestamp. */
  now?: Date;
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

/**
 * Walks a DER/BER element without recursion and answers whether its lengths are consistent and
 * its nesting stays under MAX_DER_DEPTH, so that the recursive ASN.1 parser never meets a blob
 * built to exhaust the stack. Answers the element's length, or -1.
 */
function checkedDerLength(bytes: Uint8Array): number {
  // Each open constructed element: where it ends (-1: indefinite, closed by 00 00).
  const ends: number[] = [];
  let at = 0;
  do {
    if (ends.length && ends[ends.length - 1] === -1 && bytes[at] === 0 && bytes[at + 1] === 0) {
      ends.pop();
      at += 2;
    } else {
      if (at + 2 > bytes.length) return -1;
      const tag = bytes[at++];
      if ((tag & 0x1f) === 0x1f) {
        // High tag number: base-128 digits, a few at most.
        let digits = 0;
        while (at < bytes.length && bytes[at] & 0x80 && digits++ < 4) at++;
        at++;
      }
      if (at >= bytes.length) return -1;
      const first = bytes[at++];
      let length: number;
      if (first < 0x80) length = first;
      else if (first === 0x80) length = -1;
      else {
        const count = first & 0x7f;
        if (count > 4 || at + count > bytes.length) return -1;
        length = 0;
        for (let i = 0; i < count; i++) length = length * 256 + bytes[at++];
      }
      const constructed = (tag & 0x20) !== 0;
      if (length === -1) {
        if (!constructed) return -1;
        ends.push(-1);
      } else {
        const end = at + length;
        const parentEnd = ends.length ? ends[ends.length - 1] : bytes.length;
        if (end > (parentEnd === -1 ? bytes.length : parentEnd)) return -1;
        if (constructed && length > 0) ends.push(end);
        else at = end;
      }
      if (ends.length > MAX_DER_DEPTH) return -1;
    }
    // Close every definite element that ends here.
    while (ends.length && ends[ends.length - 1] === at) ends.pop();
  } while (ends.length);
  return at;
}

function signedAttribute(signer: pkijs.SignerInfo, type: string): pkijs.Attribute | undefined {
  return signer.signedAttrs?.attributes.find((a) => a.type === type);
}

function publicKeyOf(cert: pkijs.Certificate) {
  return createPublicKey({ key: Buffer.from(cert.subjectPublicKeyInfo.toSchema().toBER(false)), format: 'der', type: 'spki' });
}

/**
 * The content hashes to the signed message digest, and the signature over the signed attributes
 * verifies with the certificate's key (Node's crypto: RSA PKCS#1 v1.5 and ECDSA).
 */
function signerInfoHolds(signer: pkijs.SignerInfo, cert: pkijs.Certificate, content: Uint8Array): boolean {
  const hash = HASHES[signer.digestAlgorithm.algorithmId];
  const digest = signedAttribute(signer, MESSAGE_DIGEST)?.values[0] as asn1js.OctetString | undefined;
  if (!hash || !digest || !signer.signedAttrs) return false;
  const actual = createHash(hash).update(content).digest();
  if (!actual.equals(Buffer.from(digest.valueBlock.valueHexView))) return false;
  const signedAttributes = Buffer.from(signer.signedAttrs.encodedValue);
  return cryptoVerify(hash, signedAttributes, publicKeyOf(cert), Buffer.from(signer.signature.valueBlock.valueHexView));
}

function certificatesOf(signed: pkijs.SignedData): pkijs.Certificate[] {
  return (signed.certificates ?? []).filter((x): x is pkijs.Certificate => x instanceof pkijs.Certificate).slice(0, MAX_CERTIFICATES);
}

function signerCertificate(signer: pkijs.SignerInfo, certificates: pkijs.Certificate[]): pkijs.Certificate | undefined {
  const sid = signer.sid;
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    return certificates.find((c) => c.serialNumber.isEqual(sid.serialNumber) && c.issuer.isEqual(sid.issuer));
  }
  return undefined;
}

/** The timestamp token's genTime, when the token's imprint is this signature value and its own signature holds. */
function timestampOf(signer: pkijs.SignerInfo): { at: Date; tsa: pkijs.Certificate; pool: pkijs.Certificate[] } | null {
  const attribute = signer.unsignedAttrs?.attributes.find((a) => a.type === TIMESTAMP_TOKEN);
  if (!attribute) return null;
  const token = new pkijs.ContentInfo({ schema: attribute.values[0] });
  const signed = new pkijs.SignedData({ schema: token.content });
  const content = signed.encapContentInfo.eContent;
  const tsaSigner = signed.signerInfos[0];
  if (!content || !tsaSigner) return null;
  const infoDer = new Uint8Array(content.getValue());
  const info = pkijs.TSTInfo.fromBER(arrayBufferOf(infoDer));
  const imprintHash = HASHES[info.messageImprint.hashAlgorithm.algorithmId];
  if (!imprintHash) return null;
  const expected = createHash(imprintHash).update(Buffer.from(signer.signature.valueBlock.valueHexView)).digest();
  if (!expected.equals(Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView))) return null;
  const pool = certificatesOf(signed);
  const tsa = signerCertificate(tsaSigner, pool);
  if (!tsa || !signerInfoHolds(tsaSigner, tsa, infoDer)) return null;
  return { at: info.genTime, tsa, pool };
}

async function chainTrusted(cert: pkijs.Certificate, pool: pkijs.Certificate[], roots: pkijs.Certificate[], at: Date): Promise<boolean> {
  if (roots.length === 0) return false;
  const engine = new pkijs.CertificateChainValidationEngine({ trustedCerts: roots, certs: [cert, ...pool], checkDate: at });
  const result = await engine.verify();
  return result.result;
}

/** Decodes a PDF string token at `at` (literal or hex), text in PDFDocEncoding or UTF-16BE. */
function pdfString(text: string, at: number): string {
  let raw = '';
  if (text[at] === '<') {
    const end = text.indexOf('>', at);
    if (end < 0 || end - at > 1024) return '';
    const hex = text.slice(at + 1, end).replace(/\s+/g, '');
    raw = Buffer.from(hex.length % 2 ? hex + '0' : hex, 'hex').toString('latin1');
  } else if (text[at] === '(') {
    let depth = 0;
    for (let i = at; i < text.length && i - at < 1024; i++) {
      const ch = text[i];
      if (ch === '\\') {
        const next = text[++i];
        const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
        if (/[0-7]/.test(next)) {
          const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3))![0];
          raw += String.fromCharCode(parseInt(octal, 8) & 0xff);
          i += octal.length - 1;
        } else if (next !== '\n' && next !== '\r') raw += simple[next] ?? next;
        continue;
      }
      if (ch === '(' && depth++ === 0) continue;
      if (ch === ')' && --depth === 0) break;
      raw += ch;
    }
  }
  if (raw.startsWith('\xfe\xff')) return Buffer.from(raw.slice(2), 'latin1').swap16().toString('utf16le');
  return raw;
}

/** The indirect objects' headers, in file order: where each `N G obj` starts. */
function objectHeaders(text: string): { at: number; id: string }[] {
  const headers: { at: number; id: string }[] = [];
  const pattern = /(\d{1,10})\s+(\d{1,5})\s+obj\b/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) headers.push({ at: m.index, id: `${m[1]} ${m[2]}` });
  return headers;
}

function headerBefore(headers: { at: number; id: string }[], position: number) {
  let low = 0;
  let high = headers.length - 1;
  let found: { at: number; id: string } | undefined;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (headers[mid].at < position) {
      found = headers[mid];
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The /T of the field whose /V is the signature dictionary `id`, or ''. */
function fieldNameOf(text: string, headers: { at: number; id: string }[], id: string): string {
  const [num, gen] = id.split(' ');
  const pattern = new RegExp(`/V\\s*${num}\\s+${gen}\\s+R\\b`, 'g');
  let name = '';
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = Math.max(headerBefore(headers, m.index)?.at ?? 0, m.index - DICT_WINDOW);
    const end = text.indexOf('endobj', m.index);
    const body = text.slice(start, end < 0 ? Math.min(text.length, m.index + DICT_WINDOW) : Math.min(end, m.index + DICT_WINDOW));
    const t = /\/T\s*([(<])/.exec(body);
    if (t) name = pdfString(body, t.index + t[0].length - 1);
  }
  return name;
}

interface Found {
  range: [number, number, number, number];
  /** The signature dictionary's text without its /Contents hex. */
  dict: string;
  objectId: string | undefined;
}

async function checkOne(
  file: Uint8Array,
  found: Found,
  fieldName: string,
  roots: pkijs.Certificate[],
  now: Date,
): Promise<VerifiedSignature> {
  const [a, b, c, d] = found.range;
  const base: VerifiedSignature = {
    fieldName,
    signer: '',
    party: 'unknown',
    issuer: '',
    integrity: false,
    chainTrusted: false,
    coversDocument: a === 0 && c + d === file.length,
    signedAt: pdfDate(/\/M\s*\(([^)]{0,64})\)/.exec(found.dict)?.[1]),
    timestampedAt: null,
    certificateSha256: '',
    signedRevisionSha256: sha256(file.subarray(0, c + d)),
  };
  // The hex between the ranges, without its angle brackets; trailing zeros are padding after the DER.
  const hex = Buffer.from(file.subarray(b + 1, c - 1)).toString('latin1');
  const der = new Uint8Array(Buffer.from(hex.length % 2 ? hex.slice(0, -1) : hex, 'hex'));
  const length = checkedDerLength(der);
  if (length <= 0 || length > MAX_CMS_BYTES) return base;
  try {
    const asn = asn1js.fromBER(arrayBufferOf(der.subarray(0, length)));
    if (asn.offset === -1) return base;
    const signed = new pkijs.SignedData({ schema: new pkijs.ContentInfo({ schema: asn.result }).content });
    const signerInfo = signed.signerInfos[0];
    const certificates = certificatesOf(signed);
    const cert = signerInfo && signerCertificate(signerInfo, certificates);
    if (!cert) return base;
    const signingTime = signedAttribute(signerInfo, SIGNING_TIME);
    const covered = Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]);
    const timestamp = (() => {
      try {
        return timestampOf(signerInfo);
      } catch {
        return null;
      }
    })();
    const result: VerifiedSignature = {
      ...base,
      signer: nameValue(cert.subject, OID.commonName),
      issuer: nameValue(cert.issuer, OID.commonName),
      certificateSha256: sha256(new Uint8Array(cert.toSchema(true).toBER(false))),
      signedAt: base.signedAt ?? (signingTime ? (signingTime.values[0] as asn1js.UTCTime).toDate().toISOString() : null),
      timestampedAt: timestamp ? timestamp.at.toISOString() : null,
      integrity: signerInfoHolds(signerInfo, cert, covered),
    };
    // A one-day employee certificate is checked at the time the timestamp proves, provided a
    // trusted authority made that timestamp (anyone can mint a token with any time).
    const tsaTrusted = timestamp ? await chainTrusted(timestamp.tsa, timestamp.pool, roots, timestamp.at).catch(() => false) : false;
    const checkDate = timestamp && tsaTrusted ? timestamp.at : now;
    result.chainTrusted = await chainTrusted(cert, certificates, roots, checkDate).catch(() => false);
    // A party claim counts only from a certificate a trusted CA issued.
    if (result.chainTrusted) result.party = partyOf(cert);
    return result;
  } catch {
    return base;
  }
}

export async function verifyPdf(bytes: Uint8Array, options: VerifyOptions): Promise<VerifyReport> {
  if (bytes.byteLength > MAX_PDF_BYTES) throw new SignatureVerifyError('malformed', 'the file is too large');
  const file = bytes instanceof Buffer ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
  const head = Buffer.from(file.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new SignatureVerifyError('not_pdf');
  const text = Buffer.from(file.buffer, file.byteOffset, file.byteLength).toString('latin1');
  let roots: pkijs.Certificate[];
  try {
    roots = options.trustedRootsDer.map(parseCertificate);
  } catch {
    throw new Error('a trusted root is not a DER certificate');
  }

  const pattern = /\/ByteRange\s*\[\s*(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s+(\d{1,12})\s*\]/g;
  const found: Found[] = [];
  const seen = new Set<string>();
  let headers: { at: number; id: string }[] | undefined;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const range = match.slice(1, 5).map(Number) as [number, number, number, number];
    const [a, b, c, d] = range;
    const key = range.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    if (found.length >= MAX_SIGNATURES) throw new SignatureVerifyError('malformed', 'too many signatures');
    // The gap between the two ranges is exactly the /Contents hex string `<…>`.
    if (a !== 0 || b <= 0 || c <= b + 1 || c + d > file.length)
      throw new SignatureVerifyError('malformed', 'a byte range lies outside the file');
    if (c - b - 2 > MAX_CMS_BYTES * 2) throw new SignatureVerifyError('malformed', 'a signature is too large');
    if (text[b] !== '<' || text[c - 1] !== '>' || !/^[0-9A-Fa-f]*$/.test(text.slice(b + 1, c - 1))) {
      throw new SignatureVerifyError('malformed', 'a byte range does not frame a signature');
    }
    headers ??= objectHeaders(text);
    const header = headerBefore(headers, match.index);
    // The dictionary around the /ByteRange, its /Contents hex (between the ranges) left out.
    const from = Math.max(header?.at ?? 0, match.index - DICT_WINDOW);
    const endobj = text.indexOf('endobj', Math.max(match.index, c));
    const to = endobj < 0 ? Math.min(text.length, match.index + DICT_WINDOW) : Math.min(endobj, Math.max(match.index, c) + DICT_WINDOW);
    const dict = from < b && to > c ? text.slice(from, b) + text.slice(c, to) : text.slice(from, to);
    found.push({ range, dict, objectId: header && header.at > match.index - DICT_WINDOW - (c - b) ? header.id : undefined });
  }
  if (found.length === 0) throw new SignatureVerifyError('unsigned');

  const now = options.now ?? new Date();
  const signatures: VerifiedSignature[] = [];
  for (const one of found.sort((x, y) => x.range[2] + x.range[3] - (y.range[2] + y.range[3]))) {
    const fieldName = one.objectId ? fieldNameOf(text, headers!, one.objectId) : '';
    signatures.push(await checkOne(file, one, fieldName, roots, now));
  }
  return { documentSha256: sha256(file), signatures };
}
