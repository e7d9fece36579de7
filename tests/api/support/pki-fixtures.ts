/**
 * Helpers for the PKI suite (pki.test.ts): the platform's certificates, CRLs, OCSP answers and
 * signed PDFs read by tools that share no code with the server (openssl, GnuTLS's certtool,
 * poppler's pdfsig, mupdf's mutool, qpdf, Python's cryptography), plus a keyUsage decoder written
 * on asn1js alone (not pkijs, which the server builds its certificates with).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as asn1js from 'asn1js';

export interface ToolResult {
  status: number | null;
  stdout: string;
  stderr: string;
  /** stdout then stderr: openssl prints some verdicts ("verify OK") on stderr. */
  output: string;
}

/**
 * Runs a tool without blocking the event loop: openssl ocsp and pdfsig fetch from the URLs in
 * the certificates, which are this test process's own server (a synchronous child would deadlock).
 */
export function run(tool: string, args: string[], cwd: string): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} is not installed (Debian: openssl, gnutls-bin, poppler-utils, mupdf-tools, qpdf)`)
          : error,
      );
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8');
      resolve({ status, stdout, stderr, output: stdout + stderr });
    });
  });
}

/** Runs a tool and throws with its output unless it exits 0. */
export async function runOk(tool: string, args: string[], cwd: string): Promise<string> {
  const result = await run(tool, args, cwd);
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} exited ${result.status}:\n${result.output}`);
  return result.output;
}

/** A temporary folder the tools work in (their cwd), removed by `remove`. */
export interface Workdir {
  dir: string;
  path(name: string): string;
  write(name: string, bytes: Uint8Array | string): string;
  read(name: string): Buffer;
  remove(): void;
}

export function workdir(prefix = 'esign-pki-'): Workdir {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    path: (name) => join(dir, name),
    write(name, bytes) {
      writeFileSync(join(dir, name), bytes);
      return join(dir, name);
    },
    read: (name) => readFileSync(join(dir, name)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function toPem(der: Uint8Array, label = 'CERTIFICATE'): string {
  const base64 = Buffer.from(der).toString('base64');
  return `-----BEGIN ${label}-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END ${label}-----\n`;
}

/** Every PEM block of `text`, as DER. */
export function pemBlocks(text: string): Buffer[] {
  return [...text.matchAll(/-----BEGIN [^-]+-----([\s\S]*?)-----END [^-]+-----/g)].map((m) =>
    Buffer.from(m[1].replace(/\s+/g, ''), 'base64'),
  );
}

/** RFC 5280 4.2.1.3 names, in bit order: what every parser's reading is mapped to. */
export const KEY_USAGE_BITS = [
  'digitalSignature',
  'nonRepudiation',
  'keyEncipherment',
  'dataEncipherment',
  'keyAgreement',
  'keyCertSign',
  'cRLSign',
  'encipherOnly',
  'decipherOnly',
] as const;
export type KeyUsageName = (typeof KEY_USAGE_BITS)[number];

const OPENSSL_NAMES: Record<string, KeyUsageName> = {
  'Digital Signature': 'digitalSignature',
  'Non Repudiation': 'nonRepudiation',
  'Key Encipherment': 'keyEncipherment',
  'Data Encipherment': 'dataEncipherment',
  'Key Agreement': 'keyAgreement',
  'Certificate Sign': 'keyCertSign',
  'CRL Sign': 'cRLSign',
  'Encipher Only': 'encipherOnly',
  'Decipher Only': 'decipherOnly',
};

const CERTTOOL_NAMES: Record<string, KeyUsageName> = {
  'Digital signature.': 'digitalSignature',
  'Non repudiation.': 'nonRepudiation',
  'Key encipherment.': 'keyEncipherment',
  'Data encipherment.': 'dataEncipherment',
  'Key agreement.': 'keyAgreement',
  'Certificate signing.': 'keyCertSign',
  'CRL signing.': 'cRLSign',
  'Key encipher only.': 'encipherOnly',
  'Key decipher only.': 'decipherOnly',
};

const PYTHON_NAMES: Record<string, KeyUsageName> = {
  digital_signature: 'digitalSignature',
  content_commitment: 'nonRepudiation',
  key_encipherment: 'keyEncipherment',
  data_encipherment: 'dataEncipherment',
  key_agreement: 'keyAgreement',
  key_cert_sign: 'keyCertSign',
  crl_sign: 'cRLSign',
  encipher_only: 'encipherOnly',
  decipher_only: 'decipherOnly',
};

/** What one parser read of a certificate's usages; names unknown to the mapping are kept as read. */
export interface UsageReading {
  keyUsage: string[];
  keyUsageCritical: boolean;
  /** Extended key usages (OIDs or the tool's names), null when the extension is absent. */
  extendedKeyUsage: string[] | null;
  extendedKeyUsageCritical: boolean;
  ca: boolean;
}

/** The lines indented under the line matching `heading`, until the next line indented as little. */
function indentedUnder(text: string, heading: RegExp): { line: string; body: string[] } | null {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => heading.test(l));
  if (at < 0) return null;
  const indent = (l: string) => /^\s*/.exec(l)![0].replace(/\t/g, '        ').length;
  const own = indent(lines[at]);
  const body: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (indent(line) <= own || line.trim() === '') break;
    body.push(line.trim());
  }
  return { line: lines[at], body };
}

