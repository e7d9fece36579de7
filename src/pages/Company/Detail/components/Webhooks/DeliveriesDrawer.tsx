import { Drawer, Grid, message, Segmented } from 'antd';
import { useRef, useState } from 'react';
import ListTable, { type ListAction } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { queryWebhookDeliveries, redeliverWebhook } from '@/services/webhooks';
import {
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDelivery,
  type WebhookDeliveryQuery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
} from '@common/api/webhooks';
import { deliveryColumns } from './deliveryColumns';

const ALL = 'all';

/**
 * "投递记录": the endpoint's deliveries, newest first, by status if asked; a failed or delivered
 * one sent again by hand. The server's refusal (409: an attempt under way, the endpoint off) is
 * shown by the request layer.
 */
const DeliveriesDrawer: React.FC<{ endpoint: WebhookEndpoint; onClose: () => void }> = ({ endpoint, onClose }) => {
  const t = useT();
  const { md } = Grid.useBreakpoint();
  const table = useRef<ListAction<WebhookDeliveryQuery>>();
  const [status, setStatus] = useState<WebhookDeliveryStatus | typeof ALL>(ALL);

  const redeliver = async (delivery: WebhookDelivery) => {
    try {
      await redeliverWebhook(endpoint.id, delivery.id);
      void message.success(t('pages.webhooks.delivery.redelivered'));
    } catch {
      // Shown by the request layer; the log shows where the delivery stands.
    }
    table.current?.reload();
  };

  return (
    <Drawer
      open
      width={md ? 1000 : '100%'}
      title={t('pages.webhooks.deliveries.title', { url: endpoint.url })}
      onClose={onClose}
      destroyOnHidden
    >
      <ListTable<WebhookDelivery, WebhookDeliveryQuery>
        rowKey="id"
        actionRef={table}
        search={false}
        inUrl={false}
        settings={false}
        size="small"
        defaultPageSize={20}
        columns={deliveryColumns(t, redeliver)}
        params={{ status: status === ALL ? undefined : status }}
        request={(query) => queryWebhookDeliveries(endpoint.id, query)}
        title={
          <Segmented
            value={status}
            onChange={(value) => setStatus(value as typeof status)}
            options={[ALL, ...WEBHOOK_DELIVERY_STATUSES].map((s) => ({ value: s, label: t(`pages.webhooks.delivery.status.${s}`) }))}
          />
        }
      />
    </Drawer>
  );
};

export default DeliveriesDrawer;
