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

/** A CA's current CRL and what decides whether it is still current. */
interface CrlRecord {
  der: Uint8Array;
  issuer: string;
  thisUpdate: number;
  revokedCount: number;
}

/** Whether `crl` may still be given: no revocation since it was signed, and signed less than a day ago. */
const stillCurrent = (crl: { revokedCount: number; thisUpdate: number }, revokedNow: number, now: Date) =>
  crl.revokedCount === revokedNow && now.getTime() - crl.thisUpdate < REFRESH_AFTER_MS;

async function currentCrlRecord(deps: Pick<Deps, 'db' | 'now' | 'signing'>, which: CrlIssuer): Promise<CrlRecord | null> {
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
  if (stored && stillCurrent({ revokedCount: stored.revoked_count, thisUpdate: Date.parse(stored.this_update) }, revoked.length, now)) {
    return { der: new Uint8Array(stored.crl), issuer, thisUpdate: Date.parse(stored.this_update), revokedCount: stored.revoked_count };
  }
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
  return { der: crl, issuer, thisUpdate: now.getTime(), revokedCount: revoked.length };
}

/** The current CRL's DER, or null when that CA's key is not the platform's (a configured PKCS#12). */
export async function currentCrl(deps: Pick<Deps, 'db' | 'now' | 'signing'>, which: CrlIssuer): Promise<Uint8Array | null> {
  return (await currentCrlRecord(deps, which))?.der ?? null;
}

const ISSUERS: CrlIssuer[] = ['root', 'ca'];

/** The current CRLs of the root and the issuing CA, those the platform signs. */
export async function currentCrls(deps: Pick<Deps, 'db' | 'now' | 'signing'>): Promise<Uint8Array[]> {
  return (await Promise.all(ISSUERS.map((which) => currentCrl(deps, which)))).filter((crl): crl is Uint8Array => crl !== null);
}

/**
 * currentCrls for the tasks of one part of a batch: each CRL is read (or signed) once, then given
 * again while the rule of currentCrlRecord keeps it current, which one query counting the
 * revocations checks at every call (the full reads were 4 queries a task, a tenth of the batch's
 * SQL). A revocation by any process is thus in the next task's DSS, as without the cache.
 */
export function crlsOfPart(deps: Pick<Deps, 'db' | 'now' | 'signing'>): () => Promise<Uint8Array[]> {
  // A promise: the tasks sealed at once at the start of a part wait for one read.
  let known: Promise<CrlRecord[]> | undefined;
  const read = async () => {
    const reading = Promise.all(ISSUERS.map((which) => currentCrlRecord(deps, which))).then((crls) =>
      crls.filter((crl): crl is CrlRecord => crl !== null),
    );
    known = reading;
    reading.catch(() => (known = undefined));
    return (await reading).map((crl) => crl.der);
  };
  return async () => {
    if (!known) return read();
    const crls = await known;
    const now = deps.now();
    const revoked = new Map<string, number>();
    if (crls.length > 0) {
      const rows = await deps.db
        .selectFrom('pki_certificates')
        .select((eb) => ['issuer_sha256', eb.fn.countAll<number>().as('revoked')])
        .where(
          'issuer_sha256',
          'in',
          crls.map((crl) => crl.issuer),
        )
        .where('revoked_at', 'is not', null)
        .groupBy('issuer_sha256')
        .execute();
      for (const row of rows) revoked.set(row.issuer_sha256, Number(row.revoked));
    }
    if (crls.every((crl) => stillCurrent(crl, revoked.get(crl.issuer) ?? 0, now))) return crls.map((crl) => crl.der);
    return read();
  };
}
