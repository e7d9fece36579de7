/**
 * The organisation audit log: actions on records that someone must be able to account for later
 * (an export with full ID numbers). Append-only; a company's admin reads its own company's.
 */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('audit_events'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    // JSON: what the action covered (filters, row count).
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_events_company').on('audit_events').columns(['company_id', 'id']).execute();
}
