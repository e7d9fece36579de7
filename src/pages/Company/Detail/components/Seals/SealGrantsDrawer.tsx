import { useRequest } from 'ahooks';
import { Drawer, Grid, message, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useT } from '@/hooks/useT';
import { querySealGrants, revokeSealGrant } from '@/services/seals';
import type { Account } from '@common/api/accounts';
import type { Department } from '@common/api/organisation';
import type { Seal, SealGrant } from '@common/api/seals';
import { chinaDateTime, chinaTime } from '@common/china-time';
import { queryGrantableTemplates } from '@/services/contracts';
import type { AccountOption } from './accountOptions';
import GrantForm from './GrantForm';

interface Props {
  seal: Seal;
  companyId: number;
  accounts: Account[];
  keyAccounts: AccountOption[];
  departments: Department[];
  onClose: () => void;
}

const grantState = (grant: SealGrant) => (grant.revokedAt ? 'revoked' : grant.live ? 'live' : 'expired');
const STATE_COLOURS = { live: 'success', expired: 'warning', revoked: 'default' } as const;

/**
 * "授权": who may stamp the seal (live, expired and revoked grants, newest first), a new grant,
 * and revoking one for good (a new grant gives the seal again).
 */
const SealGrantsDrawer: React.FC<Props> = ({ seal, companyId, accounts, keyAccounts, departments, onClose }) => {
  const t = useT();
  const { md } = Grid.useBreakpoint();
  const grants = useRequest(() => querySealGrants(seal.id), { refreshDeps: [seal.id] });
  const templates = useRequest(() => queryGrantableTemplates(companyId), { refreshDeps: [companyId] });

  // An id the lists do not hold (a template past the first hundred) shows as its number.
  const names = (ids: number[] | null, all: string, named: { id: number; name: string }[]) =>
    ids ? ids.map((id) => named.find((n) => n.id === id)?.name ?? `#${id}`).join(', ') : all;

  const revoke = async (grant: SealGrant) => {
    try {
      await revokeSealGrant(grant.id);
      void message.success(t('pages.seals.grant.revoked'));
    } catch {
      // Shown by the request layer; the list is read again (revoked meanwhile, say).
    }
    grants.refresh();
  };

  const columns: TableColumnsType<SealGrant> = [
    { title: t('pages.seals.grant.account'), dataIndex: 'accountName' },
    {
      title: t('pages.seals.grant.scope'),
      key: 'scope',
      render: (_, g) => (
        <Space direction="vertical" size={0}>
          <span>{names(g.templateIds, t('pages.seals.grant.templates.all'), templates.data ?? [])}</span>
          <span>{names(g.departmentIds, t('pages.seals.grant.departments.all'), departments)}</span>
        </Space>
      ),
    },
    {
      title: t('pages.seals.grant.expiresAt'),
      dataIndex: 'expiresAt',
      render: (_, g) => (g.expiresAt ? chinaTime(g.expiresAt) : t('pages.seals.grant.expiresAt.none')),
    },
    {
      title: t('pages.seals.grant.createdBy'),
      key: 'created',
      render: (_, g) => (
        <Space direction="vertical" size={0}>
          <span>{g.createdByName ?? '-'}</span>
          <Typography.Text type="secondary">{chinaDateTime(g.createdAt)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('pages.seals.grant.status'),
      key: 'status',
      render: (_, g) => <Tag color={STATE_COLOURS[grantState(g)]}>{t(`pages.seals.grant.status.${grantState(g)}`)}</Tag>,
    },
    {
      title: t('pages.common.actions'),
      key: 'actions',
      render: (_, g) =>
        !g.revokedAt && (
          <Popconfirm title={t('pages.seals.grant.revoke.confirm', { account: g.accountName })} onConfirm={() => revoke(g)}>
            <a>{t('pages.seals.grant.revoke')}</a>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Drawer
      open
      width={md ? 900 : '100%'}
      title={t('pages.seals.grants.title', { name: seal.name })}
      onClose={onClose}
      destroyOnHidden
      extra={
        <GrantForm
          seal={seal}
          accounts={accounts}
          keyAccounts={keyAccounts}
          templates={templates.data ?? []}
          departments={departments}
          onSaved={grants.refresh}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('pages.seals.grants.hint')}</Typography.Paragraph>
      <Table<SealGrant>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={grants.loading}
        columns={columns}
        dataSource={grants.data}
        pagination={false}
      />
    </Drawer>
  );
};

export default SealGrantsDrawer;
