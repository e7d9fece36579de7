/**
 * Background work: `jobs` with leases (several server processes share them; a dead process's
 * lease runs out and another takes the job over), batches of company signing with one row per
 * task, and the reason a scheduled send was refused.
 */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON: what the job works on (a batch id…).
    .addColumn('payload', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();
  // One recurring job per kind that has a `key` (the sweeper), however many processes start.
  await db.schema.createIndex('jobs_kind_payload').on('jobs').columns(['kind', 'payload']).unique().execute();

  await withId(db, db.schema.createTable('batches'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('initiator_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('batches_company').on('batches').columns(['company_id', 'id']).execute();

  await db.schema
    .createTable('batch_items')
    .addColumn('batch_id', 'integer', (c) => c.notNull().references('batches.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull().references('sign_tasks.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    // A message key and its parameters (JSON), translated when read.
    .addColumn('error', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_items_pk', ['batch_id', 'task_id'])
    .execute();
  await db.schema.createIndex('batch_items_status').on('batch_items').columns(['batch_id', 'status']).execute();

  await db.schema.alterTable('sign_tasks').addColumn('send_error', 'text').execute();
}
