/**
 * Checks the signatures and document timestamps of a PDF as an independent verifier following
 * ETSI EN 319 102-1 would (pyHanko's rules): the CMS checks of each one (verify-cms.ts), its
 * certificate path to a trusted root built here with bounds (chain.ts), revocation from the data
 * the file carries (verify-revocation.ts, verify-dss.ts), each checked at the time its existence
 * is proven by a trusted timestamp, never at a time the file claims (verify-entries.ts), and the
 * changes made after each signature (revisions.ts, when present).
 *
 * The input is untrusted (anyone can upload a PDF): the file size, the number of signatures and
 * the size and nesting depth of each CMS blob are capped before any parser sees them, every scan
 * is linear, the signature checks of a whole file are counted, and a signature that cannot be
 * parsed is reported as failing rather than thrown. Only what cannot be read at all raises
 * SignatureVerifyError.
 */
import { createHash } from 'node:crypto';
import * as pkijs from 'pkijs';
import { Budget } from './chain';
import { MAX_DER_BYTES, parseWith } from './verify-der';
import { readDss } from './verify-dss';
import { analyseRevisions, RevisionAnalysisError, type RevisionChange } from './revisions';
import {
  documentTimestamp,
  parseEntry,
  signature,
  verdictOf,
  type Context,
  type EntryInput,
  type RevocationStatus,
  type Verdict,
} from './verify-entries';
import { parseCertificate, type Party } from './x509';
import { revocationData, type RevocationLookup } from './verify-revocation';

const MAX_PDF_BYTES = 64 * 1024 * 1024;
const MAX_SIGNATURES = 20;
/** How far around a /ByteRange its signature dictionary may reach (the /Contents hex aside). */
const DICT_WINDOW = 16 * 1024;
/** Certificates of a DSS taken into the path building pool (chain.ts caps the pool again). */
const MAX_DSS_CERTIFICATES = 50;
/** Signature checks for a whole file: enough for 20 signatures with their chains and revocation data. */
const FILE_SIGNATURE_CHECKS = 2000;

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

export interface Modifications {
  verdict: 'untouched' | 'allowed' | 'disallowed';
  changes: RevisionChange[];
}

export interface VerifiedSignature {
  kind: 'signature' | 'documentTimestamp';
  /** valid: every check holds; invalid: the bytes, the signature or the certificate's status say no; indeterminate: no trusted path at the proven time. */
  verdict: Verdict;
  /** Stable codes, the fatal ones and the notes (e.g. signing_time_present, revocation_unchecked). */
  problems: string[];
  /** The signature field's /T, or '' when it cannot be found (e.g. inside an object stream). */
  fieldName: string;
  /** The signer certificate's CN (the TSA's for a document timestamp). */
  signer: string;
  /** Read from the certificate policy, and only for a certificate that chains to a trusted root. */
  party: Party | 'unknown';
  /** The issuer's CN. */
  issuer: string;
  /** The covered bytes hash to the signed digest and the CMS signature verifies. */
  integrity: boolean;
  /** The signer's certificate chains to a trusted root at validatedAt. */
  chainTrusted: boolean;
  /** Of the signer's path at validatedAt (root aside). */
  revocation: RevocationStatus;
  /** The time the certificates were checked at: a trusted timestamp's, a covering document timestamp's, or now. */
  validatedAt: string;
  /** The signature's own timestamp (the document timestamp itself) is a trusted proof of time. */
  timestampTrusted: boolean;
  /** The byte ranges reach the end of the file (only the last entry can). */
  coversDocument: boolean;
  /** The time the signer claims (/M, else the CMS signing-time), ISO: shown, never relied on. */
  signedAt: string | null;
  /** genTime of a trusted timestamp token over this signature (of the document timestamp itself). */
  timestampedAt: string | null;
  certificateSha256: string;
  /** SHA-256 of the file as it was when this signature was added: bytes 0 to the end of its ranges. */
  signedRevisionSha256: string;
  /** What changed in the file after this entry, when the revisions were analysed. */
  modifications: Modifications | null;
}

export interface VerifyReport {
  documentSha256: string;
  signatures: VerifiedSignature[];
  /** The Document Security Store's contents, counted; null when the file has none. */
  dss: { certificates: number; ocsps: number; crls: number } | null;
}

