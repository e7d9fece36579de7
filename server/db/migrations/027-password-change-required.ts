/**
 * A password an administrator set (a new account's first password, or a reset) is known to
 * someone besides its owner: the owner must replace it before doing anything else. Set when an
 * administrator sets a password, cleared when the owner sets their own (docs/api.md, "Sessions").
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('accounts')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
