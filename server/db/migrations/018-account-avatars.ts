/**
 * Account pictures, apart from `accounts` (whose rows every request reads with the session):
 * one PNG per account, made square and small by the browser, checked by structure on upload.
 */
import type { Kysely } from 'kysely';
import { bytesType } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('account_avatars')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('png', bytesType(db), (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
