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
  /** Rewrites the URL in place with `changes` (undefined removes a key). */
  const set = (changes: Partial<Record<K, string | undefined>>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    history.replace({ pathname, search: next.toString() ? `?${next}` : '' });
  };
  const clear = () => set(Object.fromEntries(keys.map((k) => [k, undefined])) as Partial<Record<K, undefined>>);
  return { filters, active: Object.keys(filters).length > 0, set, clear };
}
