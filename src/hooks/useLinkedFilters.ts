import { history, useLocation } from '@umijs/max';
import { useMemo } from 'react';

/**
 * Filters that a link carries in the URL (`/sign?status=rejected&updatedFrom=…`, from the home
 * page's figures): the list applies them, on top of its search form, until the user clears them.
 * Only `keys` are taken; anything else in the query is left alone.
 */
export function useLinkedFilters<K extends string>(keys: readonly K[]) {
  const { pathname, search } = useLocation();
  const filters = useMemo(() => {
    const query = new URLSearchParams(search);
    return Object.fromEntries(keys.filter((k) => query.get(k)).map((k) => [k, query.get(k)!])) as Partial<Record<K, string>>;
    // keys is a constant list of each page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const clear = () => history.replace(pathname);
  return { filters, active: Object.keys(filters).length > 0, clear };
}
