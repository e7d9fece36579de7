/**
 * Adapts a paged API call to ProTable's `request`: ProTable's params (current, pageSize, the
 * search form's fields) and sort ({field: 'ascend' | 'descend'}) become the API's list query
 * (current, pageSize, filters, `sorter` as `field` or `-field`).
 */
import type { SortOrder } from 'antd/es/table/interface';
import type { Page } from '../../common/api';

// ProTable's own param type is loose; its values are read generically here.
type Params = object;

function toListQuery(params: Params, sort: Record<string, SortOrder> = {}) {
  const query: Record<string, unknown> = {};
  Object.entries(params as Record<string, unknown>).forEach(([key, value]) => {
    // Empty search fields are no filter at all.
    if (value !== undefined && value !== null && value !== '') query[key] = value;
  });
  const [field, order] = Object.entries(sort).find(([, o]) => o) ?? [];
  if (field && order) query.sorter = order === 'descend' ? `-${field}` : field;
  return query;
}

export function tableRequest<T, Q>(fetch: (query: Q) => Promise<Page<T>>) {
  return async (params: Params, sort: Record<string, SortOrder> = {}) => {
    const page = await fetch(toListQuery(params, sort) as Q);
    return { data: page.list, total: page.total, success: true };
  };
}

/** The lists' search form: labels as wide as they need, in every language (none cut off). */
export const LIST_SEARCH = { labelWidth: 'auto' } as const;

export { LIST_SCROLL } from '@/components/ListTable/types';
