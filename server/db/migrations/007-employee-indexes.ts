/**
 * Indexes for the employee list at millions of rows (measured by `npm run bench:employees`).
 * Every list is scoped to a company (or a department of one), filtered, sorted and paged, so the
 * indexes lead with the scope, then the equality filters, then the sort column, and end with the
 * id (SQLite's rowid; a last column on PostgreSQL): the page query (ids only) and the count read
 * the index alone, and "sort column, then id" needs no sorting step.
 */
import type { Kysely } from 'kysely';
import { endingWithId } from '../dialect';

/** [name, columns]: exported so the benchmark can drop and recreate them (before/after figures). */
export const EMPLOYEE_INDEXES: Array<[string, string[]]> = [
  // Company lists in id order (the default sort), and by status then id.
  ['employees_company', ['company_id']],
  ['employees_company_status', ['company_id', 'status']],
  // Filtered by status and sorted by entry date; or sorted by entry date.
  ['employees_company_status_entry', ['company_id', 'status', 'entry_date']],
  ['employees_company_entry', ['company_id', 'entry_date']],
  // Sorted by name; "name contains" reads names, status and entry dates from here, not from the
  // table (the name sort then orders ties by id in a small extra step).
  ['employees_company_name', ['company_id', 'name', 'status', 'entry_date']],
  // Department users' lists (and the department filter): by status and entry date, or by name.
  ['employees_company_department_status_entry', ['company_id', 'department_id', 'status', 'entry_date']],
  ['employees_company_department_name', ['company_id', 'department_id', 'name', 'status', 'entry_date']],
  // Exact searches; the prevented filter looks employees up by ID number.
  ['employees_id_number', ['id_number']],
  ['employees_mobile', ['mobile']],
];

/** The index of migration 005 that the ones above make redundant (a prefix of one here): dropped,
 * so inserts maintain one fewer. (005's `employees_name` stays: the narrowest index holding the
 * names, it is what an admin's "name contains" over every company scans.) */
export const SUPERSEDED_INDEXES: Array<[string, string[]]> = [['employees_company_department', ['company_id', 'department_id']]];

export async function up(db: Kysely<any>) {
  for (const [name] of SUPERSEDED_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  for (const [name, columns] of EMPLOYEE_INDEXES) {
    await db.schema.createIndex(name).ifNotExists().on('employees').columns(endingWithId(db, columns)).execute();
  }
}
