import { useAccess, useModel } from '@umijs/max';
import type { ListColumn } from '@/components/ListTable';
import { queryDepartments, queryEnabledTemplates } from '@/services/signing';
import type { SignTask } from '../../../../common/api/signing';

/** Each page's own words for the shared columns (the strings of its screen area). */
export interface SignTaskFilterTitles {
  employee: string;
  employeePlaceholder: string;
  department: string;
  template: string;
  createdAt: string;
}

/**
 * The sign-task columns that /sign, /batchSign and /advanceSend filter by: employee name,
 * department (not offered to department users: theirs is the only one), principal template and
 * the dates of creation. Each page places them among its own columns.
 */
export function useSignTaskFilters(titles: SignTaskFilterTitles) {
  const { isDepartment } = useAccess();
  const { initialState } = useModel('@@initialState');
  const ownCompany = initialState?.currentUser?.relation_id;
  const employee: ListColumn<SignTask> = {
    title: titles.employee,
    dataIndex: 'employeeName',
    placeholder: titles.employeePlaceholder,
  };
  const department: ListColumn<SignTask> = {
    title: titles.department,
    dataIndex: 'departmentId',
    valueType: 'select',
    search: !isDepartment,
    render: (task) => task.departmentName ?? '-',
    options: async () => (ownCompany ? (await queryDepartments(ownCompany)).map((d) => ({ value: d.id, label: d.name })) : []),
  };
  const template: ListColumn<SignTask> = {
    title: titles.template,
    dataIndex: 'templateId',
    valueType: 'select',
    render: (task) => task.templateName,
    options: async () => (await queryEnabledTemplates('principal')).map((c) => ({ value: c.id, label: `${c.name} v${c.version}` })),
  };
  const createdRange: ListColumn<SignTask> = {
    title: titles.createdAt,
    dataIndex: 'createdRange',
    valueType: 'dateRange',
    hideInTable: true,
    range: ['createdFrom', 'createdTo'],
  };
  return { employee, department, template, createdRange };
}
