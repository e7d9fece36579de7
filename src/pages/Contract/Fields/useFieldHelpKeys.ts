/**
 * The keys field help explains, offered as a field's key: the shared entries and those of the
 * template's company (an admin's list would otherwise hold every company's), matching what is
 * typed. One key once: a company's own entry stands in for a shared one of the same key.
 */
import { useRequest } from 'ahooks';
import type { FieldHelp } from '@common/api/contracts';
import { queryFieldHelps } from '@/services/fieldHelps';

const LIMIT = 100;

export function useFieldHelpKeys(companyId: number | null, typed: string): FieldHelp[] {
  const keyword = typed.trim() || undefined;
  const { data = [] } = useRequest(
    async () => {
      const query = { keyword, pageSize: LIMIT, sorter: 'key' };
      const [shared, own] = await Promise.all([
        queryFieldHelps({ ...query, shared: true }),
        companyId === null ? undefined : queryFieldHelps({ ...query, companyId }),
      ]);
      const byKey = new Map([...shared.list, ...(own?.list ?? [])].map((help) => [help.key, help]));
      return [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key));
    },
    { refreshDeps: [companyId, keyword], debounceWait: 300 },
  );
  return data;
}
