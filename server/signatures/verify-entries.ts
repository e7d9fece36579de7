/**
 * The verdict on each signature and document timestamp of a file, as ETSI EN 319 102-1 (and
 * pyHanko) reach it. Entries are taken from the last to the first: the last document timestamp
 * is checked now; a trusted one proves that everything it covers existed at its time, so the
 * entries before it are checked at that time; a signature's own trusted timestamp proves the
 * signature existed at the token's time, and its certificates are checked then. A timestamp
 * counts only from a certificate with a critical extendedKeyUsage of timeStamping alone that
 * chains to a trusted root. The claimed times of the file (/M, signing-time) never count.
 */
import type * as pkijs from 'pkijs';
import { Budget, buildChain, certificateHash, validAt, type ChainProblem } from './chain';
import { checkCms, checkToken, ID_DATA, TIMESTAMP_TOKEN, type CmsCheck, type TokenCheck } from './verify-cms';
import { berOf } from './verify-der';
import { pathStatus, type RevocationData, type RevocationLookup } from './verify-revocation';
import { nameValue, OID, partyOf, type Party } from './x509';

export type Verdict = 'valid' | 'invalid' | 'indeterminate';
export type RevocationStatus = 'good' | 'revoked' | 'unknown';

/** Codes that make an entry invalid: the bytes or the signature are wrong, or the certificate was revoked. */
const INVALID = new Set([
  'malformed',
  'content_type',
  'digest_mismatch',
  'signature_invalid',
  'signing_certificate_mismatch',
  'revoked',
  'changed_after_signing',
]);
/** Codes that leave it undecided: the signer cannot be tied to a trusted root at the proven time. */
// changes_unchecked: the revisions could not be read, so a disallowed change cannot be ruled out.
const INDETERMINATE = new Set(['untrusted_chain', 'expired_at_proven_time', 'not_yet_valid', 'key_usage', 'changes_unchecked']);

export interface EntryInput {
  kind: 'signature' | 'documentTimestamp';
  /** The CMS blob (/Contents), trailing padding included. */
  der: Uint8Array;
  /** The bytes the byte ranges cover. */
  covered: Uint8Array;
  /** The signature dictionary is /SubFilter /ETSI.CAdES.detached. */
  cades: boolean;
}

export interface EntryFindings {
  kind: 'signature' | 'documentTimestamp';
  verdict: Verdict;
  problems: string[];
  signer: string;
  issuer: string;
  party: Party | 'unknown';
  integrity: boolean;
  chainTrusted: boolean;
  revocation: RevocationStatus;
  validatedAt: string;
  timestampTrusted: boolean;
  /** genTime of a trusted token (the signature's own, or the document timestamp itself). */
  timestampedAt: string | null;
  signingTime: string | null;
  certificateSha256: string;
}

export interface Context {
  roots: pkijs.Certificate[];
  /** Every certificate the file carries: CMS blobs, tokens, DSS. */
  pool: pkijs.Certificate[];
  revocation: RevocationData;
  lookup?: RevocationLookup;
  budget: Budget;
}

interface Parsed {
  input: EntryInput;
  cms: CmsCheck | TokenCheck;
  /** A signature's own timestamp token. */
  token: TokenCheck | null;
}

export function parseEntry(input: EntryInput): Parsed {
  if (input.kind === 'documentTimestamp') return { input, cms: checkToken(input.der, input.covered), token: null };
  const cms = checkCms(input.der, ID_DATA, input.covered);
  const attribute = cms.signerInfo?.unsignedAttrs?.attributes.find((a) => a.type === TIMESTAMP_TOKEN);
  const signature = cms.signerInfo ? new Uint8Array(cms.signerInfo.signature.valueBlock.valueHexView) : null;
  const token = attribute && signature ? checkToken(berOf(attribute.values[0]), signature) : null;
  return { input, cms, token };
}

const CRYPTO = new Set(['malformed', 'content_type', 'digest_mismatch', 'signature_invalid', 'signing_certificate_mismatch']);

interface TokenTrust {
  trusted: boolean;
  /** Why not, in the codes of a document timestamp's own verdict. */
  problems: string[];
  revocation: RevocationStatus;
}

/** A TSA's clock and the verifier's differ a little: a token minutes "from the future" is still believed. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** A token is a proof of time when it is sound, its TSA chains at `at`, was valid at genTime, and is not revoked. */
async function tokenTrust(token: TokenCheck, at: Date, context: Context): Promise<TokenTrust> {
  const problems = token.problems.filter((p) => CRYPTO.has(p));
  if (!token.signer || !token.genTime || problems.length)
    return { trusted: false, problems: problems.length ? problems : ['malformed'], revocation: 'unknown' };
  const chain = buildChain({
    leaf: token.signer,
    pool: context.pool,
    roots: context.roots,
    at,
    purpose: 'timestamping',
    budget: context.budget,
  });
  const chainProblem: ChainProblem | null =
    chain.problem ??
    (validAt(token.signer, token.genTime) && token.genTime.getTime() <= at.getTime() + CLOCK_SKEW_MS ? null : 'expired_at_proven_time');
  if (!chain.path || chainProblem) return { trusted: false, problems: [chainProblem ?? 'untrusted_chain'], revocation: 'unknown' };
  const status = await pathStatus({ path: chain.path, at, data: context.revocation, budget: context.budget, lookup: context.lookup });
  if (status.status === 'revoked') return { trusted: false, problems: ['revoked'], revocation: 'revoked' };
  return { trusted: true, problems: status.status === 'unknown' ? ['revocation_unchecked'] : [], revocation: status.status };
}

