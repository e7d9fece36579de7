/**
 * What the platform CA has issued and revoked (docs/signatures.md, "Revocation"): every signer
 * certificate by serial, so that the OCSP responder answers good, revoked or unknown and the CRL
 * lists what was revoked; and the CRLs last signed, so that every process serves the same one.
 */
import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('pki_certificates')
    .addColumn('serial', 'text', (c) => c.primaryKey())
    // SHA-256 of the issuing CA's certificate: a CA answers only for its own.
    .addColumn('issuer_sha256', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .addColumn('task_id', 'integer')
    .addColumn('certificate', bytesType(db), (c) => c.notNull())
    .addColumn('not_after', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revocation_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pki_certificates_company').on('pki_certificates').columns(['company_id', 'kind']).execute();
  await db.schema.createIndex('pki_certificates_task').on('pki_certificates').columns(['task_id']).execute();
  await db.schema.createIndex('pki_certificates_revoked').on('pki_certificates').columns(['issuer_sha256', 'revoked_at']).execute();
  await db.schema
    .createTable('pki_crls')
    .addColumn('issuer_sha256', 'text', (c) => c.primaryKey())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('crl', bytesType(db), (c) => c.notNull())
    .addColumn('this_update', 'text', (c) => c.notNull())
    .addColumn('next_update', 'text', (c) => c.notNull())
    // How many revocations it lists: a newer revocation makes it stale at once.
    .addColumn('revoked_count', 'integer', (c) => c.notNull())
    .execute();
}
