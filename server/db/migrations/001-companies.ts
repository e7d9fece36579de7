/** Client companies and their departments. */
import type { Kysely } from 'kysely';
import { bytesType, withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('companies'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('credit_code', 'text', (c) => c.notNull().unique())
    .addColumn('legal_person', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seal_png', bytesType(db))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_name').on('companies').column('name').execute();

  await withId(db, db.schema.createTable('departments'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('departments_company_name', ['company_id', 'name'])
    .execute();
}
