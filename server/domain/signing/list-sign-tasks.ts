/** The scoped, filtered, sorted, paged list of sign tasks (the /sign working list and the records). */
import type { Page } from '../../../common/api/paging';
import type { SignTask } from '../../../common/api/signing';
import { pageOrder, toPage } from '../../lib/paging';
import type { Deps } from '../deps';
import { cachedList } from '../list-cache';
import type { Actor } from '../scope';
import { filteredTasks, type SignTaskListCriteria } from './task-filters';
import { SIGN_TASK_SORT_FIELDS, selectTasks, toSignTasks, type TaskRow } from './task-rows';

export function listSignTasks(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: SignTaskListCriteria): Promise<Page<SignTask>> {
  return cachedList(deps, { list: 'signTasks', actor, query, read: () => readSignTaskPage(deps, actor, query) });
}

async function readSignTaskPage(deps: Pick<Deps, 'db'>, actor: Actor, query: SignTaskListCriteria): Promise<Page<SignTask>> {
  const { column, direction, limit, offset } = pageOrder(query, SIGN_TASK_SORT_FIELDS);
  const base = filteredTasks(deps.db, actor, query);
  const [ids, counted] = await Promise.all([
    base.select('t.id').orderBy(column, direction).orderBy('t.id', direction).limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length
    ? ((await selectTasks(deps.db)
        .where(
          't.id',
          'in',
          ids.map((r) => r.id),
        )
        .orderBy(column, direction)
        .orderBy('t.id', direction)
        .execute()) as TaskRow[])
    : [];
  return toPage(await toSignTasks(deps.db, rows, actor), counted.total, query);
}
