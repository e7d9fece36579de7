/**
 * PDF bytes addressed by their SHA-256. The database keeps only the hash of each version; the
 * bytes live here, written and synced to disk before the transaction that refers to them
 * commits, so a crash leaves at worst an unreferenced file, never a row without its bytes.
 * An S3-compatible object store can implement the same interface (put is idempotent: the key
 * is the content's hash).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readFile, rename, stat } from 'node:fs/promises';
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

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function assertHash(sha256: string): void {
  // Checked before any path is built from it.
  if (!SHA256_HEX.test(sha256)) throw new Error(`not a SHA-256: ${JSON.stringify(sha256).slice(0, 80)}`);
}

/** Files under `dir`, one per hash; created if missing. */
export function createFileDocumentStore(dir: string): DocumentStore {
  mkdirSync(dir, { recursive: true });
  const pathOf = (sha256: string) => join(dir, sha256);
  const exists = async (path: string) => {
    try {
      await stat(path);
      return true;
    } catch {
      return false;
    }
  };
  return {
    async put(bytes) {
      const sha256 = sha256Hex(bytes);
      const target = pathOf(sha256);
      if (!(await exists(target))) {
        const temp = join(dir, `.${sha256}.${randomBytes(6).toString('hex')}.tmp`);
        const file = await open(temp, 'wx', 0o600);
        try {
          await file.writeFile(bytes);
          await file.sync();
        } finally {
          await file.close();
        }
        await rename(temp, target);
        // The rename itself must survive a crash: sync the directory entry too.
        const folder = await open(dir, 'r');
        try {
          await folder.sync();
        } finally {
          await folder.close();
        }
      }
      return { sha256, size: bytes.byteLength };
    },
    async get(sha256) {
      assertHash(sha256);
      try {
        return new Uint8Array(await readFile(pathOf(sha256)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(sha256) {
      assertHash(sha256);
      return exists(pathOf(sha256));
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
      return files.get(sha256) ?? null;
    },
    async has(sha256) {
      assertHash(sha256);
      return files.has(sha256);
    },
  };
}
