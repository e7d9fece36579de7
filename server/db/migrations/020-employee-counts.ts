/**
 * employee_counts: how many employees each company has per department (0: none) and status,
 * kept by triggers on every insert, move, status change and delete of employees. A list whose
 * filters are only these (the usual company and department lists) reads its total from here
 * instead of counting a company's rows: at 200,000 employees a company, PostgreSQL's count takes
 * 10 to 15 ms even from an index. The database keeps them, not the code: no path that writes
 * employees can miss them. (Concurrent writes to the same company, department and status wait
 * for each other's counter row until commit.) See keepCounts in server/db/dialect.ts.
 */
import { sql, type Kysely } from 'kysely';
import { keepCounts } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('employee_counts')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // 0: no department.
    .addColumn('department_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('employees', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('employee_counts_key', ['company_id', 'department_id', 'status'])
    .execute();

  await keepCounts(db, {
    counts: 'employee_counts',
    counter: 'employees',
    table: 'employees',
    keys: { company_id: 'ROW.company_id', department_id: 'coalesce(ROW.department_id, 0)', status: 'ROW.status' },
  });

  // What is there already.
  await sql`
    insert into employee_counts (company_id, department_id, status, employees)
    select company_id, coalesce(department_id, 0), status, count(*) from employees group by company_id, coalesce(department_id, 0), status`.execute(
    db,
  );
}
