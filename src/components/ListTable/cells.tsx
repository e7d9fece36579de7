import { Badge, Space, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { chinaDate, chinaDateTime } from '@common/china-time';
import { columnKey, type ListColumn } from './types';

/** A server time in China time (common/china-time.ts); a plain date (YYYY-MM-DD) as it is. */
const TIME_FORMATS = { date: chinaDate, dateTime: chinaDateTime } as const;

/** A date or a time on one line: where a list's columns share the width, the text beside it wraps instead. */
export const TimeText: React.FC<{ children: ReactNode }> = ({ children }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

/** A cell of `column` for `record`: a time in China time, a choice with its badge, or the text; '-' when empty. */
function cell<T>(column: ListColumn<T>, record: T, index: number): ReactNode {
  if (column.render) {
    const drawn = column.render(record, index);
    return Array.isArray(drawn) ? <Space size="middle">{drawn.filter(Boolean)}</Space> : drawn;
  }
  const value = column.dataIndex === undefined ? undefined : (record as Record<string, unknown>)[column.dataIndex];
  if (value === undefined || value === null || value === '') return '-';
  if (column.valueType === 'date' || column.valueType === 'dateTime') {
    const text = String(value);
    return <TimeText>{/^\d{4}-\d\d-\d\d$/.test(text) ? text : TIME_FORMATS[column.valueType](text)}</TimeText>;
  }
  const choice = column.valueEnum?.[String(value)];
  if (choice) return choice.status ? <Badge status={choice.status} text={choice.text} /> : choice.text;
  return column.copyable ? <Typography.Text copyable>{String(value)}</Typography.Text> : String(value);
}

/**
 * A cut-short column (`ellipsis` with a `width`) keeps to its width: where the columns share the
 * card (tableLayout auto) a long text would otherwise widen its column to the whole text.
 */
function fitted<T>(column: ListColumn<T>, content: ReactNode): ReactNode {
  if (!column.ellipsis || typeof column.width !== 'number') return content;
  return <div style={{ maxWidth: column.width, overflow: 'hidden', textOverflow: 'ellipsis' }}>{content}</div>;
}

/** The columns as antd's Table takes them: those shown, the sorted one marked. */
/** `pinned`: fixed columns stay fixed; on a phone they would cover the others, so they scroll with them. */
export function tableColumns<T>(columns: ListColumn<T>[], hidden: ReadonlySet<string>, sorter?: string, pinned = true): ColumnType<T>[] {
  return columns.flatMap((column, i) => {
    const key = columnKey(column, i);
    if (column.hideInTable || hidden.has(key)) return [];
    const sortOrder = sorter === key ? 'ascend' : sorter === `-${key}` ? 'descend' : null;
    return [
      {
        key,
        title: column.title,
        dataIndex: column.dataIndex,
        render: (_: unknown, record: T, index: number) => fitted(column, cell(column, record, index)),
        ...(column.sorter ? { sorter: true, sortOrder } : {}),
        width: column.width,
        fixed: pinned ? column.fixed : undefined,
        ellipsis: column.ellipsis,
        align: column.align,
        responsive: column.responsive,
      },
    ];
  });
}
