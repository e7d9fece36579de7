/**
 * Whether an RFC 3161 token proves that `digest` existed at its time: its CMS holds, its imprint
 * is `digest` itself (a value that is already a hash, such as the audit chain's head), and its
 * signer is a timestamping certificate that chains to a trusted root.
 */
import * as pkijs from 'pkijs';
import { buildChain } from './chain';
import { checkCms, TST_INFO } from './verify-cms';
import { readDer } from './verify-der';
import { parseCertificate } from './x509';

export function tokenProvesDigest(token: Uint8Array, digest: Uint8Array, trustedRootsDer: Uint8Array[]): { genTime: Date } | null {
  const cms = checkCms(token, TST_INFO, null);
  const problems = cms.problems.filter((p) => p !== 'signing_time_present');
  if (problems.length || !cms.eContent || !cms.signer) return null;
  const schema = readDer(cms.eContent);
  if (!schema) return null;
  const info = new pkijs.TSTInfo({ schema });
  if (!Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView).equals(Buffer.from(digest))) return null;
  const chain = buildChain({
    leaf: cms.signer,
    pool: cms.certificates,
    roots: trustedRootsDer.map(parseCertificate),
    at: info.genTime,
    purpose: 'timestamping',
  });
  return chain.path && !chain.problem ? { genTime: info.genTime } : null;
}
