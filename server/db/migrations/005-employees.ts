/** Employees (signing users) of client companies. */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('employees'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('id_number', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('entry_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('employees_company_id_number', ['company_id', 'id_number'])
    .execute();
  await db.schema.createIndex('employees_company_department').on('employees').columns(['company_id', 'department_id']).execute();
  await db.schema.createIndex('employees_name').on('employees').column('name').execute();
}
