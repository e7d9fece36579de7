import { PlusOutlined } from '@ant-design/icons';
import { Button, message, Typography } from 'antd';
import { useRef, useState } from 'react';
import ListTable, { type ListAction } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { deleteWebhook, queryWebhooks, updateWebhook } from '@/services/webhooks';
import type { WebhookEndpoint, WebhookQuery } from '@common/api/webhooks';
import { endpointColumns } from './columns';
import DeliveriesDrawer from './DeliveriesDrawer';
import WebhookForm from './WebhookForm';
import WebhookSecret from './WebhookSecret';

/**
 * The company's webhook endpoints (docs/api.md, "Webhooks"): listed, a new one (its signing
 * secret shown once), changed, switched on or off, deleted, and each one's delivery log.
 * Administrators and the company's users reach this tab; the server checks again.
 */
const Webhooks: React.FC<{ companyId: number }> = ({ companyId }) => {
  const t = useT();
  const table = useRef<ListAction<WebhookQuery>>();
  // The endpoint being edited, 'new' while one is created; the form is mounted only then.
  const [editing, setEditing] = useState<WebhookEndpoint | 'new'>();
  // The new endpoint's secret, while its one showing is open.
  const [secret, setSecret] = useState<string>();
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookEndpoint>();
  const reload = () => table.current?.reload();

  const columns = endpointColumns(t, {
    toggle: async (endpoint, enabled) => {
      try {
        await updateWebhook(endpoint.id, { enabled });
        void message.success(t('pages.common.saved'));
      } catch {
        // Shown by the request layer; the list shows what holds.
      }
      reload();
    },
    edit: setEditing,
    openDeliveries: setDeliveriesOf,
    remove: async (endpoint) => {
      await deleteWebhook(endpoint.id);
      reload();
    },
  });

  return (
    <>
      <Typography.Paragraph type="secondary">{t('pages.webhooks.intro')}</Typography.Paragraph>
      <ListTable<WebhookEndpoint, WebhookQuery>
        rowKey="id"
        actionRef={table}
        search={false}
        inUrl={false}
        settings={false}
        columns={columns}
        params={{ companyId }}
        request={queryWebhooks}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('pages.webhooks.create')}
          </Button>
        }
      />
      {editing && (
        <WebhookForm
          companyId={companyId}
          endpoint={editing === 'new' ? undefined : editing}
          onCreated={(created) => {
            setSecret(created.secret);
            reload();
          }}
          onSaved={reload}
          onClose={() => setEditing(undefined)}
        />
      )}
      {secret && <WebhookSecret secret={secret} onClose={() => setSecret(undefined)} />}
      {deliveriesOf && <DeliveriesDrawer endpoint={deliveriesOf} onClose={() => setDeliveriesOf(undefined)} />}
    </>
  );
};

export default Webhooks;
