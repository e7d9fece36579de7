import { useAccess, useModel } from '@umijs/max';
import type { ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { queryDepartments } from '@/services/companies';
import { queryEnabledTemplates } from '@/services/contracts';
import type { SignTask } from '@common/api/signing';

/** The pages that share these columns, by their screen area's strings. */
export type SignTaskFilterArea = 'sign' | 'batchSign' | 'advanceSend';

/** Each area's message ids of the columns' words (spelled out: the locale check reads literal ids). */
const TITLE_IDS = {
  sign: {
    employee: 'pages.sign.employee',
    employeePlaceholder: 'pages.sign.employee.placeholder',
    department: 'pages.sign.department',
    template: 'pages.sign.template',
    createdAt: 'pages.sign.createdAt',
  },
  batchSign: {
    employee: 'pages.batchSign.employee',
    employeePlaceholder: 'pages.batchSign.employee.placeholder',
    department: 'pages.batchSign.department',
    template: 'pages.batchSign.template',
    createdAt: 'pages.batchSign.createdAt',
  },
  advanceSend: {
    employee: 'pages.advanceSend.employee',
    employeePlaceholder: 'pages.advanceSend.employee.placeholder',
    department: 'pages.advanceSend.department',
    template: 'pages.advanceSend.template',
    createdAt: 'pages.advanceSend.createdAt',
  },
};

/**
 * The sign-task columns that /sign, /batchSign and /advanceSend filter by: employee name,
 * department (not offered to department users: theirs is the only one), principal template and
 * the dates of creation, titled in the words of the page's `area`. Each page places them among
 * its own columns (`all`: the four in this order).
 */
export function useSignTaskFilters(area: SignTaskFilterArea) {
  const t = useT();
  const titles = TITLE_IDS[area];
  const { isDepartment } = useAccess();
  const { initialState } = useModel('@@initialState');
  const ownCompany = initialState?.currentUser?.relation_id;
  const employee: ListColumn<SignTask> = {
    title: t(titles.employee),
    dataIndex: 'employeeName',
    placeholder: t(titles.employeePlaceholder),
  };
  const department: ListColumn<SignTask> = {
    title: t(titles.department),
    dataIndex: 'departmentId',
    valueType: 'select',
    search: !isDepartment,
    render: (task) => task.departmentName ?? '-',
    options: async () => (ownCompany ? (await queryDepartments(ownCompany)).map((d) => ({ value: d.id, label: d.name })) : []),
  };
  const template: ListColumn<SignTask> = {
    title: t(titles.template),
    dataIndex: 'templateId',
    valueType: 'select',
    render: (task) => task.templateName,
    options: async () => (await queryEnabledTemplates('principal')).map((c) => ({ value: c.id, label: `${c.name} v${c.version}` })),
  };
  const createdRange: ListColumn<SignTask> = {
    title: t(titles.createdAt),
    dataIndex: 'createdRange',
    valueType: 'dateRange',
    hideInTable: true,
    range: ['createdFrom', 'createdTo'],
  };
  return { employee, department, template, createdRange, all: [employee, department, template, createdRange] };
}
