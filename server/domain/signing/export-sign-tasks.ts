/** The rows of the sign tasks' .xlsx export: every task of the filters, refused beyond `maxRows`. */
import type { SignTask } from '../../../common/api/signing';
import { pageOrder } from '../../lib/paging';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import type { Actor } from '../scope';
import { filteredTasks, type SignTaskFilters } from './task-filters';
import { SIGN_TASK_SORT_FIELDS, selectTasks, toSignTasks, type TaskRow } from './task-rows';

export async function exportSignTasks(
  deps: Pick<Deps, 'db'>,
  { actor, filters, maxRows }: { actor: Actor; filters: SignTaskFilters; maxRows: number },
): Promise<SignTask[]> {
  const base = filteredTasks(deps.db, actor, filters);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) > maxRows) throw new DomainError('validation', 'export.tooMany', { params: { total: Number(total), max: maxRows } });
  const { column, direction } = pageOrder({ ...filters, current: 1, pageSize: maxRows }, SIGN_TASK_SORT_FIELDS);
  const rows = (await selectTasks(deps.db)
    .where('t.id', 'in', base.select('t.id'))
    .orderBy(column, direction)
    .orderBy('t.id', direction)
    .execute()) as TaskRow[];
  return toSignTasks(deps.db, rows, actor);
}
