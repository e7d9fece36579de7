/**
 * When each completed document's long-term data (its DSS and document timestamp) must be renewed
 * (docs/signatures.md, "How long a contract stays verifiable"): a year before the timestamping
 * certificate that made its newest document timestamp ends. Only the newest version of a
 * document carries a date; documents completed before B-LTA get one at once, so that the renewal
 * job gives them long-term data too.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>) {
  await db.schema.alterTable('sign_document_versions').addColumn('renew_by', 'text').execute();
  await db.schema.createIndex('sign_document_versions_renew_by').on('sign_document_versions').column('renew_by').execute();
  await sql`
    update sign_document_versions set renew_by = created_at
    where stage = 'completed'
      and id in (select max(id) from sign_document_versions group by document_id)
  `.execute(db);
}
