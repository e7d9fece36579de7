/**
 * Times to sign in minutes, and the statistics tables read in one pass (day-one issue, point 15:
 * a task signed within the hour showed as "0 hours"; /stats was slow to load):
 * - sign_task_durations counts whole minutes from sending: per minute in the first hour, then in
 *   the buckets of migration 015 (hours to the first day, 4 hours to the third, days to the
 *   thirtieth, then weeks);
 * - both tables are made again stored by their key (dialect.ts, storedByKey): a range of days is
 *   read with its counters from one b-tree, not a key index and a table row per key (a year of
 *   every company: 131,000 duration rows), and a trigger's upsert writes one b-tree, not two.
 * Both are counts of sign_tasks: rebuilt from it, with the triggers of 015 (durations in minutes).
 */
import { sql, type Kysely } from 'kysely';
import { chinaDaySql, createRowTrigger, dropRowTrigger, storedByKey, wholeMinutesSql } from '../dialect';

const TABLE = 'sign_tasks';
const TRIGGERS = [
  'sign_task_days_insert',
  'sign_task_days_status',
  'sign_task_days_delete',
  'sign_task_durations_inserted',
  'sign_task_durations_signed',
  'sign_task_durations_completed',
];

export async function up(db: Kysely<any>) {
  for (const name of TRIGGERS) await dropRowTrigger(db, { name, table: TABLE });
  await db.schema.dropTable('sign_task_days').execute();
  await db.schema.dropTable('sign_task_durations').execute();

  await storedByKey(
    db,
    db.schema
      .createTable('sign_task_days')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      // 0: no department.
      .addColumn('department_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('tasks', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_task_days_key', ['day', 'company_id', 'department_id', 'status']),
  ).execute();
  await storedByKey(
    db,
    db.schema
      .createTable('sign_task_durations')
      .addColumn('company_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      // employee_signed: sent → signed by the employee; completed: sent → sealed by the company.
      .addColumn('kind', 'text', (c) => c.notNull())
      // The bucket's first minute.
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('tasks', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_task_durations_key', ['day', 'company_id', 'kind', 'minutes']),
  ).execute();

  await fillFromTasks(db);
  await keepDays(db);
  await keepDurations(db);
}

const DAY = (db: Kysely<any>, column: string) => chinaDaySql(db, column);

/** Whole minutes from `from` to `to`, in the bucket of its first minute. */
function minutesBucket(db: Kysely<any>, from: string, to: string) {
  const m = wholeMinutesSql(db, from, to);
  return `(case when ${m} < 60 then ${m} when ${m} < 1440 then ${m} / 60 * 60 when ${m} < 4320 then ${m} / 240 * 240
    when ${m} < 43200 then ${m} / 1440 * 1440 else ${m} / 10080 * 10080 end)`;
}

async function fillFromTasks(db: Kysely<any>) {
  await sql
    .raw(
      `insert into sign_task_days (company_id, department_id, day, status, tasks)
       select company_id, coalesce(department_id, 0), ${DAY(db, 'created_at')}, status, count(*) from sign_tasks group by 1, 2, 3, 4`,
    )
    .execute(db);
  for (const [kind, column] of [
    ['employee_signed', 'signed_at'],
    ['completed', 'completed_at'],
  ]) {
    await sql
      .raw(
        `insert into sign_task_durations (company_id, day, kind, minutes, tasks)
         select company_id, ${DAY(db, 'sent_at')}, '${kind}', ${minutesBucket(db, 'sent_at', column)}, count(*)
         from sign_tasks where sent_at is not null and ${column} is not null group by 1, 2, 4`,
      )
      .execute(db);
  }
}

/** Migration 015's triggers of sign_task_days, as they were. */
async function keepDays(db: Kysely<any>) {
  // The counters are named with their table: PostgreSQL would read a bare `tasks` as ambiguous.
  const add = (row: 'NEW' | 'OLD', status: string, delta: number) => `
    insert into sign_task_days (company_id, department_id, day, status, tasks)
    values (${row}.company_id, coalesce(${row}.department_id, 0), ${DAY(db, `${row}.created_at`)}, ${status}, ${delta})
    on conflict (day, company_id, department_id, status) do update set tasks = sign_task_days.tasks + ${delta};`;
  const table = TABLE;
  await createRowTrigger(db, { name: 'sign_task_days_insert', table, event: 'insert', body: add('NEW', 'NEW.status', 1) });
  await createRowTrigger(db, {
    name: 'sign_task_days_status',
    table,
    event: 'update of status',
    when: 'OLD.status <> NEW.status',
    body: add('OLD', 'OLD.status', -1) + add('NEW', 'NEW.status', 1),
  });
  await createRowTrigger(db, { name: 'sign_task_days_delete', table, event: 'delete', body: add('OLD', 'OLD.status', -1) });
}

/** Migration 015's triggers of sign_task_durations, in minutes. */
async function keepDurations(db: Kysely<any>) {
  const upsert = (kind: string, at: string, where = '') => `
    insert into sign_task_durations (company_id, day, kind, minutes, tasks)
    select NEW.company_id, ${DAY(db, 'NEW.sent_at')}, '${kind}', ${minutesBucket(db, 'NEW.sent_at', at)}, 1 ${where}
    on conflict (day, company_id, kind, minutes) do update set tasks = sign_task_durations.tasks + 1;`;
  const table = TABLE;
  // Inserted already signed (an import of past tasks), or signed later.
  await createRowTrigger(db, {
    name: 'sign_task_durations_inserted',
    table,
    event: 'insert',
    when: 'NEW.sent_at is not null',
    body:
      upsert('employee_signed', 'NEW.signed_at', 'where NEW.signed_at is not null') +
      upsert('completed', 'NEW.completed_at', 'where NEW.completed_at is not null'),
  });
  await createRowTrigger(db, {
    name: 'sign_task_durations_signed',
    table,
    event: 'update of signed_at',
    when: 'OLD.signed_at is null and NEW.signed_at is not null and NEW.sent_at is not null',
    body: upsert('employee_signed', 'NEW.signed_at'),
  });
  await createRowTrigger(db, {
    name: 'sign_task_durations_completed',
    table,
    event: 'update of completed_at',
    when: 'OLD.completed_at is null and NEW.completed_at is not null and NEW.sent_at is not null',
    body: upsert('completed', 'NEW.completed_at'),
  });
}
