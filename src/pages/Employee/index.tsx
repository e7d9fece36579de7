import '@/locales/onDemand/organisation';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { Button, message, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import DeleteLink from '@/components/DeleteLink';
import { firstPageLoader } from '@/components/ListTable/firstPage';
import ListTable, { PHONE_HIDDEN, type ListAction, type ListColumn } from '@/components/ListTable';
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
  const table = useRef<ListAction<EmployeeQuery>>();
  const [importing, setImporting] = useState(false);
  /** The employee in the drawer: one to edit, or 'new'. */
  const [editing, setEditing] = useState<Employee | 'new'>();
  /** The employee being marked as left. */
  const [leaving, setLeaving] = useState<Employee>();
  const saved = () => {
    message.success(t('pages.common.saved'));
    table.current?.reload();
  };

  const columns: ListColumn<Employee>[] = [
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
      <ListTable<Employee, EmployeeQuery>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={queryEmployees}
        actions={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('pages.employee.create')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t('pages.employee.import')}
            </Button>
            <ExportButton filters={() => table.current?.query() ?? {}} />
          </>
        }
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

/** The list's first rows and the page's words, asked for as the route is entered. */
export const clientLoader = firstPageLoader(queryEmployees, () => import('@/locales/onDemand/organisation'));
