/**
 * Certificate paths from a leaf to a trusted root, built here rather than by pkijs's engine: the
 * certificates come from an untrusted file, so the search is bounded (depth, pool size, signature
 * checks, a path never revisits a certificate) and a loop of certificates issuing each other ends
 * in a few checks. Every link is checked as RFC 5280 asks for the parts this PKI uses: names,
 * key identifiers, the issuer's signature, basicConstraints and keyUsage of CAs, the validity
 * periods at the validation time, and no unknown critical extension.
 */
import { createHash, createPublicKey, verify as cryptoVerify, type KeyObject } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from './x509';

const MAX_DEPTH = 8;
const MAX_POOL = 50;
const MAX_SIGNATURE_CHECKS = 100;

const CRL_DISTRIBUTION_POINTS = '2.5.29.31';
const AUTHORITY_INFO_ACCESS = '1.3.6.1.5.5.7.1.1';
const SUBJECT_ALT_NAME = '2.5.29.17';
/** Extensions whose meaning this checker applies (or which only point elsewhere). */
const KNOWN_EXTENSIONS = new Set<string>([
  OID.basicConstraints,
  OID.keyUsage,
  OID.extKeyUsage,
  OID.subjectKeyIdentifier,
  OID.authorityKeyIdentifier,
  OID.certificatePolicies,
  CRL_DISTRIBUTION_POINTS,
  AUTHORITY_INFO_ACCESS,
  SUBJECT_ALT_NAME,
]);
export const OCSP_SIGNING = '1.3.6.1.5.5.7.3.9';
const OCSP_NO_CHECK = '1.3.6.1.5.5.7.48.1.5';

/** Signature algorithms: the hash named by the algorithm, or null where the digest algorithm decides (CMS). */
const SIGNATURE_HASH: Record<string, string | null> = {
  '1.2.840.113549.1.1.1': null,
  '1.2.840.113549.1.1.11': 'sha256',
  '1.2.840.113549.1.1.12': 'sha384',
  '1.2.840.113549.1.1.13': 'sha512',
  '1.2.840.10045.2.1': null,
  '1.2.840.10045.4.3.2': 'sha256',
  '1.2.840.10045.4.3.3': 'sha384',
  '1.2.840.10045.4.3.4': 'sha512',
};
const CURVES = new Set(['prime256v1', 'secp384r1']);
const MIN_RSA_BITS = 2048;

export type ChainProblem = 'untrusted_chain' | 'expired_at_proven_time' | 'not_yet_valid' | 'key_usage' | 'timestamp_not_tsa';
export type Purpose = 'signing' | 'timestamping';

/** Counts signature checks (of one path search, within those of a whole file), so no file can ask for more than a bounded number. */
export class Budget {
  private used = 0;
  constructor(
    private readonly limit: number,
    private readonly parent?: Budget,
  ) {}
  take(): boolean {
    return ++this.used <= this.limit && (this.parent?.take() ?? true);
  }
}

const derOf = (cert: pkijs.Certificate) => new Uint8Array(cert.toSchema(true).toBER(false));
export const certificateHash = (cert: pkijs.Certificate, hash = 'sha256') => createHash(hash).update(derOf(cert)).digest();
const nameDer = (name: pkijs.RelativeDistinguishedNames) => Buffer.from(name.toSchema().toBER(false));
export const sameName = (a: pkijs.RelativeDistinguishedNames, b: pkijs.RelativeDistinguishedNames) => nameDer(a).equals(nameDer(b));

export function publicKeyOf(cert: pkijs.Certificate): KeyObject | null {
  try {
    const key = createPublicKey({ key: Buffer.from(cert.subjectPublicKeyInfo.toSchema().toBER(false)), format: 'der', type: 'spki' });
    const details = key.asymmetricKeyDetails;
    if (key.asymmetricKeyType === 'rsa') return (details?.modulusLength ?? 0) >= MIN_RSA_BITS ? key : null;
    if (key.asymmetricKeyType === 'ec') return CURVES.has(details?.namedCurve ?? '') ? key : null;
    return null;
  } catch {
    return null;
  }
}

/**
 * A signature made with RSA PKCS#1 v1.5 or ECDSA (P-256, P-384), SHA-2. `digestHash` is the CMS
 * digest algorithm, used when the signature algorithm names only the key type.
 */
