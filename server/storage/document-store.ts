/**
 * PDF bytes addressed by their SHA-256. The database keeps only the hash of each version; the
 * bytes live in the store, written and synced before the transaction that refers to them
 * commits, so a crash leaves at worst an unreferenced file, never a row without its bytes.
 * Three stores: files on disk (file-document-store.ts), rows of the shared PostgreSQL database
 * (database-document-store.ts) and memory for the mock server (memory-document-store.ts). An
 * S3-compatible object store could implement the same interface: the object key is the hash,
 * put is idempotent (a PUT of the same bytes changes nothing) and get answers null on 404.
 */
import { createHash } from 'node:crypto';

export interface StoredDocument {
  sha256: string;
  size: number;
}

export interface DocumentStore {
  put(bytes: Uint8Array): Promise<StoredDocument>;
  /** The bytes, or null when nothing is stored under that hash. */
  get(sha256: string): Promise<Uint8Array | null>;
  has(sha256: string): Promise<boolean>;
  /**
   * A file store's folder: the signing workers read and write its files themselves (one of them
   * opens the same folder), so that a batch's PDFs never cross to the thread that answers HTTP.
   */
  readonly folder?: string;
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
