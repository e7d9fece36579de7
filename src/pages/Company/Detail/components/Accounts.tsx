import { PlusOutlined } from '@ant-design/icons';
import {
  ModalForm,
  ProFormDependency,
  ProFormSelect,
  ProFormText,
  ProTable,
  type ActionType,
  type ProColumns,
} from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { Button, Form, message, Modal, Popconfirm, Typography } from 'antd';
import { useRef } from 'react';
import { tableRequest } from '@/utils/proTableRequest';
import { rules } from '@/utils/formRules';
import { FORM_CALL, submitForm } from '@/utils/submitForm';
import { useT } from '@/hooks/useT';
import { canManageAccount } from '../../../../../common/access';
import { UserType, type Account } from '../../../../../common/api';
import type { AccountCreateBody, Department } from '../../../../../common/api/organisation';
import { LIMITS, USERNAME_PATTERN } from '../../../../../common/validation/limits';
import { createAccount, queryCompanyAccounts, resetPassword, updateAccount } from '../service';

/** The company's accounts (company, department and operator users): create, disable, reset password. */
const Accounts: React.FC<{ companyId: number; departments: Department[] }> = ({ companyId, departments }) => {
  const t = useT();
  const r = rules(t);
  const { isAdmin } = useAccess();
  const me = useModel('@@initialState').initialState?.currentUser;
  const table = useRef<ActionType>();
  const [form] = Form.useForm<AccountCreateBody>();
  const types = (isAdmin ? [UserType.COMPANY, UserType.DEPARTMENT, UserType.OPERATOR] : [UserType.DEPARTMENT, UserType.OPERATOR]).map(
    (type) => ({
      value: type,
      label: t(`pages.account.type.${type}`),
    }),
  );
  const departmentName = (id: number | null) => departments.find((d) => d.id === id)?.name ?? '-';

  const columns: ProColumns<Account>[] = [
    { title: t('pages.account.username'), dataIndex: 'username' },
    { title: t('pages.account.name'), dataIndex: 'name' },
    { title: t('pages.account.type'), dataIndex: 'type', render: (_, a) => t(`pages.account.type.${a.type}`) },
    { title: t('pages.employee.department'), dataIndex: 'department', render: (_, a) => departmentName(a.department) },
    { title: t('pages.employee.mobile'), dataIndex: 'mobile' },
    {
      title: t('pages.company.status'),
      dataIndex: 'status',
      valueEnum: {
        enabled: { text: t('pages.account.status.enabled'), status: 'Success' },
        disabled: { text: t('pages.account.status.disabled'), status: 'Default' },
      },
    },
    { title: t('pages.account.lastLoginAt'), dataIndex: 'lastLoginAt', valueType: 'dateTime' },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      // Nobody disables or resets their own account here, nor a peer's (the server refuses it too).
      render: (_, account) =>
        me &&
        account.id !== me.id &&
        canManageAccount(me, account) && [
          <a
            key="status"
            onClick={async () => {
              await updateAccount(account.id, { status: account.status === 'enabled' ? 'disabled' : 'enabled' });
              message.success(t('pages.common.saved'));
              table.current?.reload();
            }}
          >
            {t(account.status === 'enabled' ? 'pages.account.disable' : 'pages.account.enable')}
          </a>,
          <Popconfirm
            key="reset"
            title={t('pages.account.resetPassword.confirm')}
            onConfirm={async () => {
              const { password } = await resetPassword(account.id);
              Modal.success({
                title: t('pages.account.resetPassword.done', { username: account.username }),
                content: (
                  <Typography.Text copyable code>
                    {password}
                  </Typography.Text>
                ),
              });
            }}
          >
            <a>{t('pages.account.resetPassword')}</a>
          </Popconfirm>,
        ],
    },
  ];

  return (
    <ProTable<Account>
      rowKey="id"
      actionRef={table}
      search={false}
      columns={columns}
      params={{ companyId }}
      request={tableRequest(queryCompanyAccounts)}
      toolBarRender={() => [
        <ModalForm<AccountCreateBody>
          // A form name prefixes field ids, which would otherwise clash with the list's search form.
          name="account"
          form={form}
          key="create"
          title={t('pages.account.create')}
          width={520}
          modalProps={{ destroyOnClose: true }}
          trigger={
            <Button type="primary" icon={<PlusOutlined />}>
              {t('pages.account.create')}
            </Button>
          }
          onFinish={async (values) => {
            if (!(await submitForm(form, () => createAccount({ ...values, relation_id: companyId }, FORM_CALL)))) return false;
            message.success(t('pages.common.saved'));
            table.current?.reload();
            return true;
          }}
        >
          <ProFormText
            name="username"
            label={t('pages.account.username')}
            rules={[
              r.required(),
              { min: LIMITS.username.min, max: LIMITS.username.max, pattern: USERNAME_PATTERN, message: t('pages.account.username.rule') },
            ]}
          />
          <ProFormText name="name" label={t('pages.account.name')} rules={[r.required(), r.max(LIMITS.accountName)]} />
          <ProFormText.Password
            name="password"
            label={t('pages.account.password')}
            rules={[
              r.required(),
              { pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/, message: t('pages.account.settings.security.password.rule') },
            ]}
          />
          <ProFormSelect name="type" label={t('pages.account.type')} options={types} rules={[r.required()]} />
          <ProFormDependency name={['type']}>
            {({ type }) =>
              type === UserType.DEPARTMENT && (
                <ProFormSelect
                  name="department"
                  label={t('pages.employee.department')}
                  options={departments.map((d) => ({ value: d.id, label: d.name }))}
                  rules={[r.required()]}
                />
              )
            }
          </ProFormDependency>
          <ProFormText name="mobile" label={t('pages.employee.mobile')} rules={[r.mobile()]} />
          <ProFormText
            name="email"
            label={t('pages.account.settings.basic.email')}
            rules={[{ type: 'email', message: t('pages.account.settings.basic.email-invalid') }]}
          />
        </ModalForm>,
      ]}
    />
  );
};

export default Accounts;
