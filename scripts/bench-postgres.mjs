/**
 * The 1,000,000-row benchmarks' PostgreSQL: a throwaway PostgreSQL 15 with its default durability,
 * migrated, handed to `run`, then closed and removed whatever `run` did.
 */
import { openDatabase } from '../server/db/open.ts';
import { migrate } from '../server/db/migrate.ts';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

export async function onThrowawayPostgres(run) {
  const postgres = await startThrowawayPostgres({ durable: true });
  const handle = openDatabase(postgres.url);
  try {
    await migrate(handle.db);
    return await run(handle, postgres.url);
  } finally {
    await handle.close();
    postgres.stop();
  }
}
