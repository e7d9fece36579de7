import type { ProColumns } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import type { Translate } from '@/hooks/useT';
import type { WebhookDelivery } from '../../../../../../common/api/webhooks';
import { chinaDateTime } from '../../../../../../common/china-time';

const STATUS_COLOURS = { pending: 'processing', sending: 'processing', delivered: 'success', failed: 'error' } as const;

const time = (at: string | null) => (at ? chinaDateTime(at) : '-');

/** The delivery log's columns, times in China time; done deliveries (failed or delivered) may be sent again. */
export const deliveryColumns = (t: Translate, redeliver: (delivery: WebhookDelivery) => Promise<void>): ProColumns<WebhookDelivery>[] => [
  { title: t('pages.webhooks.delivery.eventType'), dataIndex: 'eventType', render: (_, d) => t(`pages.webhooks.event.${d.eventType}`) },
  {
    title: 'webhook-id',
    dataIndex: 'eventId',
    render: (_, d) => (
      <Typography.Text code copyable>
        {d.eventId}
      </Typography.Text>
    ),
  },
  {
    title: t('pages.webhooks.delivery.status'),
    dataIndex: 'status',
    render: (_, d) => <Tag color={STATUS_COLOURS[d.status]}>{t(`pages.webhooks.delivery.status.${d.status}`)}</Tag>,
  },
  { title: t('pages.webhooks.delivery.attempts'), dataIndex: 'attempts', align: 'right' },
  { title: t('pages.webhooks.delivery.lastStatusCode'), dataIndex: 'lastStatusCode', render: (_, d) => d.lastStatusCode ?? '-' },
  {
    title: t('pages.webhooks.delivery.lastError'),
    dataIndex: 'lastError',
    render: (_, d) => (d.lastError ? <Typography.Text type="danger">{d.lastError}</Typography.Text> : '-'),
  },
  { title: t('pages.webhooks.delivery.createdAt'), dataIndex: 'createdAt', render: (_, d) => time(d.createdAt) },
  { title: t('pages.webhooks.delivery.lastAttemptAt'), dataIndex: 'lastAttemptAt', render: (_, d) => time(d.lastAttemptAt) },
  { title: t('pages.webhooks.delivery.nextAttemptAt'), dataIndex: 'nextAttemptAt', render: (_, d) => time(d.nextAttemptAt) },
  { title: t('pages.webhooks.delivery.deliveredAt'), dataIndex: 'deliveredAt', render: (_, d) => time(d.deliveredAt) },
  {
    title: t('pages.common.actions'),
    valueType: 'option',
    render: (_, d) =>
      (d.status === 'failed' || d.status === 'delivered') && (
        <a key="redeliver" onClick={() => redeliver(d)}>
          {t('pages.webhooks.delivery.redeliver')}
        </a>
      ),
  },
];
