/** Back-office accounts, their sessions, and the shared rate-limit counters. */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('accounts'))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('password_strength', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
    .addColumn('mobile', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('enabled'))
    .addColumn('last_login_at', 'text')
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('notify_user_message', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_system_message', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('notify_todo', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('security_question', 'text')
    .addColumn('backup_email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mfa_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_company').on('accounts').columns(['company_id', 'department_id']).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
  await db.schema.createIndex('sessions_expires').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
}
