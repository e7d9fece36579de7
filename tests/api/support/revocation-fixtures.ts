/**
 * CAs and leaf certificates made by the openssl CLI (not by our code), so that the CRL and OCSP
 * tests check our DER against independent tools: openssl, and GnuTLS's certtool and ocsptool.
 */
import { spawnSync } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RevocationSigner } from '../../../server/signatures/revocation';

export type CaKind = 'P-384' | 'RSA-3072' | 'P-256';

export interface Leaf {
  /** The PEM file's name inside the CA's folder, as openssl prints it ("leaf.pem: good"). */
  file: string;
  der: Uint8Array;
  /** openssl's own reading of the serial: lowercase hex. */
  opensslSerial: string;
}

export interface TestCa {
  kind: CaKind;
  /** The folder holding ca.pem and the leaves' PEM files; tools run with it as their cwd. */
  dir: string;
  der: Uint8Array;
  signer: RevocationSigner;
  good: Leaf;
  revoked: Leaf;
  /** Issued by the CA but not in the responder's records. */
  stranger: Leaf;
}

export interface ToolResult {
  status: number | null;
  stdout: string;
  stderr: string;
  output: string;
}

export function run(tool: string, args: string[], cwd: string): ToolResult {
  const result = spawnSync(tool, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, output: result.stdout + result.stderr };
}

/** Runs a tool and throws with its output unless it succeeds. */
export function runOk(tool: string, args: string[], cwd: string): string {
  const result = run(tool, args, cwd);
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${result.output}`);
  return result.output;
}

const CONFIG = `
[req]
distinguished_name = dn
prompt = no
[dn]
O = Revocation Test
[ca]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
[ca_explicit_ski]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign
# Not the key's SHA-1: the CRL's authorityKeyIdentifier must copy the SKI, not recompute it.
subjectKeyIdentifier = 5ca1ab1e00112233445566778899aabbccddeeff
[leaf]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;

const NEW_KEY: Record<CaKind, string[]> = {
  'P-384': ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-384'],
  'RSA-3072': ['-newkey', 'rsa:3072'],
  'P-256': ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'],
};

const IMPORT: Record<CaKind, RsaHashedImportParams | EcKeyImportParams> = {
  'P-384': { name: 'ECDSA', namedCurve: 'P-384' },
  'RSA-3072': { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
  'P-256': { name: 'ECDSA', namedCurve: 'P-256' },
};

const pemToDer = (dir: string, file: string) => new Uint8Array(readFileSync(join(dir, file)));

function issueLeaf(dir: string, name: string, serial: string): Leaf {
  runOk(
    'openssl',
    ['req', '-new', ...NEW_KEY['P-256'], '-nodes', '-keyout', `${name}.key`, '-subj', `/CN=${name}`, '-out', `${name}.csr`],
    dir,
  );
  const issue = ['x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-set_serial', serial, '-days', '30'];
  runOk('openssl', [...issue, '-extfile', 'openssl.cnf', '-extensions', 'leaf', '-out', `${name}.pem`], dir);
  runOk('openssl', ['x509', '-in', `${name}.pem`, '-outform', 'DER', '-out', `${name}.der`], dir);
  const opensslSerial = runOk('openssl', ['x509', '-in', `${name}.pem`, '-noout', '-serial'], dir)
    .trim()
    .replace(/^serial=/, '')
    .toLowerCase();
  return { file: `${name}.pem`, der: pemToDer(dir, `${name}.der`), opensslSerial };
}

/** A CA (keyCertSign, cRLSign) and three leaves (digitalSignature, nonRepudiation) in a fresh folder. */
export async function makeCa(root: string, kind: CaKind): Promise<TestCa> {
  const dir = mkdtempSync(join(root, `${kind}-`));
  writeFileSync(join(dir, 'openssl.cnf'), CONFIG);
  const subject = `/O=Revocation Test/CN=Test ${kind} CA`;
  const req = ['req', '-x509', ...NEW_KEY[kind], '-nodes', '-keyout', 'ca.key', '-subj', subject, '-days', '30'];
  const extensions = kind === 'P-256' ? 'ca_explicit_ski' : 'ca';
  runOk('openssl', [...req, '-config', 'openssl.cnf', '-extensions', extensions, '-out', 'ca.pem'], dir);
  runOk('openssl', ['x509', '-in', 'ca.pem', '-outform', 'DER', '-out', 'ca.der'], dir);
  runOk('openssl', ['pkcs8', '-topk8', '-nocrypt', '-outform', 'DER', '-in', 'ca.key', '-out', 'ca.pk8'], dir);
  const privateKey = await webcrypto.subtle.importKey('pkcs8', readFileSync(join(dir, 'ca.pk8')), IMPORT[kind], false, ['sign']);
  const der = pemToDer(dir, 'ca.der');
  return {
    kind,
    dir,
    der,
    signer: { certificateDer: der, privateKey: privateKey as CryptoKey },
    // The top bit set: DER adds a 00 sign byte that serialHex leaves out.
    good: issueLeaf(dir, 'good', '0x8a11223344556677'),
    revoked: issueLeaf(dir, 'revoked', '0x4e5d6c7b8a99'),
    stranger: issueLeaf(dir, 'stranger', '0x0102030405'),
  };
}

export const makeRoot = () => mkdtempSync(join(tmpdir(), 'esign-revocation-'));
export const removeRoot = (root: string) => rmSync(root, { recursive: true, force: true });
