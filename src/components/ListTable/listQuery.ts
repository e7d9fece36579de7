/**
 * A list's state (filters, sort, page) kept in the URL in the API's own query names
 * (`?name=Li&sorter=-entryDate&current=3`): Back and a shared link bring the list back as it was.
 */

/** The page size lists start with; left out of the URL. */
export const DEFAULT_PAGE_SIZE = 10;

export interface ListState {
  /** Filters in the API's query names (a date range as its two keys). */
  filters: Record<string, string | number>;
  /** `field` ascending or `-field` descending. */
  sorter?: string;
  current: number;
  pageSize: number;
}

const PAGING = new Set(['current', 'pageSize', 'sorter']);

/** How a list reads its URL and writes it back. */
export interface ListDefaults {
  /** The list's filter keys, the only ones taken (the rest of the URL is the page's); without them, every key but paging is a filter. */
  filterKeys?: ReadonlySet<string>;
  /** The sort of a URL that names none. */
  defaultSorter?: string;
  /** The page size of a URL that names none (DEFAULT_PAGE_SIZE unless the list starts with another). */
  defaultPageSize?: number;
}

/** The state a URL's search part asks for. */
export function readListState(
  search: string,
  { filterKeys, defaultSorter, defaultPageSize = DEFAULT_PAGE_SIZE }: ListDefaults = {},
): ListState {
  const query = new URLSearchParams(search);
  const filters: ListState['filters'] = {};
  for (const [key, value] of query) {
    if (!PAGING.has(key) && (!filterKeys || filterKeys.has(key)) && value !== '') filters[key] = value;
  }
  const positive = (key: string, fallback: number) => Math.max(1, Math.floor(Number(query.get(key))) || fallback);
  return {
    filters,
    // `sorter=` (empty) says the user cleared the sort: no default then.
    sorter: query.has('sorter') ? query.get('sorter') || undefined : defaultSorter,
    current: positive('current', 1),
    pageSize: Math.min(100, positive('pageSize', defaultPageSize)),
  };
}

/**
 * The URL search part that says `state` (empty for the first page, unfiltered and unsorted). Of
 * the URL `search`, what is not the list's (its `filterKeys` and paging) stays as it is: the
 * page's own keys, such as a linked filter, a tab or an opened record.
 */
export function listSearch(
  { filters, sorter, current, pageSize }: ListState,
  search: string,
  { filterKeys, defaultSorter, defaultPageSize = DEFAULT_PAGE_SIZE }: ListDefaults & { filterKeys: ReadonlySet<string> },
): string {
  const query = new URLSearchParams([...new URLSearchParams(search)].filter(([key]) => !PAGING.has(key) && !filterKeys.has(key)));
  for (const [key, value] of Object.entries(filters)) query.set(key, String(value));
  if (sorter !== defaultSorter) query.set('sorter', sorter ?? '');
  if (current > 1) query.set('current', String(current));
  if (pageSize !== defaultPageSize) query.set('pageSize', String(pageSize));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The API query that asks for `state`, with the page's own params. */
export const listQuery = ({ filters, sorter, current, pageSize }: ListState, params?: object) => ({
  ...filters,
  ...params,
  sorter,
  current,
  pageSize,
});
