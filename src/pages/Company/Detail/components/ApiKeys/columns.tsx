import { Popconfirm, Space, Tag, Typography } from 'antd';
import type { ListColumn } from '@/components/ListTable';
import type { Translate } from '@/hooks/useT';
import type { ApiKey } from '@common/api/api-keys';
import { chinaDateTime } from '@common/china-time';
import type { Department } from '@common/api/organisation';

const STATUS_COLOURS = { active: 'success', expired: 'warning', revoked: 'default' } as const;

/** The role a key acts as; an operator key's hint names the account to grant seals to. */
function KeyRole({ apiKey, departments, t }: { apiKey: ApiKey; departments: Department[]; t: Translate }) {
  const role = t(`pages.apiKeys.role.${apiKey.role}`);
  if (apiKey.role === 'department') {
    const department = departments.find((d) => d.id === apiKey.departmentId)?.name ?? `#${apiKey.departmentId}`;
    return <>{`${role} · ${department}`}</>;
  }
  if (apiKey.role === 'company') return <>{role}</>;
  return (
    <Space direction="vertical" size={0}>
      {role}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('pages.apiKeys.operatorHint', { accountId: apiKey.accountId })}
      </Typography.Text>
    </Space>
  );
}

/** The key list's columns: times in China time, a revoked key with nothing left to do. */
export const apiKeyColumns = (t: Translate, departments: Department[], revoke: (key: ApiKey) => Promise<void>): ListColumn<ApiKey>[] => [
  { title: t('pages.apiKeys.name'), dataIndex: 'name' },
  { title: t('pages.apiKeys.role'), dataIndex: 'role', render: (k) => <KeyRole apiKey={k} departments={departments} t={t} /> },
  { title: t('pages.apiKeys.prefix'), dataIndex: 'prefix', render: (k) => <Typography.Text code>{`${k.prefix}…`}</Typography.Text> },
  {
    title: t('pages.apiKeys.status'),
    dataIndex: 'status',
    render: (k) => <Tag color={STATUS_COLOURS[k.status]}>{t(`pages.apiKeys.status.${k.status}`)}</Tag>,
  },
  {
    title: t('pages.apiKeys.createdBy'),
    dataIndex: 'createdAt',
    render: (k) => (
      <Space direction="vertical" size={0}>
        <span>{k.createdByName ?? '-'}</span>
        <Typography.Text type="secondary">{chinaDateTime(k.createdAt)}</Typography.Text>
      </Space>
    ),
  },
  {
    title: t('pages.apiKeys.expiresAt'),
    dataIndex: 'expiresAt',
    render: (k) => (k.expiresAt ? chinaDateTime(k.expiresAt) : t('pages.apiKeys.expiresAt.none')),
  },
  {
    title: t('pages.apiKeys.lastUsedAt'),
    dataIndex: 'lastUsedAt',
    render: (k) => (k.lastUsedAt ? chinaDateTime(k.lastUsedAt) : t('pages.apiKeys.lastUsedAt.never')),
  },
  { title: t('pages.apiKeys.useCount'), dataIndex: 'useCount', align: 'right' },
  {
    title: t('pages.common.actions'),
    valueType: 'option',
    render: (k) =>
      k.status !== 'revoked' && (
        <Popconfirm key="revoke" title={t('pages.apiKeys.revoke.confirm', { name: k.name })} onConfirm={() => revoke(k)}>
          <a>{t('pages.apiKeys.revoke')}</a>
        </Popconfirm>
      ),
  },
];
