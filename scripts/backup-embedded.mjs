/**
 * npm run db:backup -- --data-dir ./data --to ./backups/2026-11-23
 * A consistent copy of the embedded install (SQLite file, documents, PKI) while the server runs
 * (server/tools/backup-embedded.ts). The copy is a DATA_DIR of its own: start a server on it to
 * restore. For PostgreSQL: pg_dump (docs/deploy.md).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open.ts';
import { backupEmbedded } from '../server/tools/backup-embedded.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: './data' }, to: { type: 'string' } } });
if (!values.to) {
  console.error('usage: npm run db:backup -- --data-dir ./data --to ./backups/<name>');
  process.exit(2);
}
const from = openDatabase(join(values['data-dir'], 'esign.sqlite'));
try {
  const report = await backupEmbedded({ from, dataDir: values['data-dir'], to: values.to });
  console.log(`[backup] ${report.file} and ${report.documents} documents`);
} catch (error) {
  console.error(`[backup] failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await from.close();
}
