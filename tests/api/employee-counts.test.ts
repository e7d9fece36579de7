/**
 * Migration 020 on a database that has employees already (an upgrade): its counters start from
 * the rows there, on either database (npm run test:pg runs this file on PostgreSQL). That they
 * follow every later write is checked over HTTP in employees.test.ts.
 */
import { sql } from 'kysely';
import { migrations } from '../../server/db/migrations';
import { seedDemoData } from '../../server/db/seed';
import { openTestDatabase } from './support/database';
import { tempDir } from './support/harness';

it('counts the employees already there, per company, department and status', async () => {
  const handle = await openTestDatabase(tempDir(), 'counts.sqlite');
  try {
    // Every other migration, those after 20 too: the demo data is written for the newest schema.
    for (const migration of migrations.filter((m) => m.id !== 20)) await migration.up(handle.db);
    await seedDemoData(handle.db);
    await migrations.find((m) => m.id === 20)!.up(handle.db);

    const { rows: counters } = await sql<Record<string, number>>`
      select company_id, department_id, status, employees from employee_counts order by 1, 2, 3`.execute(handle.db);
    const { rows: counted } = await sql<Record<string, number>>`
      select company_id, coalesce(department_id, 0) as department_id, status, count(*) as employees
      from employees group by company_id, coalesce(department_id, 0), status order by 1, 2, 3`.execute(handle.db);
    const numbers = (rows: Record<string, number>[]) => rows.map((r) => ({ ...r, employees: Number(r.employees) }));
    expect(numbers(counters)).toEqual(numbers(counted));
    expect(new Set(counters.map((r) => r.status))).toEqual(new Set(['active', 'left']));
  } finally {
    await handle.close();
  }
});
