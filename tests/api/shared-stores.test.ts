/**
 * The stores that servers on several machines share through the database (PostgreSQL in
 * production; the same tables on SQLite here unless `npm run test:pg`): signed documents by hash,
 * and the platform PKI's files, made once however many processes start at once.
 */
import { rmSync } from 'node:fs';
import { migrate } from '../../server/db/migrate';
import type { DatabaseHandle } from '../../server/db/open';
import { openPki, PkiFilesError } from '../../server/signatures';
import { createDatabaseDocumentStore } from '../../server/storage/database-document-store';
import { databasePkiFiles } from '../../server/storage/database-pki-files';
import { DocumentStoreError, sha256Hex } from '../../server/storage/document-store';
import { openTestDatabase, raw } from './support/database';
import { tempDir } from './support/harness';

let dir: string;
let handle: DatabaseHandle;
beforeEach(async () => {
  dir = tempDir();
  handle = await openTestDatabase(dir);
  await migrate(handle.db);
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('documents in the database', () => {
  it('stores bytes once by their hash, gives them back and says what it has', async () => {
    const store = createDatabaseDocumentStore(handle.db);
    const bytes = new TextEncoder().encode('%PDF-1.7 a contract');
    const stored = await store.put(bytes);
    expect(stored).toEqual({ sha256: sha256Hex(bytes), size: bytes.byteLength });
    // Two writers of the same bytes, as two processes sealing the same version would be.
    await Promise.all([store.put(bytes), createDatabaseDocumentStore(handle.db).put(bytes)]);
    expect(raw(handle).prepare('select count(*) as n from documents').get()).toEqual({ n: 1 });
    expect([...(await store.get(stored.sha256))!]).toEqual([...bytes]);
    expect(await store.has(stored.sha256)).toBe(true);
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.has('0'.repeat(64))).toBe(false);
  });

  it('refuses bytes changed in the table and anything but a SHA-256 as a key', async () => {
    const store = createDatabaseDocumentStore(handle.db);
    const { sha256 } = await store.put(new TextEncoder().encode('original'));
    await handle.db
      .updateTable('documents')
      .set({ bytes: Buffer.from('altered') })
      .where('sha256', '=', sha256)
      .execute();
    await expect(store.get(sha256)).rejects.toThrow(DocumentStoreError);
    await expect(store.get("' or 1=1 --")).rejects.toThrow(DocumentStoreError);
  });
});

describe('PKI files in the database', () => {
  it('makes a set once when several processes start at once, and every one reads that set', async () => {
    let made = 0;
    const make = async () => {
      made += 1;
      return { 'a.key': new Uint8Array([made]), 'a.pem': new Uint8Array([made, made]) };
    };
    const sets = await Promise.all([1, 2, 3].map(() => databasePkiFiles(handle.db).readOrCreate(['a.key', 'a.pem'], make)));
    expect(new Set(sets.map((set) => `${set['a.key']}|${set['a.pem']}`)).size).toBe(1);
    expect(raw(handle).prepare("select count(*) as n from pki_files where name like 'a.%'").get()).toEqual({ n: 2 });
    // Later starts read it and make nothing.
    const before = made;
    await databasePkiFiles(handle.db).readOrCreate(['a.key', 'a.pem'], make);
    expect(made).toBe(before);
  });

  it('refuses half a set rather than completing it with a new half', async () => {
    await handle.db
      .insertInto('pki_files')
      .values({ name: 'b.key', bytes: Buffer.from([1]), created_at: 'x' })
      .execute();
    await expect(
      databasePkiFiles(handle.db).readOrCreate(['b.key', 'b.pem'], async () => ({
        'b.key': new Uint8Array([2]),
        'b.pem': new Uint8Array([3]),
      })),
    ).rejects.toThrow(PkiFilesError);
  });

  it('gives every server on the database the same root and timestamp certificates, keys sealed', async () => {
    const options = { files: databasePkiFiles(handle.db), keyEncryptionKey: 'a passphrase for the tests' };
    const [first, second] = await Promise.all([openPki(options), openPki({ ...options, files: databasePkiFiles(handle.db) })]);
    expect(Buffer.from(second.rootDer).equals(Buffer.from(first.rootDer))).toBe(true);
    const names = (raw(handle).prepare('select name from pki_files order by name').all() as Array<{ name: string }>).map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['kek.salt', 'root-g2.key', 'root-g2.pem', 'ca-g2.key', 'ca-g2.pem']));
    expect(names.some((n) => /^tsa-g2-[0-9a-f]{16}-\d{4}\.key$/.test(n))).toBe(true);
    // The private keys are stored sealed by the key vault (version byte 1), not as PKCS#8 DER (0x30).
    const key = await handle.db.selectFrom('pki_files').select('bytes').where('name', '=', 'root-g2.key').executeTakeFirstOrThrow();
    expect(key.bytes[0]).toBe(1);
    await expect(openPki({ files: databasePkiFiles(handle.db), keyEncryptionKey: 'the wrong passphrase' })).rejects.toThrow();
  });
});
