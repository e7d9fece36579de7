/**
 * Revocation status of a certificate at a validation time, from the OCSP responses and CRLs the
 * file carries (DSS, CMS revocationInfoChoices, adbe-revocationInfoArchival) and, when the app
 * supplies one, a live look-up. A response counts only when its signer may speak for the issuer
 * (the CA itself, or a responder the CA certified with id-kp-OCSPSigning), it names this
 * certificate, and it is fresh for the time: issued after it, or valid through it. A revocation
 * counts whenever it was said, since revocation is final.
 */
import { createHash } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { Budget, extendedKeyUsage, issuedBy, keyUsageBit, OCSP_SIGNING, publicKeyOf, sameName, signatureHolds, validAt } from './chain';
import { berOf, parseWith } from './verify-der';

const OCSP_BASIC = '1.3.6.1.5.5.7.48.1.1';
const DELTA_CRL = '2.5.29.27';
const CRL_EXTENSIONS_KNOWN = new Set(['2.5.29.20', '2.5.29.28', '2.5.29.35']);
const HASH_NAMES: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
/** More than any real contract needs; keeps a hostile DSS from costing much. */
const MAX_RESPONSES = 100;

export type RevocationAnswer = 'good' | 'revoked' | 'unknown' | { revokedAt: Date };
/** A live status source the app may supply: certificate and issuer as DER. */
export type RevocationLookup = (certDer: Uint8Array, issuerDer: Uint8Array) => Promise<RevocationAnswer>;

export type Status = { status: 'good' } | { status: 'revoked'; revokedAt: Date | null } | { status: 'unknown' };

export interface RevocationData {
  ocsps: pkijs.BasicOCSPResponse[];
  crls: pkijs.CertificateRevocationList[];
}

/** An OCSPResponse (or a bare BasicOCSPResponse) → its basic response, or null. */
function parseOcsp(der: Uint8Array): pkijs.BasicOCSPResponse | null {
  return parseWith(der, (schema) => {
    const response = new pkijs.OCSPResponse({ schema });
    const bytes = response.responseBytes;
    if (!bytes || bytes.responseType !== OCSP_BASIC) return null;
    return parseWith(bytes.response.valueBlock.valueHexView, (inner) => new pkijs.BasicOCSPResponse({ schema: inner }));
  });
}

const parseCrl = (der: Uint8Array) => parseWith(der, (schema) => new pkijs.CertificateRevocationList({ schema }));

export function revocationData(ocspDers: Uint8Array[], crlDers: Uint8Array[]): RevocationData {
  const ocsps = ocspDers.slice(0, MAX_RESPONSES).map(parseOcsp);
  const crls = crlDers.slice(0, MAX_RESPONSES).map(parseCrl);
  return {
    ocsps: ocsps.filter((o): o is pkijs.BasicOCSPResponse => o !== null),
    crls: crls.filter((c): c is pkijs.CertificateRevocationList => c !== null),
  };
}

const fresh = (at: Date, thisUpdate: Date, nextUpdate: Date | undefined) =>
  thisUpdate >= at || (nextUpdate !== undefined && nextUpdate >= at);

