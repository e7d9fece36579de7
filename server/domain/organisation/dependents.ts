/**
 * "Still in use" checks before a delete: the rows of other tables that reference a record,
 * counted per table. Each entity keeps its list of dependents with its delete (delete-company.ts,
 * delete-department.ts, delete-employee.ts); a table that does not exist (an older schema) counts 0.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/open';

export interface Dependent<P extends string = string> {
  /** Name of the count in the refusal message's parameters. */
  param: P;
  table: string;
  column: string;
  /** Also match this column to the record's company (lets the count use a company-first index). */
  companyColumn?: string;
}

const tableNames = new WeakMap<object, Promise<Set<string>>>();

/**
 * The tables of the database, read once per connection `cacheKey` (migrations run before the
 * app), through `db`: inside a transaction that must be the transaction itself, since the
 * connection is held by it.
 */
function existingTables(db: Db, cacheKey: Db): Promise<Set<string>> {
  let names = tableNames.get(cacheKey);
  if (!names) {
    names = db.introspection.getTables().then((tables) => new Set(tables.map((t) => t.name)));
    names.catch(() => tableNames.delete(cacheKey));
    tableNames.set(cacheKey, names);
  }
  return names;
}

/** How many rows of each dependent table reference `id` (0 for tables not created yet). `db` may
 * be a transaction; `schemaDb` is the plain connection, the key of the cached table list.
 * `companyId` is the record's company, for dependents with a `companyColumn`. */
export async function countDependents<P extends string>(
  db: Db,
  { schemaDb, dependents, id, companyId }: { schemaDb: Db; dependents: readonly Dependent<P>[]; id: number; companyId?: number },
): Promise<Record<P, number>> {
  const tables = await existingTables(db, schemaDb);
  const counts = {} as Record<P, number>;
  for (const { param, table, column, companyColumn } of dependents) {
    if (!tables.has(table)) {
      counts[param] = 0;
      continue;
    }
    const company = companyColumn && companyId !== undefined ? sql` and ${sql.ref(companyColumn)} = ${companyId}` : sql``;
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${id}${company}`.execute(db);
    counts[param] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}

export function anyDependents(counts: Record<string, number>): boolean {
  return Object.values(counts).some((n) => n > 0);
}