/**
 * A token that is no proof of time leaves a document timestamp undecided; a signature is then
 * checked at the time its existence is otherwise proven, and the token is only reported.
 */
export function verdictOf(problems: string[], kind: EntryFindings['kind']): Verdict {
  if (problems.some((p) => INVALID.has(p))) return 'invalid';
  if (problems.some((p) => INDETERMINATE.has(p) || (kind === 'documentTimestamp' && p === 'timestamp_not_tsa'))) return 'indeterminate';
  return 'valid';
}

function describe(cms: CmsCheck, kind: EntryFindings['kind']) {
  const cert = cms.signer;
  return {
    kind,
    signer: cert ? nameValue(cert.subject, OID.commonName) : '',
    issuer: cert ? nameValue(cert.issuer, OID.commonName) : '',
    certificateSha256: cert ? certificateHash(cert).toString('hex') : '',
    signingTime: cms.signingTime ? cms.signingTime.toISOString() : null,
    integrity: !cms.problems.some((p) => p === 'malformed' || p === 'digest_mismatch' || p === 'signature_invalid'),
  };
}

/** A document timestamp checked at `at` (now, or the time the next trusted document timestamp proves). */
export async function documentTimestamp(parsed: Parsed, at: Date, context: Context): Promise<EntryFindings> {
  const token = parsed.cms as TokenCheck;
  const trust = await tokenTrust(token, at, context);
  const problems = [
    ...token.problems.filter((p) => p !== 'signing_time_present'),
    ...trust.problems.filter((p) => !(token.problems as string[]).includes(p)),
  ];
  return {
    ...describe(token, 'documentTimestamp'),
    verdict: verdictOf(problems, 'documentTimestamp'),
    problems,
    party: 'unknown',
    chainTrusted: trust.trusted,
    revocation: trust.revocation,
    validatedAt: at.toISOString(),
    timestampTrusted: trust.trusted,
    timestampedAt: trust.trusted && token.genTime ? token.genTime.toISOString() : null,
  };
}

/** A signature whose existence (with its token) is proven at `proofAt`: now, or a covering document timestamp's time. */
export async function signature(parsed: Parsed, proofAt: Date, context: Context): Promise<EntryFindings> {
  const { cms, token } = parsed;
  const problems: string[] = cms.problems.filter((p) => p !== 'signing_time_present' || parsed.input.cades);
  let at = proofAt;
  let timestampTrusted = false;
  if (token) {
    const trust = await tokenTrust(token, proofAt, context);
    timestampTrusted = trust.trusted;
    if (trust.trusted) at = token.genTime!;
    else if (trust.problems.includes('timestamp_not_tsa')) problems.push('timestamp_not_tsa');
    else problems.push(trust.problems.some((p) => CRYPTO.has(p)) ? 'timestamp_invalid' : 'timestamp_untrusted');
  }
  const base = describe(cms, 'signature');
  let chainTrusted = false;
  let revocation: RevocationStatus = 'unknown';
  let party: Party | 'unknown' = 'unknown';
  if (cms.signer) {
    const chain = buildChain({
      leaf: cms.signer,
      pool: context.pool,
      roots: context.roots,
      at,
      purpose: 'signing',
      budget: context.budget,
    });
    if (chain.problem) problems.push(chain.problem);
    chainTrusted = chain.path !== null && chain.problem === null;
    // A party claim counts only from a certificate a trusted CA issued.
    if (chain.path) party = partyOf(cms.signer);
    if (chain.path) {
      const status = await pathStatus({ path: chain.path, at, data: context.revocation, budget: context.budget, lookup: context.lookup });
      revocation = status.status;
      if (status.status === 'revoked') problems.push('revoked');
      if (status.status === 'unknown') problems.push('revocation_unchecked');
      if (status.revokedLater) problems.push('revoked_later');
    }
  } else if (!problems.includes('malformed')) problems.push('untrusted_chain');
  return {
    ...base,
    verdict: verdictOf(problems, 'signature'),
    problems,
    party,
    chainTrusted,
    revocation,
    validatedAt: at.toISOString(),
    timestampTrusted,
    timestampedAt: timestampTrusted ? token!.genTime!.toISOString() : null,
  };
}
