import { useAccess, useModel } from '@umijs/max';
import { Tag, Tooltip } from 'antd';
import DeleteLink from '@/components/DeleteLink';
import { PHONE_HIDDEN, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { queryDepartments } from '@/services/companies';
import { deleteEmployee } from '@/services/employees';
import type { Employee } from '@common/api/organisation';

interface Options {
  onEdit: (employee: Employee) => void;
  onLeave: (employee: Employee) => void;
  /** After a deletion. */
  reload: () => void;
}

/**
 * The employee list's columns and filters (the company column for administrators; the
 * department filter for company users) and each row's actions: edit, mark as left, delete.
 */
export function useEmployeeColumns({ onEdit, onLeave, reload }: Options): ListColumn<Employee>[] {
  const t = useT();
  const { isAdmin, isDepartment } = useAccess();
  const { initialState } = useModel('@@initialState');
  const ownCompany = initialState?.currentUser?.relation_id;
  return [
    {
      title: t('pages.employee.name'),
      dataIndex: 'name',
      sorter: true,
      render: (e) => (
        <>
          {e.name}
          {e.prevented && (
            <Tooltip title={e.preventedReason}>
              <Tag color="red" style={{ marginLeft: 8 }}>
                {t('pages.employee.prevented')}
              </Tag>
            </Tooltip>
          )}
        </>
      ),
    },
    { title: t('pages.employee.idNumber'), dataIndex: 'idNumber', responsive: PHONE_HIDDEN },
    { title: t('pages.employee.mobile'), dataIndex: 'mobile' },
    // Optional, so '-' for most rows; the API has no filter on it.
    { title: t('pages.employee.email'), dataIndex: 'email', search: false, responsive: PHONE_HIDDEN },
    ...(isAdmin ? [{ title: t('pages.employee.company'), dataIndex: 'companyName', search: false, responsive: PHONE_HIDDEN }] : []),
    {
      title: t('pages.employee.department'),
      dataIndex: 'departmentId',
      valueType: 'select',
      search: !isAdmin && !isDepartment,
      render: (e) => e.departmentName ?? '-',
      options: async () => (ownCompany ? (await queryDepartments(ownCompany)).map((d) => ({ value: d.id, label: d.name })) : []),
    },
    { title: t('pages.employee.position'), dataIndex: 'position', search: false, responsive: PHONE_HIDDEN },
    {
      title: t('pages.employee.entryDate'),
      dataIndex: 'entryDate',
      valueType: 'date',
      search: false,
      sorter: true,
      responsive: PHONE_HIDDEN,
    },
    {
      title: t('pages.company.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: {
        active: { text: t('pages.employee.status.active'), status: 'success' },
        left: { text: t('pages.employee.status.left'), status: 'default' },
      },
    },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (employee) => [
        <a key="edit" onClick={() => onEdit(employee)}>
          {t('pages.common.edit')}
        </a>,
        employee.status === 'active' && (
          <a key="leave" onClick={() => onLeave(employee)}>
            {t('pages.employee.markLeft')}
          </a>
        ),
        <DeleteLink
          key="delete"
          confirmId="pages.employee.delete.confirm"
          onDelete={async () => {
            await deleteEmployee(employee.id);
            reload();
          }}
        />,
      ],
    },
  ];
}
