import { Segmented, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import type { Employee } from '@common/api/organisation';
import { MAX_EMPLOYEES } from '../formValues';
import ByDepartment, { useDepartmentChoice } from './ByDepartment';
import ByPaste, { usePastedIdNumbers } from './ByPaste';
import BySearch, { useEmployeeSearch } from './BySearch';
import ChosenEmployees from './ChosenEmployees';

type Mode = 'search' | 'department' | 'paste';

interface Props {
  value?: Employee[];
  onChange?: (employees: Employee[]) => void;
}

/**
 * The employees to sign: found by name or ID number, a whole department, or pasted ID numbers
 * (one per line; those not found are listed). Shows the chosen ones with their flags. Each way
 * keeps what it was given while another is shown.
 */
const EmployeePicker: React.FC<Props> = ({ value = [], onChange }) => {
  const t = useT();
  const [mode, setMode] = useState<Mode>('search');

  const add = (found: Employee[]) => {
    const known = new Set(value.map((e) => e.id));
    onChange?.([...value, ...found.filter((e) => !known.has(e.id) && known.add(e.id))].slice(0, MAX_EMPLOYEES));
  };
  const search = useEmployeeSearch();
  const department = useDepartmentChoice(mode === 'department', add);
  const paste = usePastedIdNumbers(add);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Segmented<Mode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'search', label: t('pages.sign.new.employees.bySearch') },
          { value: 'department', label: t('pages.sign.new.employees.byDepartment') },
          { value: 'paste', label: t('pages.sign.new.employees.byPaste') },
        ]}
      />
      {mode === 'search' && <BySearch search={search} chosen={value} onAdd={add} />}
      {mode === 'department' && <ByDepartment {...department} />}
      {mode === 'paste' && <ByPaste {...paste} />}
      <ChosenEmployees value={value} onChange={onChange} />
    </Space>
  );
};

export default EmployeePicker;
