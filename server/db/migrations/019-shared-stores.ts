/**
 * What a folder of DATA_DIR holds on one machine, as tables for servers on several machines
 * sharing one PostgreSQL: signed documents by their SHA-256 (storage/database-document-store.ts)
 * and the platform PKI's files (signatures/pki-files.ts: certificates, encrypted keys). SQLite
 * deployments keep using the folders; the tables stay empty there.
 */
import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('documents')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('bytes', bytesType(db), (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('pki_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
