/** The paging every list of the API shares: criteria, ORDER BY and LIMIT/OFFSET, and the answer. */
import type { Page } from '../../common/api/paging';

/** Which page of a list, how long, and in what order (newest first, by id, when no order is asked). */
export interface PageCriteria<F extends string> {
  current: number;
  pageSize: number;
  sort?: { field: F; descending: boolean };
}

/**
 * The sort column, direction, limit and offset of a page. Callers order by their table's id
 * after `column`, in the same direction, so pages stay stable when the sort column has ties.
 */
export function pageOrder<C extends { id: string }>(query: PageCriteria<Extract<keyof C, string>>, columns: C) {
  // New records first: a record just saved is on page 1, not on the last page.
  const sort = query.sort ?? { field: 'id' as const, descending: true };
  return {
    column: columns[sort.field as keyof C],
    direction: sort.descending ? ('desc' as const) : ('asc' as const),
    limit: query.pageSize,
    offset: (query.current - 1) * query.pageSize,
  };
}

export function toPage<T>(list: T[], total: number | bigint, query: Pick<PageCriteria<string>, 'current' | 'pageSize'>): Page<T> {
  return { list, total: Number(total), current: query.current, pageSize: query.pageSize };
}

/**
 * A list's criteria in the domain: the route's parsed query (common/contract) with its paging
 * replaced by `PageCriteria`, so each list's filters are written once, in the declaration.
 */
export type ListCriteria<Q extends object, F extends string> = Omit<Q, 'current' | 'pageSize' | 'sorter'> & PageCriteria<F>;
