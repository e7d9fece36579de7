/**
 * Whether contract templates are used by sign tasks: the ONE place that knows how sign tasks
 * refer to templates. Sign tasks come with a later issue; until its migration creates the tables,
 * nothing is in use.
 *
 * The expected schema (the signing issue must create these names, or change this file):
 * - `sign_tasks.template_id`: the principal template of a task;
 * - `sign_task_templates.template_id`: every template of a task, accessories included (optional).
 * A table that does not exist is skipped; an existing table without that column is an error (a
 * loud one, so that this file is updated with the schema).
 */
import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../db/open';

const REFERENCES = [
  { table: 'sign_tasks', column: 'template_id' },
  { table: 'sign_task_templates', column: 'template_id' },
] as const;

/** Existence is checked on every call (cheap), so a table created later is seen at once. */
async function tableExists(db: Db, table: string): Promise<boolean> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const { rows } = postgres
    ? await sql<{ found: number }>`select 1 as found from information_schema.tables where table_name = ${table} limit 1`.execute(db)
    : await sql<{ found: number }>`select 1 as found from sqlite_master where type = 'table' and name = ${table} limit 1`.execute(db);
  return rows.length > 0;
}

/** The ids among `ids` that some sign task uses. `db` may be a transaction. */
export async function templatesInUse(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const used = new Set<number>();
  if (ids.length === 0) return used;
  for (const { table, column } of REFERENCES) {
    if (!(await tableExists(db, table))) continue;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const { rows } = await sql<{ id: number }>`select distinct ${sql.ref(column)} as id from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(chunk)})`.execute(db);
      for (const row of rows) used.add(Number(row.id));
    }
  }
  return used;
}

/** Whether any sign task uses template `id`: such a template cannot be deleted. */
export async function isTemplateInUse(db: Db, id: number): Promise<boolean> {
  return (await templatesInUse(db, [id])).has(id);
}
