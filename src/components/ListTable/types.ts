import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** A choice of a select filter. */
export interface ListOption {
  value: string | number;
  label: string;
}

/** A badge colour, as antd's Badge names them. */
export type ListBadge = 'success' | 'processing' | 'default' | 'error' | 'warning';

/**
 * One column of a list, and the filter it offers. `dataIndex` is the row's field, the filter's
 * query key and the sort key at once: one name from the table to the API.
 */
export interface ListColumn<T> {
  title: string;
  dataIndex?: string;
  /** A column without a field (actions) needs a key of its own. */
  key?: string;
  /**
   * How the cell and the filter are drawn: text (the default), a choice (`valueEnum` or `options`),
   * a date or a time (cells only), a date range (filter only: `range` names its two query keys),
   * or the row's actions (a list of links).
   */
  valueType?: 'text' | 'select' | 'date' | 'dateTime' | 'dateRange' | 'option';
  /** A select's choices, each with its badge in the cell. */
  valueEnum?: Record<string, { text: string; status?: ListBadge }>;
  /** A select filter's choices loaded from the API, with the typed words when `remoteSearch`. */
  options?: (keyWords?: string) => Promise<ListOption[]>;
  /** The select asks `options` again as the user types (a list too long to load at once). */
  remoteSearch?: boolean;
  /** A date range filter's two query keys: createdRange → [createdFrom, createdTo]. */
  range?: readonly [string, string];
  /**
   * How a range's two dates (`YYYY-MM-DD`) become its query values and back, when the API wants
   * other values than the dates themselves (instants of local days).
   */
  rangeQuery?: {
    from: (dates: [string, string]) => [string, string];
    to: (values: [string, string]) => [string, string];
  };
  /** Offer a filter for this column (default: yes, except actions and columns without a field). */
  search?: boolean;
  /** A text filter's hint, when the title alone does not say what to type. */
  placeholder?: string;
  /** A filter only, not a column. */
  hideInTable?: boolean;
  /** Sorted on the server by this column's field. */
  sorter?: boolean;
  /** The cell's text can be copied with one click. */
  copyable?: boolean;
  /** The cell; an array (actions) is drawn as a row of links. */
  render?: (record: T, index: number) => ReactNode | ReactNode[];
  width?: ColumnType<T>['width'];
  fixed?: ColumnType<T>['fixed'];
  ellipsis?: boolean;
  align?: ColumnType<T>['align'];
  responsive?: ColumnType<T>['responsive'];
}

/** What a page may do to its list. */
export interface ListAction<Q> {
  /** Load the shown page again (after a change). */
  reload: () => void;
  /** The query of the list as shown: its filters and sort (an export of the same rows). */
  query: () => Q;
}

/** The key of a column: its field, or its own key (the actions: 'actions', wherever they stand). */
export const columnKey = <T>(column: ListColumn<T>, index: number) =>
  column.key ?? column.dataIndex ?? (column.valueType === 'option' ? 'actions' : `column-${index}`);

/** Whether a column offers a filter. */
export const isFilter = <T>(column: ListColumn<T>) =>
  column.search ??
  (column.dataIndex !== undefined && column.valueType !== 'option' && column.valueType !== 'date' && column.valueType !== 'dateTime');

/** Columns keep their width and the table scrolls within itself: on a phone the page never scrolls sideways. */
export const LIST_SCROLL = { x: 'max-content' } as const;

/**
 * Wider screens: the table fits its card, its column titles and long text wrapping, and scrolls
 * within itself only when it cannot (with `tableLayout="auto"`: antd would fix the layout for a
 * fixed column, and share the width out evenly).
 */
export const FIT_SCROLL = { x: true } as const;

/** Secondary columns, left out on phones (below antd's md breakpoint) so a row stays one line. */
export const PHONE_HIDDEN: Array<'md'> = ['md'];
