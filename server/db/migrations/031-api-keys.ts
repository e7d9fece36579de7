/**
 * API keys (docs/api.md, "API keys"): a company's systems call the API with
 * `Authorization: Bearer <key>`. Each key acts through an account of its own (a service account:
 * the key's role, company and department, no usable password, never logs in, listed nowhere), so
 * every reference to an account (task initiators, seal grants, audit names) works for keys as is.
 * The table keeps the key's SHA-256, never the key.
 */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('accounts')
    .addColumn('service_account', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('api_keys'))
    .addColumn('account_id', 'integer', (c) => c.notNull().unique().references('accounts.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull().unique())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('last_used_at', 'text')
    .addColumn('use_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('api_keys_company').on('api_keys').columns(['company_id', 'id']).execute();
}
