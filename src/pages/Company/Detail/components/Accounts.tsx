import { PlusOutlined } from '@ant-design/icons';
import { useModel } from '@umijs/max';
import { Button, message, Modal, Popconfirm, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import ListTable, { type ListAction, type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { canManageAccount } from '@common/access';
import type { Account } from '@common/api/accounts';
import type { Department } from '@common/api/organisation';
import { queryCompanyAccounts, resetPassword, updateAccount } from '@/services/accounts';
import AccountForm from './AccountForm';

type AccountQuery = Parameters<typeof queryCompanyAccounts>[0];

/** The company's accounts (company, department and operator users): create, edit, disable, reset password. */
const Accounts: React.FC<{ companyId: number; departments: Department[] }> = ({ companyId, departments }) => {
  const t = useT();
  const me = useModel('@@initialState').initialState?.currentUser;
  const table = useRef<ListAction<AccountQuery>>();
  // The account being edited, 'new' while one is created; the form is mounted only then.
  const [editing, setEditing] = useState<Account | 'new'>();
  const departmentName = (id: number | null) => departments.find((d) => d.id === id)?.name ?? '-';

  const columns: ListColumn<Account>[] = [
    {
      title: t('pages.account.username'),
      dataIndex: 'username',
      render: (a) => (
        <Space size={4} wrap>
          {a.username}
          {a.mustChangePassword && <Tag color="orange">{t('pages.account.mustChangePassword')}</Tag>}
        </Space>
      ),
    },
    { title: t('pages.account.name'), dataIndex: 'name' },
    { title: t('pages.account.type'), dataIndex: 'type', render: (a) => t(`pages.account.type.${a.type}`) },
    { title: t('pages.employee.department'), dataIndex: 'department', render: (a) => departmentName(a.department) },
    { title: t('pages.employee.mobile'), dataIndex: 'mobile' },
    {
      title: t('pages.company.status'),
      dataIndex: 'status',
      valueEnum: {
        enabled: { text: t('pages.account.status.enabled'), status: 'success' },
        disabled: { text: t('pages.account.status.disabled'), status: 'default' },
      },
    },
    { title: t('pages.account.lastLoginAt'), dataIndex: 'lastLoginAt', valueType: 'dateTime' },
    {
      title: t('pages.common.actions'),
      valueType: 'option',
      // Nobody edits, disables or resets their own account here, nor a peer's (the server refuses it too).
      render: (account) =>
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
      <ListTable<Account, AccountQuery>
        name="accounts"
        rowKey="id"
        actionRef={table}
        search={false}
        inUrl={false}
        defaultPageSize={20}
        columns={columns}
        params={{ companyId }}
        request={queryCompanyAccounts}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('pages.account.create')}
          </Button>
        }
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
