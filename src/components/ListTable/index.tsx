/**
 * A paged list of the API on antd's Table: filters from the columns, server-side sorting and
 * paging, reload, density and column choice, its state in the URL. Every list of the SPA is one:
 * lighter than ProComponents' ProTable (no schema form or value-type fields), so a list draws sooner.
 */
import { history, useLocation } from '@umijs/max';
import { Grid, Table, theme } from 'antd';
import type { TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useRef, useState, type MutableRefObject, type ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import type { Page } from '@common/api/paging';
import { tableColumns } from './cells';
import { FilterBar } from './FilterBar';
import { doneWithFirstPage, firstPageFor, showingList } from './firstPage';
import { listQuery, listSearch, readListState, type ListState } from './listQuery';
import { ListToolbar } from './ListToolbar';
import { FIT_SCROLL, isFilter, LIST_SCROLL, type ListAction, type ListColumn } from './types';
import { useListLayout, type Density } from './useListLayout';

export { TimeText } from './cells';
export { ListHeading } from './ListToolbar';
export { LIST_SCROLL, PHONE_HIDDEN, type ListAction, type ListColumn, type ListOption } from './types';

interface Props<T, Q> {
  columns: ListColumn<T>[];
  /** The API's list call. */
  request: (query: Q) => Promise<Page<T>>;
  rowKey: keyof T & string;
  /** Query keys the page sets itself (its route's kind, a tab, a linked filter): sent, and left in the URL as the page has them. */
  params?: Partial<Q>;
  /** The toolbar's left: the list's heading, or tabs that choose among its rows. */
  title?: ReactNode;
  /** The toolbar's buttons. */
  actions?: ReactNode;
  /** Names a second list on its page: its column choice and density are saved apart. */
  name?: string;
  /** No filter bar: a short list read as it is. */
  search?: false;
  /** Keep the list's state in the URL (the default): false for a second list on the page. */
  inUrl?: boolean;
  /** The sort when the URL names none (`field` or `-field`). */
  defaultSorter?: string;
  /** The page size when the URL names none (DEFAULT_PAGE_SIZE unless said). */
  defaultPageSize?: number;
  /** The density the list starts with (large unless said). */
  size?: Density;
  /** No density or column choice, only reload: a short list on a tab or in a drawer. */
  settings?: false;
  /** Rows the user ticks, for an action on several at once. */
  rowSelection?: TableProps<T>['rowSelection'];
  actionRef?: MutableRefObject<ListAction<Q> | undefined>;
  /** After each load, its query (filters and sort, with the page): an export link follows the list. */
  onLoad?: (query: Q) => void;
}

export default function ListTable<T extends object, Q>({
  columns,
  request,
  rowKey,
  params,
  title,
  actions,
  name,
  search,
  inUrl = true,
  defaultSorter,
  defaultPageSize,
  size,
  settings,
  rowSelection,
  actionRef,
  onLoad,
}: Props<T, Q>) {
  const t = useT();
  const { token } = theme.useToken();
  const { md } = Grid.useBreakpoint();
  const { pathname } = useLocation();
  const filterColumns = useMemo(() => (search === false ? [] : columns.filter(isFilter)), [columns, search]);
  // The query keys of this list's filters: only these are read from the URL and written to it.
  const filterKeys = useMemo(() => new Set(filterColumns.flatMap((column) => column.range ?? [column.dataIndex!])), [filterColumns]);
  const defaults = { filterKeys, defaultSorter, defaultPageSize };
  const [state, setState] = useState<ListState>(() => readListState(inUrl ? history.location.search : '', defaults));
  const paramsKey = JSON.stringify(params ?? {});
  const apiQuery = listQuery(state, params) as Q;
  // The rows the route's loader asked for as the page was entered, when they answer this query.
  const [first] = useState(() => (inUrl ? firstPageFor<T>(history.location.pathname, JSON.stringify(apiQuery)) : undefined));
  const [page, setPage] = useState<Page<T> | undefined>(first?.page);
  const [loading, setLoading] = useState(!first?.page);
  const [reloads, setReloads] = useState(0);
  const layout = useListLayout(name ? `${pathname}#${name}` : pathname, size);
  const latest = useRef(0);
  const reload = () => setReloads((n) => n + 1);

  useEffect(() => (inUrl ? showingList(pathname) : undefined), [inUrl, pathname]);
  // An answer that comes after the list has gone (the user moved on) draws nothing, nor touches the URL.
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  const loadedParams = useRef(paramsKey);
  const firstLoad = useRef(true);
  useEffect(() => {
    const initial = firstLoad.current;
    firstLoad.current = false;
    if (initial && inUrl) doneWithFirstPage(history.location.pathname);
    // `page` here is as the list first drew: with the loader's rows if they were in by then.
    if (initial && page) {
      onLoad?.(apiQuery);
      return;
    }
    // A change of the page's own params (a linked filter cleared) starts again from the first page.
    if (paramsKey !== loadedParams.current) {
      loadedParams.current = paramsKey;
      if (state.current !== 1) {
        setState((s) => ({ ...s, current: 1 }));
        return;
      }
    }
    // Only the newest request draws: a slow answer to an older one is dropped.
    const call = ++latest.current;
    setLoading(true);
    // The first load takes the loader's rows on their way; should they fail, it asks itself.
    const rows = initial && first ? first.rows.catch(() => request(apiQuery)) : request(apiQuery);
    rows.then(
      (answer) => {
        if (call !== latest.current) return;
        setPage(answer);
        setLoading(false);
        onLoad?.(apiQuery);
        const search = listSearch(state, history.location.search, defaults);
        if (inUrl && search !== history.location.search) history.replace({ pathname: history.location.pathname, search });
      },
      // The request layer has told the user; the rows shown stay.
      () => call === latest.current && setLoading(false),
    );
    // `apiQuery` is made of state and params, compared by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, paramsKey, reloads]);

  if (actionRef) actionRef.current = { reload, query: () => apiQuery };
  const panel = { background: token.colorBgContainer, borderRadius: token.borderRadiusLG };

  return (
    <div>
      {filterColumns.length > 0 && (
        <div style={{ ...panel, padding: 24, marginBottom: 16 }}>
          <FilterBar
            columns={filterColumns}
            filters={state.filters}
            onSearch={(filters) => setState((s) => ({ ...s, filters, current: 1 }))}
          />
        </div>
      )}
      <div style={{ ...panel, padding: '16px 24px' }}>
        <ListToolbar
          title={title}
          actions={actions}
          columns={columns}
          hidden={layout.hidden}
          onHiddenChange={layout.setHidden}
          density={layout.density}
          onDensityChange={layout.setDensity}
          onReload={reload}
          loading={loading}
          settings={settings}
        />
        <Table<T>
          rowKey={rowKey}
          columns={tableColumns(columns, layout.hidden, state.sorter, md !== false)}
          dataSource={page?.list}
          rowSelection={rowSelection}
          loading={loading}
          size={layout.density}
          // From a tablet up, the columns share the card (titles and long text wrap) and scroll sideways only
          // when even that is too wide; on a phone each row stays one line and the list scrolls within its card.
          scroll={md ? FIT_SCROLL : LIST_SCROLL}
          tableLayout="auto"
          pagination={{
            current: state.current,
            pageSize: state.pageSize,
            total: page?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total, [from, to]) => t('component.listTable.total', { from, to, total }),
          }}
          onChange={(pagination, _filters, sorter, { action }) => {
            const sorted = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T>;
            const sorterKey = sorted?.order ? `${sorted.order === 'descend' ? '-' : ''}${String(sorted.columnKey)}` : undefined;
            setState((s) =>
              action === 'sort'
                ? { ...s, sorter: sorterKey, current: 1 }
                : {
                    ...s,
                    current: pagination.pageSize !== s.pageSize ? 1 : (pagination.current ?? 1),
                    pageSize: pagination.pageSize ?? s.pageSize,
                  },
            );
          }}
        />
      </div>
    </div>
  );
}
