/**
 * Contract templates (the PDF bytes stored in the row), the accessory templates a principal
 * template lists, and the fields placed on a template's pages.
 */
import { sql, type Kysely } from 'kysely';
import { bytesType, withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('contract_templates'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // Null: a shared template, made by an administrator and seen by every company.
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('page_count', 'integer', (c) => c.notNull())
    // JSON array of {width, height} in points, one per page.
    .addColumn('page_sizes', 'text', (c) => c.notNull())
    .addColumn('pdf', bytesType(db), (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('file_sha256', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Code unique per owner + kind + version; shared templates (company_id null) count as owner 0.
  await sql`create unique index contract_templates_code on contract_templates (coalesce(company_id, 0), kind, code, version)`.execute(db);
  await db.schema.createIndex('contract_templates_company').on('contract_templates').columns(['company_id', 'kind']).execute();

  await db.schema
    .createTable('contract_template_accessories')
    .addColumn('principal_id', 'integer', (c) => c.notNull().references('contract_templates.id').onDelete('cascade'))
    .addColumn('accessory_id', 'integer', (c) => c.notNull().references('contract_templates.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_template_accessories_pk', ['principal_id', 'accessory_id'])
    .execute();
  await db.schema
    .createIndex('contract_template_accessories_accessory')
    .on('contract_template_accessories')
    .column('accessory_id')
    .execute();

  await withId(db, db.schema.createTable('contract_fields'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('contract_templates.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'text')
    .addColumn('constant_value', 'text')
    .addColumn('party', 'text')
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull())
    .addColumn('height', 'double precision', (c) => c.notNull())
    .addColumn('font_size', 'double precision', (c) => c.notNull())
    // JSON array of strings (select fields).
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
    .addUniqueConstraint('contract_fields_template_key', ['template_id', 'key'])
    .execute();
}
