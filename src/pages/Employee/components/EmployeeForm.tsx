import { DrawerForm, ProFormDatePicker, ProFormDependency, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Form } from 'antd';
import { rules } from '@/utils/formRules';
import { submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { Employee, EmployeeBody } from '@common/api/organisation';
import { LIMITS } from '@common/validation/limits';
import { queryCompanies, queryDepartments } from '@/services/companies';

interface Props {
  /** The employee to edit; none to create one. */
  employee?: Employee;
  onSubmit: (values: EmployeeBody) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create or edit an employee in a drawer; admins pick the company, others work in their own.
 * Mounted only while open, so the list page loads it on first use.
 */
const EmployeeForm: React.FC<Props> = ({ employee, onSubmit, onClose }) => {
  const t = useT();
  const r = rules(t);
  const { isAdmin, isDepartment } = useAccess();
  const { initialState } = useModel('@@initialState');
  const ownCompany = initialState?.currentUser?.relation_id;
  const companies = useRequest(() => queryCompanies({ pageSize: 100 }), { ready: isAdmin });
  const [form] = Form.useForm<EmployeeBody>();

  return (
    <DrawerForm<EmployeeBody>
      form={form}
      // A form name prefixes field ids, which would otherwise clash with the list's search form.
      name="employee"
      title={t(employee ? 'pages.employee.edit' : 'pages.employee.create')}
      open
      onOpenChange={(open) => !open && onClose()}
      width={520}
      drawerProps={{ destroyOnClose: true }}
      initialValues={
        employee ?? {
          companyId: isAdmin ? undefined : ownCompany,
          departmentId: isDepartment ? initialState?.currentUser?.department : undefined,
        }
      }
      onFinish={(values) =>
        // No address is sent as '': on an edit it clears the one the employee had.
        submitForm(form, () => onSubmit({ ...values, idNumber: values.idNumber?.trim().toUpperCase(), email: values.email?.trim() ?? '' }))
      }
    >
      {isAdmin && !employee && (
        <ProFormSelect
          name="companyId"
          label={t('pages.employee.company')}
          rules={[r.required()]}
          options={(companies.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
          showSearch
        />
      )}
      <ProFormSelect
        name="departmentId"
        label={t('pages.employee.department')}
        disabled={isDepartment}
        dependencies={['companyId']}
        request={async ({ companyId }) => {
          const id = employee?.companyId ?? companyId ?? ownCompany;
          return id ? (await queryDepartments(id)).map((d) => ({ value: d.id, label: d.name })) : [];
        }}
      />
      <ProFormText name="name" label={t('pages.employee.name')} rules={[r.required(), r.max(LIMITS.personName)]} />
      <ProFormText
        name="idNumber"
        label={t('pages.employee.idNumber')}
        disabled={Boolean(employee)}
        rules={employee ? [] : [r.required(), r.idNumber()]}
      />
      <ProFormText name="mobile" label={t('pages.employee.mobile')} rules={[r.required(), r.mobile()]} />
      <ProFormText
        name="email"
        label={t('pages.employee.email')}
        extra={t('pages.employee.email.hint')}
        fieldProps={{ inputMode: 'email', autoComplete: 'off' }}
        rules={[
          { type: 'email', transform: (value?: string) => value?.trim(), message: t('pages.employee.email.invalid') },
          r.max(LIMITS.employeeEmail),
        ]}
      />
      <ProFormText name="position" label={t('pages.employee.position')} rules={[r.max(LIMITS.position)]} />
      <ProFormDatePicker
        name="entryDate"
        label={t('pages.employee.entryDate')}
        rules={[r.required()]}
        fieldProps={{ format: 'YYYY-MM-DD' }}
      />
      {employee && (
        <ProFormSelect
          name="status"
          label={t('pages.employee.status')}
          allowClear={false}
          options={(['active', 'left'] as const).map((status) => ({ value: status, label: t(`pages.employee.status.${status}`) }))}
        />
      )}
      <ProFormDependency name={['status']}>
        {({ status }) =>
          status === 'left' && (
            <ProFormDatePicker
              name="leaveDate"
              label={t('pages.employee.leaveDate')}
              rules={[r.required()]}
              fieldProps={{ format: 'YYYY-MM-DD' }}
            />
          )
        }
      </ProFormDependency>
    </DrawerForm>
  );
};

export default EmployeeForm;
