import { Button, Form, Grid, Input, Space } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useT } from '@/hooks/useT';
import { FilterSelect } from './FilterSelect';
import type { ListState } from './listQuery';
import type { ListColumn } from './types';

const DateRangeField = lazy(() => import('./DateRangeField'));

type Values = Record<string, unknown>;

/** The form's values for the filters in force (a range from its two query keys). */
function formValues<T>(columns: ListColumn<T>[], filters: ListState['filters']): Values {
  return Object.fromEntries(
    columns.map((column) => {
      const [from, to] = column.range ?? [];
      if (!from || !to) return [column.dataIndex!, filters[column.dataIndex!] || undefined];
      const values = [String(filters[from] ?? ''), String(filters[to] ?? '')] as [string, string];
      return [column.dataIndex!, values[0] && values[1] ? (column.rangeQuery?.to(values) ?? values) : undefined];
    }),
  );
}

/** The filters the form says, in the API's query names: empty fields are no filter. */
function toFilters<T>(columns: ListColumn<T>[], values: Values): ListState['filters'] {
  const filters: ListState['filters'] = {};
  for (const column of columns) {
    const value = values[column.dataIndex!];
    if (column.range && Array.isArray(value)) {
      [filters[column.range[0]], filters[column.range[1]]] = column.rangeQuery?.from(value as [string, string]) ?? value;
    } else if (typeof value === 'string' && value.trim()) filters[column.dataIndex!] = value.trim();
    else if (typeof value === 'number') filters[column.dataIndex!] = value;
  }
  return filters;
}

interface Props<T> {
  /** The columns that offer a filter. */
  columns: ListColumn<T>[];
  /** The filters in force when the bar is first drawn (from the URL). */
  filters: ListState['filters'];
  onSearch: (filters: ListState['filters']) => void;
}

/**
 * The list's filters in one wrapping row, one field per filter column, labelled with its title:
 * text, a choice or a date range. "Query" applies them from the first page; "Reset" clears them.
 */
export function FilterBar<T>({ columns, filters, onSearch }: Props<T>) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  // On a phone the fields stack, each as wide as the screen, labels above.
  const narrow = Grid.useBreakpoint().sm === false;
  const width = narrow ? '100%' : undefined;
  // The fields start from the URL; afterwards the form holds what the user types.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => formValues(columns, filters), []);
  return (
    <Form<Values>
      form={form}
      name="filters"
      layout={narrow ? 'vertical' : 'inline'}
      className="list-filter-bar"
      style={{ rowGap: 16 }}
      initialValues={initialValues}
      onFinish={(values) => onSearch(toFilters(columns, values))}
    >
      {columns.map((column) => (
        <Form.Item key={column.dataIndex} name={column.dataIndex} label={column.title}>
          {column.valueType === 'select' ? (
            <FilterSelect column={column} width={width} />
          ) : column.valueType === 'dateRange' ? (
            <LazyField width={width} />
          ) : (
            <Input allowClear placeholder={column.placeholder ?? t('component.listTable.enter')} style={{ width: width ?? 200 }} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('component.listTable.query')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(Object.fromEntries(columns.map((column) => [column.dataIndex, undefined])));
              onSearch({});
            }}
          >
            {t('component.listTable.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

/** The date range field once its chunk is in; the form's value and onChange pass through. */
const LazyField: React.FC<{ width?: string }> = ({ width, ...field }) => (
  <Suspense fallback={<Input disabled style={{ width: width ?? 260 }} />}>
    <DateRangeField {...field} width={width} />
  </Suspense>
);
