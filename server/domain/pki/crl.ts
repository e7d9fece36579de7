/**
 * The CRLs of the platform's own CAs: the issuing CA's (GET /api/pki/crl: company and employee
 * certificates) and the root's (GET /api/pki/root.crl: the issuing CA and the timestamping
 * certificate). One is signed when none is stored, when a revocation is newer than the stored
 * one, or a day after the last; the signing sweep refreshes them, so a verifier never finds one
 * past its nextUpdate while a server runs.
 */
import { buildCrl, type CaKey, type Pki, type RevocationReason } from '../../signatures';
import type { Deps } from '../deps';
import { fingerprint } from './certificates';

const DAY = 24 * 3600_000;
/** Signed daily, valid a week: a verifier offline for days still finds a current one. */
const REFRESH_AFTER_MS = DAY;
const VALID_FOR_MS = 7 * DAY;

export type CrlIssuer = 'ca' | 'root';

function caOf(pki: Pki, which: CrlIssuer): CaKey | null {
  const ca = which === 'root' ? pki.root : pki.issuingCa;
  return ca?.privateKey ? ca : null;
}

/** The current CRL's DER, or null when that CA's key is not the platform's (a configured PKCS#12). */
export async function currentCrl(deps: Pick<Deps, 'db' | 'now' | 'signing'>, which: CrlIssuer): Promise<Uint8Array | null> {
  const pki = await deps.signing.pki();
  const ca = caOf(pki, which);
  if (!ca) return null;
  const issuer = fingerprint(ca.certificateDer);
  const now = deps.now();
  const [stored, revoked] = await Promise.all([
    deps.db.selectFrom('pki_crls').selectAll().where('issuer_sha256', '=', issuer).executeTakeFirst(),
    deps.db
      .selectFrom('pki_certificates')
      .select(['serial', 'revoked_at', 'revocation_reason'])
      .where('issuer_sha256', '=', issuer)
      .where('revoked_at', 'is not', null)
      .orderBy('serial')
      .execute(),
  ]);
  const fresh = stored && stored.revoked_count === revoked.length && now.getTime() - Date.parse(stored.this_update) < REFRESH_AFTER_MS;
  if (fresh) return new Uint8Array(stored.crl);
  // Minutes since 1970, and always past the last: two processes signing at once in one minute
  // list the same revocations, from the same table.
  const number = Math.max((stored?.number ?? 0) + 1, Math.floor(now.getTime() / 60_000));
  const crl = await buildCrl({
    issuer: { certificateDer: ca.certificateDer, privateKey: ca.privateKey! },
    number,
    thisUpdate: now,
    nextUpdate: new Date(now.getTime() + VALID_FOR_MS),
    revoked: revoked.map((r) => ({
      serial: r.serial,
      revokedAt: new Date(r.revoked_at!),
      reason: r.revocation_reason as RevocationReason,
    })),
  });
  const row = {
    number,
    crl: Buffer.from(crl),
    this_update: now.toISOString(),
    next_update: new Date(now.getTime() + VALID_FOR_MS).toISOString(),
    revoked_count: revoked.length,
  };
  // Two processes signing at once: the higher number stays; both CRLs are valid.
  await deps.db
    .insertInto('pki_crls')
    .values({ issuer_sha256: issuer, ...row })
    .onConflict((oc) => oc.column('issuer_sha256').doUpdateSet(row).where('pki_crls.number', '<', number))
    .execute();
  return crl;
}
