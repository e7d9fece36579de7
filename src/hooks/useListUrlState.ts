import type { ProColumns } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import type { SortOrder } from 'antd/es/table/interface';
import { useMemo, useRef } from 'react';
import { tableRequest, toListQuery } from '@/utils/proTableRequest';
import type { Page } from '../../common/api';

/** The page size lists start with; left out of the URL. */
const DEFAULT_PAGE_SIZE = 10;
const PAGING = ['current', 'pageSize', 'sorter'];

interface Options {
  /** Search fields whose values are numbers (a select of ids): the URL gives them back as numbers. */
  numbers?: readonly string[];
  /** A range field sent as two query keys by its `search.transform` (createdRange → createdFrom, createdTo). */
  ranges?: Readonly<Record<string, readonly [string, string]>>;
  /** Params the page sets from its route (a template kind): never written. */
  omit?: readonly string[];
}

/**
 * A list's filters, sort and page kept in the URL (`?name=Li&sorter=-entryDate&current=3`), in the
 * API's own query names: Back and a shared link bring the list back as it was. The URL is
 * rewritten in place (no history entry per search) after each load; on arrival it seeds the search
 * form, the sorted column and the page.
 */
export function useListUrlState({ numbers = [], ranges = {}, omit = [] }: Options = {}) {
  const { search } = useLocation();
  // Read once: afterwards the table owns its state and the URL follows it.
  const initial = useRef(new URLSearchParams(search)).current;

  const state = useMemo(() => {
    const values: Record<string, unknown> = {};
    const rangeKeys = new Set(Object.values(ranges).flat());
    for (const [field, [from, to]] of Object.entries(ranges)) {
      if (initial.get(from) && initial.get(to)) values[field] = [initial.get(from), initial.get(to)];
    }
    for (const key of new Set(initial.keys())) {
      if (PAGING.includes(key) || rangeKeys.has(key)) continue;
      const value = initial.get(key)!;
      values[key] = numbers.includes(key) && /^\d+$/.test(value) ? Number(value) : value;
    }
    const sorter = initial.get('sorter') ?? '';
    const sort = { field: sorter.replace(/^-/, ''), order: (sorter.startsWith('-') ? 'descend' : 'ascend') as SortOrder };
    const page = (key: string, fallback: number) => Math.max(1, Number(initial.get(key)) || fallback);
    return { values, sort, current: page('current', 1), pageSize: page('pageSize', DEFAULT_PAGE_SIZE) };
    // The options are constants of each page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial]);

  /** After each successful load, its params and sort: the URL then says what the list shows. */
  const remember = (params: object, sort: Record<string, SortOrder> = {}) => {
    const { current, pageSize, ...query } = toListQuery(params, sort);
    const next = new URLSearchParams();
    const now = new URLSearchParams(history.location.search);
    for (const [key, value] of Object.entries(query)) {
      if (key !== '_timestamp' && !omit.includes(key) && value !== undefined && typeof value !== 'object') next.set(key, String(value));
    }
    if (Number(current) > 1) next.set('current', String(current));
    if (pageSize && Number(pageSize) !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(pageSize));
    const text = next.toString();
    if (text !== now.toString()) history.replace({ pathname: history.location.pathname, search: text ? `?${text}` : '' });
  };

  /** The columns with the sort the URL asked for marked on its column. */
  const sorted = <T>(columns: ProColumns<T>[]): ProColumns<T>[] =>
    columns.map((column) =>
      state.sort.field && column.sorter && column.dataIndex === state.sort.field
        ? { ...column, defaultSortOrder: state.sort.order }
        : column,
    );

  return {
    /** `tableRequest` that remembers what it loaded (a refused query leaves the URL as it was). */
    request:
      <T, Q>(fetch: (query: Q) => Promise<Page<T>>) =>
      async (params: object, sort?: Record<string, SortOrder>) => {
        const page = await tableRequest(fetch)(params, sort);
        remember(params, sort);
        return page;
      },
    sorted,
    /** For ProTable's `form`: the search fields as the URL gave them. */
    form: { initialValues: state.values },
    /** For ProTable's `pagination`. */
    pagination: { defaultCurrent: state.current, defaultPageSize: state.pageSize, showSizeChanger: true },
  };
}