export function signatureHolds({
  algorithm,
  digestHash,
  data,
  key,
  signature,
}: {
  algorithm: string;
  digestHash: string | null;
  data: Uint8Array;
  key: KeyObject | null;
  signature: Uint8Array;
}) {
  if (!key || !(algorithm in SIGNATURE_HASH)) return false;
  const hash = SIGNATURE_HASH[algorithm] ?? digestHash;
  const rsa = algorithm.startsWith('1.2.840.113549.');
  if (!hash || rsa !== (key.asymmetricKeyType === 'rsa')) return false;
  try {
    return cryptoVerify(hash, data, key, signature);
  } catch {
    return false;
  }
}

function extensionOf(cert: pkijs.Certificate, id: string): pkijs.Extension | undefined {
  return cert.extensions?.find((e) => e.extnID === id);
}

/** keyUsage bit n (0 = digitalSignature), or null when the extension is absent. */
export function keyUsageBit(cert: pkijs.Certificate, bit: number): boolean | null {
  const ext = extensionOf(cert, OID.keyUsage);
  if (!ext) return null;
  const parsed = asn1js.fromBER(ext.extnValue.valueBlock.valueHexView).result;
  if (!(parsed instanceof asn1js.BitString)) return false;
  const bytes = parsed.valueBlock.valueHexView;
  return bit >> 3 < bytes.length && (bytes[bit >> 3] & (0x80 >> (bit & 7))) !== 0;
}

export function extendedKeyUsage(cert: pkijs.Certificate): { critical: boolean; purposes: string[] } | null {
  const ext = extensionOf(cert, OID.extKeyUsage);
  if (!ext) return null;
  const parsed = ext.parsedValue as pkijs.ExtKeyUsage | undefined;
  return { critical: ext.critical, purposes: parsed?.keyPurposes ?? [] };
}

function basicConstraints(cert: pkijs.Certificate): { ca: boolean; pathLength?: number } {
  const parsed = extensionOf(cert, OID.basicConstraints)?.parsedValue as pkijs.BasicConstraints | undefined;
  if (!parsed) return { ca: false };
  const length = parsed.pathLenConstraint;
  return { ca: Boolean(parsed.cA), pathLength: typeof length === 'number' ? length : length?.valueBlock.valueDec };
}

function keyIdentifier(cert: pkijs.Certificate, id: string): Buffer | null {
  const ext = extensionOf(cert, id);
  if (!ext) return null;
  if (id === OID.subjectKeyIdentifier) {
    const parsed = asn1js.fromBER(ext.extnValue.valueBlock.valueHexView).result;
    return parsed instanceof asn1js.OctetString ? Buffer.from(parsed.valueBlock.valueHexView) : null;
  }
  const aki = ext.parsedValue as pkijs.AuthorityKeyIdentifier | undefined;
  return aki?.keyIdentifier ? Buffer.from(aki.keyIdentifier.valueBlock.valueHexView) : null;
}

const hasUnknownCriticalExtension = (cert: pkijs.Certificate, also: string[] = []) =>
  (cert.extensions ?? []).some((e) => e.critical && !KNOWN_EXTENSIONS.has(e.extnID) && !also.includes(e.extnID));

export const validAt = (cert: pkijs.Certificate, at: Date) => cert.notBefore.value <= at && at <= cert.notAfter.value;

/** `issuer` signed `child`: names, key identifiers, then the signature (one unit of the budget). */
export function issuedBy(child: pkijs.Certificate, issuer: pkijs.Certificate, budget: Budget): boolean {
  if (!sameName(child.issuer, issuer.subject)) return false;
  const aki = keyIdentifier(child, OID.authorityKeyIdentifier);
  const ski = keyIdentifier(issuer, OID.subjectKeyIdentifier);
  if (aki && ski && !aki.equals(ski)) return false;
  if (!budget.take()) return false;
  return signatureHolds({
    algorithm: child.signatureAlgorithm.algorithmId,
    digestHash: null,
    data: new Uint8Array(child.tbsView),
    key: publicKeyOf(issuer),
    signature: new Uint8Array(child.signatureValue.valueBlock.valueHexView),
  });
}

