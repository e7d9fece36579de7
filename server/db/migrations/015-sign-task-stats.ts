/**
 * Statistics kept as they happen, so /api/stats reads a few thousand rows at a million tasks:
 * - sign_task_days: tasks per company, department, day of creation (China's date) and current
 *   status, kept by triggers on every insert, status change and delete of sign_tasks;
 * - sign_task_durations: hours from sending to the employee's signature and to completion, per
 *   company and day of sending, counted in buckets: each hour of the first day, then 4 hours to
 *   the third day, then days to the thirtieth, then weeks (a year of a million tasks stays a
 *   few hundred thousand rows at most).
 * The database keeps them, not the code: no path that writes sign_tasks can miss them.
 */
import { sql, type Kysely } from 'kysely';
import { chinaDaySql, createRowTrigger, wholeHoursSql } from '../dialect';

export async function up(db: Kysely<any>) {
  const DAY = (column: string) => chinaDaySql(db, column);
  const HOURS = (from: string, to: string) => {
    const h = wholeHoursSql(db, from, to);
    return `(case when ${h} < 24 then ${h} when ${h} < 72 then ${h} / 4 * 4 when ${h} < 720 then ${h} / 24 * 24 else ${h} / 168 * 168 end)`;
  };

  await db.schema
    .createTable('sign_task_days')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    // 0: no department.
    .addColumn('department_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tasks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_task_days_key', ['day', 'company_id', 'department_id', 'status'])
    .execute();
  await db.schema
    .createTable('sign_task_durations')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    // employee_signed: sent → signed by the employee; completed: sent → sealed by the company.
    .addColumn('kind', 'text', (c) => c.notNull())
    // The bucket's first hour.
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('tasks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sign_task_durations_key', ['day', 'company_id', 'kind', 'hours'])
    .execute();
  // The reasons of refusal over a range of creation days, read from the index alone (refused
  // tasks only: the query names the status as a literal, which a partial index needs).
  await sql`create index sign_tasks_refusals on sign_tasks (created_at, company_id, reject_reason) where status = 'rejected'`.execute(db);

  // The counters are named with their table: PostgreSQL would read a bare `tasks` as ambiguous.
  const add = (row: 'NEW' | 'OLD', status: string, delta: number) => `
    insert into sign_task_days (company_id, department_id, day, status, tasks)
    values (${row}.company_id, coalesce(${row}.department_id, 0), ${DAY(`${row}.created_at`)}, ${status}, ${delta})
    on conflict (day, company_id, department_id, status) do update set tasks = sign_task_days.tasks + ${delta};`;
  const duration = (kind: string, at: string) => `
    insert into sign_task_durations (company_id, day, kind, hours, tasks)
    values (NEW.company_id, ${DAY('NEW.sent_at')}, '${kind}', ${HOURS('NEW.sent_at', at)}, 1)
    on conflict (day, company_id, kind, hours) do update set tasks = sign_task_durations.tasks + 1;`;

  const table = 'sign_tasks';
  await createRowTrigger(db, { name: 'sign_task_days_insert', table, event: 'insert', body: add('NEW', 'NEW.status', 1) });
  await createRowTrigger(db, {
    name: 'sign_task_days_status',
    table,
    event: 'update of status',
    when: 'OLD.status <> NEW.status',
    body: add('OLD', 'OLD.status', -1) + add('NEW', 'NEW.status', 1),
  });
  await createRowTrigger(db, { name: 'sign_task_days_delete', table, event: 'delete', body: add('OLD', 'OLD.status', -1) });
  // Inserted already signed (an import of past tasks), or signed later.
  await createRowTrigger(db, {
    name: 'sign_task_durations_inserted',
    table,
    event: 'insert',
    when: 'NEW.sent_at is not null',
    body: `
      insert into sign_task_durations (company_id, day, kind, hours, tasks)
      select NEW.company_id, ${DAY('NEW.sent_at')}, 'employee_signed', ${HOURS('NEW.sent_at', 'NEW.signed_at')}, 1 where NEW.signed_at is not null
      on conflict (day, company_id, kind, hours) do update set tasks = sign_task_durations.tasks + 1;
      insert into sign_task_durations (company_id, day, kind, hours, tasks)
      select NEW.company_id, ${DAY('NEW.sent_at')}, 'completed', ${HOURS('NEW.sent_at', 'NEW.completed_at')}, 1 where NEW.completed_at is not null
      on conflict (day, company_id, kind, hours) do update set tasks = sign_task_durations.tasks + 1;`,
  });
  await createRowTrigger(db, {
    name: 'sign_task_durations_signed',
    table,
    event: 'update of signed_at',
    when: 'OLD.signed_at is null and NEW.signed_at is not null and NEW.sent_at is not null',
    body: duration('employee_signed', 'NEW.signed_at'),
  });
  await createRowTrigger(db, {
    name: 'sign_task_durations_completed',
    table,
    event: 'update of completed_at',
    when: 'OLD.completed_at is null and NEW.completed_at is not null and NEW.sent_at is not null',
    body: duration('completed', 'NEW.completed_at'),
  });

  // What is there already.
  await sql
    .raw(
      `insert into sign_task_days (company_id, department_id, day, status, tasks)
       select company_id, coalesce(department_id, 0), ${DAY('created_at')}, status, count(*) from sign_tasks group by 1, 2, 3, 4`,
    )
    .execute(db);
  for (const [kind, column] of [
    ['employee_signed', 'signed_at'],
    ['completed', 'completed_at'],
  ]) {
    await sql
      .raw(
        `insert into sign_task_durations (company_id, day, kind, hours, tasks)
         select company_id, ${DAY('sent_at')}, '${kind}', ${HOURS('sent_at', column)}, count(*)
         from sign_tasks where sent_at is not null and ${column} is not null group by 1, 2, 4`,
      )
      .execute(db);
  }
}
