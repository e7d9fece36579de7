import { Space, Switch, Tag, Typography } from 'antd';
import DeleteLink from '@/components/DeleteLink';
import type { ListColumn } from '@/components/ListTable';
import type { Translate } from '@/hooks/useT';
import { WEBHOOK_FAILURE_STREAK_LIMIT, type WebhookEndpoint } from '@common/api/webhooks';
import { chinaDateTime } from '@common/china-time';

export interface EndpointActions {
  toggle: (endpoint: WebhookEndpoint, enabled: boolean) => Promise<void>;
  edit: (endpoint: WebhookEndpoint) => void;
  openDeliveries: (endpoint: WebhookEndpoint) => void;
  remove: (endpoint: WebhookEndpoint) => Promise<unknown>;
}

/** On or off by its switch; one the platform switched off after failures says so, and why. */
function EndpointState({ endpoint, t, toggle }: { endpoint: WebhookEndpoint; t: Translate; toggle: EndpointActions['toggle'] }) {
  return (
    <Space direction="vertical" size={2}>
      <Space size={8}>
        <Switch size="small" checked={endpoint.enabled} aria-label={t('pages.webhooks.enabled')} onChange={(on) => toggle(endpoint, on)} />
        {t(endpoint.enabled ? 'pages.webhooks.status.enabled' : 'pages.webhooks.status.disabled')}
      </Space>
      {endpoint.disabledReason === 'failing' && (
        <>
          <Tag color="error">{t('pages.webhooks.status.failing')}</Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('pages.webhooks.status.failing.reason', { count: WEBHOOK_FAILURE_STREAK_LIMIT })}
          </Typography.Text>
        </>
      )}
    </Space>
  );
}

/** The endpoint list's columns: the address with its secret's start, events by name, times in China time. */
export const endpointColumns = (t: Translate, actions: EndpointActions): ListColumn<WebhookEndpoint>[] => [
  {
    title: t('pages.webhooks.url'),
    dataIndex: 'url',
    render: (e) => (
      <Space direction="vertical" size={0}>
        <Typography.Text style={{ wordBreak: 'break-all' }}>{e.url}</Typography.Text>
        <Typography.Text type="secondary" code>
          {e.secretHint}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: t('pages.webhooks.events'),
    dataIndex: 'events',
    render: (e) => (
      <Space size={[0, 4]} wrap style={{ maxWidth: 360 }}>
        {e.events.map((type) => (
          <Tag key={type}>{t(`pages.webhooks.event.${type}`)}</Tag>
        ))}
      </Space>
    ),
  },
  {
    title: t('pages.webhooks.status'),
    dataIndex: 'enabled',
    render: (e) => <EndpointState endpoint={e} t={t} toggle={actions.toggle} />,
  },
  {
    title: t('pages.webhooks.failureStreak'),
    dataIndex: 'failureStreak',
    align: 'right',
    render: (e) => `${e.failureStreak} / ${WEBHOOK_FAILURE_STREAK_LIMIT}`,
  },
  {
    title: t('pages.common.createdAt'),
    dataIndex: 'createdAt',
    render: (e) => (
      <Space direction="vertical" size={0}>
        <span>{e.createdBy}</span>
        <Typography.Text type="secondary">{chinaDateTime(e.createdAt)}</Typography.Text>
      </Space>
    ),
  },
  {
    title: t('pages.common.actions'),
    valueType: 'option',
    render: (e) => [
      <a key="deliveries" onClick={() => actions.openDeliveries(e)}>
        {t('pages.webhooks.deliveries')}
      </a>,
      <a key="edit" onClick={() => actions.edit(e)}>
        {t('pages.common.edit')}
      </a>,
      <DeleteLink key="delete" confirmId="pages.webhooks.delete.confirm" onDelete={() => actions.remove(e)} />,
    ],
  },
];
