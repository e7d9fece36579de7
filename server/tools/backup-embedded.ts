/**
 * A consistent copy of an embedded install while it runs: the SQLite file through SQLite's
 * online backup API (a snapshot of committed transactions; writers are not stopped), then the
 * documents and PKI folders. Documents are written before any row names them and never change,
 * so copying them after the snapshot gives the copy every document its rows name.
 */
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/open';

export interface BackupReport {
  file: string;
  documents: number;
}

export async function backupEmbedded(options: { from: DatabaseHandle; dataDir: string; to: string }): Promise<BackupReport> {
  const { from, dataDir, to } = options;
  if (!from.sqlite) throw new Error('the online backup is for the embedded SQLite database; use pg_dump for PostgreSQL');
  if (existsSync(to) && readdirSync(to).length > 0) throw new Error(`${to} is not empty`);
  mkdirSync(to, { recursive: true });
  const file = join(to, 'esign.sqlite');
  await from.sqlite.backup(file);
  for (const folder of ['documents', 'pki']) {
    // Temporary files of a write in progress are left behind.
    const source = join(dataDir, folder);
    if (existsSync(source)) cpSync(source, join(to, folder), { recursive: true, filter: (path) => !/\.tmp$|\.lock$/.test(path) });
  }
  const documents = existsSync(join(to, 'documents')) ? readdirSync(join(to, 'documents')).length : 0;
  return { file, documents };
}
