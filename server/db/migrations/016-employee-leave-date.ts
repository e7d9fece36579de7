/** The day an employee left: asked when marking them as left, cleared when they return. */
import { sql, type Kysely } from 'kysely';
import { greatestSql } from '../dialect';

export async function up(db: Kysely<any>) {
  await db.schema.alterTable('employees').addColumn('leave_date', 'text').execute();
  // Those marked as left before: the day of their last change is the best date known.
  const leaveDate = greatestSql(db, 'entry_date', 'substr(updated_at, 1, 10)');
  await sql.raw(`update employees set leave_date = ${leaveDate} where status = 'left'`).execute(db);
}
