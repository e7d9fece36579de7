/**
 * Statistics by month, so a year of /api/stats sums twelve rows per company and key instead of
 * 365 days (issue 33: admin stats over a year at a million tasks took 178-438 ms, 70% of it
 * reading a year of sign_task_durations, 174,000 rows):
 * - sign_task_company_days: sign_task_days without the department (the per-day series);
 * - sign_task_months: sign_task_days by month (the per-company or per-department totals);
 * - sign_task_duration_months: sign_task_durations by month;
 * - sign_task_refusal_months: refused tasks per month of creation, company and reason.
 * A month is the first seven characters of its China days (YYYY-MM). The first three are kept by
 * triggers on the day tables, so each stays their sum whatever writes them; the fourth by
 * keepCounts over sign_tasks, as sign_tasks_refusals (migration 015) is an index of sign_tasks.
 * A range reads whole months here and its partial months' days from the day tables.
 */
import { sql, type Kysely } from 'kysely';
import { chinaDaySql, createRowTrigger, keepCounts, storedByKey } from '../dialect';

interface KeptSum {
  /** The summing table, its key columns in order, and how each is made from a row of `from`. */
  table: string;
  keys: Record<string, string>;
  /** The summed table. */
  from: string;
}

const SUMS: KeptSum[] = [
  {
    table: 'sign_task_company_days',
    keys: { day: 'ROW.day', company_id: 'ROW.company_id', status: 'ROW.status' },
    from: 'sign_task_days',
  },
  {
    table: 'sign_task_months',
    keys: { month: 'substr(ROW.day, 1, 7)', company_id: 'ROW.company_id', department_id: 'ROW.department_id', status: 'ROW.status' },
    from: 'sign_task_days',
  },
  {
    table: 'sign_task_duration_months',
    keys: { month: 'substr(ROW.day, 1, 7)', company_id: 'ROW.company_id', kind: 'ROW.kind', minutes: 'ROW.minutes' },
    from: 'sign_task_durations',
  },
];

export async function up(db: Kysely<any>) {
  await storedByKey(
    db,
    db.schema
      .createTable('sign_task_company_days')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('tasks', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_task_company_days_key', ['day', 'company_id', 'status']),
  ).execute();
  await storedByKey(
    db,
    db.schema
      .createTable('sign_task_months')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      // 0: no department.
      .addColumn('department_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('tasks', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_task_months_key', ['month', 'company_id', 'department_id', 'status']),
  ).execute();
  await storedByKey(
    db,
    db.schema
      .createTable('sign_task_duration_months')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('tasks', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_task_duration_months_key', ['month', 'company_id', 'kind', 'minutes']),
  ).execute();
  await storedByKey(
    db,
    db.schema
      .createTable('sign_task_refusal_months')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('company_id', 'integer', (c) => c.notNull())
      // 1: refused tasks, by reason; 0: every other task, in one row with the reason ''.
      .addColumn('refused', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('tasks', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_task_refusal_months_key', ['month', 'company_id', 'refused', 'reason']),
  ).execute();

  for (const sum of SUMS) await keepSum(db, sum);
  // A refusal's reason is required text (SigningRejectBody); a reason-less one counts under ''.
  const refused = `(case when ROW.status = 'rejected' then 1 else 0 end)`;
  const refusalKeys = {
    month: `substr(${chinaDaySql(db, 'ROW.created_at')}, 1, 7)`,
    company_id: 'ROW.company_id',
    refused,
    reason: `(case when ROW.status = 'rejected' then coalesce(ROW.reject_reason, '') else '' end)`,
  };
  await keepCounts(db, { counts: 'sign_task_refusal_months', counter: 'tasks', table: 'sign_tasks', keys: refusalKeys });

  // What is there already.
  for (const { table, keys, from } of SUMS) {
    const columns = Object.values(keys).map((key) => key.replaceAll('ROW.', ''));
    await sql
      .raw(
        `insert into ${table} (${Object.keys(keys).join(', ')}, tasks)
         select ${columns.join(', ')}, sum(tasks) from ${from} group by ${columns.join(', ')}`,
      )
      .execute(db);
  }
  const refusalColumns = Object.values(refusalKeys).map((key) => key.replaceAll('ROW.', ''));
  await sql
    .raw(
      `insert into sign_task_refusal_months (${Object.keys(refusalKeys).join(', ')}, tasks)
       select ${refusalColumns.join(', ')}, count(*) from sign_tasks group by ${refusalColumns.join(', ')}`,
    )
    .execute(db);
}

/**
 * Triggers that add each change of a counter row of `from` (a new row, or its `tasks` changed)
 * to its row of `table`. The day tables are only ever upserted (migrations 015, 026), never
 * deleted from nor re-keyed.
 */
async function keepSum(db: Kysely<any>, { table, keys, from }: KeptSum) {
  const add = (delta: string) => `
    insert into ${table} (${Object.keys(keys).join(', ')}, tasks)
    values (${Object.values(keys)
      .map((key) => key.replaceAll('ROW.', 'NEW.'))
      .join(', ')}, ${delta})
    on conflict (${Object.keys(keys).join(', ')}) do update set tasks = ${table}.tasks + excluded.tasks;`;
  await createRowTrigger(db, { name: `${table}_insert`, table: from, event: 'insert', body: add('NEW.tasks') });
  await createRowTrigger(db, {
    name: `${table}_update`,
    table: from,
    event: 'update of tasks',
    when: 'OLD.tasks <> NEW.tasks',
    body: add('NEW.tasks - OLD.tasks'),
  });
}
