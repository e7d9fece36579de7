/**
 * Messages that leave the building (docs/messages.md): the outbox every text and mail passes
 * through, sent by the jobs runner with retries; the workers' own sign-in on `/my` (codes and
 * sessions of their own, apart from the back office's); the per-company identity check before
 * signing and when a task's worker passed it; the nonce signing links are derived from; an
 * employee's optional email address.
 * The dev outbox of old held only development texts: it is dropped.
 */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('messages'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // JSON [[name, value], ...] in the kind's order; codes and links are blanked once sent.
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text')
    .addColumn('error', 'text')
    .addColumn('task_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('delivered_at', 'text')
    .execute();
  await db.schema.createIndex('messages_recipient').on('messages').columns(['recipient', 'id']).execute();
  await db.schema.createIndex('messages_task').on('messages').columns(['task_id', 'id']).execute();
  await db.schema.createIndex('messages_provider_id').on('messages').columns(['provider', 'provider_id']).execute();
  await db.schema.createIndex('messages_status').on('messages').columns(['status', 'id']).execute();
  await db.schema.dropTable('dev_outbox').execute();

  await withId(db, db.schema.createTable('worker_codes'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('worker_codes_mobile').on('worker_codes').columns(['mobile', 'id']).execute();

  await withId(db, db.schema.createTable('worker_sessions'))
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('companies')
    .addColumn('verify_identity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sign_tasks').addColumn('identity_verified_at', 'text').execute();
  // With the task's id, what its signing link is derived from (signing-link.ts); null: a link of before.
  await db.schema.alterTable('sign_tasks').addColumn('link_nonce', 'text').execute();
  await db.schema
    .alterTable('employees')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
