import { Tag, Typography } from 'antd';
import type { ListColumn } from '@/components/ListTable';
import type { Translate } from '@/hooks/useT';
import type { WebhookDelivery } from '@common/api/webhooks';

const STATUS_COLOURS = { pending: 'processing', sending: 'processing', delivered: 'success', failed: 'error' } as const;

/** The delivery log's columns, times in China time; done deliveries (failed or delivered) may be sent again. */
export const deliveryColumns = (t: Translate, redeliver: (delivery: WebhookDelivery) => Promise<void>): ListColumn<WebhookDelivery>[] => [
  { title: t('pages.webhooks.delivery.eventType'), dataIndex: 'eventType', render: (d) => t(`pages.webhooks.event.${d.eventType}`) },
  {
    title: 'webhook-id',
    dataIndex: 'eventId',
    render: (d) => (
      <Typography.Text code copyable>
        {d.eventId}
      </Typography.Text>
    ),
  },
  {
    title: t('pages.webhooks.delivery.status'),
    dataIndex: 'status',
    render: (d) => <Tag color={STATUS_COLOURS[d.status]}>{t(`pages.webhooks.delivery.status.${d.status}`)}</Tag>,
  },
  { title: t('pages.webhooks.delivery.attempts'), dataIndex: 'attempts', align: 'right' },
  { title: t('pages.webhooks.delivery.lastStatusCode'), dataIndex: 'lastStatusCode', render: (d) => d.lastStatusCode ?? '-' },
  {
    title: t('pages.webhooks.delivery.lastError'),
    dataIndex: 'lastError',
    render: (d) => (d.lastError ? <Typography.Text type="danger">{d.lastError}</Typography.Text> : '-'),
  },
  { title: t('pages.webhooks.delivery.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime' },
  { title: t('pages.webhooks.delivery.lastAttemptAt'), dataIndex: 'lastAttemptAt', valueType: 'dateTime' },
  { title: t('pages.webhooks.delivery.nextAttemptAt'), dataIndex: 'nextAttemptAt', valueType: 'dateTime' },
  { title: t('pages.webhooks.delivery.deliveredAt'), dataIndex: 'deliveredAt', valueType: 'dateTime' },
  {
    title: t('pages.common.actions'),
    valueType: 'option',
    render: (d) =>
      (d.status === 'failed' || d.status === 'delivered') && (
        <a key="redeliver" onClick={() => redeliver(d)}>
          {t('pages.webhooks.delivery.redeliver')}
        </a>
      ),
  },
];
