import { useAccess, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { queryDepartments } from '@/services/companies';
import { departmentEmployees } from '@/services/employees';
import type { Employee } from '@common/api/organisation';
import { MAX_EMPLOYEES } from '../formValues';

/**
 * A department whose employees are added at once; a department user's own is the only one. The
 * departments load when first shown (`shown`).
 */
export function useDepartmentChoice(shown: boolean, add: (found: Employee[]) => void) {
  const { isDepartment, department } = useAccess();
  const { initialState } = useModel('@@initialState');
  const companyId = initialState?.currentUser?.relation_id;
  const [departmentId, setDepartmentId] = useState<number | undefined>(isDepartment ? (department ?? undefined) : undefined);
  const departments = useRequest(async () => (companyId ? queryDepartments(companyId) : []), { ready: shown });
  const adding = useRequest(async () => departmentId && add(await departmentEmployees(departmentId, MAX_EMPLOYEES)), {
    manual: true,
  });
  return { departmentId, setDepartmentId, fixed: isDepartment, departments, adding };
}

const ByDepartment: React.FC<ReturnType<typeof useDepartmentChoice>> = ({ departmentId, setDepartmentId, fixed, departments, adding }) => {
  const t = useT();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select
        style={{ flex: 1 }}
        value={departmentId}
        onChange={setDepartmentId}
        disabled={fixed}
        loading={departments.loading}
        placeholder={t('pages.sign.new.employees.department.placeholder')}
        showSearch
        optionFilterProp="label"
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.employeeCount})` }))}
      />
      <Button type="primary" disabled={!departmentId} loading={adding.loading} onClick={adding.run}>
        {t('pages.sign.new.employees.department.add')}
      </Button>
    </Space.Compact>
  );
};

export default ByDepartment;
