/**
 * PDF bytes addressed by their SHA-256. The database keeps only the hash of each version; the
 * bytes live here, written and synced to disk before the transaction that refers to them
 * commits, so a crash leaves at worst an unreferenced file, never a row without its bytes.
 * On PostgreSQL the bytes are rows of the shared database (database-document-store.ts). An
 * S3-compatible object store could implement the same interface: the object key is the hash,
 * put is idempotent (a PUT of the same bytes changes nothing) and get answers null on 404.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export interface StoredDocument {
  sha256: string;
  size: number;
}

export interface DocumentStore {
  put(bytes: Uint8Array): Promise<StoredDocument>;
  /** The bytes, or null when nothing is stored under that hash. */
  get(sha256: string): Promise<Uint8Array | null>;
  has(sha256: string): Promise<boolean>;
}

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export class DocumentStoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentStoreError';
  }
}

export function assertHash(sha256: string): void {
  // Checked before any path is built from it: nothing but 64 lowercase hex digits reaches the filesystem.
  if (typeof sha256 !== 'string' || !SHA256_HEX.test(sha256))
    throw new DocumentStoreError(`not a SHA-256: ${JSON.stringify(sha256).slice(0, 80)}`);
}

const TEMP_SUFFIX = '.tmp';
/** Temporary files this old were left by a crash, not by a write in progress. */
const STALE_TEMP_MS = 60 * 60_000;

/** Files under `dir`, one per hash (`<dir>/<sha256>`); the folder is created if missing. */
export function createFileDocumentStore(dir: string): DocumentStore {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('.') || !name.endsWith(TEMP_SUFFIX)) continue;
    try {
      if (Date.now() - statSync(join(dir, name)).mtimeMs > STALE_TEMP_MS) unlinkSync(join(dir, name));
    } catch {
      // Another process removed or renamed it meanwhile.
    }
  }
  const pathOf = (sha256: string) => join(dir, sha256);
  const sizeOf = async (path: string): Promise<number | null> => {
    try {
      return (await stat(path)).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const syncDir = async () => {
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  };
  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      const target = pathOf(sha256);
      // Same name means same content; a file of another size is a torn write from elsewhere and is replaced.
      if ((await sizeOf(target)) !== bytes.byteLength) {
        const temp = join(dir, `.${sha256}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`);
        const file = await open(temp, 'wx', 0o644);
        try {
          await file.writeFile(bytes);
          await file.sync();
        } catch (error) {
          await file.close();
          await unlink(temp).catch(() => undefined);
          throw error;
        }
        await file.close();
        await rename(temp, target);
        // The rename itself must survive a crash: sync the directory entry too.
        await syncDir();
      }
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      assertHash(sha256);
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await readFile(pathOf(sha256)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // A signed PDF that changed on disk must not be served as the original.
      if (sha256Hex(bytes) !== sha256) throw new DocumentStoreError(`stored document ${sha256} is damaged`);
      return bytes;
    },
    async has(sha256) {
      assertHash(sha256);
      return (await sizeOf(pathOf(sha256))) !== null;
    },
  };
}

/** Bytes kept in memory: the Umi mock server, whose database lives in memory too. */
export function createMemoryDocumentStore(): DocumentStore {
  const files = new Map<string, Uint8Array>();
  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      if (!files.has(sha256)) files.set(sha256, new Uint8Array(bytes));
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      assertHash(sha256);
      const bytes = files.get(sha256);
      // A copy: a caller changing its bytes must not change what is stored.
      return bytes ? new Uint8Array(bytes) : null;
    },
    async has(sha256) {
      assertHash(sha256);
      return files.has(sha256);
    },
  };
}
