/**
 * Documents as rows of the database (`documents`), for servers on several machines sharing one
 * PostgreSQL: every process reads what any process wrote, and a backup of the database (pg_dump)
 * holds the signed PDFs together with the rows and audit chains that refer to them. The row is
 * committed before the transaction that refers to its hash, as with files (file-document-store.ts).
 */
import type { Db } from '../db/open';
import { assertHash, DocumentStoreError, sha256Hex, type DocumentStore } from './document-store';

export function createDatabaseDocumentStore(db: Db, now: () => Date = () => new Date()): DocumentStore {
  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      // Same key means same content: a second writer of the same bytes changes nothing.
      await db
        .insertInto('documents')
        .values({ sha256, bytes: Buffer.from(bytes), size: bytes.byteLength, created_at: now().toISOString() })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      assertHash(sha256);
      const row = await db.selectFrom('documents').select('bytes').where('sha256', '=', sha256).executeTakeFirst();
      if (!row) return null;
      const bytes = new Uint8Array(row.bytes);
      if (sha256Hex(bytes) !== sha256) throw new DocumentStoreError(`stored document ${sha256} is damaged`);
      return bytes;
    },
    async has(sha256) {
      assertHash(sha256);
      return (await db.selectFrom('documents').select('sha256').where('sha256', '=', sha256).executeTakeFirst()) !== undefined;
    },
  };
}
