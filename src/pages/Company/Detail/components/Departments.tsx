import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormText } from '@ant-design/pro-components';
import { Button, List, message, Typography } from 'antd';
import DeleteLink from '@/components/DeleteLink';
import { rules } from '@/utils/formRules';
import { useT } from '@/hooks/useT';
import type { Department } from '../../../../../common/api/organisation';
import { LIMITS } from '../../../../../common/validation/limits';
import { createDepartment, deleteDepartment, renameDepartment } from '../service';

/** A company's departments: add, rename, remove (refused while they hold employees). */
interface Props {
  companyId: number;
  departments: Department[];
  loading: boolean;
  onChange: () => void;
}

const Departments: React.FC<Props> = ({ companyId, departments, loading, onChange }) => {
  const t = useT();
  const r = rules(t);
  const nameForm = (title: string, trigger: JSX.Element, initial: string | undefined, save: (name: string) => Promise<unknown>) => (
    <ModalForm<{ name: string }>
      title={title}
      width={400}
      trigger={trigger}
      initialValues={{ name: initial }}
      modalProps={{ destroyOnClose: true }}
      onFinish={async ({ name }) => {
        await save(name.trim());
        message.success(t('pages.common.saved'));
        onChange();
        return true;
      }}
    >
      <ProFormText name="name" label={t('pages.department.name')} rules={[r.required(), r.max(LIMITS.departmentName)]} />
    </ModalForm>
  );
  return (
    <List<Department>
      loading={loading}
      header={nameForm(
        t('pages.department.create'),
        <Button type="primary" icon={<PlusOutlined />}>
          {t('pages.department.create')}
        </Button>,
        undefined,
        (name) => createDepartment(companyId, name),
      )}
      dataSource={departments}
      renderItem={(d) => (
        <List.Item
          actions={[
            nameForm(t('pages.department.rename'), <a key="rename">{t('pages.department.rename')}</a>, d.name, (name) =>
              renameDepartment(d.id, name),
            ),
            <DeleteLink
              key="delete"
              confirmId="pages.department.delete.confirm"
              onDelete={async () => {
                await deleteDepartment(d.id);
                message.success(t('pages.common.deleted'));
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
