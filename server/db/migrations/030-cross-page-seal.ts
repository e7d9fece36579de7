/**
 * A template may ask for a cross-page seal (骑缝章): the company's seal split across the right
 * edge of every page (docs/signatures.md, "The cross-page seal"). Off for every template until
 * turned on.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>) {
  await db.schema
    .alterTable('contract_templates')
    .addColumn('cross_page_seal', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
