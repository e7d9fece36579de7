import '@/locales/onDemand/organisation';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { Button, message, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import DeleteLink from '@/components/DeleteLink';
import { LIST_SCROLL, LIST_SEARCH, PHONE_HIDDEN } from '@/utils/proTableRequest';
import { useListUrlState } from '@/hooks/useListUrlState';
import { useT } from '@/hooks/useT';
import type { Employee, EmployeeQuery } from '../../../common/api/organisation';
import { FORM_CALL } from '@/utils/submitForm';
import ExportButton from './components/ExportButton';
import { createEmployee, deleteEmployee, queryDepartments, queryEmployees, updateEmployee } from './service';

// The form and the import dialog load when first opened: the list comes first.
const EmployeeForm = lazy(() => import('./components/EmployeeForm'));
const ImportModal = lazy(() => import('./components/ImportModal'));
const MarkLeftForm = lazy(() => import('./components/MarkLeftForm'));

/** Employees (signing users) in the caller's scope. */
const Employees: React.FC = () => {
  const t = useT();
  const { isAdmin, isDepartment } = useAccess();
  const { initialState } = useModel('@@initialState');
  const ownCompany = initialState?.currentUser?.relation_id;
  const table = useRef<ActionType>();
  const filters = useRef<EmployeeQuery>({});
  const [importing, setImporting] = useState(false);
  const list = useListUrlState({ numbers: ['departmentId'] });
  /** The employee in the drawer: one to edit, or 'new'. */
  const [editing, setEditing] = useState<Employee | 'new'>();
  /** The employee being marked as left. */
  const [leaving, setLeaving] = useState<Employee>();
  const saved = () => {
    message.success(t('pages.common.saved'));
    table.current?.reload();
  };

  const columns: ProColumns<Employee>[] = [
    {
      title: t('pages.employee.name'),
      dataIndex: 'name',
      sorter: true,
      render: (_, e) => (
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
    ...(isAdmin
      ? [{ title: t('pages.employee.company'), dataIndex: 'companyName', search: false, responsive: PHONE_HIDDEN } as ProColumns<Employee>]
      : []),
    {
      title: t('pages.employee.department'),
      dataIndex: 'departmentId',
      valueType: 'select',
      hideInSearch: isAdmin || isDepartment,
      render: (_, e) => e.departmentName ?? '-',
      request: async () => (ownCompany ? (await queryDepartments(ownCompany)).map((d) => ({ value: d.id, label: d.name })) : []),
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
        active: { text: t('pages.employee.status.active'), status: 'Success' },
        left: { text: t('pages.employee.status.left'), status: 'Default' },
      },
    },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      render: (_, employee) => [
        <a key="edit" onClick={() => setEditing(employee)}>
          {t('pages.common.edit')}
        </a>,
        employee.status === 'active' && (
          <a key="leave" onClick={() => setLeaving(employee)}>
            {t('pages.employee.markLeft')}
          </a>
        ),
        <DeleteLink
          key="delete"
          confirmId="pages.employee.delete.confirm"
          onDelete={async () => {
            await deleteEmployee(employee.id);
            table.current?.reload();
          }}
        />,
      ],
    },
  ];

  return (
    <PageContainer>
      <ProTable<Employee, EmployeeQuery>
        search={LIST_SEARCH}
        scroll={LIST_SCROLL}
        rowKey="id"
        actionRef={table}
        columns={list.sorted(columns)}
        form={list.form}
        request={async (params, sort) => {
          filters.current = params;
          return list.request(queryEmployees)(params, sort);
        }}
        pagination={list.pagination}
        toolBarRender={() => [
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('pages.employee.create')}
          </Button>,
          <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('pages.employee.import')}
          </Button>,
          <ExportButton key="export" filters={() => filters.current} />,
        ]}
      />
      <Suspense fallback={null}>
        {leaving && <MarkLeftForm employee={leaving} onClose={() => setLeaving(undefined)} onDone={saved} />}
        {editing && (
          <EmployeeForm
            employee={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(undefined)}
            onSubmit={async (values) => {
              if (editing === 'new') {
                await createEmployee(values, FORM_CALL);
              } else {
                // The ID number never changes (non-admins only see it masked), nor does the company.
                const { idNumber: _id, companyId: _company, ...changes } = values;
                await updateEmployee(editing.id, changes, FORM_CALL);
              }
              saved();
            }}
          />
        )}
        {importing && (
          <ImportModal
            open
            onClose={(imported) => {
              setImporting(false);
              if (imported) saved();
            }}
          />
        )}
      </Suspense>
    </PageContainer>
  );
};

export default Employees;
