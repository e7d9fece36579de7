/**
 * Signing: sign tasks, the documents of each task (one per template) with a row per stored PDF
 * version, the audit trail as a hash chain, the employee's texted codes, and each company's
 * signing certificate (its key encrypted). PDF bytes live in the document store, by SHA-256.
 */
import type { Kysely } from 'kysely';
import { bytesType, withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('sign_tasks'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('employee_id', 'integer', (c) => c.notNull().references('employees.id'))
    // The principal template; every template of the task is in sign_task_templates.
    .addColumn('template_id', 'integer', (c) => c.notNull().references('contract_templates.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    // JSON object: field key → the value filled in (defaults applied).
    .addColumn('field_values', 'text', (c) => c.notNull())
    .addColumn('initiator_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('send_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('deadline', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('batch_id', 'integer')
    .addColumn('reject_reason', 'text')
    .addColumn('revoke_reason', 'text')
    // SHA-256 of the signing link's token: the token itself is only ever texted.
    .addColumn('link_hash', 'text')
    .addColumn('link_created_at', 'text')
    .addColumn('reminded_at', 'text')
    // Hash of the newest audit event, written with it: a row appended or removed at the end of the
    // chain no longer matches it.
    .addColumn('last_event_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_tasks_link').on('sign_tasks').column('link_hash').unique().execute();
  // The list: scope (company, department), status tabs, newest first.
  await db.schema.createIndex('sign_tasks_company_status').on('sign_tasks').columns(['company_id', 'status', 'id']).execute();
  await db.schema.createIndex('sign_tasks_department_status').on('sign_tasks').columns(['department_id', 'status', 'id']).execute();
  await db.schema.createIndex('sign_tasks_status').on('sign_tasks').columns(['status', 'id']).execute();
  await db.schema.createIndex('sign_tasks_employee').on('sign_tasks').column('employee_id').execute();
  await db.schema.createIndex('sign_tasks_template').on('sign_tasks').column('template_id').execute();
  await db.schema.createIndex('sign_tasks_batch').on('sign_tasks').column('batch_id').execute();
  await db.schema.createIndex('sign_tasks_deadline').on('sign_tasks').columns(['status', 'deadline']).execute();
  await db.schema.createIndex('sign_tasks_send_at').on('sign_tasks').columns(['status', 'send_at']).execute();

  // The documents of a task: the principal template first (position 0), then the accessories.
  await withId(db, db.schema.createTable('sign_task_templates'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('sign_tasks.id').onDelete('cascade'))
    .addColumn('template_id', 'integer', (c) => c.notNull().references('contract_templates.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addUniqueConstraint('sign_task_templates_task_position', ['task_id', 'position'])
    .execute();
  await db.schema.createIndex('sign_task_templates_template').on('sign_task_templates').column('template_id').execute();

  await withId(db, db.schema.createTable('sign_document_versions'))
    .addColumn('document_id', 'integer', (c) => c.notNull().references('sign_task_templates.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sign_document_versions_stage', ['document_id', 'stage'])
    .execute();
  await db.schema.createIndex('sign_document_versions_sha256').on('sign_document_versions').column('sha256').execute();

  // Append-only; each row's hash covers its content and the previous row's hash.
  await withId(db, db.schema.createTable('sign_events'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('sign_tasks.id').onDelete('cascade'))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    // JSON array: SHA-256 of each document after the action, in document order.
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    // JSON object: reason, batch id…
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addUniqueConstraint('sign_events_task_sequence', ['task_id', 'sequence'])
    .execute();
  await db.schema.createIndex('sign_events_at').on('sign_events').column('at').execute();

  await withId(db, db.schema.createTable('sign_codes'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('sign_tasks.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('sign_codes_task').on('sign_codes').columns(['task_id', 'id']).execute();

  await db.schema
    .createTable('company_certificates')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('certificate', bytesType(db), (c) => c.notNull())
    // The private key (PKCS#8), encrypted with the platform's key-encryption key.
    .addColumn('encrypted_key', bytesType(db), (c) => c.notNull())
    .addColumn('not_after', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
