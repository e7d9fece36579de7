import { useAccess } from '@umijs/max';
import { useMemo } from 'react';
import { useT } from '@/hooks/useT';
import routes from '../../config/routes';
import type { Access } from '@common/access';

interface RouteRow {
  path?: string;
  name?: string;
  locale?: string;
  access?: string;
  hideInMenu?: boolean;
  routes?: RouteRow[];
}

/** The menu pages this user may open, with their translated titles, from the route table. */
export function useMenuPages() {
  const t = useT();
  const access = useAccess() as unknown as Access;
  return useMemo(() => {
    const options: { value: string; label: string }[] = [];
    const walk = (rows: RouteRow[], parentKey: string) => {
      rows.forEach((row) => {
        if (!row.name || row.hideInMenu || !row.path) return;
        if (row.access && !access[row.access as keyof Access]) return;
        const key = row.locale ?? `${parentKey}.${row.name}`;
        if (row.routes) walk(row.routes, key);
        else options.push({ value: row.path, label: t(key) });
      });
    };
    walk(routes as RouteRow[], 'menu');
    return options;
  }, [access, t]);
}
