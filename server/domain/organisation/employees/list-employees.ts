/**
 * The employee list: scoped, filtered, sorted and paged (also the query module of
 * `npm run bench:employees`).
 */
import { sql } from 'kysely';
import type { Employee } from '../../../../common/api/organisation';
import type { Page } from '../../../../common/api/paging';
import { pageOrder, toPage } from '../../../lib/paging';
import type { Deps } from '../../deps';
import { cachedList } from '../../list-cache';
import type { Actor } from '../../scope';
import { countEmployees, filteredEmployees, scopeConditions } from './employee-filters';
import { searchableByGrams, searchNamesByGrams } from './employee-name-search';
import {
  EMPLOYEE_SORT_FIELDS,
  selectEmployees,
  toEmployee,
  type EmployeeFilters,
  type EmployeeListCriteria,
  type EmployeeSortField,
} from './employee-rows';

/** The columns the collected matches carry for sorting (the other sorts are by id). */
const NAME_SCAN_SORTS: Partial<Record<EmployeeSortField, 'name' | 'status' | 'entry_date'>> = {
  name: 'name',
  status: 'status',
  entryDate: 'entry_date',
};

/**
 * One page of the list. The page's ids come from the indexes alone (filter, sort, offset, limit
 * on `employees`), then only those rows are joined to their names: deep pages skip index entries,
 * not joined rows; the total comes from countEmployees. Three filters go another way, measured
 * with `npm run bench:employees`:
 * - "name contains" alone or with scope, company, department and status reads the page and the
 *   total from the index of migration 034's name grams (employee-name-search.ts);
 * - "name contains" with other filters reads the rows holding one of its grams, and
 *   "prevented" is best found from the prevention list: the matches are collected first, and
 *   the page and the total (a window count) come from them, in one query;
 * - "not prevented" counts all rows minus the prevented ones (both from indexes; the prevention
 *   list is short), instead of checking every row's ID number.
 */
export function listEmployees(deps: Pick<Deps, 'db' | 'listCache'>, actor: Actor, query: EmployeeListCriteria): Promise<Page<Employee>> {
  return cachedList(deps, { list: 'employees', actor, query, read: () => readEmployeePage(deps, actor, query) });
}

async function readEmployeePage(deps: Pick<Deps, 'db'>, actor: Actor, query: EmployeeListCriteria): Promise<Page<Employee>> {
  const { column, direction, limit, offset } = pageOrder(query, EMPLOYEE_SORT_FIELDS);
  const count = (filters: EmployeeFilters) => countEmployees(deps.db, actor, filters);

  let ids: number[];
  let total: number;
  if (searchableByGrams(query)) {
    ({ ids, total } = await searchNamesByGrams(deps.db, await scopeConditions(deps.db, actor, query), { ...query, limit, offset }));
  } else if (query.name || query.prevented === true) {
    // The matches first (materialised), then their page and their count (a window count over the
    // matches). Name (with an ID number, a mobile or the prevention flag): the rows holding one of
    // its grams, checked. Prevented: the few people of the prevention list, looked up by ID
    // number, instead of walking the scope in sort order.
    const sortField = query.sort?.field ?? 'id';
    const sortColumn = NAME_SCAN_SORTS[sortField];
    const scan = await filteredEmployees(deps.db, { actor, filters: query, matchesFirst: true });
    const matches = sortColumn ? scan.select(['e.id', `e.${sortColumn}`]) : scan.select('e.id');
    const rows = await deps.db
      .with(
        (cte) => cte('m').materialized(),
        () => matches,
      )
      .selectFrom('m')
      .select(['m.id', sql<number>`count(*) over ()`.as('total')])
      .orderBy(sql.ref(`m.${sortColumn ?? 'id'}`), direction)
      .orderBy('m.id', direction)
      .limit(limit)
      .offset(offset)
      .execute();
    ids = rows.map((row) => row.id);
    // No row on a later page says nothing about the total; on the first page it is 0.
    total = rows.length ? Number(rows[0].total) : query.current === 1 ? 0 : await count(query);
  } else {
    const base = await filteredEmployees(deps.db, { actor, filters: query });
    const rows = await base.select('e.id').orderBy(column, direction).orderBy('e.id', direction).limit(limit).offset(offset).execute();
    ids = rows.map((row) => row.id);
    total =
      query.prevented === false
        ? (await count({ ...query, prevented: undefined })) - (await count({ ...query, prevented: true }))
        : await count(query);
  }
  const rows = ids.length
    ? await selectEmployees(deps.db).where('e.id', 'in', ids).orderBy(column, direction).orderBy('e.id', direction).execute()
    : [];
  return toPage(
    rows.map((row) => toEmployee(row, actor)),
    total,
    query,
  );
}
