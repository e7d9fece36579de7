import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Button, message, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { tableRequest } from '@/utils/proTableRequest';
import { useT } from '@/hooks/useT';
import { canManageAccount } from '../../../../../common/access';
import type { Account } from '../../../../../common/api';
import type { Department } from '../../../../../common/api/organisation';
import { queryCompanyAccounts, resetPassword, updateAccount } from '../service';
import AccountForm from './AccountForm';
import { chinaDateTime } from '../../../../../common/china-time';

/** The company's accounts (company, department and operator users): create, edit, disable, reset password. */
const Accounts: React.FC<{ companyId: number; departments: Department[] }> = ({ companyId, departments }) => {
  const t = useT();
  const me = useModel('@@initialState').initialState?.currentUser;
  const table = useRef<ActionType>();
  // The account being edited, 'new' while one is created; the form is mounted only then.
  const [editing, setEditing] = useState<Account | 'new'>();
  const departmentName = (id: number | null) => departments.find((d) => d.id === id)?.name ?? '-';

  const columns: ProColumns<Account>[] = [
    {
      title: t('pages.account.username'),
      dataIndex: 'username',
      render: (_, a) => (
        <Space size={4} wrap>
          {a.username}
          {a.mustChangePassword && <Tag color="orange">{t('pages.account.mustChangePassword')}</Tag>}
        </Space>
      ),
    },
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
    {
      title: t('pages.account.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      render: (_, a) => (a.lastLoginAt ? chinaDateTime(a.lastLoginAt) : '-'),
    },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      // Nobody edits, disables or resets their own account here, nor a peer's (the server refuses it too).
      render: (_, account) =>
        me &&
        account.id !== me.id &&
        canManageAccount(me, account) && [
          <a key="edit" onClick={() => setEditing(account)}>
            {t('pages.common.edit')}
          </a>,
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
              table.current?.reload();
              Modal.success({
                title: t('pages.account.resetPassword.done', { username: account.username }),
                content: (
                  <>
                    <Typography.Text copyable code>
                      {password}
                    </Typography.Text>
                    <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
                      {t('pages.account.password.mustChange')}
                    </Typography.Paragraph>
                  </>
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
    <>
      <ProTable<Account>
        scroll={{ x: 'max-content' }}
        rowKey="id"
        actionRef={table}
        search={false}
        columns={columns}
        params={{ companyId }}
        request={tableRequest(queryCompanyAccounts)}
        toolBarRender={() => [
          <Button key="create" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('pages.account.create')}
          </Button>,
        ]}
      />
      {editing && (
        <AccountForm
          companyId={companyId}
          departments={departments}
          account={editing === 'new' ? undefined : editing}
          onSaved={() => table.current?.reload()}
          onClose={() => setEditing(undefined)}
        />
      )}
    </>
  );
};

export default Accounts;
