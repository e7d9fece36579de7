/** Brings a database to the current schema and, when it is empty, fills it with demo data. */
import { migrate } from './migrate';
import type { Db } from './open';
import { isDatabaseEmpty, seedDemoData } from './seed';

export interface PrepareOptions {
  /** Seed an empty database with demo data (off with SEED=none). */
  seed: boolean;
  now?: () => Date;
}

export async function prepareDatabase(db: Db, options: PrepareOptions): Promise<{ seeded: boolean }> {
  await migrate(db, options.now);
  if (!options.seed || !(await isDatabaseEmpty(db))) return { seeded: false };
  await seedDemoData(db, options.now);
  return { seeded: true };
}
