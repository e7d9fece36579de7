import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Button, Form, List, message, Typography } from 'antd';
import DeleteLink from '@/components/DeleteLink';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import type { Department } from '@common/api/organisation';
import { LIMITS } from '@common/validation/limits';
import { createDepartment, deleteDepartment, renameDepartment } from '@/services/companies';

/** A department's name in a modal: for adding one and for renaming one. */
const NameForm: React.FC<{
  title: string;
  trigger: JSX.Element;
  initial?: string;
  save: (name: string) => Promise<unknown>;
  onSaved: () => void;
}> = ({ title, trigger, initial, save, onSaved }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<{ name: string }>();
  return (
    <ModalForm<{ name: string }>
      form={form}
      title={title}
      width={400}
      trigger={trigger}
      initialValues={{ name: initial }}
      modalProps={{ destroyOnClose: true }}
      onFinish={async ({ name }) => {
        if (!(await submitForm(form, () => save(name.trim())))) return false;
        message.success(t('pages.common.saved'));
        onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('pages.department.name')} rules={[r.required(), r.max(LIMITS.departmentName)]} />
    </ModalForm>
  );
};

/** A company's departments: add, rename, remove (refused while they hold employees). */
interface Props {
  companyId: number;
  departments: Department[];
  loading: boolean;
  onChange: () => void;
}

const Departments: React.FC<Props> = ({ companyId, departments, loading, onChange }) => {
  const t = useT();
  return (
    <List<Department>
      loading={loading}
      header={
        <NameForm
          title={t('pages.department.create')}
          trigger={
            <Button type="primary" icon={<PlusOutlined />}>
              {t('pages.department.create')}
            </Button>
          }
          save={(name) => createDepartment(companyId, name, FORM_CALL)}
          onSaved={onChange}
        />
      }
      dataSource={departments}
      renderItem={(d) => (
        <List.Item
          actions={[
            <NameForm
              key="rename"
              title={t('pages.department.rename')}
              trigger={<a>{t('pages.department.rename')}</a>}
              initial={d.name}
              save={(name) => renameDepartment(d.id, name, FORM_CALL)}
              onSaved={onChange}
            />,
            <DeleteLink
              key="delete"
              confirmId="pages.department.delete.confirm"
              onDelete={async () => {
                await deleteDepartment(d.id);
                onChange();
              }}
            />,
          ]}
        >
          <List.Item.Meta title={d.name} />
          <Typography.Text type="secondary">{t('pages.department.employeeCount', { count: d.employeeCount })}</Typography.Text>
        </List.Item>
      )}
    />
  );
};

export default Departments;
