import { history, useLocation } from '@umijs/max';
import { useMemo } from 'react';

/**
 * Filters that a link carries in the URL (`/sign?status=rejected&updatedFrom=…`, from the home
 * page's figures): the list applies them, on top of its search form, until the user clears them.
 * Only `keys` are taken; anything else in the query is left alone.
 */
export function useLinkedFilters<K extends string>(keys: readonly K[]) {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  // Only these keys' values count: the rest of the URL (a list's own state) changes on every load.
  const own = JSON.stringify(keys.filter((k) => query.get(k)).map((k) => [k, query.get(k)!]));
  const filters = useMemo(() => Object.fromEntries(JSON.parse(own)) as Partial<Record<K, string>>, [own]);
  const clear = () => {
    const rest = new URLSearchParams(search);
    keys.forEach((k) => rest.delete(k));
    history.replace({ pathname, search: rest.toString() ? `?${rest}` : '' });
  };
  return { filters, active: Object.keys(filters).length > 0, clear };
}
