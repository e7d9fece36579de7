/**
 * The evidence report of each completed task, made once at completion and kept (docs/signatures.md,
 * "Evidence"): the report's PDF in the document store, signed by the platform, and the audit
 * chain's head at completion with the timestamp token over it, so that a chain rewritten in the
 * database afterwards no longer matches a head a TSA dated.
 */
import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('sign_evidence')
    .addColumn('task_id', 'integer', (c) => c.primaryKey().references('sign_tasks.id').onDelete('cascade'))
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('head_sequence', 'integer', (c) => c.notNull())
    .addColumn('head_hash', 'text', (c) => c.notNull())
    .addColumn('head_token', bytesType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
