/** Field help: what a contract field means and how to fill it, per company or shared. */
import { sql, type Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('field_helps'))
    // Null: shared, made by an administrator.
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('example', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index field_helps_key on field_helps (coalesce(company_id, 0), key)`.execute(db);
}
