/** The paging of every list route: the query it takes and the page it answers. */

/** Answer of every list route. */
export interface Page<T> {
  list: T[];
  total: number;
  current: number;
  pageSize: number;
}

export interface PageQuery {
  current?: number;
  pageSize?: number;
  /** `field` ascending or `-field` descending. */
  sorter?: string;
}
