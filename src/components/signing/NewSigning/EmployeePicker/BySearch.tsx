import { useDebounceFn, useRequest } from 'ahooks';
import { Select } from 'antd';
import { useT } from '@/hooks/useT';
import { queryEmployees } from '@/services/employees';
import type { Employee } from '@common/api/organisation';

/** Looks like a whole ID number (then it is searched exactly), not a part of a name. */
const looksLikeIdNumber = (text: string) => /^\d{17}[\dXx]$/.test(text);

/** Active employees by a part of the name or a whole ID number, asked for as the user types. */
export function useEmployeeSearch() {
  const search = useRequest(
    async (text: string) => {
      const query = text.trim();
      if (!query) return [];
      const byId = looksLikeIdNumber(query);
      return (await queryEmployees({ ...(byId ? { idNumber: query.toUpperCase() } : { name: query }), status: 'active', pageSize: 20 }))
        .list;
    },
    { manual: true },
  );
  const { run: searchLater } = useDebounceFn(search.run, { wait: 300 });
  return { found: search.data, loading: search.loading, searchLater };
}

interface Props {
  search: ReturnType<typeof useEmployeeSearch>;
  /** Those already chosen (offered, but not again). */
  chosen: Employee[];
  onAdd: (found: Employee[]) => void;
}

/** A search box whose every pick adds that employee. */
const BySearch: React.FC<Props> = ({ search: { found, loading, searchLater }, chosen, onAdd }) => {
  const t = useT();
  return (
    <Select<number | null>
      showSearch
      value={null}
      style={{ width: '100%' }}
      placeholder={t('pages.sign.new.employees.search.placeholder')}
      filterOption={false}
      onSearch={searchLater}
      loading={loading}
      notFoundContent={found ? t('pages.sign.new.employees.search.none') : null}
      options={(found ?? []).map((e) => ({
        value: e.id,
        label: `${e.name}  ${e.idNumber}  ${e.departmentName ?? ''}`,
        disabled: chosen.some((v) => v.id === e.id),
      }))}
      onSelect={(id: number | null) => onAdd((found ?? []).filter((e) => e.id === id))}
    />
  );
};

export default BySearch;
