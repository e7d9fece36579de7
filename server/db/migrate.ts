/**
 * Runs the numbered migrations that have not run yet, each in its own transaction together with
 * its row in `migrations`, so a crash leaves the schema at a known step.
 */
import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations';

export interface MigrateResult {
  applied: number[];
}

export async function migrate(db: Kysely<any>, now: () => Date = () => new Date()): Promise<MigrateResult> {
  await db.schema
    .createTable('migrations')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();

  const rows = await db.selectFrom('migrations').select('id').execute();
  const done = new Set(rows.map((r: { id: number }) => Number(r.id)));
  const known = new Set(migrations.map((m) => m.id));
  const unknown = [...done].filter((id) => !known.has(id));
  if (unknown.length) {
    // The file was migrated by a newer version of the server: refuse rather than guess.
    throw new Error(`Database has migrations this server does not know: ${unknown.join(', ')}`);
  }

  const applied: number[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    await db.transaction().execute(async (trx) => {
      await migration.up(trx);
      await trx.insertInto('migrations').values({ id: migration.id, name: migration.name, applied_at: now().toISOString() }).execute();
    });
    applied.push(migration.id);
  }
  return { applied };
}

/** Ids of the migrations recorded in the database (for tests and diagnostics). */
export async function appliedMigrations(db: Kysely<any>): Promise<number[]> {
  const rows = await sql<{ id: number }>`select id from migrations order by id`.execute(db);
  return rows.rows.map((r) => Number(r.id));
}
