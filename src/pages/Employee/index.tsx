import '@/locales/onDemand/organisation';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { Button, message } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { firstPageLoader } from '@/components/ListTable/firstPage';
import ListTable, { type ListAction } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import type { Employee, EmployeeQuery } from '@common/api/organisation';
import { FORM_CALL } from '@/utils/submitForm';
import ExportButton from './components/ExportButton';
import { useEmployeeColumns } from './components/useEmployeeColumns';
import { createEmployee, queryEmployees, updateEmployee } from '@/services/employees';

// The form and the import dialog load when first opened: the list comes first.
const EmployeeForm = lazy(() => import('./components/EmployeeForm'));
const ImportModal = lazy(() => import('./components/ImportModal'));
const MarkLeftForm = lazy(() => import('./components/MarkLeftForm'));

/** Employees (signing users) in the caller's scope. */
const Employees: React.FC = () => {
  const t = useT();
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

  const columns = useEmployeeColumns({ onEdit: setEditing, onLeave: setLeaving, reload: () => table.current?.reload() });

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
