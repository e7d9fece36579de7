/**
 * Notices made by events keep their message (keys and parameters) instead of rendered text, so
 * each reader sees them in their own language, and the link to the thing they are about.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>) {
  await db.schema.alterTable('notices').addColumn('message', 'text').execute();
  await db.schema.alterTable('notices').addColumn('link', 'text').execute();
}