/** What a leaf may be used for: a signer needs digitalSignature or nonRepudiation; a TSA, a critical EKU of timeStamping only. */
function leafProblem(leaf: pkijs.Certificate, purpose: Purpose): ChainProblem | null {
  if (purpose === 'timestamping') {
    const eku = extendedKeyUsage(leaf);
    if (!eku || !eku.critical || eku.purposes.length !== 1 || eku.purposes[0] !== OID.timeStamping) return 'timestamp_not_tsa';
    if (keyUsageBit(leaf, 0) === false && keyUsageBit(leaf, 1) === false) return 'timestamp_not_tsa';
    return null;
  }
  // No keyUsage extension limits nothing (RFC 5280 4.2.1.3), as pyHanko reads it too.
  if (keyUsageBit(leaf, 0) === null) return null;
  return keyUsageBit(leaf, 0) || keyUsageBit(leaf, 1) ? null : 'key_usage';
}

function caAllowed(ca: pkijs.Certificate, casBelow: number): boolean {
  const constraints = basicConstraints(ca);
  // RFC 5280 6.1.4 (n): keyCertSign is checked when the CA has a keyUsage extension.
  if (!constraints.ca || keyUsageBit(ca, 5) === false) return false;
  return constraints.pathLength === undefined || casBelow <= constraints.pathLength;
}

export interface ChainInput {
  leaf: pkijs.Certificate;
  /** Certificates found in the file (CMS, timestamp tokens, DSS): candidates, never trusted for themselves. */
  pool: pkijs.Certificate[];
  roots: pkijs.Certificate[];
  at: Date;
  purpose: Purpose;
  budget?: Budget;
}

export interface ChainResult {
  /** leaf … root, when a path to a trusted root exists (whatever the time). */
  path: pkijs.Certificate[] | null;
  /** Null when the path is good at `at`. */
  problem: ChainProblem | null;
}

function timeProblem(path: pkijs.Certificate[], at: Date): ChainProblem | null {
  if (path.some((c) => c.notBefore.value > at)) return 'not_yet_valid';
  if (path.some((c) => c.notAfter.value < at)) return 'expired_at_proven_time';
  return null;
}

/**
 * Depth-first search for paths to a root; the first path valid at `at` wins, else the first path
 * found is answered with its time problem. Structural checks (names, signatures, CA rights) do
 * not depend on the time, so a certificate that expired is reported as expired, not untrusted.
 */
export function buildChain(input: ChainInput): ChainResult {
  const budget = new Budget(MAX_SIGNATURE_CHECKS, input.budget);
  const rootKeys = new Set(input.roots.map((r) => certificateHash(r).toString('hex')));
  const seen = new Set<string>();
  const candidates: pkijs.Certificate[] = [];
  for (const cert of [...input.roots, ...input.pool]) {
    const key = certificateHash(cert).toString('hex');
    if (seen.has(key) || candidates.length >= MAX_POOL + input.roots.length) continue;
    seen.add(key);
    candidates.push(cert);
  }
  const isRoot = (cert: pkijs.Certificate) => rootKeys.has(certificateHash(cert).toString('hex'));
  const usage = leafProblem(input.leaf, input.purpose);
  if (hasUnknownCriticalExtension(input.leaf, [OCSP_NO_CHECK])) return { path: null, problem: 'untrusted_chain' };

  let firstPath: pkijs.Certificate[] | null = null;
  const onPath = new Set<pkijs.Certificate>();
  const search = (path: pkijs.Certificate[]): pkijs.Certificate[] | null => {
    const current = path[path.length - 1];
    if (isRoot(current)) {
      firstPath ??= path;
      return timeProblem(path, input.at) ? null : path;
    }
    if (path.length > MAX_DEPTH) return null;
    for (const issuer of candidates) {
      if (onPath.has(issuer) || !sameName(current.issuer, issuer.subject)) continue;
      // CAs below this issuer: the path without its leaf.
      if (!caAllowed(issuer, path.length - 1) || hasUnknownCriticalExtension(issuer)) continue;
      if (!issuedBy(current, issuer, budget)) continue;
      onPath.add(issuer);
      const found = search([...path, issuer]);
      onPath.delete(issuer);
      if (found) return found;
    }
    return null;
  };
  onPath.add(input.leaf);
  const good = search([input.leaf]);
  const path = good ?? firstPath;
  if (!path) return { path: null, problem: 'untrusted_chain' };
  return { path, problem: usage ?? (good ? null : timeProblem(path, input.at)) };
}
