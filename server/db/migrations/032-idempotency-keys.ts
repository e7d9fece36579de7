/**
 * `Idempotency-Key` on the creating routes (docs/api.md, "Idempotency"): the first answer to a
 * caller's key, kept a day, so that a retry gets it again instead of creating twice. A row with
 * no status is a request still running.
 */
import type { Kysely } from 'kysely';
import { withId } from '../dialect';

export async function up(db: Kysely<any>) {
  await withId(db, db.schema.createTable('idempotency_keys'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    // `POST /api/sign-tasks`: a key names one request, on one route.
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('idempotency_keys_key').on('idempotency_keys').columns(['account_id', 'key']).unique().execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').columns(['created_at']).execute();
}
