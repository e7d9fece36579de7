/**
 * npm run db:move-to-postgres -- --data-dir ./data --to postgres://user:pass@host/db
 * Moves an embedded install (DATA_DIR's SQLite file, documents and PKI) into an empty PostgreSQL
 * database, then checks what arrived (server/tools/move-to-postgres.ts). Stop the server first:
 * writes made during the move would not be in the target. The source is left as it was.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/open.ts';
import { moveToPostgres } from '../server/tools/move-to-postgres.ts';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string', default: './data' }, to: { type: 'string' } } });
const target = values.to ?? process.env.DATABASE_URL;
if (!target || !/^postgres(ql)?:\/\//.test(target)) {
  console.error('usage: npm run db:move-to-postgres -- --data-dir ./data --to postgres://user:password@host:5432/database');
  process.exit(2);
}
const from = openDatabase(join(values['data-dir'], 'esign.sqlite'));
const to = openDatabase(target);
try {
  const report = await moveToPostgres({ from, dataDir: values['data-dir'], to, log: (line) => console.log(`[move] ${line}`) });
  console.log(`[move] done: ${report.documents} documents, ${report.pkiFiles} PKI files, ${report.tasksChecked} audit chains intact`);
} catch (error) {
  console.error(
    `[move] failed: ${error instanceof Error ? error.message : error}. Empty the target (drop and create the database) before trying again.`,
  );
  process.exitCode = 1;
} finally {
  await from.close();
  await to.close();
}
