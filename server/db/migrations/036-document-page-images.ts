/**
 * Each contract page drawn for the employee's phone (pdf/page-image.ts), kept once drawn: the
 * image's bytes live in the document store like the PDFs, addressed by their own hash; a row
 * names which page of which PDF version at which width they show. A version's bytes never change,
 * so neither does its image.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('document_page_images')
    .addColumn('document_sha256', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('image_sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_page_images_key', ['document_sha256', 'page', 'width'])
    .execute();
}
