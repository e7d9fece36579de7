/**
 * Where the platform PKI keeps its few files (the root and timestamp certificates, their
 * encrypted keys, the key-encryption key's salt or the key itself): a folder on one machine
 * (here), a table when servers on several machines share one PostgreSQL
 * (storage/database-pki-files.ts). The files are made once and never
 * change; of several processes starting at once, one makes each set and all read the same set.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export type FileSet = Record<string, Uint8Array>;

export interface PkiFiles {
  /** Where they are, for messages. */
  where: string;
  /**
   * The named files. When any is missing, `make` makes them all, and they are stored together
   * or not at all; a set found half there is refused rather than completed with a new half.
   */
  readOrCreate(names: string[], make: () => Promise<FileSet>): Promise<FileSet>;
  /** The named files when all are there, null when none is (an earlier generation's, say). */
  read(names: string[]): Promise<FileSet | null>;
}

export class PkiFilesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PkiFilesError';
  }
}

/** The set when all of `names` are there, null when none is; a half set is an error. */
export function complete(names: string[], found: Partial<FileSet>, where: string): FileSet | null {
  const present = names.filter((name) => found[name]);
  if (present.length === names.length) return found as FileSet;
  if (present.length > 0) throw new PkiFilesError(`${where}: ${present.join(', ')} without ${names.filter((n) => !found[n]).join(', ')}`);
  return null;
}

/** A lock left by a process that died while holding it is taken over after this long. */
const STALE_LOCK_MS = 30_000;

/** Runs `work` while holding `lockDir` (mkdir is atomic: one process at a time gets it). */
async function exclusively<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      else await sleep(50);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Files in `dir` (0600, created with the folder when missing), each written whole or not at all. */
export function folderPkiFiles(dir: string): PkiFiles {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const read = (names: string[]): Partial<FileSet> =>
    Object.fromEntries(
      names.flatMap((name) => {
        try {
          return [[name, new Uint8Array(readFileSync(join(dir, name)))]];
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        }
      }),
    );
  return {
    where: dir,
    read: async (names) => complete(names, read(names), dir),
    async readOrCreate(names, make) {
      const found = complete(names, read(names), dir);
      if (found) return found;
      return exclusively(join(dir, `${names[0]}.lock`), async () => {
        const again = complete(names, read(names), dir);
        if (again) return again;
        const made = await make();
        // In the order given (a key before its certificate): a crash between two leaves a set
        // that is refused, never a certificate without its key read as whole.
        for (const name of names) {
          const temp = join(dir, `${name}.${randomBytes(6).toString('hex')}.tmp`);
          writeFileSync(temp, made[name], { mode: 0o600 });
          renameSync(temp, join(dir, name));
        }
        return made;
      });
    },
  };
}
