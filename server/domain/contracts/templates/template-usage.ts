/**
 * Whether contract templates are used by sign tasks: the one place that knows how tasks refer
 * to templates (`sign_task_templates` holds every template of a task, the principal included).
 */
import type { Db } from '../../../db/open';
import { chunks } from '../../../lib/sql';

/** The ids among `ids` that some sign task uses. `db` may be a transaction. */
export async function templatesInUse(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const used = new Set<number>();
  for (const chunk of chunks(ids)) {
    const rows = await db.selectFrom('sign_task_templates').select('template_id').distinct().where('template_id', 'in', chunk).execute();
    for (const row of rows) used.add(Number(row.template_id));
  }
  return used;
}