function certIdMatches(id: pkijs.CertID, cert: pkijs.Certificate, issuer: pkijs.Certificate): boolean {
  const hash = HASH_NAMES[id.hashAlgorithm.algorithmId];
  if (!hash || !id.serialNumber.isEqual(cert.serialNumber)) return false;
  const nameHash = createHash(hash).update(berOf(issuer.subject.toSchema())).digest();
  const keyHash = createHash(hash).update(issuer.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest();
  return (
    nameHash.equals(Buffer.from(id.issuerNameHash.valueBlock.valueHexView)) &&
    keyHash.equals(Buffer.from(id.issuerKeyHash.valueBlock.valueHexView))
  );
}

function responderMatches(response: pkijs.BasicOCSPResponse, candidate: pkijs.Certificate): boolean {
  const id = response.tbsResponseData.responderID;
  if (id instanceof pkijs.RelativeDistinguishedNames) return sameName(id, candidate.subject);
  if (id instanceof asn1js.OctetString) {
    const keyHash = createHash('sha1').update(candidate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView).digest();
    return keyHash.equals(Buffer.from(id.valueBlock.valueHexView));
  }
  return false;
}

/** RFC 6960 4.2.2.2: signed by the issuer, or by a responder the issuer certified for OCSP signing. */
function ocspSignedFor(response: pkijs.BasicOCSPResponse, issuer: pkijs.Certificate, budget: Budget): boolean {
  const producedAt = response.tbsResponseData.producedAt;
  const delegated = (response.certs ?? []).slice(0, 4).filter((c) => {
    const eku = extendedKeyUsage(c);
    return eku?.purposes.includes(OCSP_SIGNING) && validAt(c, producedAt) && responderMatches(response, c) && issuedBy(c, issuer, budget);
  });
  const signers = [...(responderMatches(response, issuer) ? [issuer] : []), ...delegated];
  return signers.some(
    (signer) =>
      budget.take() &&
      signatureHolds({
        algorithm: response.signatureAlgorithm.algorithmId,
        digestHash: null,
        data: new Uint8Array(response.tbsResponseData.tbsView),
        key: publicKeyOf(signer),
        signature: new Uint8Array(response.signature.valueBlock.valueHexView),
      }),
  );
}

function revokedTime(status: asn1js.AsnType): Date | null {
  const inner = (status as asn1js.Constructed).valueBlock?.value?.[0];
  return inner instanceof asn1js.GeneralizedTime ? inner.toDate() : null;
}

/** One certificate of a path, the data embedded for it, and the time it is judged at. */
interface CertificateCheck {
  data: RevocationData;
  cert: pkijs.Certificate;
  issuer: pkijs.Certificate;
  at: Date;
  budget: Budget;
}

function ocspStatus({ data, cert, issuer, at, budget }: CertificateCheck): Status {
  let found: Status = { status: 'unknown' };
  for (const response of data.ocsps) {
    const singles = response.tbsResponseData.responses.filter((s) => certIdMatches(s.certID, cert, issuer));
    if (singles.length === 0 || !ocspSignedFor(response, issuer, budget)) continue;
    for (const single of singles) {
      const tag = (single.certStatus as asn1js.BaseBlock).idBlock.tagNumber;
      if (tag === 1) return { status: 'revoked', revokedAt: revokedTime(single.certStatus) };
      if (tag === 0 && fresh(at, single.thisUpdate, single.nextUpdate)) found = { status: 'good' };
    }
  }
  return found;
}

function crlUsable(crl: pkijs.CertificateRevocationList, issuer: pkijs.Certificate, budget: Budget): boolean {
  const extensions = crl.crlExtensions?.extensions ?? [];
  if (extensions.some((e) => e.extnID === DELTA_CRL || (e.critical && !CRL_EXTENSIONS_KNOWN.has(e.extnID)))) return false;
  if (!sameName(crl.issuer, issuer.subject) || keyUsageBit(issuer, 6) === false || !budget.take()) return false;
  return signatureHolds({
    algorithm: crl.signatureAlgorithm.algorithmId,
    digestHash: null,
    data: new Uint8Array(crl.tbsView),
    key: publicKeyOf(issuer),
    signature: new Uint8Array(crl.signatureValue.valueBlock.valueHexView),
  });
}

function crlStatus({ data, cert, issuer, at, budget }: CertificateCheck): Status {
  let found: Status = { status: 'unknown' };
  for (const crl of data.crls) {
    if (!sameName(crl.issuer, cert.issuer) || !crlUsable(crl, issuer, budget)) continue;
    const entry = crl.revokedCertificates?.find((r) => r.userCertificate.isEqual(cert.serialNumber));
    if (entry) return { status: 'revoked', revokedAt: entry.revocationDate.value };
    if (fresh(at, crl.thisUpdate.value, crl.nextUpdate?.value)) found = { status: 'good' };
  }
  return found;
}

async function liveStatus(lookup: RevocationLookup, cert: pkijs.Certificate, issuer: pkijs.Certificate): Promise<Status> {
  try {
    const answer = await lookup(berOf(cert.toSchema(true)), berOf(issuer.toSchema(true)));
    if (answer === 'good' || answer === 'unknown') return { status: answer };
    return { status: 'revoked', revokedAt: answer === 'revoked' ? null : answer.revokedAt };
  } catch {
    return { status: 'unknown' };
  }
}

/** One certificate: embedded data first (OCSP, then CRLs), then the live look-up. */
async function statusOf({ lookup, ...check }: CertificateCheck & { lookup?: RevocationLookup }): Promise<Status> {
  const ocsp = ocspStatus(check);
  if (ocsp.status === 'revoked') return ocsp;
  const crl = crlStatus(check);
  if (crl.status === 'revoked') return crl;
  if (ocsp.status === 'good' || crl.status === 'good') return { status: 'good' };
  return lookup ? liveStatus(lookup, check.cert, check.issuer) : { status: 'unknown' };
}

export interface PathStatus {
  status: 'good' | 'revoked' | 'unknown';
  /** Set when a certificate of the path was revoked after the validation time: not fatal, worth saying. */
  revokedLater: boolean;
}

/**
 * Every certificate of a path but the root, at `at`: revoked when one was revoked at or before
 * `at` (or at an unknown time), good when every one is known good, unknown otherwise.
 */
export async function pathStatus({
  path,
  at,
  data,
  budget,
  lookup,
}: {
  path: pkijs.Certificate[];
  at: Date;
  data: RevocationData;
  budget: Budget;
  lookup?: RevocationLookup;
}): Promise<PathStatus> {
  let allGood = true;
  let revokedLater = false;
  for (let i = 0; i < path.length - 1; i++) {
    const one = await statusOf({ cert: path[i], issuer: path[i + 1], at, data, budget, lookup });
    if (one.status === 'revoked') {
      if (one.revokedAt === null || one.revokedAt <= at) return { status: 'revoked', revokedLater };
      revokedLater = true;
    } else if (one.status === 'unknown') allGood = false;
  }
  return { status: allGood ? 'good' : 'unknown', revokedLater };
}
