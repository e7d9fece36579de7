import { PlusOutlined } from '@ant-design/icons';
import { ModalForm, ProFormDependency, ProFormRadio, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { Button, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import ExpiryField from '@/components/ExpiryField';
import { useT } from '@/hooks/useT';
import { createApiKey } from '@/services/apiKeys';
import { chinaInstant } from '@/utils/chinaPicker';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { API_KEY_NAME_MAX, API_KEY_ROLES, type ApiKeyCreateBody, type ApiKeyCreated, type ApiKeyRole } from '@common/api/api-keys';
import type { Department } from '@common/api/organisation';

interface Values {
  name: string;
  role: ApiKeyRole;
  departmentId?: number;
  expiresAt?: Dayjs;
}

/** Only a department key names its department (the server refuses it on any other); no expiry: none sent. */
const keyBody = (companyId: number, { name, role, departmentId, expiresAt }: Values): ApiKeyCreateBody => ({
  name: name.trim(),
  role,
  companyId,
  ...(role === 'department' && { departmentId }),
  ...(expiresAt && { expiresAt: chinaInstant(expiresAt) }),
});

interface Props {
  companyId: number;
  departments: Department[];
  onCreated: (created: ApiKeyCreated) => void;
}

/** "新建密钥": a name, the role the key acts as (a department key: its department) and an optional expiry in China time. */
const ApiKeyForm: React.FC<Props> = ({ companyId, departments, onCreated }) => {
  const t = useT();
  const r = rules(t);
  const [form] = Form.useForm<Values>();
  return (
    <ModalForm<Values>
      form={form}
      title={t('pages.apiKeys.create')}
      width={520}
      dateFormatter={false} // the expiry stays a Dayjs: keyBody reads it as China time
      modalProps={{ destroyOnHidden: true }}
      trigger={
        <Button type="primary" icon={<PlusOutlined />}>
          {t('pages.apiKeys.create')}
        </Button>
      }
      onFinish={(values) => submitForm(form, async () => onCreated(await createApiKey(keyBody(companyId, values), FORM_CALL)))}
    >
      <ProFormText name="name" label={t('pages.apiKeys.name')} rules={[r.required(), r.max(API_KEY_NAME_MAX)]} />
      <ProFormRadio.Group
        name="role"
        label={t('pages.apiKeys.role')}
        rules={[r.required()]}
        options={API_KEY_ROLES.map((role) => ({ value: role, label: t(`pages.apiKeys.role.${role}`) }))}
      />
      <ProFormDependency name={['role']}>
        {({ role }) =>
          role === 'department' && (
            <ProFormSelect
              name="departmentId"
              label={t('pages.apiKeys.department')}
              rules={[r.required()]}
              options={departments.map((d) => ({ value: d.id, label: d.name }))}
              fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
            />
          )
        }
      </ProFormDependency>
      <ExpiryField
        label={t('pages.apiKeys.expiresAt')}
        hint={t('pages.apiKeys.expiresAt.hint')}
        none={t('pages.apiKeys.expiresAt.none')}
        past={t('pages.apiKeys.expiresAt.future')}
      />
    </ModalForm>
  );
};

export default ApiKeyForm;
