/** Tasks per status under the list's other filters (the status tabs). */
import { SIGN_TASK_STATUSES, type SignTaskCounts, type SignTaskStatus } from '../../../common/api/signing';
import type { Deps } from '../deps';
import type { Actor } from '../scope';
import { filteredTasks, type SignTaskFilters } from './task-filters';

export async function countSignTasks(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  filters: Omit<SignTaskFilters, 'status' | 'sort'>,
): Promise<SignTaskCounts> {
  const rows = await filteredTasks(deps.db, actor, filters)
    .select(['t.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('t.status')
    .execute();
  const counts = Object.fromEntries(SIGN_TASK_STATUSES.map((s) => [s, 0])) as SignTaskCounts;
  for (const row of rows) counts[row.status as SignTaskStatus] = Number(row.n);
  return counts;
}
