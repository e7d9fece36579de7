/**
 * The registry of certificates the platform CA issued (pki_certificates): written in the same
 * transaction as the act that used the certificate, read by the OCSP responder and the CRL.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/open';
import type { RevocationReason } from '../../signatures';

export const fingerprint = (der: Uint8Array) => createHash('sha256').update(der).digest('hex');

export interface IssuedCertificate {
  serial: string;
  issuerDer: Uint8Array;
  kind: 'company' | 'employee' | 'evidence';
  companyId?: number;
  taskId?: number;
  certificateDer: Uint8Array;
  notAfter: Date;
}

export async function recordCertificate(db: Db, issued: IssuedCertificate, at: string): Promise<void> {
  await db
    .insertInto('pki_certificates')
    .values({
      serial: issued.serial,
      issuer_sha256: fingerprint(issued.issuerDer),
      kind: issued.kind,
      company_id: issued.companyId ?? null,
      task_id: issued.taskId ?? null,
      certificate: Buffer.from(issued.certificateDer),
      not_after: issued.notAfter.toISOString(),
      created_at: at,
    })
    .onConflict((oc) => oc.column('serial').doNothing())
    .execute();
}

/**
 * Revokes the company's certificate (suspended, renamed, a new credit code or seal: what it
 * certifies no longer holds) and forgets it, so that its next signing is issued a new one.
 */
export async function revokeCompanyCertificate(
  db: Db,
  { companyId, reason, at }: { companyId: number; reason: RevocationReason; at: string },
): Promise<void> {
  await db
    .updateTable('pki_certificates')
    .set({ revoked_at: at, revocation_reason: reason })
    .where('company_id', '=', companyId)
    .where('kind', '=', 'company')
    .where('revoked_at', 'is', null)
    .execute();
  await db.deleteFrom('company_certificates').where('company_id', '=', companyId).execute();
}