/** `openssl x509 -noout -text`. */
export function opensslUsages(text: string): UsageReading {
  const ku = indentedUnder(text, /X509v3 Key Usage:/);
  const eku = indentedUnder(text, /X509v3 Extended Key Usage:/);
  const bc = indentedUnder(text, /X509v3 Basic Constraints:/);
  return {
    keyUsage: (ku?.body.join(', ') ?? '')
      .split(/,\s*/)
      .filter(Boolean)
      .map((n) => OPENSSL_NAMES[n] ?? n),
    keyUsageCritical: /critical/.test(ku?.line ?? ''),
    extendedKeyUsage: eku ? eku.body.join(', ').split(/,\s*/).filter(Boolean) : null,
    extendedKeyUsageCritical: /critical/.test(eku?.line ?? ''),
    ca: /CA:TRUE/.test(bc?.body.join(' ') ?? ''),
  };
}

/** `certtool -i`. */
export function certtoolUsages(text: string): UsageReading {
  const ku = indentedUnder(text, /^\s*Key Usage \(/);
  const eku = indentedUnder(text, /^\s*Key Purpose \(/);
  const bc = indentedUnder(text, /^\s*Basic Constraints \(/);
  return {
    keyUsage: (ku?.body ?? []).map((n) => CERTTOOL_NAMES[n] ?? n),
    keyUsageCritical: /\(critical\)/.test(ku?.line ?? ''),
    extendedKeyUsage: eku ? eku.body : null,
    extendedKeyUsageCritical: /\(critical\)/.test(eku?.line ?? ''),
    ca: /Certificate Authority \(CA\): TRUE/.test(bc?.body.join(' ') ?? ''),
  };
}

/**
 * The keyUsage extension decoded from the certificate's DER with asn1js, DER rules checked: the
 * BIT STRING drops its trailing zero bits (X.690 11.2.2), so the last bit it holds is set and
 * the unused bits are zero. `derProblem` names the first rule broken, if any.
 */
export function asn1KeyUsage(der: Uint8Array): { names: KeyUsageName[]; critical: boolean; derProblem: string | null } | null {
  const parsed = asn1js.fromBER(new Uint8Array(der));
  if (parsed.offset === -1) throw new Error(`not DER: ${parsed.result.error}`);
  const tbs = (parsed.result as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
  // extensions [3] EXPLICIT SEQUENCE OF Extension, the last field of a v3 TBSCertificate.
  const tagged = tbs.valueBlock.value.find((v) => v.idBlock.tagClass === 3 && v.idBlock.tagNumber === 3) as asn1js.Constructed | undefined;
  const extensions = (tagged?.valueBlock.value[0] as asn1js.Sequence | undefined)?.valueBlock.value ?? [];
  for (const extension of extensions as asn1js.Sequence[]) {
    const [id, ...rest] = extension.valueBlock.value;
    if ((id as asn1js.ObjectIdentifier).valueBlock.toString() !== '2.5.29.15') continue;
    const critical = rest.length === 2 && (rest[0] as asn1js.Boolean).valueBlock.value;
    const octets = (rest[rest.length - 1] as asn1js.OctetString).valueBlock.valueHexView;
    const inner = asn1js.fromBER(octets);
    if (inner.offset === -1 || !(inner.result instanceof asn1js.BitString)) return { names: [], critical, derProblem: 'not a BIT STRING' };
    const bytes = inner.result.valueBlock.valueHexView;
    const unused = inner.result.valueBlock.unusedBits;
    const names: KeyUsageName[] = [];
    const total = bytes.length * 8 - unused;
    for (let bit = 0; bit < total; bit++) {
      if (bytes[bit >> 3] & (0x80 >> (bit & 7))) names.push(KEY_USAGE_BITS[bit] ?? (`bit${bit}` as KeyUsageName));
    }
    let derProblem: string | null = null;
    if (unused > 7 || (bytes.length === 0 && unused !== 0)) derProblem = `unused bits ${unused}`;
    else if (bytes.length > 0 && bytes[bytes.length - 1] & ((1 << unused) - 1)) derProblem = 'an unused bit is set';
    else if (bytes.length > 0 && !(bytes[bytes.length - 1] & (1 << unused))) derProblem = 'trailing zero bits kept';
    return { names, critical, derProblem };
  }
  return null;
}

/** Whether Python's cryptography module can be imported (it refuses a mis-encoded keyUsage). */
export const pythonCryptography: boolean = (() => {
  const probe = spawnSync('python3', ['-c', 'import cryptography'], { stdio: 'ignore' });
  return probe.status === 0;
})();

const PYTHON_READER = `
import json, sys
from cryptography import x509
out = []
for path in sys.argv[1:]:
    cert = x509.load_pem_x509_certificate(open(path, 'rb').read())
    ku = cert.extensions.get_extension_for_class(x509.KeyUsage)
    names = [n for n in ['digital_signature', 'content_commitment', 'key_encipherment', 'data_encipherment',
                         'key_agreement', 'key_cert_sign', 'crl_sign'] if getattr(ku.value, n)]
    if ku.value.key_agreement:
        names += [n for n in ['encipher_only', 'decipher_only'] if getattr(ku.value, n)]
    bc = cert.extensions.get_extension_for_class(x509.BasicConstraints).value
    try:
        eku = cert.extensions.get_extension_for_class(x509.ExtendedKeyUsage)
        ekus, eku_critical = [o.dotted_string for o in eku.value], eku.critical
    except x509.ExtensionNotFound:
        ekus, eku_critical = None, False
    out.append({'keyUsage': names, 'keyUsageCritical': ku.critical, 'extendedKeyUsage': ekus,
                'extendedKeyUsageCritical': eku_critical, 'ca': bc.ca})
print(json.dumps(out))
`;

/** Python cryptography's reading of each PEM file, in order (throws with its error if it refuses one). */
export async function pythonUsages(files: string[], cwd: string): Promise<UsageReading[]> {
  const output = await runOk('python3', ['-c', PYTHON_READER, ...files], cwd);
  return (JSON.parse(output) as UsageReading[]).map((r) => ({ ...r, keyUsage: r.keyUsage.map((n) => PYTHON_NAMES[n] ?? n) }));
}

/** One signature as pdfsig lists it. */
export interface PdfsigEntry {
  field: string;
  signer: string;
  type: string;
  /** Signed Ranges: [a - b], [c - d] → the byte offsets [a, b) and [c, d). */
  ranges: [number, number][];
  total: boolean;
  signatureValidation: string;
  certificateValidation: string | null;
}

export function pdfsigEntries(output: string): PdfsigEntry[] {
  return output
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => {
      const value = (label: string) => new RegExp(`- ${label}: (.*)$`, 'm').exec(block)?.[1].trim() ?? null;
      const ranges = [...(value('Signed Ranges') ?? '').matchAll(/\[(\d+) - (\d+)\]/g)].map(
        (m) => [Number(m[1]), Number(m[2])] as [number, number],
      );
      return {
        field: value('Signature Field Name') ?? '',
        signer: value('Signer Certificate Common Name') ?? '',
        type: value('Signature Type') ?? '',
        ranges,
        total: /- Total document signed/.test(block),
        signatureValidation: value('Signature Validation') ?? '',
        certificateValidation: value('Certificate Validation'),
      };
    });
}

/**
 * The streams of one array of the catalog's /DSS (Certs, OCSPs, CRLs), read by mutool, which
 * numbers array items from 1 and answers "null" past the end.
 */
export async function dssStreams(pdf: string, key: 'Certs' | 'OCSPs' | 'CRLs', cwd: string): Promise<Buffer[]> {
  const streams: Buffer[] = [];
  for (let i = 1; i <= 50; i++) {
    const out = join(cwd, `dss-${key}-${i}.bin`);
    const result = await run('mutool', ['show', '-o', out, '-b', pdf, `trailer/Root/DSS/${key}/${i}`], cwd);
    const bytes = existsSync(out) ? readFileSync(out) : Buffer.alloc(0);
    rmSync(out, { force: true });
    if (result.status !== 0 || bytes.length === 0 || bytes.toString('latin1').trim() === 'null') break;
    streams.push(bytes);
  }
  return streams;
}

/** `openssl x509 -serial` of a PEM file: uppercase hex, as openssl ocsp and crl print serials. */
export async function opensslSerial(pemFile: string, cwd: string): Promise<string> {
  return (await runOk('openssl', ['x509', '-in', pemFile, '-noout', '-serial'], cwd)).trim().replace(/^serial=/, '');
}

/** openssl's "Revoked Certificates:" section of `crl -text`: each serial and its reason. */
export function crlEntries(text: string): { serial: string; reason: string | null }[] {
  const section = /Revoked Certificates:\n([\s\S]*?)(?:\n\s*Signature Algorithm|$)/.exec(text)?.[1] ?? '';
  return section
    .split(/Serial Number: /)
    .slice(1)
    .map((entry) => ({
      serial: entry.split('\n')[0].trim(),
      reason: /X509v3 CRL Reason Code:\s*\n\s*(.+)/.exec(entry)?.[1].trim() ?? null,
    }));
}

/**
 * What `openssl ocsp -cert <file>…` printed for each file: `<file>: good|revoked|unknown`, then
 * tab-indented lines (This Update, Reason, Revocation Time).
 */
export function ocspStatuses(output: string): Map<string, { status: string; reason: string | null }> {
  const statuses = new Map<string, { status: string; reason: string | null }>();
  const lines = output.split('\n');
  lines.forEach((line, i) => {
    const m = /^(\S+\.pem): (good|revoked|unknown)$/.exec(line.trim());
    if (!m) return;
    let reason: string | null = null;
    for (const next of lines.slice(i + 1)) {
      if (!/^\s/.test(next)) break;
      reason = /Reason: (\S+)/.exec(next)?.[1] ?? reason;
    }
    statuses.set(m[1], { status: m[2], reason });
  });
  return statuses;
}

/** Each single response of `openssl ocsp -respin … -resp_text`: its serial and status. */
export function ocspResponseEntries(text: string): { serial: string; status: string }[] {
  return text
    .split(/Certificate ID:/)
    .slice(1)
    .map((entry) => ({
      serial: /Serial Number: (\S+)/.exec(entry)?.[1] ?? '',
      status: /Cert Status: (\S+)/.exec(entry)?.[1] ?? '',
    }));
}
