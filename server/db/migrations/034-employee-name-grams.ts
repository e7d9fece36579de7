/**
 * "Name contains" from an index, on both databases: employee_name_grams holds every distinct
 * character and every distinct pair of adjacent characters (bigram) of each employee's lower-cased
 * name, with the employee's company, status, entry date, department and name, kept by triggers on
 * every insert, delete and change of those columns. Its key (company, gram, status, entry date,
 * employee) makes a search of one or two characters one index range (page and total from it; with
 * a status filter and the entry-date sort, already in order), and a longer search one range of its
 * rarest bigram whose names are then checked; the second index serves an admin's search across
 * every company. Before, SQLite scanned a company's 200,000 names (every company's 1,000,000 for
 * an admin), and PostgreSQL read migration 021's GIN index, then the rows: that index is dropped
 * (every write of a name paid for it; searches with other filters now start from the grams too,
 * employee-filters.ts). The grams are lower()ed by the database as the search lower()s names,
 * so both agree on case (see nameGrams in server/domain/organisation/employees/
 * employee-name-search.ts). Writes pay for it: each new or changed employee writes about four
 * grams to two indexes (measured with `npm run bench:employees`).
 */
import { sql, type Kysely } from 'kysely';
import { createIndexHolding, createPositions, createTableHeldByKey, joinPositions, keepDerivedRows } from '../dialect';

/** SQLite reads grams from this many characters of a name: far beyond the longest the API takes (50). */
const POSITIONS = 1000;

const KEY = ['company_id', 'gram', 'status', 'entry_date', 'employee_id'];
const COLUMNS = ['company_id', 'gram', 'status', 'entry_date', 'employee_id', 'department_id', 'name'];

/** The grams of the employees in `source`: each character (width 1) and each bigram (width 2). */
const gramRows = (db: Kysely<any>) => (source: string) => `
  select distinct r.company_id, substr(lower(r.name), p.position, w.width) as gram, r.status, r.entry_date,
    r.id as employee_id, r.department_id, r.name
  from ${source} as r
  cross join (select 1 as width union all select 2 as width) as w
  ${joinPositions(db, 'p', 'length(r.name) - w.width + 1')}`;

export async function up(db: Kysely<any>) {
  await db.schema.dropIndex('employees_name_characters').ifExists().execute();
  await createPositions(db, POSITIONS);

  await createTableHeldByKey(
    db,
    db.schema
      .createTable('employee_name_grams')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('gram', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('entry_date', 'text', (c) => c.notNull())
      .addColumn('employee_id', 'integer', (c) => c.notNull())
      .addColumn('department_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull()),
    { name: 'employee_name_grams_key', key: KEY, holding: ['department_id', 'name'] },
  );
  // An admin's search across every company, newest first (the default order).
  await createIndexHolding(db, {
    name: 'employee_name_grams_gram',
    table: 'employee_name_grams',
    columns: ['gram', 'employee_id'],
    holding: ['company_id', 'status', 'entry_date', 'department_id', 'name'],
  });

  await keepDerivedRows(db, {
    derived: 'employee_name_grams',
    key: KEY,
    columns: COLUMNS,
    table: 'employees',
    reads: ['id', 'company_id', 'department_id', 'name', 'status', 'entry_date'],
    watched: ['company_id', 'department_id', 'name', 'status', 'entry_date'],
    rows: gramRows(db),
  });

  // What is there already.
  await sql.raw(`insert into employee_name_grams (${COLUMNS.join(', ')}) ${gramRows(db)('employees')}`).execute(db);
}
