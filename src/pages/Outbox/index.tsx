/**
 * The outbox (administrators): every text and mail the platform sends, newest first, with its
 * delivery as the providers report it; above it, what carries them in this deployment. Without an
 * SMS provider (development) nothing leaves: the texts are held here, codes and links whole.
 */
import '@/locales/onDemand/messages';
import { PageContainer } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Alert, Tag, Typography } from 'antd';
import { firstPageLoader } from '@/components/ListTable/firstPage';
import ListTable, { type ListColumn } from '@/components/ListTable';
import { useT } from '@/hooks/useT';
import { getMessagingSettings, MESSAGE_STATUS_BADGES, queryMessages } from '@/services/messages';
import {
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  type MessagingSettings,
  type OutboxMessage,
  type OutboxQuery,
} from '@common/api/messages';

const Outbox: React.FC = () => {
  const t = useT();
  const settings = useRequest(getMessagingSettings);

  const columns: ListColumn<OutboxMessage>[] = [
    { title: t('pages.outbox.id'), dataIndex: 'id', search: false, width: 80 },
    { title: t('pages.message.createdAt'), dataIndex: 'createdAt', valueType: 'dateTime', width: 170 },
    {
      title: t('pages.message.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      valueEnum: Object.fromEntries(MESSAGE_CHANNELS.map((c) => [c, { text: t(`pages.message.channel.${c}`) }])),
    },
    {
      title: t('pages.message.kind'),
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: Object.fromEntries(MESSAGE_KINDS.map((k) => [k, { text: t(`pages.message.kind.${k}`) }])),
    },
    { title: t('pages.message.recipient'), dataIndex: 'recipient', placeholder: t('pages.outbox.recipient.placeholder') },
    {
      title: t('pages.message.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: Object.fromEntries(
        MESSAGE_STATUSES.map((s) => [s, { text: t(`pages.message.status.${s}`), status: MESSAGE_STATUS_BADGES[s] }]),
      ),
    },
    { title: t('pages.message.attempts'), dataIndex: 'attempts', search: false },
    { title: t('pages.outbox.provider'), dataIndex: 'provider', search: false, render: (m) => <Tag>{m.provider}</Tag> },
    { title: t('pages.outbox.providerId'), dataIndex: 'providerId', search: false, copyable: true },
    {
      title: t('pages.message.error'),
      dataIndex: 'error',
      search: false,
      width: 220,
      render: (m) => (m.error ? <Typography.Text type="danger">{m.error}</Typography.Text> : '-'),
    },
    {
      title: t('pages.outbox.text'),
      dataIndex: 'text',
      search: false,
      width: 360,
      render: (m) => (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Typography.Paragraph>
      ),
    },
  ];

  return (
    <PageContainer content={settings.data && <Carriers settings={settings.data} />}>
      <ListTable<OutboxMessage, OutboxQuery> rowKey="id" columns={columns} request={queryMessages} />
    </PageContainer>
  );
};

/** What carries the messages: a warning when nothing is sent (no SMS provider), else the provider and mail. */
const Carriers: React.FC<{ settings: MessagingSettings }> = ({ settings }) => {
  const t = useT();
  return settings.sms === 'dev' ? (
    <Alert type="warning" showIcon message={t('pages.outbox.dev.title')} description={t('pages.outbox.dev.desc')} />
  ) : (
    <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="outbox-carriers">
      {[
        t('pages.outbox.sms', { provider: t(`pages.outbox.provider.${settings.sms}`) }),
        t(settings.email ? 'pages.outbox.mail.on' : 'pages.outbox.mail.off'),
        t(`pages.outbox.identity.${settings.identity}`),
      ].join(' ')}
    </Typography.Paragraph>
  );
};

export default Outbox;

/** The list's first rows and the page's words, asked for as the route is entered. */
export const clientLoader = firstPageLoader(queryMessages, () => import('@/locales/onDemand/messages'));