export interface VerifyOptions {
  trustedRootsDer: Uint8Array[];
  /** The current time: the validation time of what no trusted timestamp covers. */
  now?: Date;
  /** A live revocation status, asked when the file carries none for a certificate. */
  revocation?: RevocationLookup;
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

/** The signature dictionaries' byte ranges, checked for shape, in file order of their ends. */
function findSignatures(file: Uint8Array, text: string): { found: Found[]; headers: { at: number; id: string }[] } {
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
    if (c - b - 2 > MAX_DER_BYTES * 2) throw new SignatureVerifyError('malformed', 'a signature is too large');
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
  found.sort((x, y) => x.range[2] + x.range[3] - (y.range[2] + y.range[3]));
  return { found, headers: headers ?? [] };
}

function entryOf(file: Uint8Array, found: Found): EntryInput {
  const [a, b, c, d] = found.range;
  // The hex between the ranges, without its angle brackets; trailing zeros are padding after the DER.
  const hex = Buffer.from(file.subarray(b + 1, c - 1)).toString('latin1');
  return {
    kind:
      /\/Type\s*\/DocTimeStamp\b/.test(found.dict) || /\/SubFilter\s*\/ETSI\.RFC3161\b/.test(found.dict)
        ? 'documentTimestamp'
        : 'signature',
    der: new Uint8Array(Buffer.from(hex.length % 2 ? hex.slice(0, -1) : hex, 'hex')),
    covered: Buffer.concat([file.subarray(a, a + b), file.subarray(c, c + d)]),
    cades: /\/SubFilter\s*\/ETSI\.CAdES\.detached\b/.test(found.dict),
  };
}

function parseRoots(trustedRootsDer: Uint8Array[]): pkijs.Certificate[] {
  try {
    return trustedRootsDer.map(parseCertificate);
  } catch {
    throw new Error('a trusted root is not a DER certificate');
  }
}

/** Everything the file carries for validation: certificates and revocation data of every CMS blob, token and the DSS. */
async function contextOf(file: Uint8Array, parsed: ReturnType<typeof parseEntry>[], options: VerifyOptions) {
  const dss = await readDss(file);
  const blobs = parsed.flatMap((p) => (p.token ? [p.cms, p.token] : [p.cms]));
  const dssCertificates = (dss?.certificates ?? [])
    .slice(0, MAX_DSS_CERTIFICATES)
    .map((der) => parseWith(der, (schema) => new pkijs.Certificate({ schema })))
    .filter((c): c is pkijs.Certificate => c !== null);
  const context: Context = {
    roots: parseRoots(options.trustedRootsDer),
    pool: [...blobs.flatMap((b) => b.certificates), ...dssCertificates],
    revocation: revocationData(
      [...(dss?.ocsps ?? []), ...blobs.flatMap((b) => b.ocsps)],
      [...(dss?.crls ?? []), ...blobs.flatMap((b) => b.crls)],
    ),
    lookup: options.revocation,
    budget: new Budget(FILE_SIGNATURE_CHECKS),
  };
  const counts = dss && { certificates: dss.certificates.length, ocsps: dss.ocsps.length, crls: dss.crls.length };
  return { context, dss: counts };
}

export async function verifyPdf(bytes: Uint8Array, options: VerifyOptions): Promise<VerifyReport> {
  if (bytes.byteLength > MAX_PDF_BYTES) throw new SignatureVerifyError('malformed', 'the file is too large');
  const file = bytes instanceof Buffer ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : bytes;
  const head = Buffer.from(file.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new SignatureVerifyError('not_pdf');
  const text = Buffer.from(file.buffer, file.byteOffset, file.byteLength).toString('latin1');
  const { found, headers } = findSignatures(file, text);
  const inputs = found.map((one) => entryOf(file, one));
  const parsed = inputs.map(parseEntry);
  const { context, dss } = await contextOf(file, parsed, options);

  // From the last entry back: a trusted document timestamp proves everything before it existed at its time.
  let proofAt = options.now ?? new Date();
  const entries: VerifiedSignature[] = new Array(found.length);
  for (let i = found.length - 1; i >= 0; i--) {
    const { range, objectId, dict } = found[i];
    const [a, , c, d] = range;
    const { signingTime, ...findings } =
      inputs[i].kind === 'documentTimestamp'
        ? await documentTimestamp(parsed[i], proofAt, context)
        : await signature(parsed[i], proofAt, context);
    if (findings.kind === 'documentTimestamp' && findings.timestampedAt) proofAt = new Date(findings.timestampedAt);
    entries[i] = {
      ...findings,
      fieldName: objectId ? fieldNameOf(text, headers, objectId) : '',
      coversDocument: a === 0 && c + d === file.length,
      signedAt: pdfDate(/\/M\s*\(([^)]{0,64})\)/.exec(dict)?.[1]) ?? signingTime,
      signedRevisionSha256: sha256(file.subarray(0, c + d)),
      modifications: null,
    };
  }
  return { documentSha256: sha256(file), signatures: await withModifications(file, entries, found), dss };
}

/**
 * What changed after each entry (revisions.ts): disallowed changes make a signature invalid.
 * A file whose updates cannot be analysed leaves the later changes unchecked, and says so.
 */
async function withModifications(file: Uint8Array, entries: VerifiedSignature[], found: Found[]): Promise<VerifiedSignature[]> {
  let analysis: Awaited<ReturnType<typeof analyseRevisions>>;
  try {
    analysis = await analyseRevisions(
      file,
      entries.map((e, i) => ({ fieldName: e.fieldName, coveredEnd: found[i].range[2] + found[i].range[3] })),
    );
  } catch (error) {
    if (!(error instanceof RevisionAnalysisError)) throw error;
    return entries.map((e) => {
      if (e.coversDocument) return e;
      const problems = [...e.problems, 'changes_unchecked'];
      return { ...e, problems, verdict: verdictOf(problems, e.kind) };
    });
  }
  return entries.map((entry, i) => {
    const revision = analysis.revisions[i];
    if (!revision) return entry;
    const problems = revision.verdict === 'disallowed' ? [...entry.problems, 'changed_after_signing'] : entry.problems;
    return {
      ...entry,
      problems,
      verdict: verdictOf(problems, entry.kind),
      modifications: { verdict: revision.verdict, changes: revision.laterChanges },
    };
  });
}
