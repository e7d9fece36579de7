/**
 * The document store as files in one folder, one per hash: each written to a temporary file,
 * synced, renamed into place and its folder synced, so a crash never leaves a torn document.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { assertHash, DocumentStoreError, sha256Hex, type DocumentStore } from './document-store';

const TEMP_SUFFIX = '.tmp';
/** Temporary files this old were left by a crash, not by a write in progress. */
const STALE_TEMP_MS = 60 * 60_000;

/**
 * Files under `dir`, one per hash (`<dir>/<sha256>`); the folder is created if missing and, unless
 * `sweep` is false (a worker thread opening the server's folder), cleared of stale temporary files.
 */
export function createFileDocumentStore(dir: string, { sweep = true }: { sweep?: boolean } = {}): DocumentStore {
  mkdirSync(dir, { recursive: true });
  for (const name of sweep ? readdirSync(dir) : []) {
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
  // Renames that land while a directory sync runs share the next one: a batch storing documents
  // at once syncs the folder a few times, not once per document. A sync covers every rename made
  // before it started, so each caller waits for one that starts after its own rename.
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const startSync = (): Promise<void> => {
    const sync = syncDir().finally(() => {
      if (running === sync) running = null;
    });
    running = sync;
    return sync;
  };
  const syncRenames = (): Promise<void> => {
    if (queued) return queued;
    if (!running) return startSync();
    const after = running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return startSync();
      });
    queued = after;
    return after;
  };
  return {
    folder: dir,
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
        await syncRenames();
      } else if (running || queued) {
        // Renamed by a put still waiting for its folder sync: not durable before that sync.
        await syncRenames();
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
