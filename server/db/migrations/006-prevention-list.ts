/** The prevention list: people (by resident ID number) who must not be sent a contract. */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('prevention_list'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('prevention_list_name').on('prevention_list').column('name').execute();
}
