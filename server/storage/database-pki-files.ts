/** The PKI's files as rows of `pki_files`, for servers sharing one database (signatures/pki-files.ts). */
import type { Db } from '../db/open';
import { complete, PkiFilesError, type FileSet, type PkiFiles } from '../signatures/pki-files';

export function databasePkiFiles(db: Db, now: () => Date = () => new Date()): PkiFiles {
  const read = async (names: string[]): Promise<Partial<FileSet>> => {
    const rows = await db.selectFrom('pki_files').select(['name', 'bytes']).where('name', 'in', names).execute();
    return Object.fromEntries(rows.map((row) => [row.name, new Uint8Array(row.bytes)]));
  };
  const where = 'the pki_files table';
  return {
    where,
    read: async (names) => complete(names, await read(names), where),
    async readOrCreate(names, make) {
      const found = complete(names, await read(names), where);
      if (found) return found;
      const made = await make();
      // One transaction: the set is stored whole. A process that made its own set meanwhile finds
      // the names taken, stores nothing, and reads back the set that won.
      await db.transaction().execute((trx) =>
        trx
          .insertInto('pki_files')
          .values(names.map((name) => ({ name, bytes: Buffer.from(made[name]), created_at: now().toISOString() })))
          .onConflict((oc) => oc.column('name').doNothing())
          .execute(),
      );
      const stored = complete(names, await read(names), where);
      if (!stored) throw new PkiFilesError(`${where}: ${names.join(', ')} were not stored`);
      return stored;
    },
  };
}
